import type { UserDetails } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  authReducer,
  displayName,
  hasBalance,
  initialAuthState,
  isSelfExclusionActive,
  needsAuthRefresh,
  userLimitFromEvent,
  withBalance,
  withUserLimit,
} from './auth-state';

function details(
  overrides: Partial<UserDetails> = {},
  profile: Partial<UserDetails['getUser']> = {},
): UserDetails {
  return {
    getUser: {
      userId: 7,
      uniqueId: 'abc123XYZ0',
      email: 'maria@example.com',
      username: null,
      tags: [],
      countryCode: 'MT',
      currencyCode: 'EUR',
      dateOfBirth: '1990-05-17',
      firstName: 'Maria',
      lastName: 'Borg',
      phoneCode: null,
      phone: null,
      gender: 'female',
      city: null,
      address: null,
      zipCode: null,
      nickname: null,
      ghostMode: false,
      preferredLanguage: 'en',
      newsLetter: false,
      isEmailVerified: false,
      kycStatus: 'NOT_STARTED',
      registrationType: 'email',
      createdAt: '2025-01-01T00:00:00.000Z',
      userLimit: {
        isSelfExclusionPermanent: false,
        selfExclusion: null,
        coolingOff: null,
        frozenUntil: null,
      },
      ...profile,
    },
    userWallet: { amount: '1000', nonCashAmount: '0', totalAmount: '1000', currencyCode: 'EUR', exponent: 2 },
    depositCount: 2,
    isCrypto: false,
    userLoyaltyLevel: { level: 1, loyaltyPoints: 0, pointsTillLevelUp: null, xp: 0 },
    referralData: null,
    activeBonus: null,
    currencySymbol: '€',
    userMonthlyLimit: null,
    isSelfExcluded: false,
    ...overrides,
  };
}

const signedIn = authReducer(initialAuthState, { type: 'SIGN_IN', user: details() });

describe('auth reducer (spec §4)', () => {
  it('starts signed out and not yet initialized', () => {
    expect(initialAuthState).toEqual({
      isAuthenticated: false,
      isInitialized: false,
      isSelfExcluded: false,
      user: null,
      depositCount: 0,
      error: null,
    });
  });

  it('INITIALIZE with details signs in and marks the check done', () => {
    const state = authReducer(initialAuthState, { type: 'INITIALIZE', user: details() });
    expect(state).toMatchObject({ isAuthenticated: true, isInitialized: true, depositCount: 2, error: null });
    expect(state.user?.getUser.email).toBe('maria@example.com');
  });

  it('INITIALIZE without details (no token, or a failed check) leaves a guest, with the error', () => {
    expect(authReducer(initialAuthState, { type: 'INITIALIZE', user: null })).toMatchObject({
      isAuthenticated: false,
      isInitialized: true,
      user: null,
      error: null,
    });
    expect(
      authReducer(signedIn, { type: 'INITIALIZE', user: null, error: 'The operation timed out.' }),
    ).toMatchObject({ isAuthenticated: false, user: null, error: 'The operation timed out.' });
  });

  it('SIGN_IN authenticates with the deposit count of the details', () => {
    expect(signedIn).toMatchObject({ isAuthenticated: true, isInitialized: true, depositCount: 2 });
  });

  it('SIGN_UP clears the authenticated state', () => {
    const state = authReducer(signedIn, { type: 'SIGN_UP', user: details(), loginDisabledOnMirror: false });
    expect(state).toMatchObject({ isAuthenticated: false, user: null, depositCount: 0, isInitialized: true });
  });

  it('SIGN_UP keeps the new player signed in when login is switched off for the mirror domain', () => {
    const state = authReducer(initialAuthState, {
      type: 'SIGN_UP',
      user: details({ depositCount: 0 }),
      loginDisabledOnMirror: true,
    });
    expect(state).toMatchObject({ isAuthenticated: true, depositCount: 0 });
  });

  it('SIGN_OUT clears everything but the finished check', () => {
    expect(authReducer(signedIn, { type: 'SIGN_OUT' })).toEqual({ ...initialAuthState, isInitialized: true });
  });

  it('UPDATE_BALANCE replaces cash, non-cash and total amounts only', () => {
    const state = authReducer(signedIn, {
      type: 'UPDATE_BALANCE',
      balance: { cash: '2500', nonCash: '300', total: '2800' },
    });
    expect(state.user?.userWallet).toEqual({
      amount: '2500',
      nonCashAmount: '300',
      totalAmount: '2800',
      currencyCode: 'EUR',
      exponent: 2,
    });
    expect(state.user?.getUser).toBe(signedIn.user?.getUser);
  });

  it('UPDATE_BALANCE with the amounts already shown keeps the very same state (nothing renders again)', () => {
    const wallet = signedIn.user?.userWallet;
    const state = authReducer(signedIn, {
      type: 'UPDATE_BALANCE',
      balance: {
        cash: wallet?.amount ?? '',
        nonCash: wallet?.nonCashAmount ?? '',
        total: wallet?.totalAmount ?? '',
      },
    });
    expect(state).toBe(signedIn);
  });

  it('UPDATE_BALANCE without a player changes nothing', () => {
    const guest = authReducer(initialAuthState, { type: 'INITIALIZE', user: null });
    expect(
      authReducer(guest, { type: 'UPDATE_BALANCE', balance: { cash: '1', nonCash: '0', total: '1' } }),
    ).toBe(guest);
  });

  it('marks a self-excluded player from the server flag or the limit dates', () => {
    expect(
      authReducer(initialAuthState, { type: 'SIGN_IN', user: details({ isSelfExcluded: true }) })
        .isSelfExcluded,
    ).toBe(true);
    const coolingOff = details(
      {},
      {
        userLimit: {
          isSelfExclusionPermanent: false,
          selfExclusion: null,
          coolingOff: '2999-01-01',
          frozenUntil: null,
        },
      },
    );
    expect(authReducer(initialAuthState, { type: 'SIGN_IN', user: coolingOff }).isSelfExcluded).toBe(true);
  });
});

