import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { withAllStrings } from './i18n';

type Preload = () => Promise<unknown> | undefined;

/** A page (or a part of one) whose code downloads on first render, or earlier through `preload()`. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: Preload };

/**
 * `React.lazy` whose download can start before the page renders: start-up calls `preload()` for
 * the page the visitor opened (preloadPages), so its code arrives alongside the translations
 * instead of after the shell's first render. The page renders once the rest of the language's
 * strings is in too (start-up has only the part its own code uses), unless `strings` is `'start'`:
 * a page whose strings the build puts in the start part (vite.config's `localeStartPlugin` pages)
 * renders with its code alone, and the rest comes once the page has settled.
 */
export function lazyPage<P>(
  load: () => Promise<ComponentType<P>>,
  { strings = 'all' }: { strings?: 'start' | 'all' } = {},
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= (strings === 'start' ? load() : withAllStrings(load())).then((component) => ({
      default: component,
    }));
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

/**
 * Starts downloading the code of the pages in `nodes`: every element whose component has a
 * `preload` (a lazy page, or a route wrapper that says which page it will show), down through
 * `children`. A failed download is left to the page's own render, which shows its error.
 */
export function preloadPages(nodes: readonly ReactNode[]): void {
  const pending = [...nodes];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    if (!isValidElement<{ children?: ReactNode }>(node)) continue;
    const preload = (node.type as { preload?: unknown }).preload;
    if (typeof preload === 'function') void (preload as Preload)()?.catch(() => undefined);
    pending.push(node.props.children);
  }
}
