import { timing } from '@casino/contracts/validations';
import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';
import { openModals } from './open-modals';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers as the dialog's description, shown under the title. */
  description: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on phones). */
  footer?: ReactNode;
  /** Keep the modal open on a backdrop click; Escape and the close button still close it. */
  disableBackdropClose?: boolean;
  /** The id under which the open modal is tracked; defaults to a generated one. */
  name?: string;
  /** Decorative mark above the title (an icon); hidden from assistive technology. */
  mark?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * The one dialog of the design system, on Radix Dialog: focus is trapped and restored, Escape, the
 * backdrop and the close button close it, and it fades out over `timing.modalExitFadeMs`. A
 * centred card on wider screens, a bottom sheet on phones.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  disableBackdropClose = false,
  name,
  mark,
  size = 'md',
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const trackingId = name ?? generatedId;

  useEffect(() => {
    if (!open) return;
    openModals.add(trackingId);
    return () => openModals.remove(trackingId);
  }, [open, trackingId]);

  const fade = { '--ui-modal-exit-ms': `${timing.modalExitFadeMs}ms` } as CSSProperties;
  const keepOpenOnOutside = disableBackdropClose ? (event: Event) => event.preventDefault() : undefined;
  const classes = ['ui-modal', `ui-modal--${size}`, className].filter(Boolean).join(' ');

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-modal__overlay" style={fade} />
        <Dialog.Content
          className={classes}
          style={fade}
          onPointerDownOutside={keepOpenOnOutside}
          onInteractOutside={keepOpenOnOutside}
        >
          {/* First in the tab order, so opening focuses a harmless control rather than an action. */}
          <Dialog.Close className="ui-modal__close" aria-label={t('modal.close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
          <div className="ui-modal__header">
            {mark ? (
              <div className="ui-modal__mark" aria-hidden="true">
                {mark}
              </div>
            ) : null}
            <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
            <Dialog.Description className="ui-modal__description">{description}</Dialog.Description>
          </div>
          {children ? <div className="ui-modal__body">{children}</div> : null}
          {footer ? <div className="ui-modal__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
