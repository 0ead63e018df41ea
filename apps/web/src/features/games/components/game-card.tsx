import type { Game } from '@casino/contracts';
import './games.css';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-link';

/** A game tile: its thumbnail, name and provider; opens the game's details. */
export function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <PageLink to="gameDetails" params={{ game: game.slug }} className="game-card">
      <img
        className="game-card__image"
        src={game.thumbnailUrl}
        alt=""
        loading="lazy"
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
