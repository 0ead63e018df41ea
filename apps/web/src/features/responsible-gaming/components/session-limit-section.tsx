import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, SelectInput, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import {
  formatDuration,
  formatUnits,
  type SessionLimit,
  sessionLimitQueryOptions,
  useAuth,
} from '../../../lib/auth';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { useSetSessionLimit } from '../api/set-session-limit';
import { formatLimitMoment } from '../lib/format';
import { describeLimitError } from '../lib/limit-errors';
import {
  checkSessionLimit,
  type SessionLimitFormValues,
  sessionLimitFormValues,
  sessionLimitUnits,
} from '../lib/session-limit';
import { LimitsQueryView } from './limit-parts';

type Status = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Session time limit (spec §5, §9): how long one session may last, from 10 minutes to 30 days. The
 * page shows the limit and when this session ends; the app signs the player out at that moment.
 */
export function SessionLimitSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const userId = useAuth().user?.getUser.userId;
  const query = useQuery({
    ...sessionLimitQueryOptions(userId ?? 0),
    enabled: userId !== undefined,
    // the page shows it fresh (it may have changed on another device); the timer follows
    staleTime: 0,
  });

  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <div className="rg-card__head">
        <h3 id={titleId} className="rg-card__title">
          {t('responsibleGaming.sessionLimit.title')}
        </h3>
        <p className="rg-card__text">{t('responsibleGaming.sessionLimit.intro')}</p>
      </div>
      <LimitsQueryView query={query} ready={userId !== undefined} rows={1}>
        {(data) => <SessionLimitForm data={data} />}
      </LimitsQueryView>
    </section>
  );
}

function SessionLimitForm({ data }: { data: SessionLimit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(30_000);
  const mutation = useSetSessionLimit();
  const id = useId();
  const [values, setValues] = useState<SessionLimitFormValues>(() => sessionLimitFormValues(null));
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [removing, setRemoving] = useState(false);
  const ids = { value: `${id}-value`, unit: `${id}-unit`, legend: `${id}-legend` };
  const ends = formatLimitMoment(new Date(data.sessionEndsAt), now, locale);
  const endsText = t(
    ends.today ? 'responsibleGaming.sessionLimit.endsToday' : 'responsibleGaming.sessionLimit.endsLater',
    { when: ends.text },
  );

  const submit = (minutes: number | null) => {
    if (mutation.isPending) return;
    setRemoving(minutes === null);
    setStatus(null);
    mutation.mutate(
      { minutes },
      {
        onSuccess: (saved) => {
          setValues(sessionLimitFormValues(null));
          if (saved.minutes === null) {
            setStatus({ tone: 'success', text: t('responsibleGaming.sessionLimit.removed') });
            return;
          }
          const end = formatLimitMoment(new Date(saved.sessionEndsAt), new Date(), locale);
          setStatus({
            tone: 'success',
            text: t(
              end.today
                ? 'responsibleGaming.sessionLimit.savedToday'
                : 'responsibleGaming.sessionLimit.savedLater',
              { limit: formatDuration(saved.minutes, locale), when: end.text },
            ),
          });
        },
        onError: (error) => {
          const view = describeLimitError(
            error instanceof ApiError ? error : null,
            minutes === null
              ? 'responsibleGaming.sessionLimit.errors.removeFailed'
              : 'responsibleGaming.sessionLimit.errors.updateFailed',
          );
          if (view.fields.minutes) setProblem(view.fields.minutes);
          setStatus({ tone: 'danger', text: view.key ? t(view.key) : (view.text ?? '') });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkSessionLimit(values);
    if (checked.input === null) {
      setStatus(null);
      setProblem(
        checked.problem === 'tooShort' || checked.problem === 'tooLong'
          ? t(`responsibleGaming.sessionLimit.validation.${checked.problem}`, {
              limit: formatUnits(checked.bound.value, checked.bound.unit, locale),
            })
          : t(`responsibleGaming.sessionLimit.validation.${checked.problem}`),
      );
      document.getElementById(ids.value)?.focus();
      return;
    }
    setProblem(null);
    submit(checked.input.minutes);
  };

  return (
    <div className="rg-session">
      <dl className="rg-facts">
        <div className="rg-facts__item">
          <dt>{t('responsibleGaming.sessionLimit.current')}</dt>
          <dd>
            {data.minutes === null
              ? t('responsibleGaming.limits.noLimit')
              : t('responsibleGaming.sessionLimit.perSession', {
                  limit: formatDuration(data.minutes, locale),
                })}
          </dd>
        </div>
        {data.minutes === null ? null : (
          <div className="rg-facts__item">
            <dt>{t('responsibleGaming.sessionLimit.sessionEnds')}</dt>
            <dd>
              <time dateTime={data.sessionEndsAt}>{endsText}</time>
            </dd>
          </div>
        )}
      </dl>

      <form className="rg-form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending || undefined}>
        <Field
          id={ids.value}
          group
          label={t(
            data.minutes === null
              ? 'responsibleGaming.sessionLimit.setLegend'
              : 'responsibleGaming.sessionLimit.changeLegend',
          )}
          hint={t('responsibleGaming.sessionLimit.hint')}
          error={problem ?? undefined}
          className="rg-session__field"
        >
          {(control) => (
            <div className="rg-session__inputs">
              <label className="visually-hidden" htmlFor={ids.value}>
                {t('responsibleGaming.sessionLimit.valueLabel')}
              </label>
              <TextInput
                {...control}
                className="rg-session__value"
                name="session-limit"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('responsibleGaming.sessionLimit.placeholder')}
                value={values.value}
                disabled={mutation.isPending}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, value }));
                  setProblem(null);
                }}
              />
              <label className="visually-hidden" htmlFor={ids.unit}>
                {t('responsibleGaming.sessionLimit.unitLabel')}
              </label>
              <SelectInput
                id={ids.unit}
                name="session-limit-unit"
                className="rg-session__unit"
                aria-describedby={control['aria-describedby']}
                value={values.unit}
                disabled={mutation.isPending}
                onChange={(event) => {
                  const unit = event.target.value as SessionLimitFormValues['unit'];
                  setValues((current) => ({ ...current, unit }));
                  setProblem(null);
                }}
              >
                {sessionLimitUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`responsibleGaming.sessionLimit.unit.${unit}`)}
                  </option>
                ))}
              </SelectInput>
            </div>
          )}
        </Field>

        {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}

        <div className="rg-form__actions">
          <Button
            type="submit"
            disabled={mutation.isPending}
            aria-busy={(mutation.isPending && !removing) || undefined}
          >
            {mutation.isPending && !removing
              ? t('responsibleGaming.limits.saving')
              : t('responsibleGaming.sessionLimit.save')}
          </Button>
          {data.minutes === null ? null : (
            <Button
              variant="secondary"
              disabled={mutation.isPending}
              aria-busy={(mutation.isPending && removing) || undefined}
              onClick={() => submit(null)}
            >
              {mutation.isPending && removing
                ? t('responsibleGaming.sessionLimit.removing')
                : t('responsibleGaming.sessionLimit.remove')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
