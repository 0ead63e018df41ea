import { type CryptoNetwork, cryptoNetworks, type PaymentMethod } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { newRequestId, useCreateDeposit } from '../api/create-deposit';
import { paymentMethodsQueryKeyRoot } from '../api/get-payment-methods';
import { type AmountProblem, amountLimits, checkAmount, parseAmountInput } from '../lib/amount';
import {
  type CardField,
  type CardFormValues,
  cardFields,
  emptyCard,
  toCardInput,
  validateCard,
} from '../lib/card';
import { type DepositErrorView, describeDepositError } from '../lib/deposit-errors';
import { formatAmount, type WalletCurrency } from '../lib/format';
import { checkPayer, type PayerField as PayerFieldName, payerFieldOf } from '../lib/payer';
import type { DepositProfileField } from '../lib/profile';
import { AmountSelector } from './amount-selector';
import { CardForm, cardFieldId } from './card-form';
import { CryptoAddress } from './crypto-address';
import { MethodPicker } from './method-picker';
import { PayerField } from './payer-field';
import { UpiPayment } from './upi-payment';

export type DepositFormProps = {
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onSelectMethod: (name: string) => void;
  amountText: string;
  onAmountTextChange: (text: string) => void;
  onReset: () => void;
  wallet: WalletCurrency;
  locale: string;
  /** The server asked for profile details first: show the "Complete your profile" step. */
  onProfileRequired: (fields: DepositProfileField[]) => void;
  /** The account's email: the Skrill wallet's email unless the player enters another. */
  accountEmail: string | null;
  headingLevel: 2 | 3;
};

/** Whether the method takes the card form (the server asks for a card for these). */
const takesCard = (method: PaymentMethod) => method.isCardForm || method.paymentMethod === 'card';

/**
 * The deposit itself: the method picker, the amount, the card form for card methods and the
 * Deposit button. Checks run in the browser first; one click is one request id, and the answer
 * sends the browser to the provider's page (3-D Secure for cards).
 */
