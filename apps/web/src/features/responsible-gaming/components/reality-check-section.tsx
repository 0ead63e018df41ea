import type { RealityCheck } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { formatDuration } from '../../../lib/auth';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { realityCheckQueryOptions } from '../api/get-reality-check';
import { useSetRealityCheck } from '../api/set-reality-check';
import { formatLimitMoment } from '../lib/format';
import { describeLimitError } from '../lib/limit-errors';
import { formatIntervalShort, nextRealityCheck, realityCheckOptions } from '../lib/reality-check';
import { LimitsQueryView } from './limit-parts';

type Status = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Reality check (UKGC RTS 13): every chosen number of minutes of play the game pauses and shows how
 * long the player has played and their net result, and they choose to continue or stop. The page
 * sets the interval (or turns it off) and shows when this session's next reminder is due.
 */
export function RealityCheckSection() {
  const { t } = useTranslation();
  const titleId = useId();
  // the page shows it fresh: the next reminder moves when the player continues in a game
  const query = useQuery({ ...realityCheckQueryOptions, staleTime: 0 });

  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <div className="rg-card__head">
        <h3 id={titleId} className="rg-card__title">
          {t('responsibleGaming.realityCheck.title')}
        </h3>
        <p className="rg-card__text">{t('responsibleGaming.realityCheck.intro')}</p>
      </div>
      <LimitsQueryView query={query} rows={2}>
        {(data) => <RealityCheckForm data={data} />}
      </LimitsQueryView>
    </section>
  );
}

function RealityCheckForm({ data }: { data: RealityCheck }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(30_000);
  const mutation = useSetRealityCheck();
  const id = useId();
  // undefined until the player picks: the form follows the saved interval
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const choice = picked === undefined ? data.minutes : picked;
  const changed = choice !== data.minutes;
  const ids = { choice: `${id}-choice`, error: `${id}-error`, explain: `${id}-explain` };
  const every = (minutes: number) =>
    t('responsibleGaming.realityCheck.every', { interval: formatDuration(minutes, locale) });
  const next = nextRealityCheck(data, now);
  const nextAt = next.kind === 'at' ? formatLimitMoment(next.at, now, locale) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !changed) return;
    setProblem(null);
    setStatus(null);
    mutation.mutate(
      { minutes: choice },
      {
        onSuccess: (saved) => {
          setPicked(undefined);
          if (saved.minutes === null || saved.dueAt === null) {
            setStatus({ tone: 'success', text: t('responsibleGaming.realityCheck.savedOff') });
            return;
          }
          const when = formatLimitMoment(new Date(saved.dueAt), new Date(), locale);
          setStatus({
            tone: 'success',
            text: t(
              when.today
                ? 'responsibleGaming.realityCheck.savedToday'
                : 'responsibleGaming.realityCheck.savedLater',
              { interval: formatDuration(saved.minutes, locale), when: when.text },
            ),
          });
        },
        onError: (error) => {
          const view = describeLimitError(
            error instanceof ApiError ? error : null,
            'responsibleGaming.realityCheck.errors.saveFailed',
          );
          if (view.fields.minutes) setProblem(view.fields.minutes);
          setStatus({ tone: 'danger', text: view.key ? t(view.key) : (view.text ?? '') });
        },
      },
    );
  };

  return (
    <div className="rg-reality">
      <dl className="rg-facts">
        <div className="rg-facts__item">
          <dt>{t('responsibleGaming.realityCheck.current')}</dt>
          <dd>{data.minutes === null ? t('responsibleGaming.realityCheck.off') : every(data.minutes)}</dd>
        </div>
        {next.kind === 'off' ? null : (
          <div className="rg-facts__item">
            <dt>{t('responsibleGaming.realityCheck.next')}</dt>
            <dd>
              {next.kind === 'due' ? (
                t('responsibleGaming.realityCheck.dueNow')
              ) : (
                <time dateTime={next.at.toISOString()}>
                  {t(
                    nextAt?.today
                      ? 'responsibleGaming.realityCheck.nextToday'
                      : 'responsibleGaming.realityCheck.nextLater',
                    { when: nextAt?.text },
                  )}
                </time>
              )}
            </dd>
          </div>
        )}
      </dl>

      <form className="rg-form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending || undefined}>
        <fieldset
          className={['rg-periods', problem ? 'rg-periods--invalid' : null].filter(Boolean).join(' ')}
          aria-describedby={[ids.explain, problem ? ids.error : null].filter(Boolean).join(' ')}
          disabled={mutation.isPending}
        >
          <legend className="rg-periods__legend">{t('responsibleGaming.realityCheck.legend')}</legend>
          <div className="rg-periods__options rg-periods__options--reality">
            {realityCheckOptions.map((minutes) => (
              <label key={minutes ?? 'off'} className="rg-option choice-tile">
                <input
                  className="rg-option__input"
                  type="radio"
                  name={ids.choice}
                  value={minutes ?? 'off'}
                  checked={choice === minutes}
                  aria-label={minutes === null ? undefined : formatDuration(minutes, locale)}
                  aria-invalid={problem ? true : undefined}
                  onChange={() => {
                    setPicked(minutes);
                    setProblem(null);
                    if (status?.tone === 'success') setStatus(null);
                  }}
                />
                <span className="rg-option__label">
                  {minutes === null
                    ? t('responsibleGaming.realityCheck.off')
                    : formatIntervalShort(minutes, locale)}
                </span>
              </label>
            ))}
          </div>
          {problem ? (
            <p className="ui-field__error" id={ids.error}>
              <Icon name="alert" size={14} />
              <span>{problem}</span>
            </p>
          ) : null}
        </fieldset>

        <p className="rg-rule" id={ids.explain} aria-live="polite">
          <Icon name="info" size={18} className="rg-rule__icon" />
          <span>
            {choice === null
              ? t('responsibleGaming.realityCheck.explainOff')
              : t('responsibleGaming.realityCheck.explainOn', { interval: formatDuration(choice, locale) })}
          </span>
        </p>

        {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}

        <div className="rg-form__actions">
          <Button
            type="submit"
            disabled={!changed || mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {mutation.isPending
              ? t('responsibleGaming.limits.saving')
              : t('responsibleGaming.realityCheck.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
