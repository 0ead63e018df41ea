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

/** "2025-03-04 14:05" (UTC, said by the column or label around it), or "—": where seconds are noise. */
export function formatMinute(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return value ? value : '—';
  return date.toISOString().slice(0, 16).replace('T', ' ');
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

/** An ISO time as a datetime-local value in UTC ("2026-12-01T00:00"); empty for none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const text = date.toISOString();
  // seconds only when the time has them, so an unedited time reads back the same
  return text.slice(16, 23) === ':00.000' ? text.slice(0, 16) : text.slice(0, 19);
}

/** A datetime-local value read as UTC, as an ISO time; null for empty, undefined when unreadable. */
export function localInputToIso(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(trimmed)) return undefined;
  const date = new Date(`${trimmed.length === 16 ? `${trimmed}:00` : trimmed}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
