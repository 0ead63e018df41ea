export type { ModalContentProps } from './components/modal-content-props';
export type { ModalName } from './modal-params';
export { ModalRoot, type ModalRootProps } from './modal-root';
