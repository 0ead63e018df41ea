import { describe, expect, it } from 'vitest';
import { readAmount } from '../../lib/currency-amount.ts';
import {
  ceilingMonth,
  editableOf,
  emptyCurrencyValues,
  formCurrencies,
  isStaleError,
  listPlayLimitChanges,
  monthlyWinningsAmount,
  playLimitsErrorsOf,
  playLimitsFormOf,
  previewOfValues,
  readMinLevel,
  readPlayLimitsForm,
  readRisePercent,
  winningsPreview,
} from './play-limits-values.ts';

const exponentOf = (currency: string) => (currency === 'JPY' ? 0 : currency === 'BTC' ? 8 : 2);
const row = (fields: Partial<typeof emptyCurrencyValues>) => ({ ...emptyCurrencyValues, ...fields });
const rule = (base: string, monthlyRisePercent: number, ceiling: string | null) => ({
  base,
  monthlyRisePercent,
  ceiling,
});

describe('the play limits form', () => {
  it('shows saved minor units as major amounts, with a row for every currency', () => {
    const editable = editableOf({
      globalBetLimits: { EUR: '050000', JPY: '100000' },
      monthlyWinnings: { BTC: rule('1000000', 5, null) },
    });
    expect(editable.globalBetLimits.EUR).toBe('50000');
    expect(playLimitsFormOf(editable, ['EUR', 'JPY', 'BTC', 'USD'], exponentOf)).toEqual({
      EUR: row({ betLimit: '500.00' }),
      JPY: row({ betLimit: '100000' }),
      BTC: row({ winnings: true, base: '0.01', rise: '5' }),
      USD: row({}),
    });
  });

  it('reads typed major amounts back as exact minor units, leaving empty limits and rules switched off out', () => {
    expect(
      readPlayLimitsForm(
        {
          EUR: row({ betLimit: '1,000.5', winnings: true, base: '5000', rise: '10%', ceiling: '10000.00' }),
          BTC: row({ winnings: true, base: '0.00000001', rise: '0' }),
          // switched off: its typed fields are kept in the form but not saved
          USD: row({ betLimit: ' ', winnings: false, base: 'not read' }),
        },
        exponentOf,
      ),
    ).toEqual({
      ok: true,
      record: {
        globalBetLimits: { EUR: '100050' },
        monthlyWinnings: {
          EUR: rule('500000', 10, '1000000'),
          BTC: rule('1', 0, null),
        },
      },
    });
  });

  it('refuses amounts the currency cannot hold, zero and a missing first month, beside their field', () => {
    const read = readPlayLimitsForm(
      {
        EUR: row({ betLimit: '10.005', winnings: true, base: '', rise: '2.5', ceiling: '0' }),
        JPY: row({ betLimit: '10.5', winnings: true, base: '1000', rise: '101' }),
        USD: row({ betLimit: '0' }),
      },
      exponentOf,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      'globalBetLimits.EUR': 'Enter an amount like 1000.00 (up to 2 decimals), or leave it empty',
      'monthlyWinnings.EUR.base': 'Enter the first month’s limit',
      'monthlyWinnings.EUR.monthlyRisePercent': 'Enter a whole percentage',
      'monthlyWinnings.EUR.ceiling': 'Enter an amount above zero, or leave it empty',
      'globalBetLimits.JPY': 'Enter a whole amount, or leave it empty',
      'monthlyWinnings.JPY.monthlyRisePercent': 'The rise is at most 100% a month',
      'globalBetLimits.USD': 'Enter an amount above zero, or leave it empty',
    });
  });

  it('refuses a ceiling below the first month’s limit, as the server does', () => {
    const read = readPlayLimitsForm(
      { EUR: row({ winnings: true, base: '5000', ceiling: '4999.99' }) },
      exponentOf,
    );
    expect(read).toEqual({
      ok: false,
      errors: { 'monthlyWinnings.EUR.ceiling': 'The ceiling cannot be below the first month’s limit' },
    });
  });

  it('refuses an amount too large to store', () => {
    expect(readAmount('99999999999999999999', 2)).toEqual({ error: 'This amount is too large' });
    expect(readRisePercent('')).toEqual({ error: 'Enter the rise in whole percent, 0 for none' });
  });

  it('lists the casino’s currencies, then any other the saved settings name', () => {
    expect(
      formCurrencies(['EUR', 'USD'], {
        globalBetLimits: { GBP: '100', EUR: '5' },
        monthlyWinnings: { SEK: rule('100', 0, null) },
      }),
    ).toEqual(['EUR', 'USD', 'GBP', 'SEK']);
  });

  it('puts the server’s messages beside their field, or under the currencies for an unknown currency', () => {
    expect(
      playLimitsErrorsOf(
        {
          'monthlyWinnings.EUR.ceiling': 'EUR: the ceiling cannot be below the first month’s limit',
          'monthlyWinnings.EUR.extra': 'Unknown field',
          'globalBetLimits.EUR': 'Enter a whole positive amount in minor units',
          monthlyWinnings: 'The casino does not keep XXX',
          'globalBetLimits.XXX': 'Unknown currency',
          other: 'Something else',
        },
        { EUR: row({}) },
      ),
    ).toEqual({
      'monthlyWinnings.EUR.ceiling': 'EUR: the ceiling cannot be below the first month’s limit',
      'monthlyWinnings.EUR': 'Unknown field',
      'globalBetLimits.EUR': 'Enter a whole positive amount in minor units',
      monthlyWinnings: 'The casino does not keep XXX',
      globalBetLimits: 'Unknown currency',
      form: 'Something else',
    });
  });

  it('drops a message once its field is edited, and a whole rule’s messages when it is switched', () => {
    expect(isStaleError('globalBetLimits.EUR', 'EUR', ['betLimit'])).toBe(true);
    expect(isStaleError('globalBetLimits.USD', 'EUR', ['betLimit'])).toBe(false);
    expect(isStaleError('monthlyWinnings.EUR.monthlyRisePercent', 'EUR', ['rise'])).toBe(true);
    expect(isStaleError('monthlyWinnings.EUR.base', 'EUR', ['rise'])).toBe(false);
    expect(isStaleError('monthlyWinnings.EUR.base', 'EUR', ['winnings'])).toBe(true);
    expect(isStaleError('form', 'USD', ['ceiling'])).toBe(true);
  });

  it('reviews each change in words: a rule switched on or off whole, else field by field', () => {
    expect(
      listPlayLimitChanges(
        {
          globalBetLimits: { EUR: '100000' },
          monthlyWinnings: { EUR: rule('500000', 10, null), USD: rule('100000', 0, null) },
        },
        {
          globalBetLimits: { JPY: '5000' },
          monthlyWinnings: { EUR: rule('500000', 5, '1000000'), JPY: rule('100000', 0, '100000') },
        },
        exponentOf,
        ['EUR', 'USD', 'JPY'],
      ),
    ).toEqual([
      {
        key: 'globalBetLimits.EUR',
        label: 'Global bet limit in EUR',
        before: 'EUR 1,000.00',
        after: 'no limit',
      },
      {
        key: 'monthlyWinnings.EUR.monthlyRisePercent',
        label: 'Winnings limit rise in EUR',
        before: '+10% a month',
        after: '+5% a month',
      },
      {
        key: 'monthlyWinnings.EUR.ceiling',
        label: 'Winnings limit ceiling in EUR',
        before: 'no ceiling',
        after: 'EUR 10,000.00',
      },
      {
        key: 'monthlyWinnings.USD',
        label: 'Monthly winnings limit in USD',
        before: 'USD 1,000.00 in the first month, no rise, no ceiling',
        after: 'off',
      },
      {
        key: 'globalBetLimits.JPY',
        label: 'Global bet limit in JPY',
        before: 'no limit',
        after: 'JPY 5,000',
      },
      {
        key: 'monthlyWinnings.JPY',
        label: 'Monthly winnings limit in JPY',
        before: 'off',
        after: 'JPY 100,000 in the first month, no rise, ceiling JPY 100,000',
      },
    ]);
  });
});

