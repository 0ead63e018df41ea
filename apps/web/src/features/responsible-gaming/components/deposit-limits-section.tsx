import type { DepositLimit } from '@casino/contracts';
import type { Minor } from '@casino/money';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { useDepositLimits } from '../api/get-deposit-limits';
import { useSetDepositLimit } from '../api/set-deposit-limit';
import { delayedChangeFrom, depositLimitChange, depositLimitOutcome } from '../lib/deposit-limits';
import { formatLimitMoment } from '../lib/format';
import {
  amountInputText,
  formatLimitMoney,
  type LimitCurrency,
  parseLimitAmount,
  toMinor,
} from '../lib/limit-amount';
import { describeLimitError } from '../lib/limit-errors';
import { AmountInput, LimitsQueryView, LimitUsage } from './limit-parts';

/**
 * Deposit limits (spec §3 limit types): one row per rolling period with the limit in force, what is
 * used of it, the change waiting for its time, and a form to set, lower, raise or remove it.
 */
export function DepositLimitsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useDepositLimits();
  const exponent = useAuth().user?.userWallet.exponent;

  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <div className="rg-card__head">
        <h3 id={titleId} className="rg-card__title">
          {t('responsibleGaming.depositLimits.title')}
        </h3>
        <p className="rg-card__text">{t('responsibleGaming.depositLimits.intro')}</p>
      </div>
      <p className="rg-rule">
        <Icon name="info" size={18} className="rg-rule__icon" />
        <span>{t('responsibleGaming.depositLimits.rule')}</span>
      </p>
      <LimitsQueryView query={query} ready={exponent !== undefined}>
        {(data) => (
          <div className="rg-deposit-list">
            {data.limits.map((limit) => (
              <DepositLimitRow
                key={limit.period}
                limit={limit}
                wallet={{ currency: data.currency, exponent: exponent ?? 2 }}
              />
            ))}
          </div>
        )}
      </LimitsQueryView>
    </section>
  );
}

type Status = { tone: 'success' | 'danger'; text: string } | null;
type Action = 'save' | 'remove' | 'keep';

