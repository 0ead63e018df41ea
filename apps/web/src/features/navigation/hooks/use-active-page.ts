import type { PageKey } from '@casino/contracts';
import { useLocation } from 'react-router';
import { resolvePageTarget, splitPath } from '../../../lib/page-links';
import { useSettings } from '../../../lib/settings';

/**
 * The page among `pages` that the current path belongs to: the longest path that equals the current
 * one or is a parent of it (so /casino/slots picks Slots over Casino when both are offered).
 */
export function useActivePage(pages: readonly PageKey[]): PageKey | undefined {
  const { pageUrlSetup } = useSettings();
  const { pathname } = useLocation();
  let best: PageKey | undefined;
  let bestLength = -1;
  for (const page of pages) {
    const target = resolvePageTarget(page, pageUrlSetup, undefined, window.location.origin);
    if (target.kind !== 'route') continue;
    const path = splitPath(target.href).pathname.replace(/\/+$/, '') || '/';
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && path.length > bestLength) {
      best = page;
      bestLength = path.length;
    }
  }
  return best;
}
