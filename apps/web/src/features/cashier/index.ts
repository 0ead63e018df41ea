// What the app needs of the cashier at start: its modals and the failedDeposit hook. The pages are
// in pages.ts, loaded lazily; importing them here would pull them into the first download.
export {
  type CashierModalName,
  type CashierModalProps,
  cashierModalContents,
} from './components/cashier-modals';
export { useFailedDepositModal } from './hooks/use-failed-deposit-modal';