function DepositLimitRow({ limit, wallet }: { limit: DepositLimit; wallet: LimitCurrency }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(30_000);
  const mutation = useSetDepositLimit();
  const id = useId();
  const [text, setText] = useState('');
  const [action, setAction] = useState<Action>('save');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const ids = { title: `${id}-title`, input: `${id}-amount` };
  const prefix = `responsibleGaming.depositLimits.${limit.period}`;
  const money = (amount: string | Minor) => formatLimitMoney(amount, wallet, locale);
  const moment = (at: Date | string) => formatLimitMoment(new Date(at), now, locale).text;
  const pendingText = (pending: NonNullable<DepositLimit['pending']>) => {
    const when = formatLimitMoment(new Date(pending.from), now, locale);
    const key = pending.amount === null ? 'pendingRemoval' : 'pendingRise';
    return t(`responsibleGaming.depositLimits.${key}${when.today ? 'Today' : ''}`, {
      amount: pending.amount === null ? undefined : money(pending.amount),
      when: when.text,
    });
  };

  const typed = parseLimitAmount(text, wallet.exponent);
  const change = typed.amount === null ? null : depositLimitChange(limit, typed.amount);
  let hint = t(`${prefix}.hint`);
  if (change === 'now')
    hint = t(
      limit.amount === null
        ? 'responsibleGaming.depositLimits.appliesNowFirst'
        : 'responsibleGaming.depositLimits.appliesNow',
    );
  else if (change === 'later')
    hint = t('responsibleGaming.depositLimits.appliesLater', { when: moment(delayedChangeFrom(now)) });
  const canRemove = limit.amount !== null && !(limit.pending && limit.pending.amount === null);

  const focusInput = () => document.getElementById(ids.input)?.focus();
  const busy = (which: Action) => mutation.isPending && action === which;

  const save = (next: Minor | null, which: Action) => {
    if (mutation.isPending) return;
    const timing = depositLimitChange(limit, next);
    if (timing === 'unchanged' || timing === 'scheduled') {
      setStatus(null);
      setProblem(t(`responsibleGaming.depositLimits.${timing}`));
      focusInput();
      return;
    }
    setProblem(null);
    setStatus(null);
    setAction(which);
    mutation.mutate(
      { period: limit.period, amount: next === null ? null : next.toString() },
      {
        onSuccess: (response) => {
          const after = response.data.limits.find((entry) => entry.period === limit.period);
          setText('');
          setStatus({ tone: 'success', text: savedText(after ?? null) });
        },
        onError: (error) => {
          const view = describeLimitError(
            error instanceof ApiError ? error : null,
            which === 'remove'
              ? 'responsibleGaming.depositLimits.errors.removeFailed'
              : 'responsibleGaming.depositLimits.errors.saveFailed',
          );
          if (view.fields.amount) setProblem(view.fields.amount);
          setStatus({ tone: 'danger', text: view.key ? t(view.key) : (view.text ?? '') });
        },
      },
    );
  };

  const savedText = (after: DepositLimit | null) => {
    const outcome = after ? depositLimitOutcome(after) : { kind: 'none' as const };
    switch (outcome.kind) {
      case 'set':
        return t(`${prefix}.savedNow`, { amount: money(outcome.amount) });
      case 'rises':
        return t(`${prefix}.savedLater`, { amount: money(outcome.amount), when: moment(outcome.from) });
      case 'removed':
        return t(`${prefix}.savedRemoval`, { when: moment(outcome.from) });
      case 'none':
        return t(`${prefix}.savedNone`);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.problem) {
      setStatus(null);
      setProblem(t(`responsibleGaming.amount.${typed.problem}`));
      focusInput();
      return;
    }
    save(typed.amount, 'save');
  };

  return (
    <article className="rg-deposit" aria-labelledby={ids.title}>
      <div className="rg-deposit__summary">
        <div className="rg-deposit__head">
          <div className="rg-deposit__period">
            <h4 id={ids.title} className="rg-deposit__title">
              {t(`${prefix}.title`)}
            </h4>
            <span className="rg-deposit__window">{t(`${prefix}.window`)}</span>
          </div>
          <p
            className={['rg-deposit__value', limit.amount === null ? 'rg-deposit__value--none' : null]
              .filter(Boolean)
              .join(' ')}
          >
            {limit.amount === null ? t('responsibleGaming.limits.noLimit') : money(limit.amount)}
          </p>
        </div>
        {limit.amount === null ? (
          <p className="rg-deposit__used">{t(`${prefix}.usedNoLimit`, { used: money(limit.used) })}</p>
        ) : (
          <LimitUsage
            used={limit.used}
            limit={limit.amount}
            label={t('responsibleGaming.depositLimits.used', {
              used: money(limit.used),
              limit: money(limit.amount),
            })}
          />
        )}
        {limit.pending ? (
          <div className="rg-pending">
            <Icon name="calendar" size={18} className="rg-pending__icon" />
            <p className="rg-pending__text">{pendingText(limit.pending)}</p>
            {limit.amount !== null ? (
              <Button
                size="sm"
                variant="ghost"
                className="rg-pending__keep"
                disabled={mutation.isPending}
                aria-busy={busy('keep') || undefined}
                onClick={() => save(limit.amount === null ? null : toMinor(limit.amount), 'keep')}
              >
                {t('responsibleGaming.depositLimits.keep', { amount: money(limit.amount) })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <form
        className="rg-deposit__form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={mutation.isPending || undefined}
      >
        <Field
          id={ids.input}
          label={t(`${prefix}.inputLabel`)}
          hint={hint}
          error={problem ?? undefined}
          className="rg-deposit__field"
        >
          {(control) => (
            <AmountInput
              {...control}
              name={`deposit-limit-${limit.period}`}
              currency={wallet.currency}
              placeholder={amountInputText('0', wallet.exponent)}
              value={text}
              disabled={mutation.isPending}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
                if (status?.tone === 'success') setStatus(null);
              }}
            />
          )}
        </Field>
        <div className="rg-deposit__actions">
          <Button type="submit" disabled={mutation.isPending} aria-busy={busy('save') || undefined}>
            {busy('save') ? t('responsibleGaming.limits.saving') : t('responsibleGaming.depositLimits.save')}
          </Button>
          {canRemove ? (
            <Button
              variant="secondary"
              disabled={mutation.isPending}
              aria-busy={busy('remove') || undefined}
              onClick={() => save(null, 'remove')}
            >
              {busy('remove')
                ? t('responsibleGaming.depositLimits.removing')
                : t('responsibleGaming.depositLimits.remove')}
            </Button>
          ) : null}
        </div>
        {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
      </form>
    </article>
  );
}
