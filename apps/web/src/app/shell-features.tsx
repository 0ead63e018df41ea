import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { lazyModal } from '../components/ui/lazy-modal';
import {
  AccountsOverlays,
  LinkedSignupModal,
  LoginModal,
  useAccountsEffects,
  VerifyEmailExpiredModal,
} from '../features/accounts';
import { useAccessTokenFromQuery } from '../features/auth-token';
import { depositBonusesQueryKeyRoot } from '../features/bonuses/preload';
import { cashierModalContents, useFailedDepositModal } from '../features/cashier';
import { CookieConsentBar } from '../features/cookie-consent';
import { CountryBlockGate } from '../features/country-block';
import { LoyaltyNotices } from '../features/loyalty';
import { MarketingScripts } from '../features/marketing-scripts';
import { ModalRoot, type ModalRootProps } from '../features/modals';
import { RealityCheckReminder } from '../features/reality-check';
import { useTracking } from '../features/tracking';
import { useOptionalAuth, userDetailsQueryOptions, useSessionTimeLimitSignOut } from '../lib/auth';
import { useRealtimeConnection } from '../lib/realtime';
import { readAgain, useWalletEvents } from '../lib/wallet-events';

/*
 * Mount points of the cross-cutting features, in one place so they are easy to adjust. The layout
 * renders each of these exactly once, inside the router.
 */

/** The features' bodies for the modals the registry opens by `?modal=`: accounts', the cashier's, the calendars'. */
const modalContents: ModalRootProps['contents'] = {
  calendar: lazyModal(() => import('../features/bonuses/pages').then((m) => m.BonusCalendarModal)),
  rakeback: lazyModal(() => import('../features/rakeback/pages').then((m) => m.RakebackModal)),
  login: LoginModal,
  'linked-signup': LinkedSignupModal,
  'verify-email-expired': VerifyEmailExpiredModal,
  ...cashierModalContents,
};

/** What moves with the wallet whatever page is open: the deposit bonus offers (a deposit uses one up). */
const walletFollowers = [depositBonusesQueryKeyRoot];
/**
 * What a deposit also changes: the player's details (deposit count, the bonus it granted). Read
 * again here, whatever page is open, so that a page that mounts or remounts while the deposit is
 * credited (the cashier's own pages included) cannot miss it and keep the details from before.
 */
const depositFollowers = [...walletFollowers, userDetailsQueryOptions.queryKey];

/**
 * Hooks that run once per app inside the router: tracking, the `at` access-token parameter, and the
 * accounts effects (inactivity sign-out, the visit's first URL), the sign-out at the player's session
 * time limit, the realtime wallet connection, the cashier's failed-deposit modal on its socket event,
 * and the reads the wallet makes stale. Those are marked here rather than by the pages that show
 * them, since a page's first read can start before it renders (the deposit page's offers, read at
 * start-up): a deposit credited in between must not leave the page with the offers from before.
 */
export function ShellEffects() {
  useWalletEvents({ events: ['deposit'], invalidate: depositFollowers });
  useReadAgainOnBalanceChange(walletFollowers);
  useAccessTokenFromQuery();
  useTracking();
  useAccountsEffects();
  useSessionTimeLimitSignOut();
  useRealtimeConnection();
  useFailedDepositModal();
  return null;
}

/**
 * Reads `queryKeys` again when the player's balance changes, whatever told the app: a `deposit`
 * event is missed while the socket is away (a provider's page, a phone asleep), and the balance the
 * socket greets with on (re)connecting is then the only news of it. A greeting that brings the
 * balance the app already shows changes nothing, so it reads nothing again.
 */
function useReadAgainOnBalanceChange(queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const total = useOptionalAuth()?.user?.userWallet.totalAmount;
  const previous = useRef(total);
  useEffect(() => {
    const before = previous.current;
    previous.current = total;
    // signing in or out is not a change of balance: the reads are keyed by player
    if (before === undefined || total === undefined || before === total) return;
    for (const queryKey of queryKeys) void readAgain(queryClient, queryKey);
  }, [total, queryClient, queryKeys]);
}

/** Wraps the page content: the country-block notice replaces it when the visitor is blocked. */
export function ShellContentGate({ children }: { children: ReactNode }) {
  return <CountryBlockGate>{children}</CountryBlockGate>;
}

/**
 * Everything layered over the page: modals (with the accounts feature's login, linked sign-up and
 * expired-link bodies, plus its own registration, session-ended and onboarding overlays, and the
 * cashier's 3-D Secure and deposit result bodies), the cookie consent bar, the loyalty level-up
 * notices (which also keep the VIP club's figures live), the signed-in player's reality-check
 * reminder and the operator's scripts.
 */
export function ShellOverlays() {
  return (
    <>
      <ModalRoot contents={modalContents} />
      <AccountsOverlays />
      <CookieConsentBar />
      <LoyaltyNotices />
      <RealityCheckReminder />
      <MarketingScripts />
    </>
  );
}
