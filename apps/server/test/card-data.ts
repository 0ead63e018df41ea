import { luhnValid } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database.ts';

/**
 * Card numbers as people and programs write them, passing Luhn: 15 to 19 digits in one run, in
 * groups of four (4-4-4-4 and a last group of up to seven digits) or as American Express writes
 * them (4-6-5), separated by spaces or dashes, starting where card schemes start (3 to 6) and
 * standing alone: not inside a longer number, a decimal or a hex string (hashes and keys are full
 * of digit runs). Timestamps start elsewhere.
 */
const cardRun =
  /(?<![0-9A-Za-z.-])(?:[3-6]\d{14,18}|[3-6]\d{3}([ -])\d{4}\1\d{4}\1\d{1,7}|3[47]\d{2}([ -])\d{6}\2\d{5})(?![0-9A-Za-z.]|-\d)/g;
/** A CVC given by name, as a JSON field, a form field or a query parameter would carry it. */
const namedCvc = /\b(?:cvc|cvv|cvc2|cvv2|csc)\b["']?\s*[:=]\s*["']?\d{3,4}/gi;

/** What in a text looks like a card number (Luhn-valid) or a named CVC. */
export function cardDataIn(text: string): string[] {
  const numbers = (text.match(cardRun) ?? []).filter((run) => luhnValid(run.replace(/[ -]/g, '')));
  return [...numbers, ...(text.match(namedCvc) ?? [])];
}

/** The same patterns for PostgreSQL's regular expressions (a first pass; Luhn is checked here). */
const cardRunSql = '(^|[^0-9A-Za-z.-])[3-6]([ -]?[0-9]){14,18}([^0-9A-Za-z.]|$)';
const namedCvcSql = String.raw`(cvc|cvv|cvc2|cvv2|csc)["']?\s*[:=]\s*["']?[0-9]{3,4}`;

/**
 * Every text and JSON value of every table that holds a card number or a named CVC, as
 * "table.column: value". Numeric columns hold amounts and ids, not card data, and are not read.
 */
export async function cardDataInDatabase(database: DatabaseHandle): Promise<string[]> {
  const columns = (await database.db.execute(
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
        order by table_name, ordinal_position`,
  )) as unknown as { rows: Array<{ table: string; column: string }> };
  if (columns.rows.length === 0) return [];
  const probes = columns.rows.map(
    ({ table, column }) =>
      sql`select ${`${table}.${column}`} as "where", ${sql.identifier(column)}::text as value
          from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ~ ${cardRunSql} or ${sql.identifier(column)}::text ~* ${namedCvcSql}`,
  );
  const found = (await database.db.execute(sql.join(probes, sql` union all `))) as unknown as {
    rows: Array<{ where: string; value: string }>;
  };
  return found.rows.flatMap(({ where, value }) => cardDataIn(value).map((match) => `${where}: ${match}`));
}

/** A report of a finding that does not repeat it: digits between the first six and last four hidden. */
export function masked(text: string): string {
  return text
    .replace(cardRun, (run) => {
      const digits = run.replace(/[ -]/g, '');
      return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
    })
    .replace(namedCvc, (found) => found.replace(/\d{3,4}$/, '***'));
}
