import type { ComponentType } from 'react';
import { CalendarModal } from './components/calendar-modal';
import type { ModalContentProps } from './components/modal-content-props';
import { RakebackModal } from './components/rakeback-modal';
import type { ModalName } from './modal-params';

export type ModalContents = Record<ModalName, ComponentType<ModalContentProps>>;

/**
 * The modal each `modal` query value opens; `ModalRoot`'s `contents` adds or replaces any of them.
 * Only the placeholders live here: the features bring the rest through the app (the accounts feature
 * login, linked-signup and verify-email-expired; the cashier the 3-D Secure and deposit results).
 */
export const defaultModalContents: Partial<ModalContents> = {
  calendar: CalendarModal,
  rakeback: RakebackModal,
};
