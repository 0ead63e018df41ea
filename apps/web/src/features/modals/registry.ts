import type { ComponentType } from 'react';
import type { ModalContentProps } from './components/modal-content-props';
import type { ModalName } from './modal-params';

export type ModalContents = Record<ModalName, ComponentType<ModalContentProps>>;

/**
 * The modal each `modal` query value opens, when a feature brings one: `ModalRoot`'s `contents`
 * adds them through the app (the accounts feature login, linked-signup and verify-email-expired;
 * the cashier the 3-D Secure and deposit results; the bonuses the daily bonus calendar; the
 * rakeback feature its calendar). A value no feature answers opens nothing.
 */
export const defaultModalContents: Partial<ModalContents> = {};
