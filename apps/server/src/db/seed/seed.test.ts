import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { appSettings, countries, localeStrings } from '../schema.ts';
import { buildCountrySeeds, buildPhoneCodeList, flagEmoji } from './countries.ts';
import { seedDatabase } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('country seeds', () => {
  it('cover ISO 3166-1 with calling codes and flags', () => {
    const seeds = buildCountrySeeds();
    expect(seeds.length).toBeGreaterThanOrEqual(249);
    expect(seeds.every((seed) => /^\+\d{1,4}$/.test(seed.phoneCode))).toBe(true);
    expect(seeds.find((seed) => seed.code === 'DE')).toMatchObject({ name: 'Germany', phoneCode: '+49' });
    expect(flagEmoji('mt')).toBe('🇲🇹');
  });

  it('give the phone picker one entry per code, the main country first, AX never', () => {
    const list = buildPhoneCodeList(buildCountrySeeds());
    expect(list.find((entry) => entry.phoneCode === '+7')?.code).toBe('RU');
    expect(list.find((entry) => entry.phoneCode === '+44')?.code).toBe('GB');
    expect(list.some((entry) => entry.code === 'AX')).toBe(false);
  });
});

describe('seedDatabase', () => {
  it('keeps operator changes when it runs again and fills in new default strings', async () => {
    const { db } = database;
    await db.update(appSettings).set({ value: 'lulu' }).where(eq(appSettings.key, 'theme'));
    await db
      .update(localeStrings)
      .set({ strings: { 'marketing.hero.cta': 'Join now' } })
      .where(eq(localeStrings.locale, 'en'));
    const countBefore = (await db.select().from(countries)).length;

    await seedDatabase(db, { casinoOrigin: 'http://localhost:3000' });

    const [theme] = await db.select().from(appSettings).where(eq(appSettings.key, 'theme'));
    expect(theme?.value).toBe('lulu');
    const [english] = await db.select().from(localeStrings).where(eq(localeStrings.locale, 'en'));
    expect(english?.strings['marketing.hero.cta']).toBe('Join now');
    expect(english?.strings['marketing.faq.title']).toBeTypeOf('string');
    expect((await db.select().from(countries)).length).toBe(countBefore);
  });
});
