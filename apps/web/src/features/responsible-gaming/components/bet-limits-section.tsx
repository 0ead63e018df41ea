import type { BetLimitKind, BetLimits } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { betLimitsQueryOptions, useBetLimits } from '../api/get-bet-limits';
import { useSetBetLimits } from '../api/set-bet-limits';
import {
  type BetLimitValues,
  betLimitChanges,
  betLimitFormValues,
  betLimitGroups,
  betLimitUsage,
  editedBetLimits,
} from '../lib/bet-limits';
import { formatLimitMoment } from '../lib/format';
import { formatLimitMoney, type LimitCurrency } from '../lib/limit-amount';
import { describeLimitError } from '../lib/limit-errors';
import { AmountInput, LimitsQueryView, LimitUsage } from './limit-parts';

type Status = { tone: 'success' | 'danger' | 'info'; text: string } | null;

/**
 * Bet and loss limits (spec §3 bet-limit kinds, §4): the largest single bet, and the total staked
 * and lost over a rolling 24 hours, 7 days and 30 days. One Save sends the changed ones; they may
 * change once an hour, and removing one goes through support.
 */
export function BetLimitsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useBetLimits();
  const exponent = useAuth().user?.userWallet.exponent;
  // kept here: the form starts afresh with the saved limits, while the save and its message stay
  const mutation = useSetBetLimits();
  const [status, setStatus] = useState<Status>(null);

  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <div className="rg-card__head">
        <h3 id={titleId} className="rg-card__title">
          {t('responsibleGaming.betLimits.title')}
        </h3>
        <p className="rg-card__text">{t('responsibleGaming.betLimits.intro')}</p>
      </div>
      <LimitsQueryView query={query} ready={exponent !== undefined} rows={4}>
        {(data) => (
          <BetLimitsForm
            // the saved limits start a fresh form
            key={`${JSON.stringify(data.limits)}:${exponent}`}
            data={data}
            wallet={{ currency: data.currency, exponent: exponent ?? 2 }}
            mutation={mutation}
            status={status}
            onStatus={setStatus}
          />
        )}
      </LimitsQueryView>
    </section>
  );
}