describe('self-exclusion rule (spec §4)', () => {
  const today = new Date('2025-06-10T15:00:00Z');
  const limit = { isSelfExclusionPermanent: false, selfExclusion: null, coolingOff: null, frozenUntil: null };

  it('is active when permanent', () => {
    expect(isSelfExclusionActive({ ...limit, isSelfExclusionPermanent: true }, today)).toBe(true);
  });

  it('is active through the end date, inclusive, and over after it', () => {
    expect(isSelfExclusionActive({ ...limit, selfExclusion: '2025-06-10' }, today)).toBe(true);
    expect(isSelfExclusionActive({ ...limit, coolingOff: '2025-06-11T00:00:00Z' }, today)).toBe(true);
    expect(isSelfExclusionActive({ ...limit, selfExclusion: '2025-06-09' }, today)).toBe(false);
    expect(isSelfExclusionActive(limit, today)).toBe(false);
  });

  it('counts an end instant to the moment: a one-hour break is over within the day', () => {
    expect(isSelfExclusionActive({ ...limit, coolingOff: '2025-06-10T15:30:00.000Z' }, today)).toBe(true);
    expect(isSelfExclusionActive({ ...limit, coolingOff: '2025-06-10T14:59:59.000Z' }, today)).toBe(false);
    expect(isSelfExclusionActive({ ...limit, selfExclusion: '2025-06-10T15:00:00.000Z' }, today)).toBe(false);
  });

  it('is active while the account is frozen', () => {
    expect(isSelfExclusionActive({ ...limit, frozenUntil: '2025-06-11T15:00:00.000Z' }, today)).toBe(true);
  });
});

