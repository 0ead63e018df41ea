import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOpenModals } from '../../components/ui/modal';
import { useSettings } from '../../lib/settings';
import { isDepositResultName } from './deposit-results';
import {
  liveSearchParams,
  type ModalName,
  readModalParams,
  shouldLockPageScroll,
  withModalParams,
  withoutModalParams,
} from './modal-params';
import { defaultModalContents, type ModalContents } from './registry';

export type ModalRootProps = {
  /** Real content for modals whose feature exists (e.g. `{ login: LoginForm }`), mounted by the app. */
  contents?: Partial<ModalContents>;
};

/** How long after a deposit result modal a failedDeposit event is taken as the same news. */
const depositResultQuietMs = 15_000;

/** The window event the realtime layer re-broadcasts for a failed deposit (spec §4 Realtime). */
const failedDepositEvent = 'wallet:failedDeposit';

/**
 * Opens the modal named by the `modal` query parameter (with `met` as its payment method) and closes
 * it by removing both, keeping the rest of the URL. The last modal stays mounted while it fades out.
 */
export function ModalRoot({ contents }: ModalRootProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { name, method } = readModalParams(searchParams);
  const [shown, setShown] = useState<{ name: ModalName; method: string | null } | null>(null);
  if (name && (shown?.name !== name || shown.method !== method)) setShown({ name, method });

  // from the address as it is now, not as this render saw it: a change made meanwhile (PaReq and MD
  // leaving it, say) must not come back with the close
  const close = useCallback(
    () =>
      setSearchParams(() => withoutModalParams(liveSearchParams()), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const openModal = useCallback(
    (next: ModalName, nextMethod?: string | null) =>
      setSearchParams(() => withModalParams(liveSearchParams(), next, nextMethod), {
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  usePanelScrollLock();
  // a deposit result shown from the provider's return already said it: the socket's word that
  // follows within moments (its webhook) adds nothing
  const lastDepositResultAt = useRef(0);
  if (name !== null && isDepositResultName(name)) lastDepositResultAt.current = Date.now();
  useFailedDepositModal(openModal, lastDepositResultAt);

  if (!shown) return null;
  const Content = contents?.[shown.name] ?? defaultModalContents[shown.name];
  if (!Content) return null;
  return (
    <Content
      key={shown.name}
      open={name === shown.name}
      onClose={close}
      onOpenModal={openModal}
      method={shown.method}
    />
  );
}

/** In the panel navigation system the page does not scroll while any modal is open (spec §2). */
function usePanelScrollLock(): void {
  const openIds = useOpenModals();
  const { navigationSystem } = useSettings();
  const locked = shouldLockPageScroll(openIds, navigationSystem);
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    // Lets the panel layout freeze its own scroll container too: `html[data-modal-scroll-lock] ...`.
    root.setAttribute('data-modal-scroll-lock', '');
    return () => {
      root.style.overflow = previous;
      root.removeAttribute('data-modal-scroll-lock');
    };
  }, [locked]);
}

/** A `failedDeposit` socket event opens the failed-deposit modal like `?modal=deposit-failed` (spec §4). */
function useFailedDepositModal(
  openModal: (name: ModalName, method?: string | null) => void,
  lastDepositResultAt: { current: number },
): void {
  useEffect(() => {
    const onFailedDeposit = (event: Event) => {
      if (Date.now() - lastDepositResultAt.current < depositResultQuietMs) return;
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      openModal('deposit-failed', methodOf(detail));
    };
    window.addEventListener(failedDepositEvent, onFailedDeposit);
    return () => window.removeEventListener(failedDepositEvent, onFailedDeposit);
  }, [openModal, lastDepositResultAt]);
}

function methodOf(detail: unknown): string | null {
  if (typeof detail !== 'object' || detail === null) return null;
  for (const key of ['paymentMethod', 'method', 'met']) {
    const value = (detail as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
