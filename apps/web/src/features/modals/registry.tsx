import type { ComponentType } from 'react';
import { CalendarModal } from './components/calendar-modal';
import { Deposit3dsSuccessModal } from './components/deposit-3ds-success-modal';
import { DepositResultModal } from './components/deposit-result-modal';
import { LinkedSignupModal } from './components/linked-signup-modal';
import { LoginModal } from './components/login-modal';
import type { ModalContentProps } from './components/modal-content-props';
import { RakebackModal } from './components/rakeback-modal';
import { VerifyEmailExpiredModal } from './components/verify-email-expired-modal';
import type { ModalName } from './modal-params';

export type ModalContents = Record<ModalName, ComponentType<ModalContentProps>>;

/** The modal each `modal` query value opens; `ModalRoot`'s `contents` replaces any of them. */
export const defaultModalContents: ModalContents = {
  login: LoginModal,
  'verify-email-expired': VerifyEmailExpiredModal,
  calendar: CalendarModal,
  rakeback: RakebackModal,
  'deposit-3ds-success': Deposit3dsSuccessModal,
  'linked-signup': LinkedSignupModal,
  'deposit-failed': (props) => <DepositResultModal name="deposit-failed" {...props} />,
  'deposit-success': (props) => <DepositResultModal name="deposit-success" {...props} />,
  'deposit-return': (props) => <DepositResultModal name="deposit-return" {...props} />,
  'deposit-decline': (props) => <DepositResultModal name="deposit-decline" {...props} />,
  'deposit-cancel': (props) => <DepositResultModal name="deposit-cancel" {...props} />,
  'deposit-pending': (props) => <DepositResultModal name="deposit-pending" {...props} />,
};
