import { type ComponentProps, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { Skeleton } from '../../components/ui/skeleton';
import { GameDetailsView, useGame } from '../../features/games';
import { DocumentTitle } from '../../lib/document-title';
import { lazyPage } from '../../lib/lazy-page';
import { PageLink } from '../../lib/page-link';
import { useAfterPaint } from '../../lib/use-after-paint';

// The page's frame and a game's details come with the app (the details page's largest paint is the
// game's art); what the details page shows below them, and the play screen with the slot engine,
// load when shown.
const GameDetailsExtras = lazyPage(() =>
  import('../../features/games/pages').then((m) => m.GameDetailsExtras),
);
const PlayScreen = lazyPage(() => import('../../features/games/play').then((m) => m.PlayScreen));

/** A game's details (/casino/games/:game) or its play screen (/play/:game); GAME NOT FOUND otherwise. */
export function GamePage({ mode }: { mode: 'details' | 'play' }) {
  const { t } = useTranslation();
  const { game: slug = '' } = useParams();
  const { data: game, isPending, isError, refetch } = useGame(slug);
  return (
    <div className={`page game-page game-page--${mode}`}>
      <DocumentTitle title={game ? game.name : isPending ? undefined : t('shell.error.gameNotFound')} />
      {mode === 'play' && game ? (
        <PageLink to="gameDetails" params={{ game: game.slug }} className="game-page__back">
          <Icon name="chevronLeft" size={18} />
          {game.name}
        </PageLink>
      ) : (
        <PageLink to="casino" className="game-page__back">
          <Icon name="chevronLeft" size={18} />
          {t('shell.game.backToCasino')}
        </PageLink>
      )}
      <div className="game-page__stage">
        {isPending ? (
          <Skeleton variant="block" height="24rem" />
        ) : isError ? (
          <EmptyState
            icon="alert"
            title={t('shell.error.dataLoading')}
            actions={
              <button
                type="button"
                className={buttonClassName('primary', 'md')}
                onClick={() => void refetch()}
              >
                {t('games.list.retry')}
              </button>
            }
          />
        ) : !game ? (
          <EmptyState
            headingLevel={1}
            icon="gamepad"
            title={t('shell.error.gameNotFound')}
            description={t('shell.game.notFoundText')}
            actions={
              <PageLink to="casino" className={buttonClassName('primary', 'md')}>
                {t('shell.game.browseGames')}
              </PageLink>
            }
            className="game-page__empty"
          />
        ) : mode === 'details' ? (
          <>
            <GameDetailsView game={game} />
            <DeferredExtras
              slug={game.slug}
              publishedRtp={game.returnToPlayer}
              hitFrequency={game.hitFrequency}
            />
          </>
        ) : (
          <Suspense fallback={<Skeleton variant="block" height="24rem" />}>
            <PlayScreen game={game} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/**
 * The pulse and the top wins, below the details: their code is fetched once the details (the game's
 * art, the page's largest paint) are on screen, so it neither competes with nor delays that paint.
 */
function DeferredExtras(props: ComponentProps<typeof GameDetailsExtras>) {
  const painted = useAfterPaint();
  const placeholder = <Skeleton variant="block" height="16rem" />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <GameDetailsExtras {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
