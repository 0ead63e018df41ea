import type { Payment, WithdrawalMethod } from '@casino/contracts';
import { type Minor, minor, toMajorString } from '@casino/money';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { PageLink } from '../../../lib/page-link';
import { useSettings } from '../../../lib/settings';
import { newRequestId } from '../api/create-deposit';
import { useRequestWithdrawal } from '../api/withdrawals';
import { amountLimits, parseAmountInput, sanitizeAmountInput } from '../lib/amount';
import { formatAmount, limitsText, type WalletCurrency } from '../lib/format';
import {
  checkDestination,
  checkWithdrawAmount,
  type DestinationProblem,
  describeWithdrawError,
  emptyWithdrawForm,
  maxWithdrawable,
  quoteQueryOf,
  verificationPageKey,
  type WithdrawAmountProblem,
  type WithdrawErrorView,
  type WithdrawField,
  type WithdrawFormValues,
  withdrawFieldsByKind,
} from '../lib/withdraw';
import { WithdrawDestinationFields, withdrawFieldId } from './withdraw-destination-fields';
import { WithdrawMethodPicker } from './withdraw-method-picker';
import { WithdrawQuote } from './withdraw-quote';

export type WithdrawFormProps = {
  methods: readonly WithdrawalMethod[];
  playerId: string;
  /** The player's email, the bank form's starting value. */
  email: string | null;
  /** What may be withdrawn: the cash balance (minor units). */
  cash: Minor;
  /** What may be withdrawn in 30 days before verifying the account; null when no verification is needed. */
  withoutKyc?: Minor | null;
  wallet: WalletCurrency;
  locale: string;
};

/** The refusal of an amount above what may be withdrawn before verifying the account. */
const kycRequiredKey = 'cashier.withdraw.errors.kycRequired';

/** The translation key of a destination problem's text. */
const problemKey = (field: WithdrawField, problem: DestinationProblem) =>
  problem === 'required'
    ? field === 'network'
      ? 'cashier.withdraw.errors.networkRequired'
      : 'cashier.withdraw.errors.required'
    : `cashier.withdraw.errors.${field}Invalid`;

/**
 * The withdrawal itself: the method, where the money goes, the amount with the calculator, and
 * the Withdraw button. Checks run in the browser first with the server's rules; errors show once
 * a field is left or the form is sent; one click is one request id.
 */
