import type { PaymentMethod, PlayerBonus, UserDetails } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOptionalAuth, userDetailsQueryOptions } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';
import { useLocale } from '../../../lib/use-locale';
import { usePaymentMethods } from '../api/get-payment-methods';
import { withdrawalsQueryKeyRoot } from '../api/withdrawals';
import { amountInputText, defaultAmount } from '../lib/amount';
import { defaultMethodName, depositMethods, initialMethod } from '../lib/methods';
import { type DepositProfileField, profileStepFields } from '../lib/profile';
import type { DepositBonusParts } from './bonus-parts';
import { BreakNotice } from './break-notice';
import { DepositForm } from './deposit-form';
import '../cashier.css';
import { lazyPage } from '../../../lib/lazy-page';

// Most players open the cashier with a complete profile: the step (and the zod its birth date check
// needs) is a chunk of its own, loaded when a profile lacks what a deposit needs.
const ProfileStep = lazyPage(() => import('./profile-step').then((m) => m.ProfileStep));

/**
 * The query parameters naming a method to preselect: `method` from "Try again" of a result modal,
 * `met` on the way back from the provider's page (the method just tried).
 */
const methodParams = ['method', 'met'] as const;

export type DepositPageProps = {
  /** Level of the page's section headings: 2 under a page title, 3 inside a profile section. */
  headingLevel?: 2 | 3;
  /** The bonuses feature's offers, choice and active bonus card, handed in by the app. */
  bonuses: DepositBonusParts;
};

/**
 * The cashier's deposit page for a signed-in player (/deposit, and the balance section of the newer
 * profile area): the player's details and payment methods load, a missing profile is completed
 * first, then the method, amount and card lead to the provider's page.
 */
export function DepositPage({ headingLevel = 2, bonuses }: DepositPageProps) {
  const details = useQuery(userDetailsQueryOptions);
  const methods = usePaymentMethods(details.data?.getUser.uniqueId);
  // the offers load alongside the methods rather than once the form shows (the form reads them too)
  bonuses.useOffers(details.data?.getUser.uniqueId);
  const auth = useOptionalAuth();

  // a completed deposit grants its bonus and changes the offers: both show without a reload (the
  // balance comes with its own event), as the shell reads the details and the offers again on every
  // deposit and the offers on every balance change (app/shell-features.tsx), whatever page is open,
  // since this page's first reads start before it renders.

  let content: ReactNode;
  if (auth?.isSelfExcluded) {
    // the server refuses deposits during a break: say so and point to the withdrawal instead
    content = <BreakNotice limit={auth.user?.getUser.userLimit ?? null} headingLevel={headingLevel} />;
  } else if (details.isError || methods.isError) {
    content = (
      <LoadError
        headingLevel={headingLevel}
        onRetry={() => {
          if (details.isError) void details.refetch();
          if (methods.isError) void methods.refetch();
        }}
      />
    );
  } else if (!details.data || !methods.data) {
    content = <DepositSkeleton />;
  } else {
    content = (
      <Cashier details={details.data} methods={methods.data} headingLevel={headingLevel} bonuses={bonuses} />
    );
  }
  return <div className="cashier-root">{content}</div>;
}