describe('the level from which support may change a player’s limits', () => {
  it('is read from the settings and saved with them, or left out when the form does not show it', () => {
    const editable = editableOf({ globalBetLimits: {}, monthlyWinnings: {}, limitChangeMinLevel: 3 });
    expect(editable.limitChangeMinLevel).toBe(3);
    expect(readPlayLimitsForm({}, exponentOf, ' 1 ')).toEqual({
      ok: true,
      record: { globalBetLimits: {}, monthlyWinnings: {}, limitChangeMinLevel: 1 },
    });
    expect(readPlayLimitsForm({}, exponentOf)).toEqual({
      ok: true,
      record: { globalBetLimits: {}, monthlyWinnings: {} },
    });
  });

  it('takes a whole level from 1, beside the field otherwise', () => {
    expect(readMinLevel('level 4')).toEqual({ level: 4 });
    expect(readMinLevel('0')).toEqual({ error: 'The lowest level is 1' });
    expect(readMinLevel('2.5')).toEqual({ error: 'Enter a whole level, like 3' });
    expect(readMinLevel('')).toEqual({ error: 'Enter a level, 1 for every player' });
    const read = readPlayLimitsForm({}, exponentOf, 'x');
    expect(read.ok ? {} : read.errors).toEqual({ limitChangeMinLevel: 'Enter a whole level, like 3' });
    expect(playLimitsErrorsOf({ limitChangeMinLevel: 'The lowest level is 1' }, {})).toEqual({
      limitChangeMinLevel: 'The lowest level is 1',
    });
  });

  it('has its own line in the review', () => {
    const saved = { globalBetLimits: {}, monthlyWinnings: {}, limitChangeMinLevel: 3 };
    expect(listPlayLimitChanges(saved, { ...saved, limitChangeMinLevel: 1 }, exponentOf)).toEqual([
      {
        key: 'limitChangeMinLevel',
        label: 'Support may change or remove bet and loss limits from loyalty level',
        before: 'level 3',
        after: 'level 1 (every player)',
      },
    ]);
    expect(listPlayLimitChanges(saved, saved, exponentOf)).toEqual([]);
  });
});

