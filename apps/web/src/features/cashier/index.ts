export { DepositPage, type DepositPageProps } from './components/deposit-page';
export { WithdrawPage } from './components/withdraw-page';