describe('needsAuthRefresh', () => {
  it('refreshes when the active bonus differs', () => {
    const fresh = details({
      activeBonus: {
        id: '6f1c2a3e-8a5b-4c7d-9e0f-1a2b3c4d5e6f',
        offerKey: 'welcome',
        title: 'Welcome bonus',
        status: 'active',
        currency: 'EUR',
        bonusAmount: '5000',
        bonusBalance: '5000',
        wageringRequired: '150000',
        wagered: '0',
        wagerLeft: '150000',
        burnAmount: '5000',
        activatedAt: '2026-11-24T10:00:00.000Z',
        expiresAt: '2026-12-01T10:00:00.000Z',
        deadline: '2026-12-01T10:00:00.000Z',
        lastUpdate: '2026-11-24T10:00:00.000Z',
        endReason: null,
        kind: 'money',
        freeSpins: null,
        cashback: null,
        rules: {
          maxBet: null,
          maxWin: null,
          minBalance: null,
          excludedGames: [],
          gameWeights: {},
          wageringType: 'REAL_TO_FUN',
        },
      },
    });
    expect(needsAuthRefresh(details(), fresh)).toBe(true);
  });

  it('refreshes when the profile or wallet changed, and not for identical details', () => {
    expect(needsAuthRefresh(details(), details({}, { firstName: 'Anna' }))).toBe(true);
    expect(needsAuthRefresh(details(), details())).toBe(false);
    expect(needsAuthRefresh(null, details())).toBe(true);
  });
});

describe('displayName', () => {
  it('prefers the first name, then nickname, username, the email name and the unique id', () => {
    const profile = details().getUser;
    expect(displayName(profile)).toBe('Maria');
    expect(displayName({ ...profile, firstName: ' ', nickname: 'Lucky' })).toBe('Lucky');
    expect(displayName({ ...profile, firstName: null, username: 'player42' })).toBe('player42');
    expect(displayName({ ...profile, firstName: null })).toBe('maria');
    expect(displayName({ ...profile, firstName: null, email: null })).toBe('abc123XYZ0');
  });
});

describe('withBalance', () => {
  it('puts the amounts of a balance event into the details and keeps everything else as it was', () => {
    const bonus = { title: 'Reload bonus' } as unknown as UserDetails['activeBonus'];
    const before = details({ activeBonus: bonus, depositCount: 3 });
    const after = withBalance(before, { cash: '5000', nonCash: '1250', total: '6250' });
    expect(after.userWallet).toEqual({
      amount: '5000',
      nonCashAmount: '1250',
      totalAmount: '6250',
      currencyCode: 'EUR',
      exponent: 2,
    });
    expect(after).toMatchObject({ activeBonus: bonus, depositCount: 3 });
    expect(after.getUser).toBe(before.getUser);
    expect(before.userWallet.amount).toBe('1000');
  });

  it('returns the same details when they show the amounts already, and new ones when one amount differs', () => {
    const before = details();
    const { amount, nonCashAmount, totalAmount } = before.userWallet;
    expect(withBalance(before, { cash: amount, nonCash: nonCashAmount, total: totalAmount })).toBe(before);
    expect(hasBalance(before, { cash: amount, nonCash: nonCashAmount, total: totalAmount })).toBe(true);
    const moved = withBalance(before, { cash: amount, nonCash: nonCashAmount, total: `${totalAmount}0` });
    expect(moved).not.toBe(before);
    expect(moved.userWallet.totalAmount).toBe(`${totalAmount}0`);
  });
});

describe('a break’s end heard from the server', () => {
  const ended = {
    userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, coolingOff: null, frozenUntil: null },
    isSelfExcluded: false,
  };

  it('reads the userLimit event, and nothing malformed', () => {
    expect(userLimitFromEvent(ended)).toEqual(ended);
    expect(userLimitFromEvent({ ...ended, isSelfExcluded: 'no' })).toBeNull();
    expect(
      userLimitFromEvent({ ...ended, userLimit: { ...ended.userLimit, coolingOff: 'soon' } }),
    ).toBeNull();
    expect(userLimitFromEvent(null)).toBeNull();
  });

  it('puts the limits into the details and keeps everything else as it was', () => {
    const before = details(
      { isSelfExcluded: true, depositCount: 2 },
      { userLimit: { ...ended.userLimit, coolingOff: '2026-11-25T10:00:00.000Z' } },
    );
    const after = withUserLimit(before, ended);
    expect(after.getUser.userLimit.coolingOff).toBeNull();
    expect(after.isSelfExcluded).toBe(false);
    expect(after).toMatchObject({ depositCount: 2, userWallet: before.userWallet });
    expect(after.getUser.email).toBe(before.getUser.email);
    expect(before.getUser.userLimit.coolingOff).toBe('2026-11-25T10:00:00.000Z');
  });
});
