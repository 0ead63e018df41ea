import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { DocumentTitle } from '../../lib/document-title';
import { PageLink } from '../../lib/page-link';

/**
 * A game's details (/casino/games/:game) or its play screen (/play/:game). No game catalogue exists
 * yet, so every game is "not found"; the stage keeps the real frame of the page.
 */
export function GamePage({ mode }: { mode: 'details' | 'play' }) {
  const { t } = useTranslation();
  return (
    <div className={`page game-page game-page--${mode}`}>
      <DocumentTitle title={t('shell.error.gameNotFound')} />
      <PageLink to="casino" className="game-page__back">
        <Icon name="chevronLeft" size={18} />
        {t('shell.game.backToCasino')}
      </PageLink>
      <div className="game-page__stage">
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
      </div>
    </div>
  );
}
