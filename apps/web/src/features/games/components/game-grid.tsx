import type { Game } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cardImagePriority } from '../lib/image-priority';
import { GameCard } from './game-card';

/** Placeholders the size of game cards while a list loads. */
export function GameCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Skeleton key={index} variant="block" className="game-card game-card--loading" />
  ));
}

/** Games in a responsive grid, with loading, empty ("No games found") and "show more" states. */
export function GameGrid({
  games,
  total,
  loading,
  error,
  onMore,
  loadingMore,
  onRetry,
}: {
  games: Game[];
  total: number;
  loading: boolean;
  error: boolean;
  onMore?: (() => void) | undefined;
  loadingMore?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (error && games.length === 0) {
    return (
      <EmptyState
        icon="gamepad"
        title={t('shell.error.dataLoading')}
        actions={onRetry ? <Button onClick={onRetry}>{t('games.list.retry')}</Button> : undefined}
      />
    );
  }
  if (!loading && games.length === 0) {
    return (
      <EmptyState icon="gamepad" title={t('shell.error.noGames')} description={t('games.list.emptyText')} />
    );
  }
  return (
    <div className="game-list">
      <ul className="game-grid" aria-busy={loading}>
        {games.map((game, index) => (
          <li key={game.slug}>
            {/* a grid is its page's main content: its first cards are on screen */}
            <GameCard game={game} imagePriority={cardImagePriority(index, { first: true })} />
          </li>
        ))}
        {loading && games.length === 0 ? <GameCardSkeletons count={12} /> : null}
      </ul>
      {games.length > 0 ? (
        <p className="game-list__count">{t('games.list.shown', { shown: games.length, total })}</p>
      ) : null}
      {onMore ? (
        <Button variant="secondary" onClick={onMore} disabled={loadingMore} className="game-list__more">
          {loadingMore ? t('games.list.loading') : t('games.list.more')}
        </Button>
      ) : null}
    </div>
  );
}
