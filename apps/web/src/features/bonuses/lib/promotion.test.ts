import type { Promotion } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  promotionAmount,
  promotionCurrency,
  promotionDates,
  promotionState,
} from './promotion';

const promotion: Promotion = {
  id: 'welcome',
  type: 'deposit',
  name: 'Welcome bonus',
  banner: { bannerTitle: '100% on your first deposit' },
  description: '',
  terms: '',
  isDeposit: true,
  depositBonusPercent: 100,
  cashbackPercent: null,
  maxBonusThreshold: { EUR: '10000', INR: '1000000' },
  minDeposit: { EUR: '1000' },
  minBalance: {},
  amounts: {},
  requiresEmailVerification: false,
  wageringMultiplier: 30,
  depositNumber: 1,
  daysValid: 7,
  start: null,
  expiration: null,
  daysOfWeek: [],
  dates: [],
  freeSpins: null,
};

describe('promotion amounts', () => {
  it('show in the player’s currency, else the site’s, else the first the promotion names', () => {
    expect(promotionCurrency(promotion, ['INR', 'EUR'])).toBe('INR');
    expect(promotionCurrency(promotion, [undefined, 'EUR'])).toBe('EUR');
    expect(promotionCurrency(promotion, ['BRL'])).toBe('EUR');
    expect(promotionCurrency({ ...promotion, maxBonusThreshold: {} }, ['EUR'])).toBeNull();
  });

  it('read minor units exactly and know a currency’s digits', () => {
    expect(promotionAmount(promotion.maxBonusThreshold, 'INR')).toBe(1_000_000n);
    expect(promotionAmount(promotion.minDeposit, 'INR')).toBeNull();
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
  });
});

describe('a promotion’s button', () => {
  const player = { signedIn: true, activeOfferKey: null, depositOfferKeys: ['welcome'] };
  it('asks guests to sign in, marks the active bonus, and offers only what the next deposit may take', () => {
    expect(promotionState(promotion, { ...player, signedIn: false })).toBe('guest');
    expect(promotionState(promotion, { ...player, activeOfferKey: 'welcome' })).toBe('active');
    expect(promotionState(promotion, player)).toBe('available');
    expect(promotionState(promotion, { ...player, depositOfferKeys: ['reload'] })).toBe('unavailable');
  });

  it('offers a no-deposit bonus unless another bonus is active, and shows it in its own amounts', () => {
    const free: Promotion = {
      ...promotion,
      id: 'free-five',
      type: 'no_deposit',
      isDeposit: false,
      depositBonusPercent: null,
      maxBonusThreshold: {},
      amounts: { EUR: '500' },
    };
    expect(promotionState(free, player)).toBe('available');
    expect(promotionState(free, { ...player, activeOfferKey: 'welcome' })).toBe('busy');
    expect(promotionState(free, { ...player, activeOfferKey: 'free-five' })).toBe('active');
    expect(promotionCurrency(free, ['INR', 'EUR'])).toBe('EUR');
  });

  it('offers instant cashback beside a money bonus, marks the running one, and shows its cap and dates', () => {
    const cashback: Promotion = {
      ...promotion,
      id: 'weekly-cashback',
      type: 'instant_cashback',
      isDeposit: false,
      depositBonusPercent: null,
      cashbackPercent: 10,
      maxBonusThreshold: { EUR: '10000' },
      dates: ['2026-12-31', '2026-12-24'],
    };
    expect(promotionState(cashback, { ...player, activeOfferKey: 'welcome' })).toBe('available');
    expect(promotionState(cashback, { ...player, cashbackOfferKey: 'weekly-cashback' })).toBe('active');
    expect(promotionCurrency(cashback, ['INR', 'EUR'])).toBe('EUR');
    expect(promotionDates(cashback, 'en-GB')).toBe('24 Dec 2026 and 31 Dec 2026');
    expect(promotionDates(promotion, 'en-GB')).toBeNull();
  });

  it('offers free spins beside an active money bonus', () => {
    const spins: Promotion = {
      ...promotion,
      id: 'ten-spins',
      type: 'freespins',
      isDeposit: false,
      freeSpins: { quantity: 10, game: 'copper-cherries', stake: { EUR: '20' } },
    };
    expect(promotionState(spins, { ...player, activeOfferKey: 'welcome' })).toBe('available');
    expect(promotionState(spins, { ...player, signedIn: false })).toBe('guest');
    // its amounts are the stake of a spin
    expect(promotionCurrency(spins, ['INR', 'EUR'])).toBe('EUR');
  });
});
