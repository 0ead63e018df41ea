import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import './lazy-modal.css';

/**
 * A modal whose body (and the dialog library under it) is fetched the first time it opens, so no
 * modal is in the lobby's first download. Meanwhile the page dims with a spinner; a closed modal
 * that was never opened costs nothing.
 */
export function lazyModal<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const Body = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyModal(props: P) {
    return (
      <Suspense fallback={props.open ? <ModalLoading /> : null}>
        <Body {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}

/** The dimmed page with a spinner shown while a modal's code arrives. */
export function ModalLoading() {
  const { t } = useTranslation();
  return (
    <div className="ui-modal-loading">
      <Spinner size="lg" label={t('shell.common.loading')} />
    </div>
  );
}
