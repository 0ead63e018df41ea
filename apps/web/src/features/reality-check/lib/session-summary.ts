/** A translation function as the summary needs it. */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/**
 * How long the session has lasted, in hours and minutes: "1 h 5 min", "2 h", "45 min" (with
 * no-break spaces). Whole minutes, as the server counts them; a negative count reads as none.
 */
export function formatSessionDuration(minutes: number, t: Translate): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const text =
    hours === 0
      ? t('games.realityCheck.durationMinutes', { minutes: rest })
      : rest === 0
        ? t('games.realityCheck.durationHours', { hours })
        : t('games.realityCheck.durationHoursMinutes', { hours, minutes: rest });
  // a duration reads as one: the sentence does not break inside it
  return text.replaceAll(' ', '\u00a0');
}

/**
 * A net result with its sign in front, so a loss cannot be misread as a win: "+€5.00", "−€12.50"
 * (a true minus sign), "€0.00". `format` formats a non-negative amount in minor units.
 */
export function formatNetResult(net: bigint, format: (amount: bigint) => string): string {
  if (net > 0n) return `+${format(net)}`;
  if (net < 0n) return `\u2212${format(-net)}`;
  return format(0n);
}
