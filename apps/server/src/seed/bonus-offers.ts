import type { bonusOffers } from '../db/schema.ts';

type BonusOfferSeed = Omit<typeof bonusOffers.$inferInsert, 'id' | 'createdAt'>;

/** The same amount (minor units) in every two-decimal currency the cashier's methods take. */
const perCurrency = (euros: number, rupees: number, liras: number, reais: number) => ({
  ...Object.fromEntries(['EUR', 'USD', 'CAD', 'PLN', 'NOK'].map((code) => [code, String(euros * 100)])),
  INR: String(rupees * 100),
  TRY: String(liras * 100),
  BRL: String(reais * 100),
});

/**
 * Deposit bonuses seeded on first start: a welcome bonus for the first deposit and a reload bonus
 * for any deposit. Wagering is a multiple of the bonus; the bonus money is played after the cash.
 */
export const bonusOfferSeeds: BonusOfferSeed[] = [
  {
    key: 'welcome',
    title: 'Welcome bonus',
    description: 'Your first deposit doubled: 100% up to the maximum, wagered 30 times within 7 days.',
    matchBp: 10_000,
    maxBonus: perCurrency(100, 10_000, 1_000, 500),
    minDeposit: perCurrency(10, 300, 100, 25),
    wageringMultiplier: 30,
    depositNumber: 1,
    validDays: 7,
    sortPriority: 100,
  },
  {
    key: 'reload',
    title: 'Reload bonus',
    description: 'Half of any deposit on top, up to the maximum, wagered 35 times within 7 days.',
    matchBp: 5_000,
    maxBonus: perCurrency(200, 20_000, 2_000, 1_000),
    minDeposit: perCurrency(20, 500, 200, 50),
    wageringMultiplier: 35,
    depositNumber: null,
    validDays: 7,
    sortPriority: 50,
  },
];
