import { useCallback } from 'react';
import { usePageTarget } from '../../../lib/page-link';
import { splitPath } from '../../../lib/page-links';

/**
 * The path of a race's page: the tournaments page's path (an operator's override included) and the
 * race's id, the route app/router.tsx registers under every path of the tournaments page.
 */
export function raceHref(tournamentsPath: string, raceId: string): string {
  const base = tournamentsPath === '/' ? '' : tournamentsPath.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(raceId)}`;
}

/** The tournaments page's in-app path (its default when an operator sent it elsewhere). */
export function useTournamentsPath(): string {
  const target = usePageTarget('tournaments');
  return target.kind === 'route' ? splitPath(target.href).pathname : '/tournaments';
}

/** Builds the path of a race's page. */
export function useRaceHref(): (raceId: string) => string {
  const base = useTournamentsPath();
  return useCallback((raceId: string) => raceHref(base, raceId), [base]);
}
