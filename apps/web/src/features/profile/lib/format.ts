/** Display helpers of the profile screens; `locale` is a BCP 47 tag (lib/i18n `bcp47`). */

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar date (YYYY-MM-DD) shown without a time-zone shift. */
export function formatCalendarDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The largest whole unit between `iso` and `now`, e.g. -5 minutes; under a minute is "now" (0 seconds). */
export function relativeParts(iso: string, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}

/** "5 minutes ago", "now", "yesterday" in the player's language. */
export function formatRelative(iso: string, now: Date, locale: string): string {
  const { value, unit } = relativeParts(iso, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}

/** A country's name in the player's language, falling back to the code. */
export function countryName(code: string | null | undefined, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The `lang` attribute for text in the language `tag`: none for a tag no language answers to (the
 * spec's `mu`), which assistive technology would otherwise try to pronounce in a language it lacks.
 */
export function langAttribute(tag: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return name && name.toLowerCase() !== tag.toLowerCase() ? tag : undefined;
  } catch {
    return undefined;
  }
}

/** A language's own name ("Deutsch" for de), falling back to the code. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/** Initials for the avatar: first letters of the first two words, or "?" when there is no name. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '');
  return letters.join('') || '?';
}
