/**
 * A break's end for the player: date and time in their language and time zone ("11 June 2025 at
 * 15:00"); `timeZone` is for tests.
 */
export function formatBreakEnd(end: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(end);
}

/**
 * A moment a limit changes or a session ends, as short as reads clearly: the time alone when it is
 * today ("14:05"), else the day and time ("25 Nov, 10:00"), in the player's language and time zone.
 */
export function formatLimitMoment(
  at: Date,
  now: Date,
  locale: string,
  timeZone?: string,
): { today: boolean; text: string } {
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone });
  const today = day.format(at) === day.format(now);
  // a 24-hour clock reads 09:05, a 12-hour one 9:05 AM
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  const hour = hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric';
  const time = { hour, minute: '2-digit', timeZone } as const;
  const text = new Intl.DateTimeFormat(
    locale,
    today ? time : { day: 'numeric', month: 'short', ...time },
  ).format(at);
  return { today, text };
}
