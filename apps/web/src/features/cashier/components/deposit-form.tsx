import type { CryptoNetwork, DepositBonusOffer, PaymentMethod, PlayerBonus } from '@casino/contracts';
import { cryptoNetworks } from '@casino/contracts/cashier-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectInput } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { lazyPage } from '../../../lib/lazy-page';
import { browserTimeZone } from '../../../lib/time-zone';
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
import type { DepositBonusParts } from './bonus-parts';
import { CardForm, cardFieldId } from './card-form';
import { MethodPicker } from './method-picker';
import { PayerField } from './payer-field';

// fetched when the player picks a crypto or UPI method (payment-codes.ts)
const CryptoAddress = lazyPage(() => import('./payment-codes').then((m) => m.CryptoAddress));
const UpiPayment = lazyPage(() => import('./payment-codes').then((m) => m.UpiPayment));

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
  /** The bonuses this deposit may take; empty hides the choice (none, still loading, or failed). */
  offers: readonly DepositBonusOffer[];
  /** The chosen offer's key; null for "No bonus". */
  bonusKey: string | null;
  onBonusChange: (key: string | null) => void;
  /** The player's active bonus: taking a new one replaces it, after a confirm. */
  activeBonus: PlayerBonus | null;
  headingLevel: 2 | 3;
  /** The bonuses feature's choice, its check against the amount and the replace confirm. */
  bonuses: DepositBonusParts;
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
  offers,
  bonusKey,
  onBonusChange,
  activeBonus,
  headingLevel,
  bonuses,
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
  const [confirmReplace, setConfirmReplace] = useState(false);
  // where focus was when the replace confirm opened; it returns there (the dialog has no trigger)
  const replaceReturn = useRef<HTMLElement | null>(null);
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
  const showsCode = withNetwork || method.paymentMethod === 'upi';
  // the QR code's chunk is on its way while the player fills in the form
  useEffect(() => {
    if (showsCode) void CryptoAddress.preload()?.catch(() => undefined);
  }, [showsCode]);
  const limits = amountLimits(method);
  const amount = parseAmountInput(amountText, wallet.exponent);
  const amountProblem = checkAmount(amount, limits);
  const cardProblems = withCard ? validateCard(card, new Date()) : {};
  const payerField = payerFieldOf(method.paymentMethod);
  const payerProblem = payerField ? checkPayer(payerField, payer[payerField]) : null;
  // a key the offers no longer list (used up, withdrawn) falls back to "No bonus"
  const bonusCheck = bonuses.check(offers, bonusKey, amount);
  const offer = bonusCheck?.offer ?? null;
  const bonusProblem = bonusCheck !== null && amount !== null && !bonusCheck.reachesMinimum;
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
  const belowMinMessage = bonusCheck
    ? t('cashier.bonus.errors.belowMin', {
        amount: formatAmount(bonusCheck.minDeposit, wallet, locale),
        title: bonusCheck.offer.title,
      })
    : undefined;
  const bonusError =
    serverError?.target.kind === 'bonus'
      ? serverError.target.problem === 'belowMin' && belowMinMessage
        ? belowMinMessage
        : serverText(serverError)
      : submitted && bonusProblem
        ? belowMinMessage
        : undefined;
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
    // the bonus's minimum deposit is about the amount too
    if (serverError?.target.kind === 'amount' || serverError?.target.kind === 'bonus') setServerError(null);
    onAmountTextChange(text);
  };
  const changeBonus = (key: string | null) => {
    if (serverError?.target.kind === 'bonus' || serverError?.target.kind === 'form') setServerError(null);
    onBonusChange(key);
  };
  const changeCard = (field: CardField, value: string) => {
    if (serverError?.target.kind === 'card' && serverError.target.field === field) setServerError(null);
    setCard((current) => ({ ...current, [field]: value }));
  };
  const openReplaceConfirm = () => {
    const active = document.activeElement;
    replaceReturn.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setConfirmReplace(true);
  };
  const closeReplaceConfirm = () => {
    setConfirmReplace(false);
    requestAnimationFrame(() => {
      const back = replaceReturn.current?.isConnected ? replaceReturn.current : null;
      (back ?? document.getElementById(`${id}-submit`))?.focus();
    });
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
    if (bonusProblem) {
      document.getElementById(bonuses.optionId(id, bonusKey))?.focus();
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
    // a new bonus ends the active one: the player agrees first (spec §4)
    if (offer && activeBonus) {
      openReplaceConfirm();
      return;
    }
    send(false);
  };

  /** Sends the checked form; `replaceActiveBonus` once the player agreed to lose the active bonus. */
  const send = (replaceActiveBonus: boolean) => {
    if (busy.current || amount === null) return;
    const timeZone = browserTimeZone();
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
        ...(offer
          ? {
              bonus: offer.key,
              ...(replaceActiveBonus ? { replaceActiveBonus: true } : {}),
              // the bonus's days are the player's own
              ...(timeZone ? { timeZone } : {}),
            }
          : {}),
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
          if (view.refreshBonuses) {
            void queryClient.invalidateQueries({ queryKey: bonuses.offersQueryKey });
            void queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey });
          }
          if (view.target.kind === 'profile') {
            onProfileRequired(view.target.fields);
            return;
          }
          if (view.target.kind === 'replaceBonus' && offer) {
            // the page did not know of the active bonus: the same question as when it does
            openReplaceConfirm();
            return;
          }
          const shown: DepositErrorView =
            view.target.kind === 'replaceBonus' ? { ...view, target: { kind: 'form' } } : view;
          setServerError(shown);
          const target = shown.target;
          requestAnimationFrame(() => {
            if (target.kind === 'amount') document.getElementById(`${id}-amount`)?.focus();
            else if (target.kind === 'card') document.getElementById(cardFieldId(id, target.field))?.focus();
            else if (target.kind === 'payer') document.getElementById(`${id}-payer`)?.focus();
            else if (target.kind === 'bonus')
              document.getElementById(bonuses.optionId(id, bonusKey))?.focus();
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
        {offers.length > 0 ? (
          <bonuses.Choice
            idPrefix={id}
            offers={offers}
            selected={offer?.key ?? null}
            onSelect={changeBonus}
            amount={amount}
            wallet={wallet}
            locale={locale}
            error={bonusError}
            disabled={working}
          />
        ) : null}
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
          <Button id={`${id}-submit`} type="submit" className="cashier-form__button" disabled={working}>
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
      <bonuses.ReplaceConfirm
        open={confirmReplace}
        activeTitle={activeBonus?.title ?? null}
        onBack={closeReplaceConfirm}
        onContinue={() => {
          closeReplaceConfirm();
          send(true);
        }}
      />
      <Suspense fallback={<Spinner size="md" label={t('shell.common.loading')} />}>
        {sendTo && withNetwork ? <CryptoAddress {...sendTo} /> : null}
        {upi && method.paymentMethod === 'upi' ? <UpiPayment {...upi} /> : null}
      </Suspense>
    </div>
  );
}
