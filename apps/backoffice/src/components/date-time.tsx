import { formatDateTime, isoOrUndefined } from '../lib/dates.ts';

/** A timestamp as text people read (UTC) inside a machine-readable <time>. */
export function DateTime({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return <time dateTime={isoOrUndefined(value)}>{formatDateTime(value)}</time>;
}
