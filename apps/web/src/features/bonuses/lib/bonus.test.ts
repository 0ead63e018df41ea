import type { DepositBonusOffer } from '@casino/contracts';
import { minor } from '@casino/money';
import { describe, expect, it } from 'vitest';
import {
  bonusForAmount,
  burnAmount,
  checkDepositBonus,
  chosenOffer,
  meetsMinDeposit,
  offerTerms,
  quoteOffer,
  wageringProgress,
} from './bonus';

const welcome: DepositBonusOffer = {
  key: 'welcome',
  title: 'Welcome bonus',
  description: 'Double your first deposit',
  matchPercent: 100,
  maxBonus: '10000',
  minDeposit: '1000',
  wageringMultiplier: 30,
  validDays: 7,
};
const reload: DepositBonusOffer = {
  ...welcome,
  key: 'reload',
  title: 'Reload bonus',
  matchPercent: 50,
  maxBonus: '5000',
};

describe('the bonus a deposit brings', () => {
  it('matches the deposit by the offer percent', () => {
    expect(bonusForAmount(offerTerms(welcome), minor(2500))).toBe(2500n);
    expect(bonusForAmount(offerTerms(reload), minor(2500))).toBe(1250n);
  });

  it('stops at the offer cap', () => {
    expect(bonusForAmount(offerTerms(welcome), minor(50_000))).toBe(10_000n);
    expect(bonusForAmount(offerTerms(reload), minor(20_000))).toBe(5000n);
  });

  it('rounds a fraction of a cent down', () => {
    expect(bonusForAmount(offerTerms(reload), minor(1001))).toBe(500n);
    expect(bonusForAmount(offerTerms({ ...welcome, matchPercent: 33.3 }), minor(1000))).toBe(333n);
  });

  it('brings nothing for no amount', () => {
    expect(bonusForAmount(offerTerms(welcome), minor(0))).toBe(0n);
  });
});

describe('whether a deposit may take an offer', () => {
  it('needs at least the minimum deposit', () => {
    const terms = offerTerms(welcome);
    expect(meetsMinDeposit(terms, minor(999))).toBe(false);
    expect(meetsMinDeposit(terms, minor(1000))).toBe(true);
    expect(meetsMinDeposit(terms, null)).toBe(false);
  });

  it('shows the bonus for an amount that qualifies and the minimum for one that does not', () => {
    const terms = offerTerms(welcome);
    expect(quoteOffer(terms, minor(2500))).toEqual({ kind: 'bonus', bonus: 2500n });
    expect(quoteOffer(terms, minor(500))).toEqual({ kind: 'belowMin', minDeposit: 1000n });
    expect(quoteOffer(terms, null)).toEqual({ kind: 'belowMin', minDeposit: 1000n });
  });

  it('never takes a zero deposit, even without a minimum', () => {
    expect(quoteOffer(offerTerms({ ...welcome, minDeposit: '0' }), minor(0))).toEqual({
      kind: 'belowMin',
      minDeposit: 0n,
    });
  });

  it('forgets a choice the offers no longer list', () => {
    expect(chosenOffer([welcome, reload], 'reload')).toBe(reload);
    expect(chosenOffer([reload], 'welcome')).toBeNull();
    expect(chosenOffer([welcome], null)).toBeNull();
  });

  it('checks the chosen offer against the amount for the deposit form', () => {
    expect(checkDepositBonus([welcome, reload], 'welcome', minor(999))).toEqual({
      offer: welcome,
      minDeposit: 1000n,
      reachesMinimum: false,
    });
    expect(checkDepositBonus([welcome, reload], 'welcome', minor(1000))?.reachesMinimum).toBe(true);
    expect(checkDepositBonus([welcome], 'welcome', null)?.reachesMinimum).toBe(false);
    // "No bonus", and a choice the offers no longer list, are no bonus to check
    expect(checkDepositBonus([welcome], null, minor(5000))).toBeNull();
    expect(checkDepositBonus([reload], 'welcome', minor(5000))).toBeNull();
  });
});

describe('wagering progress of the active bonus', () => {
  it('says how much is wagered, how much is left and the share done', () => {
    expect(wageringProgress({ wagered: '7500', wageringRequired: '30000', wagerLeft: '22500' })).toEqual({
      wagered: 7500n,
      required: 30_000n,
      left: 22_500n,
      percent: 25,
    });
  });

  it('takes what is left from the server, within what is required', () => {
    expect(wageringProgress({ wagered: '7500', wageringRequired: '30000', wagerLeft: '20000' }).left).toBe(
      20_000n,
    );
    expect(wageringProgress({ wagered: '0', wageringRequired: '30000', wagerLeft: '99999' }).left).toBe(
      30_000n,
    );
  });

  it('rounds the share down, so only a finished bonus reads 100%', () => {
    expect(wageringProgress({ wagered: '29999', wageringRequired: '30000', wagerLeft: '1' }).percent).toBe(
      99,
    );
  });

  it('counts wagering beyond the requirement as done', () => {
    expect(wageringProgress({ wagered: '40000', wageringRequired: '30000', wagerLeft: '0' })).toMatchObject({
      wagered: 30_000n,
      left: 0n,
      percent: 100,
    });
  });

  it('treats a bonus with nothing to wager as done', () => {
    expect(wageringProgress({ wagered: '0', wageringRequired: '0', wagerLeft: '0' }).percent).toBe(100);
  });

  it('burns what the server says cancelling removes, never less than nothing', () => {
    expect(burnAmount({ burnAmount: '1830' })).toBe(1830n);
    expect(burnAmount({ burnAmount: '-5' })).toBe(0n);
  });
});
