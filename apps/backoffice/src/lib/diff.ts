/*
 * What an edit form changes: the fields to send in a PATCH (only those that differ) and a list of
 * changes an operator reviews before saving ("Theme: curacao → lulu").
 */

export type Change = {
  /** The field, with a sub-key for opened records: "theme", "limits.EUR". */
  path: string;
  /** undefined: the sub-key was added (before) or removed (after). */
  before: unknown;
  after: unknown;
};

/** One change as the operator reads it: "Theme: curacao → lulu". */
export type ReviewedChange = { key: string; label: string; before: string; after: string };

/** "1 change", "3 changes". */
export function changesText(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, so two records that differ only in key order read the same. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

export function isSame(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}

/** The top-level fields of `next` that differ from `current`: the body of a PATCH. */
export function changedFields<T extends Record<string, unknown>>(current: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (!isSame(current[key], next[key])) changes[key] = next[key];
  }
  return changes;
}

/**
 * Every change of `next` against `current`, in `next`'s field order. The fields named in `open`
 * hold records (per currency, per tag, a nested settings group) and are listed per key, so an
 * operator sees "limits.EUR" rather than the whole record twice.
 */
export function listChanges(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
  open: readonly string[] = [],
): Change[] {
  const changes: Change[] = [];
  for (const key of Object.keys(next)) {
    const before = current[key];
    const after = next[key];
    if (isSame(before, after)) continue;
    if (open.includes(key) && isPlainObject(before) && isPlainObject(after)) {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      for (const sub of keys) {
        if (!isSame(before[sub], after[sub]))
          changes.push({ path: `${key}.${sub}`, before: before[sub], after: after[sub] });
      }
    } else {
      changes.push({ path: key, before, after });
    }
  }
  return changes;
}
