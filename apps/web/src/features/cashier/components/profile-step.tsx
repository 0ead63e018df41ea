import type { UserProfile } from '@casino/contracts';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useUpdateUserDetails } from '../../../lib/auth';
import {
  type DepositProfileField,
  type DepositProfileValues,
  dateOfBirthRange,
  lockedDepositFields,
  type ProfileStepErrors,
  profileFieldMaxLength,
  profileStepUpdate,
  profileStepValues,
} from '../lib/profile';
import { validateProfileStep } from '../lib/profile-checks';

export type ProfileStepProps = {
  profile: UserProfile;
  shown: readonly DepositProfileField[];
  required: ReadonlySet<DepositProfileField>;
  /** Called once the details are saved (or were already there): the payment form comes next. */
  onDone: () => void;
  headingLevel: 2 | 3;
};

const autoComplete: Record<DepositProfileField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  dateOfBirth: 'bday',
  address: 'street-address',
  city: 'address-level2',
  zipCode: 'postal-code',
};

/**
 * "Complete your profile" (spec §4): before the first deposit the player gives the details the
 * deposit needs, saved through the profile update; fields already set and locked are shown read-only.
 */
export function ProfileStep({ profile, shown, required, onDone, headingLevel }: ProfileStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateUserDetails();
  const statusRef = useRef<HTMLDivElement>(null);
  const [today] = useState(() => new Date());
  const locked = useMemo(() => lockedDepositFields(profile), [profile]);
  const [values, setValues] = useState<DepositProfileValues>(() => profileStepValues(profile));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DepositProfileField, string>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fieldId = (field: DepositProfileField) => `${id}-${field}`;
  const birthRange = dateOfBirthRange(today);

  const errors: ProfileStepErrors = validateProfileStep(values, { shown, required, locked, today });
  const errorText = (field: DepositProfileField) =>
    serverErrors[field] ??
    (submitted && errors[field] ? t(`cashier.profile.errors.${errors[field]}`) : undefined);

  const setValue = (field: DepositProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setSubmitted(true);
    const firstInvalid = shown.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const payload = profileStepUpdate(profile, values, { shown, locked });
    if (Object.keys(payload).every((key) => key === 'updateFrom')) {
      onDone();
      return;
    }
    setStatus(null);
    setServerErrors({});
    update.mutate(payload, {
      onSuccess: onDone,
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        const known: Partial<Record<DepositProfileField, string>> = {};
        for (const field of shown) if (fields[field]) known[field] = fields[field];
        setServerErrors(known);
        setStatus(error instanceof ApiError ? error.message : t('cashier.profile.errors.generic'));
        requestAnimationFrame(() => statusRef.current?.focus());
      },
    });
  };

  return (
    <form
      className="cashier-panel cashier-profile"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <div className="cashier-profile__head">
        <Heading id={`${id}-title`} className="cashier-panel__title">
          {t('cashier.profile.title')}
        </Heading>
        <p className="cashier-panel__text">{t('cashier.profile.intro')}</p>
      </div>
      {status ? (
        <div ref={statusRef} tabIndex={-1} className="cashier-focus-target">
          <Alert tone="danger">{status}</Alert>
        </div>
      ) : null}
      <div className="cashier-profile__grid">
        {shown.map((field) => {
          const isLocked = locked.has(field);
          const isDate = field === 'dateOfBirth';
          return (
            <Field
              key={field}
              id={fieldId(field)}
              label={t(`cashier.profile.${field}`)}
              required={required.has(field) && !isLocked}
              optionalLabel={required.has(field) || isLocked ? undefined : t('cashier.profile.optional')}
              lockedNote={isLocked ? t('cashier.profile.locked') : undefined}
              error={isLocked ? undefined : errorText(field)}
              className={field === 'address' ? 'cashier-profile__wide' : undefined}
            >
              {(control) => (
                <TextInput
                  {...control}
                  name={field}
                  type={isDate ? 'date' : 'text'}
                  autoComplete={autoComplete[field]}
                  maxLength={isDate ? undefined : profileFieldMaxLength[field]}
                  min={isDate ? birthRange.min : undefined}
                  max={isDate ? birthRange.max : undefined}
                  readOnly={isLocked}
                  value={values[field]}
                  onChange={(event) => setValue(field, event.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
      <div className="cashier-profile__actions">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? t('cashier.profile.saving') : t('cashier.profile.submit')}
        </Button>
      </div>
    </form>
  );
}