function Cashier({
  details,
  methods: listed,
  headingLevel,
  bonuses,
}: {
  details: UserDetails;
  methods: PaymentMethod[];
  headingLevel: 2 | 3;
  bonuses: DepositBonusParts;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const methods = useMemo(() => depositMethods(listed), [listed]);
  const { currencyCode, exponent } = details.userWallet;
  const wallet = useMemo(() => ({ currencyCode, exponent }), [currencyCode, exponent]);
  // the bonus choice is optional: while the offers load, or if they fail, the deposit goes on without it
  const offers = bonuses.useOffers(details.getUser.uniqueId);
  const activeBonus = details.activeBonus;
  const [cancelledBonus, setCancelledBonus] = useState<PlayerBonus | null>(null);

  // the choices live here, so they survive a detour through "Complete your profile"
  const [chosen, setChosen] = useState<string | null>(null);
  // a promotion's Deposit button names its bonus (?bonus=welcome); a key the offers do not list is "No bonus"
  const [bonusKey, setBonusKey] = useState<string | null>(() => searchParams.get('bonus'));
  const [amountText, setAmountText] = useState(() => amountInputText(defaultAmount(exponent), exponent));
  const [requestedFields, setRequestedFields] = useState<DepositProfileField[]>([]);

  const selectedName =
    chosen && methods.some((method) => method.name === chosen)
      ? chosen
      : initialMethod(methods, methodParams.map((name) => searchParams.get(name)).find(Boolean) ?? null);
  const method = methods.find((entry) => entry.name === selectedName);

  if (!method) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon="wallet"
        title={t('cashier.empty.title')}
        description={t('cashier.empty.text')}
      />
    );
  }

  const step = profileStepFields(details.getUser, settings, requestedFields);
  if (step.shown.length > 0) {
    return (
      <Suspense fallback={<DepositSkeleton />}>
        <ProfileStep
          profile={details.getUser}
          shown={step.shown}
          required={step.required}
          onDone={() => setRequestedFields([])}
          headingLevel={headingLevel}
        />
      </Suspense>
    );
  }

  const form = (
    <DepositForm
      methods={methods}
      method={method}
      onSelectMethod={setChosen}
      amountText={amountText}
      onAmountTextChange={setAmountText}
      onReset={() => {
        setAmountText(amountInputText(defaultAmount(exponent), exponent));
        setChosen(initialMethod(methods, defaultMethodName));
        setBonusKey(null);
      }}
      wallet={wallet}
      locale={locale}
      onProfileRequired={setRequestedFields}
      accountEmail={details.getUser.email || null}
      offers={offers}
      bonusKey={bonusKey}
      onBonusChange={setBonusKey}
      activeBonus={activeBonus}
      headingLevel={headingLevel}
      bonuses={bonuses}
    />
  );
  // one wrapper either way, so the form keeps what was typed when the card comes or goes
  return (
    <div className="cashier-stack">
      {activeBonus ? (
        <bonuses.ActiveCard
          bonus={activeBonus}
          wallet={wallet}
          locale={locale}
          headingLevel={headingLevel}
          onCancelled={setCancelledBonus}
          alsoRefresh={afterBonusCancel}
        />
      ) : cancelledBonus ? (
        <bonuses.CancelledNotice bonus={cancelledBonus} wallet={wallet} locale={locale} />
      ) : null}
      {form}
    </div>
  );
}

/** A cancelled bonus no longer blocks a withdrawal: the withdraw page reads its blocks again. */
const afterBonusCancel = [withdrawalsQueryKeyRoot];

function LoadError({ onRetry, headingLevel }: { onRetry: () => void; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={headingLevel}
      tone="danger"
      icon="alert"
      title={t('cashier.load.title')}
      description={t('cashier.load.text')}
      actions={<Button onClick={onRetry}>{t('cashier.load.retry')}</Button>}
    />
  );
}

/** The cashier's shape while the methods load: tiles on one side, the form on the other. */
function DepositSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="cashier" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('cashier.load.busy')}
      </span>
      <div className="cashier-panel cashier-methods">
        <Skeleton width="40%" height="1.3rem" />
        <div className="cashier-methods__grid">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} variant="block" className="cashier-method__skeleton" />
          ))}
        </div>
      </div>
      <div className="cashier-panel cashier-form">
        <Skeleton width="55%" height="1.3rem" />
        <Skeleton width="80%" />
        <Skeleton variant="block" height="3rem" />
        <Skeleton variant="block" height="2.5rem" />
        <Skeleton variant="block" height="9rem" />
        <Skeleton variant="block" height="3.25rem" />
      </div>
    </div>
  );
}
