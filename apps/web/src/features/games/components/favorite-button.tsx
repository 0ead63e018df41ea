import type { Game } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { AppLink } from '../../../lib/page-link';
import { loginModalHref } from '../../../lib/page-links';
import { useIsSignedIn } from '../../../lib/session';
import { usePlayerGames, useToggleFavorite } from '../api/player-games';

/**
 * Adds the game to the player's favourites or takes it out (a pressed toggle); guests are asked to
 * log in. `compact` shows the heart alone, with the label for screen readers and as a tooltip.
 */
export function FavoriteButton({ game, compact = false }: { game: Game; compact?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { data: favorites, isPending } = usePlayerGames('favorites');
  const toggle = useToggleFavorite();
  const favorite = favorites?.some((row) => row.slug === game.slug) ?? false;
  const label = favorite ? t('games.favorites.remove') : t('games.favorites.add');
  const className = buttonClassName(
    'secondary',
    'md',
    ['favorite-button', favorite ? 'favorite-button--on' : '', compact ? 'favorite-button--compact' : '']
      .filter(Boolean)
      .join(' '),
  );
  if (!signedIn) {
    return (
      <AppLink href={loginModalHref} className={className} title={compact ? label : undefined}>
        <Icon name="heart" size={20} />
        {compact ? <span className="visually-hidden">{label}</span> : label}
      </AppLink>
    );
  }
  return (
    <span className="favorite-button__wrap">
      <button
        type="button"
        className={className}
        aria-pressed={favorite}
        disabled={isPending}
        title={compact ? label : undefined}
        onClick={() => toggle.mutate({ game, favorite: !favorite })}
      >
        <Icon name="heart" size={20} />
        {compact ? <span className="visually-hidden">{label}</span> : label}
      </button>
      {toggle.isError ? (
        <span className="favorite-button__error" role="alert">
          {t('games.favorites.failed')}
        </span>
      ) : null}
    </span>
  );
}
