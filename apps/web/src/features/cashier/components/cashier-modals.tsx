import type { ReactNode } from 'react';
import type { DepositResultName } from '../lib/deposit-results';
import { Deposit3dsSuccessModal } from './deposit-3ds-success-modal';
import { DepositResultModal } from './deposit-result-modal';

/** The modals the cashier brings to the app's `?modal=` registry (spec §2 "Modals"). */
export type CashierModalName = 'deposit-3ds-success' | DepositResultName;

/** What a cashier modal gets from the app's modal root: open or fading out, how to close, and `met`. */
export type CashierModalProps = {
  /** False while the modal fades out after its query parameter went away. */
  open: boolean;
  /** Removes `modal` and `met` from the query (and so closes the modal). */
  onClose: () => void;
  /** The payment method of the `met` parameter, if any. */
  method: string | null;
};

/**
 * The bodies of the cashier's modals, by `modal` value: the 3-D Secure return and the deposit
 * results. Loaded through modals.ts when one first opens (lazy-cashier-modals.ts).
 */
export const cashierModalBodies: Record<CashierModalName, (props: CashierModalProps) => ReactNode> = {
  'deposit-3ds-success': Deposit3dsSuccessModal,
  'deposit-failed': (props) => <DepositResultModal name="deposit-failed" {...props} />,
  'deposit-success': (props) => <DepositResultModal name="deposit-success" {...props} />,
  'deposit-return': (props) => <DepositResultModal name="deposit-return" {...props} />,
  'deposit-decline': (props) => <DepositResultModal name="deposit-decline" {...props} />,
  'deposit-cancel': (props) => <DepositResultModal name="deposit-cancel" {...props} />,
  'deposit-pending': (props) => <DepositResultModal name="deposit-pending" {...props} />,
};
