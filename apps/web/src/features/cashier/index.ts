export type { DepositBonusParts, WithdrawBonusParts } from './components/bonus-parts';
export { DepositPage, type DepositPageProps } from './components/deposit-page';
export { WithdrawPage, type WithdrawPageProps } from './components/withdraw-page';
