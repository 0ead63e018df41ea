import type { BreakResponse } from '@casino/contracts';
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field, TextInput } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { describeBreakError } from '../lib/break-errors';
import {
  type BreakChoice,
  type BreakField,
  type BreakFormErrors,
  type BreakFormKind,
  type BreakFormValues,
  type BreakInput,
  breakChoices,
  choiceLabelKey,
  customDateBounds,
  emptyBreakForm,
  plannedEnd,
  validateBreakForm,
} from '../lib/break-form';
import { formatBreakEnd } from '../lib/format';

export type BreakFormProps<K extends BreakFormKind> = {
  kind: K;
  /** The operation that starts the break (one of the api/ hooks); its success shows the break. */
  mutation: UseMutationResult<BreakResponse, Error, BreakInput[K]>;
};

const copy: Record<BreakFormKind, { legend: string; confirm: string; submit: string; busy: string }> = {
  coolingOff: {
    legend: 'responsibleGaming.coolingOff.legend',
    confirm: 'responsibleGaming.confirm.break',
    submit: 'responsibleGaming.coolingOff.submit',
    busy: 'responsibleGaming.coolingOff.busy',
  },
  selfExclusion: {
    legend: 'responsibleGaming.selfExclusion.legend',
    confirm: 'responsibleGaming.confirm.break',
    submit: 'responsibleGaming.selfExclusion.submit',
    busy: 'responsibleGaming.selfExclusion.busy',
  },
  freeze: {
    legend: 'responsibleGaming.freeze.legend',
    confirm: 'responsibleGaming.confirm.freeze',
    submit: 'responsibleGaming.freeze.submit',
    busy: 'responsibleGaming.freeze.busy',
  },
};

type Status = { key: string | null; text: string | null } | null;

/**
 * One break form (spec §2 limits pages): the periods as radio buttons, the end it would have, the
 * confirmation the contract requires, and the submit button, enabled once both are chosen.
 */
