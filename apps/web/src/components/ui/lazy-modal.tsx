import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAllStrings } from '../../lib/i18n';
import type { ModalProps } from './modal';
import { Spinner } from './spinner';
import './lazy-modal.css';

/**
 * A modal whose body (and the dialog library under it) is fetched the first time it opens, so no
 * modal is in the lobby's first download. Meanwhile the page dims with a spinner; a closed modal
 * that was never opened costs nothing. It renders once the rest of the language's strings is in too.
 */
export function lazyModal<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement | null {
  const Body = lazy(async () => ({ default: await withAllStrings(load()) })) as unknown as ComponentType<P>;
  function LazyModal(props: P) {
    // mounted only once it has opened: a mounted lazy body starts its download
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={props.open ? <ModalLoading /> : null}>
        <Body {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}

/**
 * The design system's Modal for a page that may never open it (a confirmation, a notice): its code
 * and Radix Dialog's are fetched the first time it opens, not with the page.
 */
export const OnDemandModal = lazyModal<ModalProps>(() => import('./modal').then((m) => m.Modal));

/** The dimmed page with a spinner shown while a modal's code arrives. */
export function ModalLoading() {
  const { t } = useTranslation();
  return (
    <div className="ui-modal-loading">
      <Spinner size="lg" label={t('shell.common.loading')} />
    </div>
  );
}
