import { timing } from '@casino/contracts/validations';
import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
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
 * centred card on wider screens, a bottom sheet on phones. Closing gives focus back to what had it
 * when the dialog opened (`useFocusOrigin`).
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

  const origin = useFocusOrigin(open);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = origin.current;
    origin.current = null;
    // a dialog this one led to (log in, then sign up) takes the focus: one open already, or one
    // the address names (spec §2 `?modal=`) whose code may still be on its way
    if (openModals.getSnapshot().some((id) => id !== trackingId) || addressNamesDialog()) return;
    focusBeforeDialogs = null;
    if (target?.isConnected) target.focus();
  };

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
          onCloseAutoFocus={returnFocus}
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

/**
 * What had focus on the page when the dialogs now open (or on their way) began: kept from the first
 * dialog of a run of them to the last, which gives focus back to it and forgets it.
 */
let focusBeforeDialogs: HTMLElement | null = null;

/** Whether the address names a modal (spec §2 `?modal=`): the modal root is opening it. */
function addressNamesDialog(): boolean {
  return new URLSearchParams(window.location.search).has('modal');
}

/**
 * What to give focus back to when the dialog closes. The app's dialogs open from the address
 * (`?modal=`), from an event or by themselves, never from a Radix trigger, so Radix has nothing to
 * return focus to: this reads what had focus as the dialog opens (while rendering the opening,
 * before the dialog moves focus into itself). A dialog opened from inside another (log in, then
 * sign up) returns to where the first one came from; a page opened with the dialog has nothing.
 */
function useFocusOrigin(open: boolean) {
  const origin = useRef<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    if (open) origin.current = focusOrigin();
    setWasOpen(open);
  }
  return origin;
}

function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  // nothing focused, or a dialog: the page's element the first dialog came from, if any (a dialog
  // that leads to another closes before the next one's code has arrived)
  if (!(active instanceof HTMLElement) || active === document.body || active.closest('[role="dialog"]'))
    return focusBeforeDialogs;
  focusBeforeDialogs = active;
  return active;
}
