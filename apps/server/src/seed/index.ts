import { defaultEnglishStrings, defaultPolicyPages } from '@casino/content';
import { policyPageKeys } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  appSettings,
  bonusOffers,
  contentPages,
  countries,
  currencies,
  localeStrings,
  loyaltyLevels,
  loyaltySettings,
  paymentMethods,
  referralSettings,
  registrationFields,
  users,
} from '../db/schema.ts';
import { syncStudioCatalog } from '../modules/games/index.ts';
import { bonusOfferSeeds } from './bonus-offers.ts';
import { buildCountrySeeds } from './countries.ts';
import { currencySeeds } from './currencies.ts';
import { seedDemoPlayers } from './demo-players.ts';
import { loyaltyLevelSeeds, loyaltyRateSeeds, referralRewardSeeds, referralWagerSeeds } from './loyalty.ts';
import { paymentMethodSeeds } from './payment-methods.ts';
import { defaultAppSettings, defaultRegistrationFields } from './settings.ts';

/**
 * Inserts reference data and default content that is missing. Runs at every start-up and never
 * overwrites what an operator changed; new default translation keys are merged under existing ones.
 */
export async function seedDatabase(
  db: Database,
  options: { casinoOrigin: string; demoPlayers?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(countries).values(buildCountrySeeds()).onConflictDoNothing({ target: countries.code });
    await tx
      .insert(currencies)
      .values(currencySeeds.map((currency, index) => ({ ...currency, sortOrder: index })))
      .onConflictDoNothing({ target: currencies.code });
    const settings = { ...defaultAppSettings, casinoOrigin: options.casinoOrigin };
    await tx
      .insert(appSettings)
      .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: appSettings.key });
    await tx
      .insert(registrationFields)
      .values(Object.entries(defaultRegistrationFields).map(([key, flag]) => ({ key, flag })))
      .onConflictDoNothing({ target: registrationFields.key });
    await tx
      .insert(localeStrings)
      .values({ locale: 'en', strings: defaultEnglishStrings })
      .onConflictDoUpdate({
        target: localeStrings.locale,
        // existing (operator-edited) values win; keys added by a new release are filled in
        set: { strings: sql`excluded.strings || ${localeStrings.strings}` },
      });
    await tx
      .insert(paymentMethods)
      .values(
        paymentMethodSeeds.map((method) => ({
          ...method,
          thumbnailUrl: `/api/payments/methods/${method.name}/logo.svg`,
        })),
      )
      .onConflictDoNothing({ target: paymentMethods.name });
    // a new database gets the default offers switched on; one that already has offers gets the
    // defaults a new release adds switched off (money does not move until an operator says so)
    const [existing] = await tx.select({ id: bonusOffers.id }).from(bonusOffers).limit(1);
    await tx
      .insert(bonusOffers)
      .values(bonusOfferSeeds.map((offer) => (existing ? { ...offer, isActive: false } : offer)))
      .onConflictDoNothing({ target: bonusOffers.key });
    await tx
      .insert(contentPages)
      .values(policyPageKeys.map((key) => ({ key, locale: 'en', ...defaultPolicyPages[key] })))
      .onConflictDoNothing({ target: [contentPages.key, contentPages.locale] });
    // the default rates and ladder, once: an operator's rates or ladder (even an emptied one) stay
    const [ladder] = await tx.select({ level: loyaltyLevels.level }).from(loyaltyLevels).limit(1);
    const [terms] = await tx.select({ rates: loyaltySettings.rates }).from(loyaltySettings).limit(1);
    if (!ladder && (!terms || Object.keys(terms.rates).length === 0)) {
      await tx.insert(loyaltyLevels).values(loyaltyLevelSeeds).onConflictDoNothing();
      await tx
        .insert(loyaltySettings)
        .values({ id: 1, rates: loyaltyRateSeeds })
        .onConflictDoUpdate({ target: loyaltySettings.id, set: { rates: loyaltyRateSeeds } });
    }
    // refer-a-friend's terms, once: on for a new casino, off for one that already has players
    // (money does not move until an operator says so)
    const [player] = await tx.select({ id: users.id }).from(users).limit(1);
    await tx
      .insert(referralSettings)
      .values({ id: 1, enabled: !player, reward: referralRewardSeeds, wagerRequired: referralWagerSeeds })
      .onConflictDoNothing({ target: referralSettings.id });
  });
  await syncStudioCatalog(db);
  if (options.demoPlayers) await seedDemoPlayers(db);
}
