export { DepositPage, type DepositPageProps } from './components/deposit-page';
