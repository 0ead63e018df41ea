// The cashier's pages: a public entry of their own, because the app loads them lazily (a chunk of
// their own) while it imports index.ts — the modals and the failedDeposit hook — at start.
export type { DepositBonusParts, WithdrawBonusParts } from './components/bonus-parts';
export { DepositPage, type DepositPageProps } from './components/deposit-page';
export { WithdrawPage, type WithdrawPageProps } from './components/withdraw-page';