export function BreakForm<K extends BreakFormKind>({ kind, mutation }: BreakFormProps<K>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(30_000);
  const queryClient = useQueryClient();
  const id = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<BreakFormValues>(emptyBreakForm);
  const [errors, setErrors] = useState<BreakFormErrors>({});
  // server messages are shown as they come (the contract's words); client ones are translation keys
  const [serverErrors, setServerErrors] = useState<Partial<Record<BreakField, string>>>({});
  const [status, setStatus] = useState<Status>(null);
  const texts = copy[kind];

  const end = plannedEnd(values, now);
  const endText = end ? formatBreakEnd(end, locale) : null;
  const bounds = customDateBounds(now);
  const errorOf = (field: BreakField) =>
    serverErrors[field] ?? (errors[field] ? t(errors[field]) : undefined);
  const ids = {
    period: `${id}-period`,
    periodError: `${id}-period-error`,
    until: `${id}-until`,
    confirm: `${id}-confirm`,
    end: `${id}-end`,
  };

  const clearError = (...fields: BreakField[]) => {
    const drop = <T extends Partial<Record<BreakField, string>>>(current: T): T => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    };
    setErrors(drop);
    setServerErrors(drop);
  };

  const choose = (choice: BreakChoice) => {
    // the confirmation was given for another end: the player confirms the new one
    setValues((current) => ({ ...current, choice, confirm: false }));
    clearError('period', 'until', 'confirm');
  };

  const showStatus = (next: Status) => {
    setStatus(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = validateBreakForm(kind, values, new Date());
    if (checked.errors) {
      setErrors(checked.errors);
      setStatus(null);
      const first = (['period', 'until', 'confirm'] as const).find((field) => checked.errors[field]);
      const target = first === 'period' ? `${ids.period}-0` : first ? ids[first] : null;
      if (target) document.getElementById(target)?.focus();
      return;
    }
    setErrors({});
    setServerErrors({});
    setStatus(null);
    mutation.mutate(checked.input, {
      onSuccess: () => setValues(emptyBreakForm),
      onError: (error) => {
        const view = describeBreakError(error instanceof ApiError ? error : null);
        setServerErrors(view.fields);
        showStatus({ key: view.key, text: view.text });
        // a break runs already (another tab, another device): the page shows it instead of the form
        if (view.refreshDetails)
          void queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey });
      },
    });
  };

  const confirmText =
    end === null
      ? t('responsibleGaming.confirm.permanent')
      : endText
        ? t(texts.confirm, { end: endText })
        : t(`${texts.confirm}Unknown`);
  const periodError = errorOf('period');

  return (
    <form className="rg-form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending || undefined}>
      <fieldset
        className={['rg-periods', periodError ? 'rg-periods--invalid' : null].filter(Boolean).join(' ')}
        aria-describedby={periodError ? ids.periodError : undefined}
        disabled={mutation.isPending}
      >
        <legend className="rg-periods__legend">{t(texts.legend)}</legend>
        <div className={`rg-periods__options rg-periods__options--${kind}`}>
          {breakChoices[kind].map((choice, index) => (
            <label key={choice} className="rg-option choice-tile">
              <input
                id={`${ids.period}-${index}`}
                className="rg-option__input"
                type="radio"
                name={`${ids.period}-choice`}
                value={choice}
                checked={values.choice === choice}
                onChange={() => choose(choice)}
                aria-invalid={periodError ? true : undefined}
              />
              <span className="rg-option__label">{t(choiceLabelKey(choice, kind))}</span>
            </label>
          ))}
        </div>
        {periodError ? (
          <p className="ui-field__error" id={ids.periodError}>
            <Icon name="alert" size={14} />
            <span>{periodError}</span>
          </p>
        ) : null}
      </fieldset>

      {values.choice === 'custom' ? (
        <Field
          id={ids.until}
          label={t('responsibleGaming.selfExclusion.untilLabel')}
          hint={t('responsibleGaming.selfExclusion.untilHint')}
          error={errorOf('until')}
          required
          className="rg-form__until"
        >
          {(control) => (
            <TextInput
              {...control}
              type="date"
              name="until"
              min={bounds.min}
              max={bounds.max}
              value={values.until}
              disabled={mutation.isPending}
              onChange={(event) => {
                const until = event.target.value;
                setValues((current) => ({ ...current, until, confirm: false }));
                clearError('until', 'confirm');
              }}
            />
          )}
        </Field>
      ) : null}

      <EndSummary kind={kind} choice={values.choice} end={end} endText={endText} id={ids.end} />

      <Checkbox
        id={ids.confirm}
        label={confirmText}
        checked={values.confirm}
        disabled={mutation.isPending}
        error={errorOf('confirm')}
        onChange={(event) => {
          const confirm = event.target.checked;
          setValues((current) => ({ ...current, confirm }));
          clearError('confirm');
        }}
      />

      {status ? (
        <div ref={statusRef} tabIndex={-1} className="rg-form__status">
          <Alert tone="danger">{status.key ? t(status.key) : status.text}</Alert>
        </div>
      ) : null}

      <div className="rg-form__actions">
        <Button
          type="submit"
          disabled={values.choice === null || !values.confirm || mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? t(texts.busy) : t(texts.submit)}
        </Button>
      </div>
    </form>
  );
}

/** When the chosen break would end, read out as it changes. */
function EndSummary({
  kind,
  choice,
  end,
  endText,
  id,
}: {
  kind: BreakFormKind;
  choice: BreakChoice | null;
  end: Date | null | undefined;
  endText: string | null;
  id: string;
}) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (choice === null) content = <span className="rg-end__hint">{t('responsibleGaming.end.choose')}</span>;
  else if (end === null)
    content = (
      <>
        <span className="rg-end__label">{t('responsibleGaming.end.label')}</span>
        <strong className="rg-end__value">{t('responsibleGaming.end.never')}</strong>
        <span className="rg-end__note">{t('responsibleGaming.end.permanentNote')}</span>
      </>
    );
  else if (end === undefined || endText === null)
    content = <span className="rg-end__hint">{t('responsibleGaming.end.chooseDay')}</span>;
  else
    content = (
      <>
        <span className="rg-end__label">
          {t(kind === 'freeze' ? 'responsibleGaming.end.freezeLabel' : 'responsibleGaming.end.label')}
        </span>
        <strong className="rg-end__value">
          <time dateTime={end.toISOString()}>{endText}</time>
        </strong>
      </>
    );
  return (
    <p
      className={['rg-end', end === null ? 'rg-end--permanent' : null].filter(Boolean).join(' ')}
      id={id}
      aria-live="polite"
    >
      <Icon name={end === null ? 'alertCircle' : 'calendar'} size={20} className="rg-end__icon" />
      <span className="rg-end__body">{content}</span>
    </p>
  );
}
