import type { ComponentType } from 'react';
import { CalendarModal } from './components/calendar-modal';
import { Deposit3dsSuccessModal } from './components/deposit-3ds-success-modal';
import { DepositResultModal } from './components/deposit-result-modal';
import type { ModalContentProps } from './components/modal-content-props';
import { RakebackModal } from './components/rakeback-modal';
import type { ModalName } from './modal-params';

export type ModalContents = Record<ModalName, ComponentType<ModalContentProps>>;

/**
 * The modal each `modal` query value opens; `ModalRoot`'s `contents` adds or replaces any of them.
 * login, linked-signup and verify-email-expired have no body here: the accounts feature supplies it.
 */
export const defaultModalContents: Partial<ModalContents> = {
  calendar: CalendarModal,
  rakeback: RakebackModal,
  'deposit-3ds-success': Deposit3dsSuccessModal,
  'deposit-failed': (props) => <DepositResultModal name="deposit-failed" {...props} />,
  'deposit-success': (props) => <DepositResultModal name="deposit-success" {...props} />,
  'deposit-return': (props) => <DepositResultModal name="deposit-return" {...props} />,
  'deposit-decline': (props) => <DepositResultModal name="deposit-decline" {...props} />,
  'deposit-cancel': (props) => <DepositResultModal name="deposit-cancel" {...props} />,
  'deposit-pending': (props) => <DepositResultModal name="deposit-pending" {...props} />,
};
