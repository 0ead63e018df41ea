import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, type FieldControlProps, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { passwordRequirements, passwordRulesFrom } from '../../../lib/password-rules';
import { useSettings } from '../../../lib/settings';
import { useChangePassword } from '../api/change-password';
import { useTranslateMessage } from '../hooks/use-translate-message';
import {
  emptyPasswordForm,
  type PasswordErrors,
  type PasswordField,
  type PasswordFormValues,
  validatePasswordChange,
} from '../lib/password-form';

type Status = { tone: 'success' | 'danger'; title?: string; message: string } | null;

const passwordFields: PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const inputId = (field: PasswordField) => `password-field-${field}`;

/** A password input with a show/hide toggle. */
function PasswordInput({
  control,
  field,
  value,
  autoComplete,
  onChange,
}: {
  control: FieldControlProps;
  field: PasswordField;
  value: string;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <span className="profile-password-input">
      <TextInput
        {...control}
        name={field}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={255}
        spellCheck={false}
        autoCapitalize="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="profile-password-input__toggle"
        aria-pressed={visible}
        aria-controls={control.id}
        onClick={() => setVisible((current) => !current)}
      >
        {visible ? t('profile.password.hide') : t('profile.password.show')}
      </button>
    </span>
  );
}

/**
 * Change password (spec §5): current, new and confirmation, the operator's password rules from the
 * settings, the server's answer; a change signs the player's other devices out.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const rules = useMemo(() => passwordRulesFrom(settings), [settings]);
  const translate = useTranslateMessage();
  const change = useChangePassword();
  const statusRef = useRef<HTMLDivElement>(null);

  const [values, setValues] = useState<PasswordFormValues>(emptyPasswordForm);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PasswordErrors>({});
  const [status, setStatus] = useState<Status>(null);

  const clientErrors = validatePasswordChange(values, rules);
  const errorOf = (field: PasswordField) =>
    translate(serverErrors[field] ?? (submitted ? clientErrors[field] : undefined));
  const requirements = passwordRequirements(rules, values.newPassword);
  const empty = passwordFields.every((field) => values[field] === '');

  const setValue = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };
  const showStatus = (next: Status) => {
    setStatus(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    const firstInvalid = passwordFields.find((field) => clientErrors[field]);
    if (firstInvalid) {
      setStatus({ tone: 'danger', message: t('profile.validation.checkFields') });
      document.getElementById(inputId(firstInvalid))?.focus();
      return;
    }
    setStatus(null);
    setServerErrors({});
    change.mutate(values, {
      onSuccess: ({ message }) => {
        setValues(emptyPasswordForm);
        setSubmitted(false);
        showStatus({ tone: 'success', title: message, message: t('profile.password.otherDevicesSignedOut') });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        const known: PasswordErrors = {};
        for (const field of passwordFields) if (fields[field]) known[field] = fields[field];
        setServerErrors(known);
        showStatus({
          tone: 'danger',
          message: error instanceof ApiError ? error.message : t('profile.errors.generic'),
        });
        const first = passwordFields.find((field) => known[field]);
        if (first) document.getElementById(inputId(first))?.focus();
      },
    });
  };

  return (
    <form className="profile-card profile-password" noValidate onSubmit={onSubmit}>
      <div className="profile-card__head">
        <h3 className="profile-card__title">{t('profile.password.title')}</h3>
        <p className="profile-card__text">{t('profile.password.intro')}</p>
      </div>
      {status ? (
        <div ref={statusRef} tabIndex={-1} className="profile-form__status">
          <Alert tone={status.tone} title={status.title}>
            {status.message}
          </Alert>
        </div>
      ) : null}
      {/* lets password managers file the new password under the right account */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <div className="profile-password__fields">
        <Field
          id={inputId('currentPassword')}
          label={t('profile.password.current')}
          error={errorOf('currentPassword')}
          required
        >
          {(control) => (
            <PasswordInput
              control={control}
              field="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(value) => setValue('currentPassword', value)}
            />
          )}
        </Field>
        <Field
          id={inputId('newPassword')}
          label={t('profile.password.new')}
          error={errorOf('newPassword')}
          hint={t('profile.password.hint')}
          required
        >
          {(control) => (
            <PasswordInput
              control={control}
              field="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(value) => setValue('newPassword', value)}
            />
          )}
        </Field>
        <ul className="profile-requirements" aria-label={t('profile.password.requirements')}>
          {requirements.map(({ requirement, met }) => (
            <li key={requirement} className={met ? 'is-met' : undefined}>
              <span className="profile-requirements__mark" aria-hidden="true" />
              <span>{t(`profile.password.rule.${requirement}`, { min: rules.minLength })}</span>
              <span className="visually-hidden">
                {met ? t('profile.password.ruleMet') : t('profile.password.ruleNotMet')}
              </span>
            </li>
          ))}
        </ul>
        <Field
          id={inputId('confirmPassword')}
          label={t('profile.password.confirm')}
          error={errorOf('confirmPassword')}
          required
        >
          {(control) => (
            <PasswordInput
              control={control}
              field="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(value) => setValue('confirmPassword', value)}
            />
          )}
        </Field>
      </div>
      <div className="profile-form__actions">
        <Button type="submit" disabled={empty || change.isPending} aria-busy={change.isPending || undefined}>
          {change.isPending ? t('profile.actions.saving') : t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
