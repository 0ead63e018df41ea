import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings';
import './lobby-hero.css';

export type LobbyHeroProps = {
  /** The call to action, chosen by the page (sign up for guests, deposit for players). */
  renderCta: (label: string | undefined) => ReactNode;
};

/**
 * The lobby's hero banner with the marketing text (marketing.hero.*). Only keys that exist are
 * shown; without marketing text it falls back to a plain welcome.
 */
export function LobbyHero({ renderCta }: LobbyHeroProps) {
  const { t, i18n } = useTranslation();
  const { brandName } = useSettings();
  const has = (key: string) => i18n.exists(key);
  const title = has('marketing.hero.title')
    ? t('marketing.hero.title', { brandName })
    : t('shell.lobby.welcome', { brandName });
  const subtitle = has('marketing.hero.subtitle') ? t('marketing.hero.subtitle', { brandName }) : undefined;
  const cta = has('marketing.hero.cta') ? t('marketing.hero.cta') : undefined;
  const terms = has('marketing.hero.terms') ? t('marketing.hero.terms', { brandName }) : undefined;

  return (
    <section className="lobby-hero" aria-labelledby="lobby-hero-title">
      <div className="lobby-hero__content">
        <h1 id="lobby-hero-title" className="lobby-hero__title">
          {title}
        </h1>
        {subtitle ? <p className="lobby-hero__subtitle">{subtitle}</p> : null}
        <div className="lobby-hero__actions">{renderCta(cta)}</div>
        {terms ? <p className="lobby-hero__terms">{terms}</p> : null}
      </div>
      <HeroArt />
    </section>
  );
}

/** Decorative chips and cards drawn in SVG (no image requests, themable through currentColor). */
function HeroArt() {
  return (
    <svg className="lobby-hero__art" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <g className="lobby-hero__card lobby-hero__card--back">
        <rect x="150" y="36" width="120" height="168" rx="14" />
        <path d="M210 92c-10 14-30 22-30 38a14 14 0 0 0 23 11l-6 20h26l-6-20a14 14 0 0 0 23-11c0-16-20-24-30-38Z" />
      </g>
      <g className="lobby-hero__card lobby-hero__card--front">
        <rect x="82" y="58" width="120" height="168" rx="14" />
        <path d="M142 116c-12-22-42-8-28 16 6 10 28 30 28 30s22-20 28-30c14-24-16-38-28-16Z" />
      </g>
      <g className="lobby-hero__chip lobby-hero__chip--one">
        <circle cx="70" cy="196" r="40" />
        <circle cx="70" cy="196" r="26" />
      </g>
      <g className="lobby-hero__chip lobby-hero__chip--two">
        <circle cx="268" cy="214" r="28" />
        <circle cx="268" cy="214" r="17" />
      </g>
      <g className="lobby-hero__sparkles">
        <path d="M52 48l5 13 13 5-13 5-5 13-5-13-13-5 13-5Z" />
        <path d="M292 34l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" />
      </g>
    </svg>
  );
}