export function DepositForm({
  methods,
  method,
  onSelectMethod,
  amountText,
  onAmountTextChange,
  onReset,
  wallet,
  locale,
  onProfileRequired,
  accountEmail,
  headingLevel,
}: DepositFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const deposit = useCreateDeposit();
  const [card, setCard] = useState<CardFormValues>(emptyCard);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<DepositErrorView | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [network, setNetwork] = useState<CryptoNetwork>('BTC');
  const [sendTo, setSendTo] = useState<{ network: string; address: string; url: string | null } | null>(null);
  const [upi, setUpi] = useState<{ intentUrl: string; url: string | null } | null>(null);
  const [payer, setPayer] = useState<Record<PayerFieldName, string>>(() => ({
    skrillEmail: accountEmail ?? '',
    cpf: '',
  }));
  // a second click before React re-renders must not start a second deposit
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // back from the provider's page through the browser's cache: the form is usable again
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const withCard = takesCard(method);
  const withNetwork = method.paymentMethod === 'crypto';
  const limits = amountLimits(method);
  const amount = parseAmountInput(amountText, wallet.exponent);
  const amountProblem = checkAmount(amount, limits);
  const cardProblems = withCard ? validateCard(card, new Date()) : {};
  const payerField = payerFieldOf(method.paymentMethod);
  const payerProblem = payerField ? checkPayer(payerField, payer[payerField]) : null;
  const working = deposit.isPending || redirecting;

  const amountMessage = (problem: AmountProblem) =>
    t(`cashier.amount.errors.${problem}`, {
      method: method.title,
      min: limits.min === null ? '' : formatAmount(limits.min, wallet, locale),
      max: limits.max === null ? '' : formatAmount(limits.max, wallet, locale),
    });
  const serverText = (view: DepositErrorView) =>
    view.key ? t(view.key, { defaultValue: view.fallback }) : view.fallback;

  const amountError =
    serverError?.target.kind === 'amount'
      ? serverText(serverError)
      : submitted && amountProblem
        ? amountMessage(amountProblem)
        : undefined;
  const cardErrors: Partial<Record<CardField, string>> = {};
  for (const field of cardFields) {
    const problem = cardProblems[field];
    if (serverError?.target.kind === 'card' && serverError.target.field === field)
      cardErrors[field] = serverText(serverError);
    else if (submitted && problem) cardErrors[field] = t(`cashier.card.errors.${problem}`);
  }
  const formError = serverError?.target.kind === 'form' ? serverText(serverError) : null;
  const payerError =
    payerField && serverError?.target.kind === 'payer' && serverError.target.field === payerField
      ? serverText(serverError)
      : submitted && payerProblem && payerField
        ? t(`cashier.payer.errors.${payerField}.${payerProblem}`)
        : undefined;

  const selectMethod = (name: string) => {
    setServerError(null);
    setUpi(null);
    onSelectMethod(name);
  };
  const changePayer = (value: string) => {
    if (!payerField) return;
    if (serverError?.target.kind === 'payer') setServerError(null);
    setPayer((current) => ({ ...current, [payerField]: value }));
  };
  const changeAmount = (text: string) => {
    if (serverError?.target.kind === 'amount') setServerError(null);
    onAmountTextChange(text);
  };
  const changeCard = (field: CardField, value: string) => {
    if (serverError?.target.kind === 'card' && serverError.target.field === field) setServerError(null);
    setCard((current) => ({ ...current, [field]: value }));
  };
  const reset = () => {
    setServerError(null);
    setSubmitted(false);
    onReset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    setServerError(null);
    const firstCardProblem = cardFields.find((field) => cardProblems[field]);
    if (amountProblem || amount === null) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    if (firstCardProblem) {
      document.getElementById(cardFieldId(id, firstCardProblem))?.focus();
      return;
    }
    if (payerProblem) {
      document.getElementById(`${id}-payer`)?.focus();
      return;
    }
    busy.current = true;
    const methodName = method.name;
    deposit.mutate(
      {
        method: methodName,
        amount: amount.toString(),
        requestId: newRequestId(),
        ...(withCard ? { card: toCardInput(card) } : {}),
        ...(withNetwork ? { network } : {}),
        ...(payerField === 'skrillEmail' ? { skrillEmail: payer.skrillEmail.trim() } : {}),
        ...(payerField === 'cpf' ? { cpf: payer.cpf } : {}),
      },
      {
        onSuccess: ({ next }) => {
          // the card has done its job: nothing of it stays on the page
          setCard(emptyCard);
          setSubmitted(false);
          if (next.kind === 'redirect') {
            setRedirecting(true);
            window.location.assign(next.url);
            return;
          }
          if (next.kind === 'address') {
            busy.current = false;
            setSendTo({ network: next.network, address: next.address, url: next.url });
            return;
          }
          if (next.kind === 'upi') {
            busy.current = false;
            setUpi({ intentUrl: next.intentUrl, url: next.url });
            return;
          }
          busy.current = false;
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              params.set('modal', 'deposit-pending');
              params.set('met', methodName);
              return params;
            },
            { preventScrollReset: true },
          );
        },
        onError: (error) => {
          busy.current = false;
          const view = describeDepositError(error instanceof ApiError ? error : null);
          if (view.refreshMethods)
            void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKeyRoot });
          if (view.target.kind === 'profile') {
            onProfileRequired(view.target.fields);
            return;
          }
          setServerError(view);
          const target = view.target;
          requestAnimationFrame(() => {
            if (target.kind === 'amount') document.getElementById(`${id}-amount`)?.focus();
            else if (target.kind === 'card') document.getElementById(cardFieldId(id, target.field))?.focus();
            else if (target.kind === 'payer') document.getElementById(`${id}-payer`)?.focus();
            else alertRef.current?.focus();
          });
        },
      },
    );
  };

  const submitLabel = redirecting
    ? t('cashier.submit.redirecting')
    : deposit.isPending
      ? t('cashier.submit.pending')
      : amount !== null && amount > 0n
        ? t('cashier.submit.deposit', { amount: formatAmount(amount, wallet, locale) })
        : t('cashier.submit.depositPlain');

  return (
    <div className="cashier">
      <MethodPicker
        methods={methods}
        selected={method.name}
        onSelect={selectMethod}
        disabled={working}
        headingLevel={headingLevel}
      />
      <form
        className="cashier-panel cashier-form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-method-title`}
        aria-busy={working || undefined}
      >
        <div className="cashier-form__method">
          <img
            className="cashier-form__logo"
            src={method.thumbnailUrl}
            alt=""
            width={64}
            height={40}
            decoding="async"
          />
          <div className="cashier-form__method-text">
            <Heading id={`${id}-method-title`} className="cashier-panel__title">
              {method.title}
            </Heading>
            {method.description ? <p className="cashier-panel__text">{method.description}</p> : null}
          </div>
        </div>
        {formError ? (
          <div ref={alertRef} tabIndex={-1} className="cashier-focus-target">
            <Alert tone="danger">{formError}</Alert>
          </div>
        ) : null}
        <AmountSelector
          id={`${id}-amount`}
          text={amountText}
          onTextChange={changeAmount}
          onReset={reset}
          wallet={wallet}
          limits={limits}
          locale={locale}
          error={amountError}
          disabled={working}
        />
        {withNetwork ? (
          <div className="cashier-form__network">
            <label className="ui-field__label" htmlFor={`${id}-network`}>
              {t('cashier.crypto.network')}
            </label>
            <SelectInput
              id={`${id}-network`}
              value={network}
              disabled={working}
              onChange={(event) => {
                setNetwork(event.target.value as CryptoNetwork);
                setSendTo(null);
              }}
            >
              {(Object.keys(cryptoNetworks) as CryptoNetwork[]).map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </SelectInput>
          </div>
        ) : null}
        {payerField ? (
          <PayerField
            id={`${id}-payer`}
            field={payerField}
            value={payer[payerField]}
            onChange={changePayer}
            accountEmail={accountEmail}
            error={payerError}
            disabled={working}
          />
        ) : null}
        {withCard ? (
          <CardForm
            idPrefix={id}
            values={card}
            onChange={changeCard}
            errors={cardErrors}
            disabled={working}
          />
        ) : null}
        <div className="cashier-form__submit">
          <Button type="submit" className="cashier-form__button" disabled={working}>
            {working ? <span className="cashier-form__spinner" aria-hidden="true" /> : null}
            <span>{submitLabel}</span>
          </Button>
          <p className="cashier-form__note">
            {withCard
              ? t('cashier.submit.cardNote')
              : t('cashier.submit.redirectNote', { method: method.title })}
          </p>
        </div>
      </form>
      {sendTo && withNetwork ? <CryptoAddress {...sendTo} /> : null}
      {upi && method.paymentMethod === 'upi' ? <UpiPayment {...upi} /> : null}
    </div>
  );
}
