/*
 * Operators compare times with logs and with colleagues elsewhere, so times show in UTC with the
 * zone written out, in one fixed format: "2025-03-04 14:05:09 UTC".
 */

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-03-04 14:05:09 UTC", or "—" when there is no time. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return value ? value : '—';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** "2025-03-04" of a timestamp or a date, or "—". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = parse(value);
  return date ? date.toISOString().slice(0, 10) : value;
}

/** The machine-readable form for <time dateTime>. */
export function isoOrUndefined(value: string | null | undefined): string | undefined {
  return parse(value)?.toISOString();
}
