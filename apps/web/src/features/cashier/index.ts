// What the app needs of the cashier at start: its modals (each fetched when it first opens) and the
// failedDeposit hook. The pages are in pages.ts and the modal bodies in modals.ts, both loaded
// lazily; importing them here would pull them into the first download.
export type { CashierModalName, CashierModalProps } from './components/cashier-modals';
export { cashierModalContents } from './components/lazy-cashier-modals';
export { useFailedDepositModal } from './hooks/use-failed-deposit-modal';
