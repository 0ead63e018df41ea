import {
  bigint,
  bigserial,
  boolean,
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with their calling code and emoji flag (spec §3 Country). */
export const countries = pgTable('countries', {
  countryId: serial('country_id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  flag: text('flag').notNull(),
});

/** Currencies with the exponent of their minor unit (EUR 2, BTC 8, ...). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  exponent: smallint('exponent').notNull(),
  isCrypto: boolean('is_crypto').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A win on a stake of at least this (minor units) shows in High Rollers; null: never. */
  highRollerBet: bigint('high_roller_bet', { mode: 'bigint' }),
});

/** Operator settings, one JSON value per key of spec §3 "App settings". */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  // SQL NULL stands for a JSON null value (e.g. mirrorDomain: null)
  value: jsonb('value'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-up field visibility: 0 hidden, 1 optional, 2 required. */
export const registrationFields = pgTable('registration_fields', {
  key: text('key').primaryKey(),
  flag: smallint('flag').notNull(),
});

/** Translation strings of namespace `common`, one row per locale. */
export const localeStrings = pgTable('locale_strings', {
  locale: text('locale').primaryKey(),
  strings: jsonb('strings').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Policy and other long-form pages, per locale. */
export const contentPages = pgTable(
  'content_pages',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.locale] })],
);

/** Marketing script snippets injected by the SPA; audience decides who gets them. */
export const marketingScripts = pgTable('marketing_scripts', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  audience: text('audience', { enum: ['everyone', 'guests', 'authenticated', 'depositors'] }).notNull(),
  head: text('head').notNull().default(''),
  bodyStart: text('body_start').notNull().default(''),
  bodyEnd: text('body_end').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Client events (visits, page views, ...) posted to /api/user/log-event. */
export const eventLogs = pgTable('event_logs', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  event: text('event').notNull(),
  data: jsonb('data').notNull(),
  mkt: text('mkt'),
  cpnc: text('cpnc'),
  userDeviceType: text('user_device_type'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
