import type { ReactNode } from 'react';
import { lazyModal } from '../../../components/ui/lazy-modal';
import type { CashierModalName, CashierModalProps } from './cashier-modals';

const body = (name: CashierModalName): ((props: CashierModalProps) => ReactNode) =>
  lazyModal(() => import('../modals').then((m) => m.cashierModalBodies[name]));

/**
 * The cashier's modals for the app's `?modal=` registry, by `modal` value: the 3-D Secure return and
 * the deposit results, each fetched the first time one opens.
 */
export const cashierModalContents: Record<CashierModalName, (props: CashierModalProps) => ReactNode> = {
  'deposit-3ds-success': body('deposit-3ds-success'),
  'deposit-failed': body('deposit-failed'),
  'deposit-success': body('deposit-success'),
  'deposit-return': body('deposit-return'),
  'deposit-decline': body('deposit-decline'),
  'deposit-cancel': body('deposit-cancel'),
  'deposit-pending': body('deposit-pending'),
};
