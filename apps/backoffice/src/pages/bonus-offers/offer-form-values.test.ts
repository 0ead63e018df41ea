import type { BonusOfferAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { changedFields, listChanges } from '../../lib/diff.ts';
import {
  amountsSummary,
  describeOfferChange,
  editableOf,
  formErrorsOf,
  formValuesOf,
  newOfferValues,
  ordinal,
  readNewOfferForm,
  readOfferForm,
} from './offer-form-values.ts';

const welcome: BonusOfferAdmin = {
  id: 1,
  key: 'welcome',
  type: 'deposit',
  title: 'Welcome bonus',
  description: 'Your first deposit doubled.',
  matchBp: 10_000,
  maxBonus: { EUR: '10000', JPY: '15000' },
  minDeposit: { EUR: '1000' },
  wageringMultiplier: 30,
  depositNumber: 1,
  validDays: 7,
  isActive: true,
  sortPriority: 100,
  bannerTitle: '100% on your first deposit',
  terms: '',
  startsAt: null,
  endsAt: '2026-12-31T23:00:00.000Z',
  daysOfWeek: [],
  dates: [],
  countries: ['MT', 'CA-ON'],
  languages: [],
  tags: [],
  bonusAmount: {},
  maxParticipants: null,
  retryDays: null,
  requiresEmailVerification: false,
  registeredWithinDays: null,
  couponOnly: false,
  minDeposits: null,
  onePerNetwork: false,
  maxBet: { EUR: '500' },
  maxWin: {},
  minBalance: {},
  excludedGames: ['roulette'],
  gameWeights: { 'book-of-gold': 50 },
  wageringType: 'REAL_TO_FUN',
  freeSpinsGame: null,
  freeSpinsCount: null,
  freeSpinStake: {},
  createdAt: '2026-01-01T00:00:00.000Z',
};

const exponentOf = (currency: string) => (currency === 'JPY' ? 0 : 2);

describe('bonus offer form', () => {
  it('shows the offer in percent and major units and reads back the same offer unchanged', () => {
    const values = formValuesOf(editableOf(welcome), exponentOf, welcome.key);
    expect(values.matchPercent).toBe('100');
    expect(values.maxBonus.map(({ currency, amount }) => [currency, amount])).toEqual([
      ['EUR', '100.00'],
      ['JPY', '15000'],
    ]);
    expect(values.depositNumber).toBe('1');
    const read = readOfferForm(values, exponentOf);
    expect(read.ok && changedFields(editableOf(welcome), read.offer)).toEqual({});
  });

  it('sends only what changed, in basis points and minor units', () => {
    const values = formValuesOf(editableOf(welcome), exponentOf);
    values.matchPercent = '12.5';
    values.depositNumber = ' ';
    values.maxBonus[0] = { key: 'a', currency: 'eur', amount: '1,250.5' };
    values.minDeposit.push({ key: 'b', currency: 'JPY', amount: '500' });
    const read = readOfferForm(values, exponentOf);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(changedFields(editableOf(welcome), read.offer)).toEqual({
      matchBp: 1250,
      depositNumber: null,
      maxBonus: { EUR: '125050', JPY: '15000' },
      minDeposit: { EUR: '1000', JPY: '500' },
    });
  });

  it('names each field that is not valid, per row for the amounts', () => {
    const values = formValuesOf(editableOf(welcome), exponentOf);
    values.title = ' ';
    values.matchPercent = '0.5';
    values.wageringMultiplier = '2.5';
    values.depositNumber = '101';
    values.validDays = '0';
    values.maxBonus[0] = { key: 'a', currency: 'EUR', amount: '1.234' };
    values.maxBonus[1] = { key: 'b', currency: 'EUR', amount: '0' };
    values.minDeposit[0] = { key: 'c', currency: 'Euro', amount: '5' };
    const read = readOfferForm(values, exponentOf);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({
      matchBp: 'A deposit bonus matches at least 1% of the deposit',
      wageringMultiplier: 'Enter a whole number from 0 to 200',
      depositNumber: 'Enter a whole number from 1 to 100',
      validDays: 'Enter a whole number from 1 to 365',
      'maxBonus.0.amount': 'Enter an amount like 25.00',
      'maxBonus.1.currency': 'EUR is listed twice',
      'maxBonus.1.amount': 'Enter more than zero',
      'minDeposit.0.currency': 'A three-letter code (EUR, USD, ...)',
    });
    expect(read.errors.title).toBe('Give the offer a title');
  });

  it('asks for the largest bonus in at least one currency, and skips blank rows', () => {
    const values = newOfferValues();
    values.key = 'weekend-boost';
    values.title = 'Weekend boost';
    expect(readNewOfferForm(values, exponentOf)).toMatchObject({
      errors: { 'maxBonus.0.amount': 'Enter an amount like 25.00' },
    });
    values.maxBonus = [];
    const empty = readNewOfferForm(values, exponentOf);
    expect(!empty.ok && empty.errors.maxBonus).toBe('Give the largest bonus in at least one currency');
    values.maxBonus = [
      { key: 'a', currency: 'EUR', amount: '50' },
      { key: 'b', currency: ' ', amount: '' },
    ];
    const read = readNewOfferForm(values, exponentOf);
    expect(read.ok && read.offer).toEqual({
      key: 'weekend-boost',
      type: 'deposit',
      title: 'Weekend boost',
      description: '',
      matchBp: 10_000,
      maxBonus: { EUR: '5000' },
      minDeposit: {},
      wageringMultiplier: 30,
      depositNumber: null,
      validDays: 7,
      isActive: true,
      sortPriority: 0,
      bannerTitle: '',
      terms: '',
      startsAt: null,
      endsAt: null,
      daysOfWeek: [],
      dates: [],
      countries: [],
      languages: [],
      tags: [],
      bonusAmount: {},
      maxParticipants: null,
      retryDays: null,
      requiresEmailVerification: false,
      registeredWithinDays: null,
      couponOnly: false,
      minDeposits: null,
      onePerNetwork: false,
      maxBet: {},
      maxWin: {},
      minBalance: {},
      excludedGames: [],
      gameWeights: {},
      wageringType: 'REAL_TO_FUN',
      freeSpinsGame: null,
      freeSpinsCount: null,
      freeSpinStake: {},
    });
  });

  it('asks free spins for their game, count and stake', () => {
    const values = newOfferValues();
    values.key = 'ten-spins';
    values.type = 'freespins';
    values.title = 'Ten spins';
    values.freeSpinsGame = '';
    values.freeSpinsCount = '0';
    const wrong = readNewOfferForm(values, exponentOf);
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.errors).toMatchObject({
      freeSpinsGame: 'Choose the game the spins are played on',
      freeSpinsCount: 'Enter a whole number from 1 to 1000',
      'freeSpinStake.0.amount': 'Enter an amount like 25.00',
    });
    values.freeSpinsGame = 'copper-cherries';
    values.freeSpinsCount = '10';
    values.freeSpinStake = [{ key: 's', currency: 'EUR', amount: '0.20' }];
    const read = readNewOfferForm(values, exponentOf);
    expect(read.ok && read.offer).toMatchObject({
      type: 'freespins',
      freeSpinsGame: 'copper-cherries',
      freeSpinsCount: 10,
      freeSpinStake: { EUR: '20' },
      bonusAmount: {},
      maxBonus: {},
    });
  });

  it('reads instant cashback: its share of losses (1% to 100%), its largest payment, no wagering, and dates', () => {
    const values = newOfferValues();
    values.key = 'weekly-cashback';
    values.type = 'instant_cashback';
    values.title = 'Weekly cashback';
    values.matchPercent = '150';
    values.dates = '2026-12-31, 2026-12-24';
    values.maxBonus = [];
    const wrong = readNewOfferForm(values, exponentOf);
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.errors).toMatchObject({
      matchBp: 'Cashback pays from 1% to 100% of the net losses',
      maxBonus: 'Give the largest payment in at least one currency',
    });
    values.matchPercent = '10';
    values.maxBonus = [{ key: 'c', currency: 'EUR', amount: '100' }];
    const read = readNewOfferForm(values, exponentOf);
    expect(read.ok && read.offer).toMatchObject({
      type: 'instant_cashback',
      matchBp: 1000,
      maxBonus: { EUR: '10000' },
      wageringMultiplier: 0,
      dates: ['2026-12-24', '2026-12-31'],
    });
    values.dates = '24.12.2026';
    const badDate = readNewOfferForm(values, exponentOf);
    expect(badDate.ok).toBe(false);
    if (!badDate.ok) expect(Object.keys(badDate.errors).some((key) => key.startsWith('dates'))).toBe(true);
  });

  it('asks a no-deposit offer for its amount and who may take it, not for a match', () => {
    const values = newOfferValues();
    values.key = 'free-five';
    values.title = 'Free five';
    values.type = 'no_deposit';
    values.matchPercent = '0';
    values.maxBonus = [];
    values.bonusAmount = [];
    values.maxParticipants = '0';
    const wrong = readNewOfferForm(values, exponentOf);
    expect(!wrong.ok && wrong.errors).toEqual({
      bonusAmount: 'Give the bonus amount in at least one currency',
      maxParticipants: 'Enter a whole number from 1 to 10000000',
    });
    values.bonusAmount = [{ key: 'a', currency: 'EUR', amount: '5' }];
    values.maxParticipants = '100';
    values.requiresEmailVerification = true;
    const read = readNewOfferForm(values, exponentOf);
    expect(read.ok && read.offer).toMatchObject({
      type: 'no_deposit',
      bonusAmount: { EUR: '500' },
      maxParticipants: 100,
      retryDays: null,
      requiresEmailVerification: true,
    });
  });

  it('reads the schedule in UTC and the audience as lists, and names what is wrong', () => {
    const values = formValuesOf(editableOf(welcome), exponentOf);
    expect(values).toMatchObject({ endsAt: '2026-12-31T23:00', countries: 'MT, CA-ON', languages: '' });
    values.startsAt = '2026-12-01T00:00';
    values.daysOfWeek = [7, 6];
    values.countries = 'mt ,de';
    values.languages = 'EN, pt-br';
    values.tags = 'VIP, high-roller';
    const read = readOfferForm(values, exponentOf);
    expect(read.ok && read.offer).toMatchObject({
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-31T23:00:00.000Z',
      daysOfWeek: [6, 7],
      countries: ['MT', 'DE'],
      languages: ['en', 'pt-BR'],
      tags: ['vip', 'high-roller'],
    });
    values.endsAt = '2026-11-30T00:00';
    values.countries = 'Malta';
    values.tags = 'vip!';
    const wrong = readOfferForm(values, exponentOf);
    expect(!wrong.ok && wrong.errors).toMatchObject({
      endsAt: 'The end must be after the start',
      countries: 'A country is MT, or a subdivision CA-ON',
      tags: 'A tag is up to 32 lower-case letters, digits, - or _',
    });
    expect(describeOfferChange({ path: 'tags', before: [], after: ['vip'] }, exponentOf)).toMatchObject({
      before: 'every player',
      after: 'vip',
    });
    expect(describeOfferChange({ path: 'daysOfWeek', before: [], after: [6, 7] }, exponentOf)).toMatchObject({
      before: 'Every day',
      after: 'Saturday, Sunday',
    });
  });

  it('checks a new offer’s key like the server does', () => {
    const values = formValuesOf(editableOf(welcome), exponentOf, 'Weekend Boost');
    const read = readNewOfferForm(values, exponentOf);
    expect(!read.ok && read.errors.key).toBe('A key is 2 to 40 lower-case letters, digits or dashes');
  });

  it('puts the server’s field errors on the matching row', () => {
    const values = formValuesOf(editableOf(welcome), exponentOf);
    expect(formErrorsOf({ key: 'Taken', 'maxBonus.JPY': 'Too big', 'minDeposit.USD': 'No' }, values)).toEqual(
      {
        key: 'Taken',
        'maxBonus.1.amount': 'Too big',
        minDeposit: 'No',
      },
    );
  });

  it('describes changes in words an operator reads', () => {
    const after = {
      ...editableOf(welcome),
      matchBp: 5000,
      depositNumber: null,
      wageringMultiplier: 35,
      maxBonus: { EUR: '15000' },
    };
    const changes = listChanges(editableOf(welcome), after, ['maxBonus', 'minDeposit']).map((change) =>
      describeOfferChange(change, exponentOf),
    );
    expect(changes).toEqual([
      { key: 'matchBp', label: 'Match', before: '100%', after: '50%' },
      { key: 'maxBonus.EUR', label: 'Largest bonus · EUR', before: 'EUR 100.00', after: 'EUR 150.00' },
      { key: 'maxBonus.JPY', label: 'Largest bonus · JPY', before: 'JPY 15,000', after: 'not offered' },
      { key: 'wageringMultiplier', label: 'Wagering', before: '30×', after: '35×' },
      { key: 'depositNumber', label: 'Deposit number', before: '1st deposit only', after: 'Any deposit' },
    ]);
  });

  it('reads the wagering rules: bet limit, win cap and minimum balance per currency, excluded games, weights', () => {
    const values = formValuesOf(editableOf(welcome), exponentOf);
    expect(values.maxBet.map((row) => [row.currency, row.amount])).toEqual([['EUR', '5.00']]);
    expect(values.excludedGames).toBe('roulette');
    expect(values.gameWeights.map((row) => [row.game, row.percent])).toEqual([['book-of-gold', '50']]);
    values.maxWin.push({ key: 'w', currency: 'EUR', amount: '250' });
    values.minBalance.push({ key: 'm', currency: 'EUR', amount: '0.50' });
    values.excludedGames = 'roulette, Blackjack';
    values.gameWeights.push({ key: 'g', game: 'lucky-sevens', percent: '10' });
    values.wageringType = 'REAL_MONEY_ONLY';
    const read = readOfferForm(values, exponentOf);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(changedFields(editableOf(welcome), read.offer)).toEqual({
      maxWin: { EUR: '25000' },
      minBalance: { EUR: '50' },
      excludedGames: ['roulette', 'blackjack'],
      gameWeights: { 'book-of-gold': 50, 'lucky-sevens': 10 },
      wageringType: 'REAL_MONEY_ONLY',
    });

    values.gameWeights.push({ key: 'h', game: 'book-of-gold', percent: '150' });
    values.maxBet[0] = { key: 'b', currency: 'EUR', amount: '0' };
    const wrong = readOfferForm(values, exponentOf);
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.errors).toMatchObject({
      'gameWeights.2.game': 'book-of-gold is listed twice',
      'gameWeights.2.percent': 'Enter a whole number from 0 to 100',
      'maxBet.0.amount': 'Enter more than zero',
    });
  });

  it('describes wagering rule changes', () => {
    const after = {
      ...editableOf(welcome),
      maxBet: {},
      gameWeights: { 'book-of-gold': 20 },
      wageringType: 'REAL_MONEY_ONLY' as const,
    };
    const changes = listChanges(editableOf(welcome), after, ['maxBet', 'gameWeights']).map((change) =>
      describeOfferChange(change, exponentOf),
    );
    expect(changes).toEqual([
      { key: 'maxBet.EUR', label: 'Largest bet · EUR', before: 'EUR 5.00', after: 'no limit' },
      { key: 'gameWeights.book-of-gold', label: 'Game weights · book-of-gold', before: '50%', after: '20%' },
      {
        key: 'wageringType',
        label: 'Wagering type',
        before: 'Real money then bonus money: every stake counts',
        after: 'Only real-money stakes count',
      },
    ]);
  });

  it('summarises amounts and ordinals for the list', () => {
    const amounts = { JPY: '15000', USD: '1', EUR: '10000' };
    expect(amountsSummary(amounts, exponentOf, { order: ['USD', 'EUR'] })).toBe('USD 0.01 +2');
    expect(amountsSummary(amounts, exponentOf, { shown: 2 })).toBe('EUR 100.00, JPY 15,000 +1');
    expect(amountsSummary(amounts, exponentOf, { shown: 3 })).toBe('EUR 100.00, JPY 15,000, USD 0.01');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '100th',
    ]);
  });
});
