import type { bonusOffers } from '../db/schema.ts';

type BonusOfferSeed = Omit<typeof bonusOffers.$inferInsert, 'id' | 'createdAt'>;

/** The same amount (minor units) in every two-decimal currency the cashier's methods take. */
const perCurrency = (euros: number, rupees: number, liras: number, reais: number) => ({
  ...Object.fromEntries(
    ['EUR', 'USD', 'CAD', 'PLN', 'NOK'].map((code) => [code, String(Math.round(euros * 100))]),
  ),
  INR: String(Math.round(rupees * 100)),
  TRY: String(Math.round(liras * 100)),
  BRL: String(Math.round(reais * 100)),
});

/**
 * Bonus offers seeded on first start: a welcome bonus for the first deposit, a reload bonus for any
 * deposit, a no-deposit bonus and free spins for new players, and a weekly cashback for depositors. Wagering is a multiple of the bonus; the bonus
 * money is played after the cash.
 */
export const bonusOfferSeeds: BonusOfferSeed[] = [
  {
    key: 'welcome',
    title: 'Welcome bonus',
    bannerTitle: '100% on your first deposit',
    description: 'Your first deposit doubled: 100% up to the maximum, wagered 30 times within 7 days.',
    terms:
      'For your first deposit only. The bonus is 100% of the deposit up to €100 (or the same in your currency), for a deposit of at least €10. Wager the bonus 30 times within 7 days; your cash is played first. While the bonus is active you cannot withdraw; cancelling it removes what is left of the bonus money.',
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
    bannerTitle: '50% on any deposit',
    description: 'Half of any deposit on top, up to the maximum, wagered 35 times within 7 days.',
    terms:
      'For any deposit of at least €20 (or the same in your currency). The bonus is 50% of the deposit up to €200. Wager the bonus 35 times within 7 days; your cash is played first. One bonus is active at a time.',
    matchBp: 5_000,
    maxBonus: perCurrency(200, 20_000, 2_000, 1_000),
    minDeposit: perCurrency(20, 500, 200, 50),
    wageringMultiplier: 35,
    depositNumber: null,
    validDays: 7,
    sortPriority: 50,
  },
  {
    key: 'free-start',
    type: 'no_deposit',
    title: 'Free start',
    bannerTitle: 'Bonus money without a deposit',
    description: 'Try the slots on the house: bonus money for new players, wagered 20 times within 3 days.',
    terms:
      'For players registered in the last 30 days with a verified email address, once per player. The bonus is €5 (or the same in your currency), wagered 20 times within 3 days, with bets of at most €2; what is left then becomes cash, up to €50. If less than €0.10 of it is left before the wagering is done, the bonus ends. One bonus is active at a time.',
    matchBp: 0,
    bonusAmount: perCurrency(5, 400, 150, 25),
    maxBet: perCurrency(2, 160, 60, 10),
    maxWin: perCurrency(50, 4_000, 1_500, 250),
    minBalance: perCurrency(0.1, 8, 3, 0.5),
    wageringMultiplier: 20,
    validDays: 3,
    requiresEmailVerification: true,
    registeredWithinDays: 30,
    sortPriority: 10,
  },
  {
    key: 'ten-spins',
    type: 'freespins',
    title: 'Ten free spins',
    bannerTitle: '10 free spins on Copper Cherries',
    description: 'Ten spins on the house: what they win becomes bonus money, wagered 10 times within 3 days.',
    terms:
      'For players with a verified email address, once per player. 10 spins on Copper Cherries at €0.20 each (or the same in your currency), to play within 3 days. What they win becomes bonus money, wagered 10 times within 3 days; at most €20 of it becomes cash. One set of free spins is active at a time.',
    matchBp: 0,
    freeSpinsGame: 'copper-cherries',
    freeSpinsCount: 10,
    freeSpinStake: perCurrency(0.2, 20, 6, 1),
    maxWin: perCurrency(20, 1_600, 600, 100),
    wageringMultiplier: 10,
    validDays: 3,
    requiresEmailVerification: true,
    sortPriority: 5,
  },
  {
    key: 'weekly-cashback',
    type: 'instant_cashback',
    title: 'Weekly cashback',
    bannerTitle: '10% of your losses back in cash',
    description: 'Take it, play for a week, and get 10% of your net real-money losses back as cash.',
    terms:
      'For players who have made a deposit. For 7 days from when you take it, 10% of the real money you lose (stakes less wins; bonus money does not count) comes back as cash, up to €100 (or the same in your currency), with no wagering. It is paid when the 7 days end, or earlier when you claim it; either way once. You can take it again 7 days after you last took it.',
    matchBp: 1_000,
    maxBonus: perCurrency(100, 8_000, 3_000, 500),
    wageringMultiplier: 0,
    validDays: 7,
    retryDays: 7,
    sortPriority: 4,
  },
];
