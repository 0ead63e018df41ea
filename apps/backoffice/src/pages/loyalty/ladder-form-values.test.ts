import type { LoyaltyAdmin } from '@casino/contracts/loyalty';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/diff.ts';
import {
  editableOf,
  formCurrencies,
  type LadderFormValues,
  ladderErrorsOf,
  ladderFormOf,
  listLadderChanges,
  majorInput,
  moneyText,
  newLevelRow,
  readLadderForm,
  readXp,
} from './ladder-form-values.ts';

const settings: LoyaltyAdmin = {
  levels: [
    { level: 1, name: 'Bronze', xpThreshold: 0, reward: {}, withdrawalLimit: {}, personalManager: false },
    {
      level: 2,
      name: 'Silver',
      xpThreshold: 100,
      reward: { EUR: '500', JPY: '0800', BTC: '12345' },
      withdrawalLimit: { EUR: '500000' },
      personalManager: false,
    },
    {
      level: 3,
      name: 'Gold',
      xpThreshold: 1000,
      reward: { EUR: '2000' },
      withdrawalLimit: {},
      personalManager: true,
    },
  ],
  rates: { EUR: '100', USDT: '1000000' },
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const saved = editableOf(settings);
const exponents: Record<string, number> = { EUR: 2, JPY: 0, BTC: 8, USDT: 6 };
const exponentOf = (currency: string) => exponents[currency] ?? 2;

function read(values: LadderFormValues) {
  const result = readLadderForm(values, exponentOf);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.record;
}

describe('loyalty ladder form', () => {
  it('shows each level’s amounts in major units, by the currency’s own exponent', () => {
    const values = ladderFormOf(saved, exponentOf);
    expect(values.levels.map((row) => [row.name, row.xp, row.personalManager])).toEqual([
      ['Bronze', '0', false],
      ['Silver', '100', false],
      ['Gold', '1000', true],
    ]);
    expect(values.levels[1]?.reward).toEqual({ EUR: '5.00', JPY: '800', BTC: '0.00012345' });
    expect(values.levels[1]?.withdrawalLimit).toEqual({ EUR: '5000.00' });
  });

  it('drops the zeros past the cents of many-decimal currencies, and reads the amount back exactly', () => {
    expect(majorInput('2500000000000000', 18)).toBe('0.0025');
    expect(majorInput('5000000', 6)).toBe('5.00');
    expect(majorInput('6250', 8)).toBe('0.0000625');
    expect(majorInput('500', 2)).toBe('5.00');
    expect(majorInput('750', 0)).toBe('750');
    expect(moneyText('123456789012345678901', 18, 'ETH')).toBe('ETH 123.456789012345678901');
    expect(moneyText('100000000000000000000', 18, 'ETH')).toBe('ETH 100.00');
  });

  it('reads back an unchanged ladder as no change at all', () => {
    expect(changedFields(saved, read(ladderFormOf(saved, exponentOf)))).toEqual({});
  });

  it('turns typed amounts into exact minor units, and leaves empty cells out', () => {
    const values = ladderFormOf(saved, exponentOf);
    const silver = values.levels[1];
    if (!silver) throw new Error('no level 2');
    silver.reward = { EUR: '1,234.5', JPY: '', BTC: '0.1', USDT: '0.000001' };
    silver.withdrawalLimit = { EUR: '  ' };
    expect(read(values).levels[1]).toMatchObject({
      reward: { EUR: '123450', BTC: '10000000', USDT: '1' },
      withdrawalLimit: {},
    });
  });

  it('numbers a new top level after the others, and sends the whole ladder when one is removed', () => {
    const values = ladderFormOf(saved, exponentOf);
    values.levels.push({ ...newLevelRow(), name: ' Platinum ', xp: '10,000', reward: { EUR: '100' } });
    const grown = read(values);
    expect(grown.levels.map((level) => [level.level, level.name, level.xpThreshold])).toEqual([
      [1, 'Bronze', 0],
      [2, 'Silver', 100],
      [3, 'Gold', 1000],
      [4, 'Platinum', 10000],
    ]);
    values.levels = values.levels.slice(0, 2);
    expect(changedFields(saved, read(values))).toEqual({ levels: saved.levels.slice(0, 2) });
  });

  it('says what is wrong beside each name, xp and amount', () => {
    const values = ladderFormOf(saved, exponentOf);
    values.levels[0] = { ...values.levels[0], xp: '5' } as (typeof values.levels)[number];
    values.levels[1] = {
      ...values.levels[1],
      name: '  ',
      reward: { EUR: '5.001', JPY: '1.5' },
    } as (typeof values.levels)[number];
    values.levels[2] = { ...values.levels[2], xp: '50' } as (typeof values.levels)[number];
    values.levels.push({ ...newLevelRow(), name: 'Platinum', xp: 'lots' });
    const result = readLadderForm(values, exponentOf);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'levels.0.xpThreshold': 'The first level starts at 0 xp',
      'levels.1.name': 'Name the level',
      'levels.1.reward.EUR': 'Enter an amount like 25.00, or leave it empty',
      'levels.1.reward.JPY': 'Enter a whole amount, or leave it empty',
      'levels.2.xpThreshold': 'Each level needs more xp than the one before',
      'levels.3.xpThreshold': 'Enter a whole number of xp, like 1000',
    });
  });

  it('refuses an empty ladder, and more levels than the server keeps', () => {
    const empty = readLadderForm({ levels: [] }, exponentOf);
    expect(!empty.ok && empty.errors).toEqual({ levels: 'Keep at least one level' });
    const levels = Array.from({ length: 51 }, (_, index) => ({
      ...newLevelRow(),
      name: `Level ${index + 1}`,
      xp: String(index * 10),
    }));
    const tall = readLadderForm({ levels }, exponentOf);
    expect(!tall.ok && tall.errors).toEqual({ levels: 'At most 50 levels' });
  });

  it('checks the level above an unreadable threshold against the one below it', () => {
    const values = ladderFormOf(saved, exponentOf);
    values.levels[1] = { ...values.levels[1], xp: 'x' } as (typeof values.levels)[number];
    values.levels[2] = { ...values.levels[2], xp: '0' } as (typeof values.levels)[number];
    const result = readLadderForm(values, exponentOf);
    expect(!result.ok && result.errors).toEqual({
      'levels.1.xpThreshold': 'Enter a whole number of xp, like 1000',
      'levels.2.xpThreshold': 'Each level needs more xp than the one before',
    });
  });

  it('reads xp with or without thousands separators', () => {
    expect(readXp('1000')).toBe(1000);
    expect(readXp(' 1,000,000 ')).toBe(1_000_000);
    expect(readXp('1,00')).toBeNull();
    expect(readXp('-5')).toBeNull();
    expect(readXp('2.5')).toBeNull();
  });

  it('places the server’s field errors beside the cell they name', () => {
    const values = ladderFormOf(saved, exponentOf);
    expect(
      ladderErrorsOf(
        {
          'levels.2.xpThreshold': 'Each level needs more xp than the one before',
          'levels.1.reward.EUR': 'Give a whole number of minor units',
          'levels.1.reward.GBP': 'Give a whole number of minor units',
          'levels.7.name': 'Name the level',
          'levels.0.level': 'Number the levels 1, 2, 3… in order',
          body: 'Unrecognized key',
        },
        values,
      ),
    ).toEqual({
      'levels.2.xpThreshold': 'Each level needs more xp than the one before',
      'levels.1.reward.EUR': 'Give a whole number of minor units',
      levels: 'Give a whole number of minor units',
      form: 'Unrecognized key',
    });
  });

  it('lists the changes level by level, currencies in the casino’s order', () => {
    const values = ladderFormOf(saved, exponentOf);
    const [, silver, gold] = values.levels;
    if (!silver || !gold) throw new Error('missing levels');
    silver.reward = { EUR: '6', JPY: '800', BTC: '' };
    silver.withdrawalLimit = { EUR: '' };
    gold.name = 'Golden';
    gold.personalManager = false;
    values.levels.push({ ...newLevelRow(), name: 'Platinum', xp: '10000', reward: { EUR: '100' } });
    const next = read(values);
    expect(listLadderChanges(saved, next, exponentOf, ['EUR', 'JPY', 'BTC'])).toEqual([
      {
        key: 'levels.2.reward.EUR',
        label: 'Level 2 (Silver) reward in EUR',
        before: 'EUR 5.00',
        after: 'EUR 6.00',
      },
      {
        key: 'levels.2.reward.BTC',
        label: 'Level 2 (Silver) reward in BTC',
        before: 'BTC 0.00012345',
        after: 'none',
      },
      {
        key: 'levels.2.withdrawalLimit.EUR',
        label: 'Level 2 (Silver) 24-hour withdrawal limit in EUR',
        before: 'EUR 5,000.00',
        after: 'no limit',
      },
      { key: 'levels.3.name', label: 'Level 3 (Golden) name', before: 'Gold', after: 'Golden' },
      {
        key: 'levels.3.personalManager',
        label: 'Level 3 (Golden) personal manager',
        before: 'Yes',
        after: 'No',
      },
      { key: 'levels.4', label: 'Level 4 (Platinum)', before: 'not on the ladder', after: 'added' },
      { key: 'levels.4.name', label: 'Level 4 (Platinum) name', before: '—', after: 'Platinum' },
      {
        key: 'levels.4.xpThreshold',
        label: 'Level 4 (Platinum) reached at',
        before: '—',
        after: '10,000 xp',
      },
      {
        key: 'levels.4.reward.EUR',
        label: 'Level 4 (Platinum) reward in EUR',
        before: 'none',
        after: 'EUR 100.00',
      },
    ]);
  });

  it('says a removed level once', () => {
    const next = { levels: saved.levels.slice(0, 2) };
    expect(listLadderChanges(saved, next, exponentOf)).toEqual([
      { key: 'levels.3', label: 'Level 3 (Gold)', before: 'from 1,000 xp', after: 'removed' },
    ]);
  });

  it('gives the form a column for every casino currency, then any other the terms name', () => {
    expect(formCurrencies(['EUR', 'USD', 'JPY'], settings)).toEqual(['EUR', 'USD', 'JPY', 'BTC', 'USDT']);
  });
});