export function WithdrawForm({
  methods,
  playerId,
  email,
  cash,
  withoutKyc = null,
  wallet,
  locale,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const withdraw = useRequestWithdrawal();
  const { navigationSystem } = useSettings();
  const [chosen, setChosen] = useState<string | null>(null);
  const [typed, setTyped] = useState<WithdrawFormValues>(() => emptyWithdrawForm(email));
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<WithdrawField | 'amount'>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<WithdrawErrorView | null>(null);
  const [requested, setRequested] = useState<Payment | null>(null);
  // a second click before React re-renders must not send a second withdrawal
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const method = methods.find((entry) => entry.name === chosen) ?? (methods[0] as WithdrawalMethod);
  // the first network of the method until the player picks one it pays out on
  const network = method.networks.some((entry) => entry.network === typed.network)
    ? typed.network
    : (method.networks[0]?.network ?? '');
  const values: WithdrawFormValues = { ...typed, network };
  const limits = amountLimits(method);
  const amount = parseAmountInput(amountText, wallet.exponent);
  const amountProblem = checkWithdrawAmount(amount, limits, cash);
  const checked = checkDestination(method.kind, values);
  const working = withdraw.isPending;
  const shows = (field: WithdrawField | 'amount') => submitted || touched.has(field);

  const withoutKycText = withoutKyc === null ? null : formatAmount(withoutKyc, wallet, locale);
  const serverText = (view: WithdrawErrorView) => {
    // without the figure (the page's data is older than the answer) the server's own words say it
    if (view.key === kycRequiredKey && withoutKycText === null) return view.fallback;
    return view.key ? t(view.key, { defaultValue: view.fallback, amount: withoutKycText }) : view.fallback;
  };
  const amountMessage = (problem: WithdrawAmountProblem) =>
    problem === 'aboveBalance'
      ? t('cashier.withdraw.amount.aboveBalance', { balance: formatAmount(cash, wallet, locale) })
      : t(`cashier.amount.errors.${problem}`, {
          method: method.title,
          min: limits.min === null ? '' : formatAmount(limits.min, wallet, locale),
          max: limits.max === null ? '' : formatAmount(limits.max, wallet, locale),
        });
  const amountError =
    serverError?.target === 'amount'
      ? serverText(serverError)
      : shows('amount') && amountProblem
        ? amountMessage(amountProblem)
        : undefined;
  const fieldErrors: Partial<Record<WithdrawField, string>> = {};
  for (const field of withdrawFieldsByKind[method.kind]) {
    const problem = checked.errors?.[field];
    const fromServer = serverError?.fields[field];
    if (fromServer) fieldErrors[field] = fromServer;
    else if (problem && shows(field)) fieldErrors[field] = t(problemKey(field, problem), { network });
  }
  const formError = serverError?.target === 'form' ? serverText(serverError) : null;
  const limitsLine = limitsText(limits, wallet, locale);

  const touch = (field: WithdrawField | 'amount') =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const forget = (field: WithdrawField | 'amount') =>
    setServerError((current) => {
      if (!current) return current;
      if (field === 'amount') return current.target === 'amount' ? null : current;
      if (!current.fields[field]) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });
  const change = <K extends keyof WithdrawFormValues>(field: K, value: WithdrawFormValues[K]) => {
    if (field !== 'netBanking') forget(field as WithdrawField);
    setTyped((current) => ({ ...current, [field]: value }));
  };
  const changeAmount = (text: string) => {
    forget('amount');
    setAmountText(sanitizeAmountInput(text, wallet.exponent));
  };
  const selectMethod = (name: string) => {
    setServerError(null);
    setChosen(name);
  };
  const focus = (elementId: string) => document.getElementById(elementId)?.focus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    setServerError(null);
    setRequested(null);
    const firstProblem = withdrawFieldsByKind[method.kind].find((field) => checked.errors?.[field]);
    if (firstProblem) {
      focus(withdrawFieldId(id, firstProblem));
      return;
    }
    if (amountProblem || amount === null) {
      focus(`${id}-amount`);
      return;
    }
    if (!checked.destination) return;
    busy.current = true;
    withdraw.mutate(
      {
        method: method.name,
        amount: amount.toString(),
        requestId: newRequestId(),
        destination: checked.destination,
      },
      {
        onSuccess: (payment) => {
          busy.current = false;
          setRequested(payment);
          setTyped(emptyWithdrawForm(email));
          setAmountText('');
          setTouched(new Set());
          setSubmitted(false);
          requestAnimationFrame(() => successRef.current?.focus());
        },
        onError: (error) => {
          busy.current = false;
          const view = describeWithdrawError(method.kind, error instanceof ApiError ? error : null);
          setServerError(view);
          requestAnimationFrame(() => {
            const field = withdrawFieldsByKind[method.kind].find((entry) => view.fields[entry]);
            if (view.target === 'amount') focus(`${id}-amount`);
            else if (view.target === 'fields' && field) focus(withdrawFieldId(id, field));
            else alertRef.current?.focus();
          });
        },
      },
    );
  };

  const max = maxWithdrawable(cash, limits);

  return (
    <form className="withdraw-form" noValidate onSubmit={onSubmit} aria-busy={working || undefined}>
      {requested ? (
        <div ref={successRef} tabIndex={-1} className="cashier-focus-target">
          <Alert tone="success" title={t('cashier.withdraw.success.title')}>
            {t('cashier.withdraw.success.text', {
              amount: formatAmount(minor(requested.amount), wallet, locale),
              destination: requested.details.destination ?? method.title,
            })}
          </Alert>
        </div>
      ) : null}
      <WithdrawMethodPicker
        methods={methods}
        selected={method.name}
        onSelect={selectMethod}
        disabled={working}
      />
      {formError ? (
        <div ref={alertRef} tabIndex={-1} className="cashier-focus-target">
          <Alert tone="danger">{formError}</Alert>
        </div>
      ) : null}
      {withoutKycText !== null ? (
        <Alert
          tone="info"
          actions={
            <PageLink
              to={verificationPageKey(navigationSystem)}
              className={buttonClassName('secondary', 'sm')}
            >
              {t('cashier.withdraw.kyc.action')}
            </PageLink>
          }
        >
          {t('cashier.withdraw.kyc.allowance', { amount: withoutKycText })}
        </Alert>
      ) : null}
      <fieldset className="withdraw-form__fields" disabled={working}>
        <WithdrawDestinationFields
          idPrefix={id}
          method={method}
          values={values}
          onChange={change}
          onBlur={touch}
          errors={fieldErrors}
          wallet={wallet}
          locale={locale}
        />
        <Field
          id={`${id}-amount`}
          label={t('cashier.withdraw.amount.label')}
          error={amountError}
          required
          keepHint
          hint={
            limitsLine
              ? t(`cashier.limits.${limitsLine.key}`, { min: limitsLine.min, max: limitsLine.max })
              : undefined
          }
          className="withdraw-amount"
        >
          {(control) => (
            <div className="withdraw-amount__row">
              <div className="withdraw-amount__box">
                <TextInput
                  {...control}
                  className="withdraw-amount__input"
                  name="amount"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={toMajorString(minor(0), wallet.exponent)}
                  value={amountText}
                  onChange={(event) => changeAmount(event.target.value)}
                  onBlur={() => touch('amount')}
                />
                <span className="withdraw-amount__currency" aria-hidden="true">
                  {wallet.currencyCode}
                </span>
              </div>
              <Button
                variant="secondary"
                className="withdraw-amount__max"
                aria-controls={`${id}-amount`}
                disabled={max <= 0n}
                onClick={() => {
                  changeAmount(toMajorString(max, wallet.exponent));
                  touch('amount');
                }}
              >
                {t('cashier.withdraw.amount.max')}
              </Button>
            </div>
          )}
        </Field>
      </fieldset>
      <WithdrawQuote
        playerId={playerId}
        method={method}
        query={quoteQueryOf(method, amount, limits, network)}
        wallet={wallet}
        locale={locale}
      />
      <div className="cashier-form__submit">
        <Button type="submit" className="cashier-form__button" disabled={working}>
          {working ? <span className="cashier-form__spinner" aria-hidden="true" /> : null}
          <span>{t('cashier.withdraw.submit')}</span>
        </Button>
        <p className="cashier-form__note">{t('cashier.withdraw.note')}</p>
      </div>
    </form>
  );
}
