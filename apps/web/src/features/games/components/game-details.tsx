import type { GameDetails } from '@casino/contracts';
import './games.css';
import { formatMoney, minor } from '@casino/money';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { AppLink, PageLink, usePageHref } from '../../../lib/page-link';
import { loginModalHref } from '../../../lib/page-links';
import { useIsSignedIn } from '../../../lib/session';
import { FavoriteButton } from './favorite-button';

/** A game's details page: its facts from the catalog (RTP and max win from its exact maths) and how to play. */
export function GameDetailsView({ game }: { game: GameDetails }) {
  const { t, i18n } = useTranslation();
  const signedIn = useIsSignedIn();
  const playHref = usePageHref('play', { game: game.slug });
  // bets are minor units of the player's currency; the catalog shows them in the casino's default
  const money = (amount: string) => formatMoney(minor(amount), 2, 'EUR', i18n.language);
  const facts: Array<[string, string]> = [
    [t('games.details.rtp'), `${game.returnToPlayer.toFixed(2)}%`],
    [t('games.details.volatility'), game.volatility ? t(`games.volatility.${game.volatility}`) : '—'],
    [
      t('games.details.maxMultiplier'),
      game.maxWinOneIn === null
        ? `${game.maxMultiplier.toLocaleString(i18n.language)}×`
        : t('games.details.maxWinOdds', {
            multiplier: game.maxMultiplier.toLocaleString(i18n.language),
            oneIn: game.maxWinOneIn.toLocaleString(i18n.language),
          }),
    ],
    [t('games.details.hitFrequency'), game.hitFrequency === null ? '—' : `${game.hitFrequency.toFixed(2)}%`],
    [t('games.details.betRange'), `${money(game.minBet)} – ${money(game.maxBet)}`],
    [
      t('games.details.releaseDate'),
      new Date(`${game.releaseDate}T00:00:00Z`).toLocaleDateString(i18n.language, {
        timeZone: 'UTC',
        dateStyle: 'medium',
      }),
    ],
    [
      t('games.details.bonusBuy'),
      game.bonusBuyReturnToPlayer !== null
        ? t('games.details.bonusBuyRtp', { rtp: game.bonusBuyReturnToPlayer.toFixed(2) })
        : game.hasBonusBuy
          ? t('games.details.yes')
          : t('games.details.no'),
    ],
    [t('games.details.provider'), game.provider],
  ];
  return (
    <article className="game-details">
      {/* the page's largest paint: loaded at once, ahead of other requests */}
      <img
        className="game-details__art"
        src={game.thumbnailUrl}
        alt=""
        width={300}
        height={400}
        fetchPriority="high"
      />
      <div className="game-details__body">
        <h1 className="game-details__title">{game.name}</h1>
        <p className="game-details__description">{game.description}</p>
        <div className="game-details__actions">
          {signedIn ? (
            <PageLink to="play" params={{ game: game.slug }} className={buttonClassName('primary', 'md')}>
              <Icon name="gamepad" size={20} />
              {t('games.details.playReal')}
            </PageLink>
          ) : (
            <AppLink href={loginModalHref} className={buttonClassName('primary', 'md')}>
              {t('games.details.loginToPlay')}
            </AppLink>
          )}
          <FavoriteButton game={game} />
          {game.demoAvailable || signedIn ? (
            <AppLink href={`${playHref ?? ''}?demo=1`} className={buttonClassName('secondary', 'md')}>
              {t('games.details.playDemo')}
            </AppLink>
          ) : (
            <p className="game-details__note">{t('games.play.demoNotAvailable')}</p>
          )}
        </div>
        <dl className="game-details__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="game-details__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="game-details__fair">
          <Icon name="shield" size={16} /> {t('games.details.fairNote')}
        </p>
      </div>
    </article>
  );
}
