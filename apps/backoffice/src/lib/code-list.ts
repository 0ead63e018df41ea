/*
 * Lists typed into one input ("MT, DE mt", "a@x.com b@y.com"): split on commas, semicolons and
 * spaces, normalised (codes upper-case, emails and tags lower-case) and each kept once.
 */

export type ParsedList = { values: string[]; invalid: string[] };

/** The items of a typed list, in order, without empties. */
export function splitList(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

function parse(
  text: string,
  normalise: (item: string) => string,
  valid: (item: string) => boolean,
): ParsedList {
  const values: string[] = [];
  const invalid: string[] = [];
  for (const raw of splitList(text)) {
    const item = normalise(raw);
    if (!valid(item)) invalid.push(raw);
    else if (!values.includes(item)) values.push(item);
  }
  return { values, invalid };
}

/** Two-letter country codes ("mt de" → ["MT", "DE"]). */
export const parseCountries = (text: string) =>
  parse(
    text,
    (item) => item.toUpperCase(),
    (item) => /^[A-Z]{2}$/.test(item),
  );

/** Three-letter currency codes ("eur" → ["EUR"]). */
export const parseCurrencies = (text: string) =>
  parse(
    text,
    (item) => item.toUpperCase(),
    (item) => /^[A-Z]{3}$/.test(item),
  );

/** Email addresses, lower-case. */
export const parseEmails = (text: string) =>
  parse(
    text,
    (item) => item.toLowerCase(),
    (item) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(item) && item.length <= 254,
  );

/** Player tags, lower-case as players' tags are stored (letters, digits, - and _, up to 32). */
export const parseTags = (text: string) =>
  parse(
    text,
    (item) => item.toLowerCase(),
    (item) => /^[a-z0-9][a-z0-9_-]{0,31}$/.test(item),
  );

/** Free items (locales, IP addresses) as typed, each once. */
export const parsePlain = (text: string) =>
  parse(
    text,
    (item) => item,
    () => true,
  );

/** A list back into the text of its input. */
export function joinList(values: readonly string[]): string {
  return values.join(', ');
}

/** "Not a country code: Malta, X" for the items a list refused. */
export function invalidMessage(kind: string, invalid: readonly string[]): string {
  return `Not ${kind}: ${invalid.join(', ')}`;
}
