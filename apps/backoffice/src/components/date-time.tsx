import { formatDateTime, formatMinute, isoOrUndefined } from '../lib/dates.ts';

/**
 * A timestamp as text people read (UTC) inside a machine-readable <time>; `minute` drops the
 * seconds and the zone, for a column whose heading says UTC.
 */
export function DateTime({ value, minute = false }: { value: string | null | undefined; minute?: boolean }) {
  if (!value) return <>—</>;
  return <time dateTime={isoOrUndefined(value)}>{minute ? formatMinute(value) : formatDateTime(value)}</time>;
}