describe('the monthly winnings preview', () => {
  it('rises by the percent of the first month’s limit each month, up to the ceiling', () => {
    const eur = rule('500000', 5, '1000000');
    expect(monthlyWinningsAmount(eur, 0)).toBe(500000n);
    expect(monthlyWinningsAmount(eur, 6)).toBe(650000n);
    expect(monthlyWinningsAmount(eur, 20)).toBe(1000000n);
    expect(monthlyWinningsAmount(eur, 40)).toBe(1000000n);
    expect(ceilingMonth(eur)).toBe(20n);
    expect(winningsPreview(eur, 'EUR', 2)).toBe(
      'First month EUR 5,000.00 · after 6 months EUR 6,500.00 · after 12 months EUR 8,000.00 (ceiling EUR 10,000.00, reached after 20 months)',
    );
  });

  it('rounds each month’s rise down to the minor unit, as the server does', () => {
    // 3% of 0.33 is 0.0099 a month: after 6 months 0.05 more, not 0.06
    expect(monthlyWinningsAmount(rule('33', 3, null), 6)).toBe(38n);
    // the first month at or above the ceiling, with the same rounding
    expect(ceilingMonth(rule('33', 3, '34'))).toBe(2n);
    expect(monthlyWinningsAmount(rule('33', 3, null), 1)).toBe(33n);
    expect(monthlyWinningsAmount(rule('33', 3, null), 2)).toBe(34n);
  });

  it('says when the limit stays the same, or never stops rising', () => {
    expect(winningsPreview(rule('500000', 0, null), 'EUR', 2)).toBe('EUR 5,000.00 every month (no rise)');
    expect(winningsPreview(rule('500000', 10, '500000'), 'EUR', 2)).toBe(
      'EUR 5,000.00 every month (the ceiling)',
    );
    expect(winningsPreview(rule('100000', 100, null), 'JPY', 0)).toBe(
      'First month JPY 100,000 · after 6 months JPY 700,000 · after 12 months JPY 1,300,000 (no ceiling)',
    );
    expect(winningsPreview(rule('100000', 10, '150000'), 'JPY', 0)).toBe(
      'First month JPY 100,000 · after 6 months JPY 150,000 · after 12 months JPY 150,000 (ceiling JPY 150,000, reached after 5 months)',
    );
  });

  it('previews the fields as typed, and nothing while they do not read', () => {
    expect(previewOfValues(row({ winnings: true, base: '0.5', rise: '1' }), 'BTC', 8)).toBe(
      'First month BTC 0.50 · after 6 months BTC 0.53 · after 12 months BTC 0.56 (no ceiling)',
    );
    expect(previewOfValues(row({ base: '' }), 'EUR', 2)).toBeNull();
    expect(previewOfValues(row({ base: '100', ceiling: '50' }), 'EUR', 2)).toBeNull();
  });
});
