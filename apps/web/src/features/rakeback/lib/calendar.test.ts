import type { RakebackDay } from '@casino/contracts/rakeback';
import { describe, expect, it } from 'vitest';
import { buildTiles, calendarDates, demoEntries, previewTiles, tileStatus } from './calendar';

const entry = (canClaimDate: string, amount: string, extra: Partial<RakebackDay> = {}): RakebackDay => ({
  bonusId: `id-${canClaimDate}`,
  dayDate: canClaimDate,
  canClaimDate,
  amount,
  ngr: amount,
  percentBp: 500,
  currency: 'EUR',
  paidAt: null,
  claimUntil: null,
  open: false,
  ...extra,
});

describe('the rakeback calendar’s tiles', () => {
  it('are 28 days from the Monday of last week, Monday to Sunday', () => {
    // Saturday 28 November 2026
    const dates = calendarDates('2026-11-28');
    expect(dates).toHaveLength(28);
    expect(dates[0]).toBe('2026-11-16');
    expect(dates.at(-1)).toBe('2026-12-13');
    const tiles = buildTiles('2026-11-28', [], { signedIn: true });
    expect(tiles.slice(0, 7).map((tile) => tile.dayName)).toEqual([
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
      'SAT',
      'SUN',
    ]);
    expect(tiles.find((tile) => tile.state === 'today')).toMatchObject({
      dayDate: '2026-11-28',
      date: 28,
      month: 11,
    });
    expect(tiles.filter((tile) => tile.state === 'ended')).toHaveLength(12);
  });

  it('follow spec §4: claimable today and yesterday when signed in, claimed once paid, locked ahead', () => {
    const tiles = buildTiles(
      '2026-11-28',
      [
        entry('2026-11-25', '300'),
        entry('2026-11-26', '400', { paidAt: '2026-11-26T10:00:00Z' }),
        entry('2026-11-27', '500'),
        entry('2026-11-28', '600'),
        entry('2026-11-29', '70', { open: true }),
        entry('2026-11-24', '0'),
      ],
      { signedIn: true },
    );
    const on = (date: string) => tiles.find((tile) => tile.dayDate === date);
    const status = (date: string) => tileStatus(on(date) as NonNullable<ReturnType<typeof on>>);
    expect(status('2026-11-25')).toBe('not-claimed');
    expect(status('2026-11-26')).toBe('claimed');
    expect(status('2026-11-27')).toBe('claimable');
    expect(status('2026-11-28')).toBe('claimable');
    expect(status('2026-11-29')).toBe('locked');
    expect(status('2026-11-30')).toBe('play-to-win');
    expect(status('2026-11-24')).toBe('empty');
    expect(status('2026-11-20')).toBe('empty');
    expect(on('2026-11-27')).toMatchObject({
      showButton: true,
      bonus: true,
      amount: '500',
      bonusId: 'id-2026-11-27',
    });
    expect(on('2026-11-26')).toMatchObject({ showButton: false });

    // signed out, nothing can be claimed
    const guest = buildTiles('2026-11-28', [entry('2026-11-28', '600')], { signedIn: false });
    expect(guest.every((tile) => !tile.showButton)).toBe(true);
    expect(tileStatus(guest.find((tile) => tile.state === 'today') as (typeof guest)[number])).toBe('locked');
  });

  it('preview 7 days from yesterday', () => {
    const tiles = buildTiles('2026-11-28', [], { signedIn: true });
    expect(previewTiles(tiles, '2026-11-28').map((tile) => tile.dayDate)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('give a signed-out visitor a demo: every day 1.00 to 1000.00, two decimals', () => {
    const lowest = demoEntries('2026-11-28', () => 0);
    const highest = demoEntries('2026-11-28', () => 0.999_999_999);
    expect(lowest.every((day) => day.amount === '100')).toBe(true);
    expect(highest.every((day) => day.amount === '100000')).toBe(true);
    // the days gone by are shown claimed, today's and those ahead waiting
    expect(lowest.filter((day) => day.paidAt !== null).map((day) => day.canClaimDate)).toHaveLength(12);
    expect(lowest.find((day) => day.canClaimDate === '2026-11-28')?.paidAt).toBeNull();
    const random = demoEntries('2026-11-28');
    expect(random).toHaveLength(28);
    for (const day of random) {
      expect(Number(day.amount)).toBeGreaterThanOrEqual(100);
      expect(Number(day.amount)).toBeLessThanOrEqual(100_000);
    }
  });
});
