import type { Game } from '@casino/contracts';
import './games.css';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-link';
import type { CardImagePriority } from '../lib/image-priority';

/** A game tile: its thumbnail, name and provider; opens the game's details. */
export function GameCard({
  game,
  imagePriority = 'lazy',
}: {
  game: Game;
  imagePriority?: CardImagePriority;
}) {
  const { t } = useTranslation();
  return (
    <PageLink to="gameDetails" params={{ game: game.slug }} className="game-card">
      {/* 3:4 like the thumbnail's viewBox; the CSS keeps the box before the image arrives */}
      <img
        className="game-card__image"
        src={game.thumbnailUrl}
        alt=""
        loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imagePriority === 'high' ? 'high' : undefined}
        decoding="async"
        width={300}
        height={400}
      />
      <span className="game-card__text">
        <span className="game-card__name">{game.name}</span>
        <span className="game-card__meta">
          {game.provider} · {t('games.card.rtp', { rtp: game.returnToPlayer.toFixed(2) })}
        </span>
      </span>
      {game.hasBonusBuy ? <span className="game-card__badge">{t('games.card.bonusBuy')}</span> : null}
    </PageLink>
  );
}