function BetLimitsForm({
  data,
  wallet,
  mutation,
  status,
  onStatus,
}: {
  data: BetLimits;
  wallet: LimitCurrency;
  mutation: ReturnType<typeof useSetBetLimits>;
  status: Status;
  onStatus: (status: Status) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(15_000);
  const queryClient = useQueryClient();
  const id = useId();
  const [initial] = useState(() => betLimitFormValues(data.limits, wallet.exponent));
  const [values, setValues] = useState<BetLimitValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<BetLimitKind, string>>>({});
  const money = (amount: string) => formatLimitMoney(amount, wallet, locale);
  const fieldId = (kind: BetLimitKind) => `${id}-${kind}`;

  const nextChange = data.nextChangeAt ? new Date(data.nextChangeAt) : null;
  const locked = nextChange !== null && nextChange.getTime() > now.getTime();
  const nextChangeText = nextChange ? formatLimitMoment(nextChange, now, locale) : null;
  const edited = editedBetLimits(values, initial);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || locked) return;
    const checked = betLimitChanges(values, data.limits, wallet.exponent);
    const problems = Object.entries(checked.errors) as [BetLimitKind, string][];
    if (problems.length > 0) {
      setErrors(
        Object.fromEntries(
          problems.map(([kind, problem]) => [
            kind,
            problem === 'removeViaSupport'
              ? t('responsibleGaming.betLimits.removeViaSupport')
              : t(`responsibleGaming.amount.${problem}`),
          ]),
        ),
      );
      onStatus(null);
      const first = problems[0];
      if (first) document.getElementById(fieldId(first[0]))?.focus();
      return;
    }
    setErrors({});
    if (!checked.input) {
      onStatus({ tone: 'info', text: t('responsibleGaming.betLimits.nothingChanged') });
      return;
    }
    onStatus(null);
    mutation.mutate(checked.input, {
      // the lock note that follows says when they may change again
      onSuccess: () => onStatus({ tone: 'success', text: t('responsibleGaming.betLimits.saved') }),
      onError: (error) => {
        const view = describeLimitError(
          error instanceof ApiError ? error : null,
          'responsibleGaming.betLimits.errors.saveFailed',
        );
        setErrors(view.fields);
        onStatus({ tone: 'danger', text: view.key ? t(view.key) : (view.text ?? '') });
        // changed elsewhere within the hour: the fresh limits say until when
        if (view.refresh) void queryClient.invalidateQueries({ queryKey: betLimitsQueryOptions.queryKey });
      },
    });
  };

  const change = (kind: BetLimitKind, text: string) => {
    setValues((current) => ({ ...current, [kind]: text }));
    if (status?.tone !== 'danger') onStatus(null);
    setErrors((current) => {
      if (!(kind in current)) return current;
      const next = { ...current };
      delete next[kind];
      return next;
    });
  };

  const amountField = (kind: BetLimitKind, label: string, hint: ReactNode) => (
    <Field key={kind} id={fieldId(kind)} label={label} hint={hint} keepHint error={errors[kind]}>
      {(control) => (
        <AmountInput
          {...control}
          name={kind}
          currency={wallet.currency}
          placeholder={t('responsibleGaming.limits.noLimit')}
          value={values[kind]}
          onChange={(event) => change(kind, event.target.value)}
        />
      )}
    </Field>
  );

  const periodField = (kind: Exclude<BetLimitKind, 'maxBetLimit'>, group: 'bet' | 'loss') => {
    const limit = data.limits[kind];
    const used = data.used[betLimitUsage[kind]];
    const period = kind.replace(/(Bet|Loss)Limit$/, '') as 'daily' | 'weekly' | 'monthly';
    const hint =
      limit === null ? (
        <span>{t(`responsibleGaming.betLimits.${group}UsedNoLimit`, { used: money(used) })}</span>
      ) : (
        <LimitUsage
          used={used}
          limit={limit}
          label={t(`responsibleGaming.betLimits.${group}Used`, { used: money(used), limit: money(limit) })}
        />
      );
    return amountField(kind, t(`responsibleGaming.betLimits.period.${period}`), hint);
  };

  return (
    <form
      className="rg-form rg-bets"
      noValidate
      onSubmit={onSubmit}
      aria-busy={mutation.isPending || undefined}
    >
      {locked && nextChangeText ? (
        <Alert tone="info">
          {t(
            nextChangeText.today
              ? 'responsibleGaming.betLimits.lockedToday'
              : 'responsibleGaming.betLimits.lockedLater',
            { when: nextChangeText.text },
          )}
        </Alert>
      ) : null}
      {(Object.entries(data.pending) as Array<[BetLimitKind, { amount: string | null; from: string }]>).map(
        ([kind, waiting]) => {
          const when = formatLimitMoment(new Date(waiting.from), now, locale);
          const key = waiting.amount === null ? 'pendingRemoval' : 'pendingRise';
          return (
            <div key={kind} className="rg-pending">
              <Icon name="calendar" size={18} className="rg-pending__icon" />
              <p className="rg-pending__text">
                {t(`responsibleGaming.betLimits.${key}${when.today ? 'Today' : ''}`, {
                  limit: t(`responsibleGaming.betLimits.name.${kind}`),
                  amount: waiting.amount === null ? undefined : money(waiting.amount),
                  when: when.text,
                })}
              </p>
            </div>
          );
        },
      )}
      <fieldset className="rg-bets__fields" disabled={locked || mutation.isPending}>
        <div className="rg-bets__max">
          {amountField(
            'maxBetLimit',
            t('responsibleGaming.betLimits.maxBet'),
            t('responsibleGaming.betLimits.maxBetHint'),
          )}
        </div>
        {(['bet', 'loss'] as const).map((group) => (
          <fieldset key={group} className="rg-bets__group">
            <legend className="rg-bets__legend">{t(`responsibleGaming.betLimits.${group}Legend`)}</legend>
            <p className="rg-bets__note">{t(`responsibleGaming.betLimits.${group}Note`)}</p>
            <div className="rg-bets__grid">
              {betLimitGroups[group].map((kind) => periodField(kind, group))}
            </div>
          </fieldset>
        ))}
      </fieldset>

      <p className="rg-rule">
        <Icon name="calendar" size={18} className="rg-rule__icon" />
        <span>{t('responsibleGaming.betLimits.raiseNote')}</span>
      </p>
      <p className="rg-rule">
        <Icon name="support" size={18} className="rg-rule__icon" />
        <span>
          <Trans
            i18nKey="responsibleGaming.betLimits.supportNote"
            components={{
              // Trans fills the link with the translated text
              support: <PageLink to="responsibleGambling" className="rg-link" />,
            }}
          />
        </span>
      </p>

      {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}

      <div className="rg-form__actions">
        <Button
          type="submit"
          disabled={locked || edited.length === 0 || mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? t('responsibleGaming.limits.saving') : t('responsibleGaming.betLimits.save')}
        </Button>
      </div>
    </form>
  );
}
