import type { UserDetails, UserProfile } from '@casino/contracts';
import type { WalletBalance } from '../wallet-events';
import { activeBreak } from './breaks';

/** The auth state of spec §3. */
export type AuthState = {
  isAuthenticated: boolean;
  /** False until the check of the stored token on load has finished (spec §4). */
  isInitialized: boolean;
  isSelfExcluded: boolean;
  user: UserDetails | null;
  depositCount: number;
  /** Why the last check failed (timeout, network); null when it did not. */
  error: string | null;
};

/** Cash, non-cash and total of a `wallet:balance` event (minor units as decimal strings). */
export type BalanceUpdate = WalletBalance;

/** The transitions of spec §4 "Auth". */
export type AuthAction =
  /** The result of a check: the player's details, or null when there is no valid session. */
  | { type: 'INITIALIZE'; user: UserDetails | null; error?: string | null }
  | { type: 'SIGN_IN'; user: UserDetails }
  /**
   * A registration finished. It clears the authenticated state (the sign-in that follows sets it)
   * unless login is switched off for the mirror domain, where the new player stays signed in.
   */
  | { type: 'SIGN_UP'; user: UserDetails; loginDisabledOnMirror: boolean }
  | { type: 'SIGN_OUT' }
  /** Cash, non-cash and total amounts (minor units as decimal strings), e.g. from wallet:balance. */
  | { type: 'UPDATE_BALANCE'; balance: BalanceUpdate };

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  isInitialized: false,
  isSelfExcluded: false,
  user: null,
  depositCount: 0,
  error: null,
};

/**
 * Spec §4 "Self-excluded": a permanent exclusion, or a cooling-off, self-exclusion or freeze that
 * ends after `now`, to the instant as the server counts it.
 */
export function isSelfExclusionActive(limit: UserProfile['userLimit'], now: Date): boolean {
  return activeBreak(limit, now) !== null;
}

function signedIn(user: UserDetails, initialized: boolean): AuthState {
  return {
    isAuthenticated: true,
    isInitialized: initialized,
    isSelfExcluded: user.isSelfExcluded || isSelfExclusionActive(user.getUser.userLimit, new Date()),
    user,
    depositCount: user.depositCount,
    error: null,
  };
}

const signedOut: AuthState = { ...initialAuthState, isInitialized: true };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIALIZE':
      return action.user ? signedIn(action.user, true) : { ...signedOut, error: action.error ?? null };
    case 'SIGN_IN':
      return signedIn(action.user, true);
    case 'SIGN_UP':
      return action.loginDisabledOnMirror ? signedIn(action.user, true) : signedOut;
    case 'SIGN_OUT':
      return signedOut;
    case 'UPDATE_BALANCE': {
      // the same state when nothing changed, so its consumers (the whole signed-in shell) do not render
      const user = state.user ? withBalance(state.user, action.balance) : state.user;
      return user === state.user ? state : { ...state, user };
    }
  }
}

/** Whether the player's details already show the amounts of a balance event. */
export function hasBalance(user: UserDetails, { cash, nonCash, total }: BalanceUpdate): boolean {
  const wallet = user.userWallet;
  return wallet.amount === cash && wallet.nonCashAmount === nonCash && wallet.totalAmount === total;
}

/**
 * The player's details with the wallet's amounts as a balance event gives them; the rest is kept.
 * The very same details when they show those amounts already: the realtime connection greets with
 * the balance on every (re)connect, which is most often the one on screen.
 */
export function withBalance(user: UserDetails, balance: BalanceUpdate): UserDetails {
  if (hasBalance(user, balance)) return user;
  const { cash, nonCash, total } = balance;
  return {
    ...user,
    userWallet: { ...user.userWallet, amount: cash, nonCashAmount: nonCash, totalAmount: total },
  };
}

/** What a `userLimit` event tells: the player's limits now that a break has ended. */
export type UserLimitUpdate = { userLimit: UserProfile['userLimit']; isSelfExcluded: boolean };

/** Reads a `player:userLimit` window event detail; null when malformed. */
export function userLimitFromEvent(detail: unknown): UserLimitUpdate | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { userLimit, isSelfExcluded } = detail as Record<string, unknown>;
  if (typeof isSelfExcluded !== 'boolean' || typeof userLimit !== 'object' || userLimit === null) return null;
  const limit = userLimit as Record<string, unknown>;
  const instant = (value: unknown) =>
    value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
  if (
    typeof limit.isSelfExclusionPermanent !== 'boolean' ||
    !instant(limit.selfExclusion) ||
    !instant(limit.coolingOff) ||
    !instant(limit.frozenUntil)
  )
    return null;
  return {
    isSelfExcluded,
    userLimit: {
      isSelfExclusionPermanent: limit.isSelfExclusionPermanent,
      selfExclusion: limit.selfExclusion as string | null,
      coolingOff: limit.coolingOff as string | null,
      frozenUntil: limit.frozenUntil as string | null,
    },
  };
}

/** The player's details with the limits a `userLimit` event gives; the rest is kept. */
export function withUserLimit(
  user: UserDetails,
  { userLimit, isSelfExcluded }: UserLimitUpdate,
): UserDetails {
  return { ...user, getUser: { ...user.getUser, userLimit }, isSelfExcluded };
}

/**
 * Whether fresh user details should replace the ones in the auth state: always when the active bonus
 * differs (spec §4), and also when anything else the shell shows changed (profile, wallet, deposits).
 */
export function needsAuthRefresh(current: UserDetails | null, fresh: UserDetails): boolean {
  if (!current) return true;
  if (JSON.stringify(current.activeBonus) !== JSON.stringify(fresh.activeBonus)) return true;
  return JSON.stringify(current) !== JSON.stringify(fresh);
}

/** The name the shell shows for a player: first name, else nickname, username or the email's name. */
export function displayName(profile: UserProfile): string {
  const candidates = [profile.firstName, profile.nickname, profile.username, profile.email?.split('@')[0]];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return profile.uniqueId;
}
