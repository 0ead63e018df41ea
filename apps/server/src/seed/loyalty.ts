import { currencySeeds } from './currencies.ts';

/*
 * A new casino's loyalty terms: about one point per euro of real money staked (each currency's rate
 * is its High Rollers stake over 20, the currencies' own "about 20 euros"), and a ladder of five
 * levels whose rewards are priced the same way.
 */

const perEuro = new Map(currencySeeds.map((currency) => [currency.code, currency.highRollerBet / 20n]));

/** Minor units of each currency worth about `euros` euros. */
const inEveryCurrency = (euros: bigint) =>
  Object.fromEntries([...perEuro].map(([code, rate]) => [code, (rate * euros).toString()]));

/** Currency → minor units of real-money stake per point. */
export const loyaltyRateSeeds: Record<string, string> = inEveryCurrency(1n);

export const loyaltyLevelSeeds = [
  { level: 1, name: 'Bronze', xpThreshold: 0, reward: {}, withdrawalLimit: {}, personalManager: false },
  {
    level: 2,
    name: 'Silver',
    xpThreshold: 100,
    reward: inEveryCurrency(5n),
    withdrawalLimit: {},
    personalManager: false,
  },
  {
    level: 3,
    name: 'Gold',
    xpThreshold: 1_000,
    reward: inEveryCurrency(20n),
    withdrawalLimit: {},
    personalManager: false,
  },
  {
    level: 4,
    name: 'Platinum',
    xpThreshold: 10_000,
    reward: inEveryCurrency(100n),
    withdrawalLimit: {},
    personalManager: true,
  },
  {
    level: 5,
    name: 'Diamond',
    xpThreshold: 50_000,
    reward: inEveryCurrency(500n),
    withdrawalLimit: {},
    personalManager: true,
  },
];

/**
 * Refer-a-friend's terms for a new casino: a friend who wagers about 20 euros (each currency's High
 * Rollers stake) earns the referrer about 10 euros.
 */
export const referralRewardSeeds: Record<string, string> = inEveryCurrency(10n);
export const referralWagerSeeds: Record<string, string> = inEveryCurrency(20n);
