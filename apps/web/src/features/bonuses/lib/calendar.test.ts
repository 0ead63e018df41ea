import { describe, expect, it } from 'vitest';
import { buildCalendar, calendarTitle, localDate, localNoon, pickForDay } from './calendar';

describe('the bonus calendar', () => {
  it('is four weeks from Monday of the previous week, with today, 7 preview days and the rest', () => {
    // Friday 27 November 2026, 10:00 UTC
    const days = buildCalendar(new Date('2026-11-27T10:00:00Z'), 'UTC');
    expect(days).toHaveLength(28);
    expect(days[0]).toMatchObject({ date: '2026-11-16', dayOfWeek: 1, state: 'past' });
    expect(days.find((day) => day.state === 'today')).toMatchObject({ date: '2026-11-27', dayOfWeek: 5 });
    const preview = days.filter((day) => day.state === 'preview').map((day) => day.date);
    expect(preview).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(days.at(-1)).toMatchObject({ date: '2026-12-13', dayOfWeek: 7, state: 'later' });
    expect(days.filter((day) => day.state === 'past')).toHaveLength(11);
  });

  it('follows the player’s time zone across midnight', () => {
    // Sunday 29 November 23:30 UTC is already Monday 30 November in Malta: a new calendar week
    const at = new Date('2026-11-29T23:30:00Z');
    expect(localDate(at, 'UTC')).toEqual({ date: '2026-11-29', dayOfWeek: 7 });
    expect(localDate(at, 'Europe/Malta')).toEqual({ date: '2026-11-30', dayOfWeek: 1 });
    expect(buildCalendar(at, 'UTC')[0]?.date).toBe('2026-11-16');
    expect(buildCalendar(at, 'Europe/Malta')[0]?.date).toBe('2026-11-23');
    expect(buildCalendar(at, 'Europe/Malta').find((day) => day.state === 'today')?.date).toBe('2026-11-30');
  });

  it('cuts titles at 35 characters with an ellipsis', () => {
    expect(calendarTitle('Free start')).toBe('Free start');
    const long = 'A very long bonus title that goes on and on';
    expect(calendarTitle(long)).toBe(`${long.slice(0, 35)}…`);
    expect(calendarTitle('x'.repeat(35))).toBe('x'.repeat(35));
  });

  it('picks one bonus a day, the same one all day', () => {
    const titles = ['Free start', 'Reload bonus', 'Welcome bonus'];
    const pick = pickForDay(titles, '2026-11-27');
    expect(titles).toContain(pick);
    expect(pickForDay(titles, '2026-11-27')).toBe(pick);
    expect(pickForDay([], '2026-11-27')).toBeNull();
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect(new Set(week.map((date) => pickForDay(titles, date))).size).toBeGreaterThan(1);
  });
});

describe('localNoon', () => {
  it('is noon of that day where the browser is', () => {
    const noon = new Date(localNoon('2026-12-24'));
    expect([noon.getFullYear(), noon.getMonth() + 1, noon.getDate(), noon.getHours()]).toEqual([
      2026, 12, 24, 12,
    ]);
  });
});
