// What the deposit page reads of the bonuses first, for start-up to ask for while the page's code
// downloads (the router's `handle.preload`): a public entry of its own, zod-free.
export {
  depositBonusesQueryKeyRoot,
  depositBonusesQueryOptions,
  fetchDepositBonuses,
} from './api/get-deposit-bonuses';
