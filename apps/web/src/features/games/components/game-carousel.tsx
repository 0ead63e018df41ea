import type { Game, GameCategorySlug, PageKey } from '@casino/contracts';
import { lobbyFirstRow } from '@casino/contracts/page-match';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useGames } from '../api/list-games';
import { type PlayerGameList, usePlayerGames } from '../api/player-games';
import { cardImagePriority } from '../lib/image-priority';
import { GameCard } from './game-card';
import { GameCardSkeletons } from './game-grid';

/**
 * Where a row sits in the lobby: `top` rows are on screen as the page opens (their first cards'
 * images load at once), the `first` of them holds the likely largest paint; `below` rows wait.
 */
export type ShelfPlace = 'first' | 'top' | 'below';

/** How many games a lobby row shows. */
export const lobbyRowLimit = lobbyFirstRow.limit;

/** One lobby row: a category's first games, scrolled sideways, with a link to the whole category. */
export function GameCarousel({
  category,
  title,
  seeAll,
  place = 'below',
}: {
  category: GameCategorySlug;
  title: string;
  seeAll?: PageKey;
  place?: ShelfPlace;
}) {
  // a row below the fold fetches and renders its games when the visitor scrolls near it: the lobby's
  // first paint renders one or two rows of cards, not all of them (their skeletons keep the place)
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { data, isPending, isError } = useGames(
    { category, limit: lobbyRowLimit },
    { enabled: place !== 'below' || near },
  );
  const games = data?.pages.flatMap((page) => page.rows) ?? [];
  if (!isPending && (isError || games.length === 0)) return null;
  return (
    <div ref={ref} className="game-carousel-slot">
      <GameShelf title={title} seeAll={seeAll} games={games} isPending={isPending} place={place} />
    </div>
  );
}

/** The signed-in player's favourites or recent games as a lobby row; nothing while the list is empty. */
export function PlayerGamesCarousel({
  list,
  title,
  place = 'below',
}: {
  list: PlayerGameList;
  title: string;
  place?: ShelfPlace;
}) {
  const { data: games = [], isPending, isError } = usePlayerGames(list);
  if (isPending || isError || games.length === 0) return null;
  return <GameShelf title={title} seeAll="favorites" games={games} isPending={false} place={place} />;
}

/** A titled row of game cards scrolled sideways, with an optional "see all" link. */
function GameShelf({
  title,
  seeAll,
  games,
  isPending,
  place,
}: {
  title: string;
  seeAll?: PageKey | undefined;
  games: Game[];
  isPending: boolean;
  place: ShelfPlace;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="game-carousel" aria-labelledby={headingId}>
      <div className="game-carousel__head">
        <h2 id={headingId} className="page-section__title">
          {title}
        </h2>
        {seeAll ? (
          <PageLink to={seeAll} className="game-carousel__all">
            {t('games.lobby.seeAll')}
            <Icon name="chevronRight" size={16} />
          </PageLink>
        ) : null}
      </div>
      <ul className="game-carousel__track">
        {isPending ? (
          <GameCardSkeletons count={6} />
        ) : (
          games.map((game, index) => (
            <li key={game.slug}>
              <GameCard
                game={game}
                imagePriority={
                  place === 'below' ? 'lazy' : cardImagePriority(index, { first: place === 'first' })
                }
              />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
