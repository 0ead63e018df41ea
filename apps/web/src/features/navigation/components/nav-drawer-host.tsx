import { Suspense, useState } from 'react';
import { ModalLoading } from '../../../components/ui/lazy-modal';
import { lazyPage } from '../../../lib/lazy-page';
import type { NavDrawerProps } from './nav-drawer';

// the drawer (on Radix's dialog) is fetched the first time it opens, not with the lobby
const NavDrawerDialog = lazyPage(() => import('./nav-drawer').then((m) => m.NavDrawerDialog));

/** The navigation drawer: nothing until first opened, then the dialog (kept, so it can animate). */
export function NavDrawer(props: NavDrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={props.open ? <ModalLoading /> : null}>
      <NavDrawerDialog {...props} />
    </Suspense>
  );
}
