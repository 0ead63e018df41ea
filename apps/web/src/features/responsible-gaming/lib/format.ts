/**
 * A break's end for the player: date and time in their language and time zone ("11 June 2025 at
 * 15:00"); `timeZone` is for tests.
 */
export function formatBreakEnd(end: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(end);
}
