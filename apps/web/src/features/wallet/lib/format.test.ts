import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultRange,
  formatDay,
  formatRowAmount,
  formatRowDateParts,
  formatRowMoney,
  historyTabs,
  pageCount,
  parsePage,
  parseRange,
  parseTab,
} from './format';

const eur = { currency: 'EUR', exponent: 2 };

describe('history formatting', () => {
  it('shows minor units in the currency and locale, without floating point', () => {
    expect(formatRowMoney('123456', eur, 'en')).toBe('€1,234.56');
    expect(formatRowMoney('123456', eur, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatRowMoney('0', eur, 'en')).toBe('€0.00');
    expect(formatRowMoney('900719925474099312', eur, 'en')).toBe('€9,007,199,254,740,993.12');
    expect(formatRowMoney('12345', { currency: 'BTC', exponent: 8 }, 'en')).toBe('0.00012345 BTC');
  });

  it('signs bets and withdrawals as money going out, wins and deposits as money coming in', () => {
    expect(formatRowAmount({ ...eur, amount: '500', type: 'bet' }, 'en')).toBe('-€5.00');
    expect(formatRowAmount({ ...eur, amount: '1200', type: 'win' }, 'en')).toBe('€12.00');
    expect(formatRowAmount({ ...eur, amount: '2000', type: 'withdrawal_lock' }, 'en')).toBe('-€20.00');
    expect(formatRowAmount({ ...eur, amount: '2000', type: 'deposit' }, 'en')).toBe('€20.00');
    expect(formatRowAmount({ ...eur, amount: '0', type: 'rollback' }, 'en')).toBe('€0.00');
  });

  it('keeps a malformed amount readable instead of throwing', () => {
    expect(formatRowMoney('1.5', eur, 'en')).toBe('1.5');
    expect(formatRowMoney('-250', eur, 'en')).toBe('-€2.50');
  });

  it('splits a posting time into day and time for the table', () => {
    const { day, time } = formatRowDateParts('2025-05-02T14:30:00Z', 'en');
    expect(day).toMatch(/May [23], 2025/);
    expect(time).toMatch(/\d{1,2}:30/);
  });

  it('formats a calendar day without shifting it across time zones', () => {
    expect(formatDay('2025-03-01', 'en')).toBe('Mar 1, 2025');
  });
});

describe('history filters', () => {
  const today = new Date('2025-06-30T22:15:00Z');

  it('lists the tabs in the order of spec §3: Games, Withdrawal, Deposit', () => {
    expect(historyTabs).toEqual(['games', 'withdrawal', 'deposit']);
  });

  it('defaults to the last 90 days including today', () => {
    expect(defaultRange(today)).toEqual({ from: '2025-04-02', to: '2025-06-30' });
    expect(addDays('2025-04-02', 89)).toBe('2025-06-30');
  });

  it('reads the range, tab and page from the address bar and falls back on bad values', () => {
    expect(parseRange('2025-01-01', '2025-03-31', today)).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    expect(parseRange('2025-04-01', '2025-03-01', today)).toEqual(defaultRange(today));
    expect(parseRange('yesterday', null, today)).toEqual(defaultRange(today));
    expect(parseTab('deposit')).toBe('deposit');
    expect(parseTab('poker')).toBe('games');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });

  it('counts pages of 24 rows', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});
