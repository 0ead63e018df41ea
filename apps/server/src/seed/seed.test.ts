import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { appSettings, bonusOffers, countries, localeStrings, users } from '../db/schema.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { buildPhoneCodeList } from '../modules/content/index.ts';
import { buildCountrySeeds, flagEmoji } from './countries.ts';
import { demoPlayers } from './demo-players.ts';
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

  it('switches on the default offers of a new database, and brings a release’s new ones in switched off', async () => {
    const { db } = database;
    const offers = await db.select().from(bonusOffers);
    expect(offers.find((offer) => offer.key === 'weekly-cashback')?.isActive).toBe(true);
    // a site that had the offers before this one existed
    await db.delete(bonusOffers).where(eq(bonusOffers.key, 'weekly-cashback'));
    await seedDatabase(db, { casinoOrigin: 'http://localhost:3000' });
    const [added] = await db.select().from(bonusOffers).where(eq(bonusOffers.key, 'weekly-cashback'));
    expect(added?.isActive).toBe(false);
    const [welcome] = await db.select().from(bonusOffers).where(eq(bonusOffers.key, 'welcome'));
    expect(welcome?.isActive).toBe(true);
  });
});

describe('demo players', () => {
  it('are seeded once, on request, with the passwords the README names', async () => {
    const { db } = database;
    const demo = demoPlayers[0];
    expect(await db.select().from(users).where(eq(users.email, demo.email))).toHaveLength(0);
    await seedDatabase(db, { casinoOrigin: 'http://localhost:3000', demoPlayers: true });
    await seedDatabase(db, { casinoOrigin: 'http://localhost:3000', demoPlayers: true });
    const rows = await db.select().from(users).where(eq(users.email, demo.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isEmailVerified).toBe(true);
    expect(await verifyPassword(rows[0]?.passwordHash ?? null, 'Demo#2026')).toBe(true);
  });
});
