import type { ComponentType } from 'react';
import { lazyModal } from '../../components/ui/lazy-modal';
import type { ModalContentProps } from './components/modal-content-props';
import type { ModalName } from './modal-params';

export type ModalContents = Record<ModalName, ComponentType<ModalContentProps>>;

/**
 * The modal each `modal` query value opens; `ModalRoot`'s `contents` adds or replaces any of them.
 * Only the placeholders live here (each fetched when it first opens, like every modal): the features bring the rest through the app (the accounts feature
 * login, linked-signup and verify-email-expired; the cashier the 3-D Secure and deposit results;
 * the bonuses the daily bonus calendar).
 */
export const defaultModalContents: Partial<ModalContents> = {
  rakeback: lazyModal(() => import('./components/rakeback-modal').then((m) => m.RakebackModal)),
};
