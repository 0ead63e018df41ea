import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The modals of this feature, opened through the `modal` query parameter (spec §2). */
export type AccountModalName = 'login' | 'registration' | 'linked-signup' | 'verify-email-expired';

/** Parameters that belong to an auth modal and go away with it. */
const modalOnlyParams = ['modal', 'met', 'verified', 'invalid', 'reset', 'linkedAccountUuid'];

export function withoutAuthModalParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of modalOnlyParams) next.delete(name);
  return next;
}

/** Opens and closes auth modals by query, keeping the page and every other parameter. */
export function useAuthModals() {
  const [, setSearchParams] = useSearchParams();

  const openModal = useCallback(
    (name: AccountModalName, extra: Record<string, string> = {}) =>
      setSearchParams(
        (current) => {
          const next = withoutAuthModalParams(current);
          next.set('modal', name);
          for (const [key, value] of Object.entries(extra)) next.set(key, value);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const closeModal = useCallback(
    () =>
      setSearchParams((current) => withoutAuthModalParams(current), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  return { openModal, closeModal };
}

/** Touch screens get no keyboard pushed up by a focused field when a sheet opens. */
export function prefersFieldFocus(): boolean {
  return typeof window !== 'undefined' && !window.matchMedia?.('(pointer: coarse)').matches;
}

/**
 * After a dialog closes because the player signed in, the control that opened it (the header's
 * "Log in") is gone; focus moves to the page instead of being lost on <body>.
 */
export function focusPageAfterClose(delayMs = 350): void {
  window.setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, delayMs);
}
