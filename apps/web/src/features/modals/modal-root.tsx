import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOpenModals } from '../../components/ui/open-modals';
import { liveSearchParams } from '../../lib/search-params';
import { useSettings } from '../../lib/settings';
import {
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
