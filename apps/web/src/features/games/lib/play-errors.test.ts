import { defaultEnglishStrings } from '@casino/content';
import { betLimitKinds } from '@casino/contracts/responsible-gaming';
import { formatMoney, minor } from '@casino/money';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  isBetLimitRefusal,
  limitNameKey,
  offersLimitsLink,
  playDialogFor,
  playErrorMessage,
  type Translate,
} from './play-errors';
import { realityCheckDueEvent } from './reality-check-signal';

// the app's English strings, through i18next as the app sets it up (flat keys)
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { common: defaultEnglishStrings } },
  lng: 'en',
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
const t: Translate = (key, options) => i18n.t(key, options);
const money = (amount: string, currency = 'EUR') => formatMoney(minor(amount), 2, currency, 'en');

const refusal = (errorCode: string, fields?: Record<string, string>, message = 'Server says no') =>
  new ApiError(400, { errorCode: errorCode as never, message, fields });

const buy = { bet: 50n, buy: true };
const spin = { bet: 50n, buy: false };

describe('the dialog a refused round opens', () => {
  it('offers to confirm a bonus buy over the player’s own limit, naming the limit and the bet', () => {
    const error = refusal('DAILY_LOSS_LIMIT_REACHED', { limit: 'dailyLossLimit', excludable: 'true' });
    expect(playDialogFor(error, buy)).toEqual({ kind: 'overLimit', bet: 50n, limit: 'dailyLossLimit' });
  });

  it('still offers it when the server names a limit it does not know', () => {
    const error = refusal('MAX_BET_LIMIT_REACHED', { limit: 'somethingNew', excludable: 'true' });
    expect(playDialogFor(error, buy)).toEqual({ kind: 'overLimit', bet: 50n, limit: null });
  });

  it('offers nothing over a limit the buy may not be confirmed over', () => {
    expect(playDialogFor(refusal('DAILY_LOSS_LIMIT_REACHED', { limit: 'dailyLossLimit' }), buy)).toBeNull();
    // the operator's limits are never excludable, whatever the fields say
    const global = refusal('GLOBAL_BET_LIMIT_REACHED', { limit: 'globalBetLimit', excludable: 'true' });
    expect(playDialogFor(global, buy)).toBeNull();
  });

  it('offers nothing for a regular spin over a limit', () => {
    const error = refusal('DAILY_LOSS_LIMIT_REACHED', { limit: 'dailyLossLimit', excludable: 'true' });
    expect(playDialogFor(error, spin)).toBeNull();
  });

  it('shows the reality-check reminder when one is due, for a spin or a buy', () => {
    expect(playDialogFor(refusal('REALITY_CHECK_DUE'), spin)).toEqual({ kind: 'realityCheck' });
    expect(playDialogFor(refusal('REALITY_CHECK_DUE'), buy)).toEqual({ kind: 'realityCheck' });
  });

  it('offers nothing for other failures', () => {
    expect(playDialogFor(refusal('INSUFFICIENT_FUNDS'), buy)).toBeNull();
    expect(playDialogFor(new Error('offline'), buy)).toBeNull();
  });

  it('asks the shell by the event name the reality-check feature listens for', () => {
    // features/reality-check/lib/reminder-schedule.ts pins the same name
    expect(realityCheckDueEvent).toBe('casino:reality-check-due');
  });
});

describe('what a refused round says', () => {
  it('names the game’s smallest and largest bet in the player’s money', () => {
    expect(playErrorMessage(refusal('BET_BELOW_MINIMUM', { limit: '10' }), t, money)).toBe(
      'The smallest bet on this game is €0.10. Raise the bet.',
    );
    expect(playErrorMessage(refusal('BET_ABOVE_MAXIMUM', { limit: '10000' }), t, money)).toBe(
      'The largest bet on this game is €100.00. Lower the bet.',
    );
  });

  it('falls back to the server’s message when the bet range has no amount', () => {
    expect(playErrorMessage(refusal('BET_BELOW_MINIMUM', {}, 'Too small'), t, money)).toBe('Too small');
  });

  it('names the bonus bet limit in the bonus’s currency', () => {
    const error = refusal('BONUS_BET_LIMIT', { limit: '500', currency: 'USD' });
    expect(playErrorMessage(error, t, money)).toBe(
      'While your bonus is active the largest bet is $5.00. Lower the bet.',
    );
  });

  it('explains the casino’s own limits', () => {
    expect(playErrorMessage(refusal('GLOBAL_BET_LIMIT_REACHED'), t, money)).toBe(
      'This bet is above the largest bet the casino takes. Lower the bet.',
    );
    expect(playErrorMessage(refusal('MONTHLY_WINNINGS_LIMIT_REACHED'), t, money)).toMatch(
      /^You have reached your monthly winnings limit\. Real-money play resumes next month/,
    );
  });

  it('asks for the reality check, and to confirm a lapsed bonus buy again', () => {
    expect(playErrorMessage(refusal('REALITY_CHECK_DUE'), t, money)).toMatch(/reality check/);
    expect(playErrorMessage(refusal('BET_EXCLUSION_NOT_ARMED'), t, money)).toBe(
      'Your confirmation of this bonus buy was used or has lapsed. Confirm the bonus buy again.',
    );
  });

  it('keeps the server’s words for the player’s own limits and breaks', () => {
    const error = refusal(
      'WEEKLY_BET_LIMIT_REACHED',
      { limit: 'weeklyBetLimit' },
      'Over your weekly bet limit.',
    );
    expect(playErrorMessage(error, t, money)).toBe('Over your weekly bet limit.');
    expect(playErrorMessage(refusal('WEEKLY_BET_LIMIT_REACHED', {}, ' '), t, money)).toBe(
      defaultEnglishStrings['games.play.betLimitReached'],
    );
  });

  it('says something went wrong for what is not the server’s refusal', () => {
    expect(playErrorMessage(new TypeError('x'), t, money)).toBe(
      defaultEnglishStrings['shell.error.somethingWrong'],
    );
  });
});

describe('the limits link', () => {
  it('follows the player’s own limits and the monthly winnings limit, not the casino’s bet limit', () => {
    expect(offersLimitsLink(refusal('DAILY_BET_LIMIT_REACHED'))).toBe(true);
    expect(offersLimitsLink(refusal('MONTHLY_WINNINGS_LIMIT_REACHED'))).toBe(true);
    expect(offersLimitsLink(refusal('GLOBAL_BET_LIMIT_REACHED'))).toBe(false);
    expect(isBetLimitRefusal(refusal('MONTHLY_WINNINGS_LIMIT_REACHED'))).toBe(false);
  });
});

describe('the over-limit dialog’s words', () => {
  it('names each limit, and reads whole', () => {
    for (const kind of betLimitKinds) expect(defaultEnglishStrings[limitNameKey(kind)], kind).toBeTruthy();
    expect(t(limitNameKey('dailyLossLimit'))).toBe('daily loss limit');
    expect(t(limitNameKey(null))).toBe('bet and loss limits');
    expect(
      t('games.play.overLimit.text', {
        amount: money('5000'),
        limit: t(limitNameKey('dailyLossLimit')),
        bet: money('50'),
      }),
    ).toBe(
      'This bonus buy of €50.00 goes over your daily loss limit. Confirm Bonus Buy to exclude only this purchase from your limit checks, once, or play a regular spin at €0.50 instead.',
    );
  });
});
