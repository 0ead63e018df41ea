import { minor, shareInMajor, shareOf } from '@casino/money';
import { describe, expect, it } from 'vitest';
import { addDays, claimWindow, dayWindow, localDateOf, startOfLocalDay } from './rakeback.rules.ts';

describe('the calendar’s days in a time zone', () => {
  it('start at local midnight: UTC+5:30 and UTC−8 players', () => {
    expect(startOfLocalDay('2026-11-28', 'Asia/Kolkata').toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(startOfLocalDay('2026-11-28', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-28T08:00:00.000Z',
    );
    expect(startOfLocalDay('2026-11-28', 'UTC').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(localDateOf(new Date('2026-11-27T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-11-27');
    expect(localDateOf(new Date('2026-11-27T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-28');
  });

  it('are 23 or 25 hours long on a daylight-saving change, and begin when a skipped midnight would have', () => {
    const length = (date: string, zone: string) =>
      (startOfLocalDay(addDays(date, 1), zone).getTime() - startOfLocalDay(date, zone).getTime()) / 3_600_000;
    expect(length('2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(length('2026-10-25', 'Europe/Berlin')).toBe(25);
    // Chile moves its clocks from 00:00 to 01:00: the day starts at 01:00 local (04:00 UTC)
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('never repeat a date when the time zone moves west, and end at the next local midnight', () => {
    // the UTC day of the 27th closed at 00:00 UTC; Los Angeles is still on the 27th then
    const moved = dayWindow(new Date('2026-11-28T00:00:00Z'), 'America/Los_Angeles', '2026-11-27');
    expect(moved).toEqual({ dayDate: '2026-11-28', endsAt: new Date('2026-11-29T08:00:00Z') });
    const first = dayWindow(new Date('2026-11-27T18:00:00Z'), 'Asia/Kolkata', null);
    expect(first).toEqual({ dayDate: '2026-11-27', endsAt: new Date('2026-11-27T18:30:00Z') });
  });

  it('are claimed on the day after and the day after that', () => {
    expect(claimWindow('2026-11-27', 'America/Los_Angeles')).toEqual({
      canClaimDate: '2026-11-28',
      from: new Date('2026-11-28T08:00:00Z'),
      until: new Date('2026-11-30T08:00:00Z'),
    });
  });
});

/** The exact value of a decimal string as a fraction: digits over 10^decimals. */
function fraction(text: string): { numerator: bigint; denominator: bigint } {
  const [whole, decimals = ''] = text.split('.');
  return { numerator: BigInt(`${whole}${decimals}`), denominator: 10n ** BigInt(decimals.length) };
}

describe('the payout: net gaming revenue times the percent, with no floating point', () => {
  const cases: Array<[string, bigint, number, number, string]> = [
    // currency, ngr (minor units), basis points, exponent, exact payout in major units (checked
    // with Python's decimal module at 60 digits)
    ['EUR, 123.45 at 5%', 12_345n, 500, 2, '6.1725'],
    ['EUR, a cent at 0.01%', 1n, 1, 2, '0.000001'],
    ['EUR, 90 trillion at 12.34%', 9_000_000_000_000_000n, 1_234, 2, '11106000000000.00'],
    ['BTC, a satoshi at 5%', 1n, 500, 8, '0.0000000005'],
    ['BTC, 1.23456789 at 7.77%', 123_456_789n, 777, 8, '0.095925925053'],
    ['BTC, 21 million at 100%', 2_100_000_000_000_000n, 10_000, 8, '21000000.00'],
    ['BTC, near 2^63 satoshi at 33.33%', 9_223_372_036_854_775_807n, 3_333, 8, '30741498998.836967764731'],
  ];

  it.each(cases)('%s', (_name, ngr, bp, exponent, expected) => {
    const payout = shareInMajor(minor(ngr), bp, exponent);
    expect(payout).toBe(expected);
    // the reference: payout × 10^exponent × 10 000 = ngr × bp, exactly
    const { numerator, denominator } = fraction(payout);
    expect(numerator * 10n ** BigInt(exponent) * 10_000n).toBe(ngr * BigInt(bp) * denominator);
  });

  it('pays whole minor units, rounded down, never more than the exact share', () => {
    for (const [ngr, bp] of [
      [12_345n, 500],
      [1n, 1],
      [9_223_372_036_854_775_807n, 3_333],
      [199n, 50],
    ] as const) {
      const paid = shareOf(minor(ngr), bp);
      expect(paid * 10_000n <= ngr * BigInt(bp)).toBe(true);
      expect((paid + 1n) * 10_000n > ngr * BigInt(bp)).toBe(true);
    }
    expect(shareOf(minor(12_345n), 500)).toBe(617n);
    expect(shareOf(minor(-12_345n), 500)).toBe(-618n);
  });
});
