import type { GameCategorySlug, GameSort } from '@casino/contracts';
import { gameSorts } from '@casino/contracts/constants';
import './games.css';
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { lazyPage } from '../../../lib/lazy-page';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useGames } from '../api/list-games';
import { GameCarousel, PlayerGamesCarousel } from './game-carousel';
import { GameFilters, type GameFilterValues } from './game-filters';
import { GameGrid } from './game-grid';

// the live wins (their tables, the live feed's socket) load when the visitor scrolls down to them
const TopWins = lazyPage(() => import('./top-wins').then((m) => m.TopWins));

const isSort = (value: string | null): value is GameSort => gameSorts.includes(value as GameSort);

/** Filters kept in the address (?search, ?sort, ?provider), so a filtered list can be shared and reloaded. */
function useFilterParams(): [GameFilterValues, (values: GameFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const values = {
    search: params.get('search') ?? '',
    sort: isSort(sort) ? sort : 'popular',
    provider: params.get('provider') ?? '',
  };
  const update = (next: GameFilterValues) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value && !(key === 'sort' && value === 'popular')) query.set(key, value);
      else query.delete(key);
    }
    setParams(query, { replace: true, preventScrollReset: true });
  };
  return [values, update];
}

/** A category's games (or the whole catalog) with search, sort, provider and "show more". */
export function GameBrowser({ category }: { category?: GameCategorySlug }) {
  const [values, setValues] = useFilterParams();
  const search = useDeferredValue(values.search.trim());
  const query = useGames({
    category,
    search: search || undefined,
    sort: values.sort,
    provider: values.provider || undefined,
    limit: 24,
  });
  const games = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <>
      <GameFilters values={values} onChange={setValues} />
      <GameGrid
        games={games}
        total={query.data?.pages[0]?.count ?? 0}
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        onMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
        loadingMore={query.isFetchingNextPage}
      />
    </>
  );
}

/** The lobby: carousels per category, or the search results once the player types or filters. */
export function GameLobby() {
  const { t } = useTranslation();
  const [values] = useFilterParams();
  if (values.search || values.provider || values.sort !== 'popular') return <GameBrowser />;
  return (
    <>
      <GameFiltersOnly />
      {/* the rows on screen as the lobby opens: a player's recent games (when any), then popular */}
      <PlayerGamesCarousel list="recent" title={t('games.lobby.recent')} place="top" />
      <PlayerGamesCarousel list="favorites" title={t('games.lobby.favorites')} />
      <GameCarousel category="popular" title={t('games.category.popular')} seeAll="popular" place="first" />
      <GameCarousel category="new" title={t('games.category.new')} />
      <GameCarousel category="slots" title={t('games.category.slots')} seeAll="slots" />
      <GameCarousel category="bonus-buy" title={t('games.category.bonus-buy')} />
      <GameCarousel category="live-casino" title={t('games.category.live-casino')} seeAll="liveCasino" />
      <TopWinsBelowTheFold />
    </>
  );
}

/** The lobby's top wins, fetched when they come near the screen; their place is kept meanwhile. */
function TopWinsBelowTheFold() {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div className="top-wins-placeholder" aria-busy="true">
      <Spinner label={t('shell.common.loading')} />
    </div>
  );
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <TopWins />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

function GameFiltersOnly() {
  const [values, setValues] = useFilterParams();
  return <GameFilters values={values} onChange={setValues} />;
}
