import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { type PlayerGameList, usePlayerGames } from '../api/player-games';
import { GameCard } from './game-card';
import { GameCardSkeletons } from './game-grid';

/** The profile's favourites page (/profile/favorites): the player's favourite games, then the recently played. */
export function FavoriteGames() {
  const { t } = useTranslation();
  return (
    <div className="favorite-games">
      <PlayerGamesSection
        list="favorites"
        title={t('games.favorites.title')}
        emptyTitle={t('games.favorites.emptyTitle')}
        emptyText={t('games.favorites.emptyText')}
      />
      <PlayerGamesSection
        list="recent"
        title={t('games.recent.title')}
        emptyTitle={t('games.recent.emptyTitle')}
        emptyText={t('games.recent.emptyText')}
      />
    </div>
  );
}

function PlayerGamesSection({
  list,
  title,
  emptyTitle,
  emptyText,
}: {
  list: PlayerGameList;
  title: string;
  emptyTitle: string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: games = [], isPending, isError, refetch } = usePlayerGames(list);
  return (
    <section className="favorite-games__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="favorite-games__title">
        {title}
      </h3>
      {isError ? (
        <EmptyState
          headingLevel={3}
          icon="alert"
          title={t('shell.error.dataLoading')}
          actions={<Button onClick={() => void refetch()}>{t('games.list.retry')}</Button>}
        />
      ) : !isPending && games.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={list === 'favorites' ? 'heart' : 'history'}
          title={emptyTitle}
          description={emptyText}
        />
      ) : (
        <ul className="game-grid" aria-busy={isPending}>
          {isPending ? (
            <GameCardSkeletons count={6} />
          ) : (
            games.map((game) => (
              <li key={game.slug}>
                <GameCard game={game} />
              </li>
            ))
          )}
        </ul>
      )}
    </section>
  );
}
