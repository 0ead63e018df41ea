import { sql } from 'drizzle-orm';
import { bigserial, char, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Country-block notices seen by visitors, once per ip, country and first URL. */
export const countryBlockReports = pgTable(
  'country_block_reports',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ip: text('ip').notNull(),
    country: char('country', { length: 2 }).notNull(),
    firstUrl: text('first_url').notNull(),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('country_block_reports_unique').on(table.ip, table.country, table.firstUrl)],
);
