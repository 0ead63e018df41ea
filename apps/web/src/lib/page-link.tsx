import type { PageKey } from '@casino/contracts';
import { type AnchorHTMLAttributes, type Ref, useCallback, useMemo } from 'react';
import { Link, NavLink, type To, useLocation, useNavigate } from 'react-router';
import { classifyHref, type LinkTarget, type PageParams, resolvePageTarget, splitPath } from './page-links';
import { useSettings } from './settings';

const appOrigin = () => (typeof window === 'undefined' ? undefined : window.location.origin);

/** Where the page `key` links to, after the operator's `pageUrlSetup` overrides. */
export function usePageTarget(key: PageKey, params?: PageParams): LinkTarget {
  const { pageUrlSetup } = useSettings();
  const paramsKey = params ? JSON.stringify(params) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: params compared by value through paramsKey
  return useMemo(
    () => resolvePageTarget(key, pageUrlSetup, params, appOrigin()),
    [key, pageUrlSetup, paramsKey],
  );
}

/** The href of page `key` as a string (query-only links resolved against the current path); undefined when unusable. */
export function usePageHref(key: PageKey, params?: PageParams): string | undefined {
  const target = usePageTarget(key, params);
  const { pathname } = useLocation();
  return targetHref(target, pathname);
}

function targetHref(target: LinkTarget, currentPath: string): string | undefined {
  switch (target.kind) {
    case 'route':
    case 'native':
      return target.href;
    case 'query':
      return `${currentPath}${target.href}`;
    case 'none':
      return undefined;
  }
}

function queryLocation(href: string, pathname: string): To {
  const hashIndex = href.indexOf('#');
  return hashIndex === -1
    ? { pathname, search: href }
    : { pathname, search: href.slice(0, hashIndex), hash: href.slice(hashIndex) };
}

/** Navigates by page key with the same rules as `<PageLink>`, for buttons and effects. */
export function usePageNavigate(): (key: PageKey, params?: PageParams) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { pageUrlSetup } = useSettings();
  return useCallback(
    (key, params) => {
      const target = resolvePageTarget(key, pageUrlSetup, params, appOrigin());
      if (target.kind === 'route') navigate(target.href, { preventScrollReset: target.shallow });
      else if (target.kind === 'query')
        navigate(queryLocation(target.href, pathname), { preventScrollReset: true });
      else if (target.kind === 'native') window.location.assign(target.href);
    },
    [navigate, pathname, pageUrlSetup],
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  className?: string;
  /** Marks the link as current (`aria-current="page"`, class `active`) when its route matches. */
  nav?: boolean;
  /** With `nav`: match the path exactly rather than as a prefix. */
  end?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export type PageLinkProps = AnchorProps & { to: PageKey; params?: PageParams };

/** A link to a page by its key, so a `pageUrlSetup` override reaches every link (spec §2). */
export function PageLink({ to, params, ...rest }: PageLinkProps) {
  const target = usePageTarget(to, params);
  return <TargetLink linkTarget={target} {...rest} />;
}

export type AppLinkProps = AnchorProps & { href: string | null | undefined; shallow?: boolean };

/** A link to a raw href following the link rules of spec §2 (query-only links, placeholders). */
export function AppLink({ href, shallow = false, ...rest }: AppLinkProps) {
  const target = useMemo(() => classifyHref(href, shallow, appOrigin()), [href, shallow]);
  return <TargetLink linkTarget={target} {...rest} />;
}

function TargetLink({
  linkTarget: target,
  nav = false,
  end,
  onClick,
  ...rest
}: AnchorProps & { linkTarget: LinkTarget }) {
  const { pathname } = useLocation();
  switch (target.kind) {
    case 'route': {
      const { pathname: targetPath } = splitPath(target.href);
      if (nav) {
        return (
          <NavLink
            to={target.href}
            end={end ?? targetPath === '/'}
            preventScrollReset={target.shallow}
            onClick={onClick}
            {...rest}
          />
        );
      }
      return <Link to={target.href} preventScrollReset={target.shallow} onClick={onClick} {...rest} />;
    }
    case 'query':
      return (
        <Link to={queryLocation(target.href, pathname)} preventScrollReset onClick={onClick} {...rest} />
      );
    case 'native':
      return (
        <a
          href={target.href}
          rel={target.external ? 'noopener noreferrer' : undefined}
          onClick={onClick}
          {...rest}
        />
      );
    case 'none':
      // An <a> without href is HTML's own placeholder link: it is not focusable and goes nowhere.
      return <a aria-disabled="true" data-placeholder="" {...rest} />;
  }
}
