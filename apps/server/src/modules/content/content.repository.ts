import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  appSettings,
  contentPages,
  countries,
  currencies,
  eventLogs,
  localeStrings,
  marketingScripts,
  registrationFields,
} from './content.schema.ts';

export type ScriptAudience = (typeof marketingScripts.$inferSelect)['audience'];
export type NewEventLog = typeof eventLogs.$inferInsert;

/** Reads and writes of the content module's tables (settings, countries, locales, pages, scripts, events). */
export function createContentRepository(db: Executor) {
  return {
    async listSettings() {
      return db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
    },

    /** Writes settings by key (new keys are added). */
    async saveSettings(entries: Array<{ key: string; value: unknown }>): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(appSettings)
        .values(entries)
        .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
    },

    async listCountries() {
      return db.select().from(countries).orderBy(asc(countries.name));
    },

    async listCurrencies() {
      return db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
    },

    async listRegistrationFields() {
      return db.select().from(registrationFields);
    },

    async findLocaleStrings(locale: string) {
      const [row] = await db.select().from(localeStrings).where(eq(localeStrings.locale, locale));
      return row ?? null;
    },

    async findPage(key: string, locale: string) {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.key, key), eq(contentPages.locale, locale)));
      return row ?? null;
    },

    async listActiveScripts(audiences: ScriptAudience[]) {
      return db
        .select()
        .from(marketingScripts)
        .where(and(eq(marketingScripts.isActive, true), inArray(marketingScripts.audience, audiences)))
        .orderBy(asc(marketingScripts.sortOrder), asc(marketingScripts.id));
    },

    async insertEvent(event: NewEventLog) {
      await db.insert(eventLogs).values(event);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
