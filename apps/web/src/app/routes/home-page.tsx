import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { FaqSection, LobbyHero, MarketingFeatures, WelcomeOffer } from '../../features/content';
import { CategoryTiles } from '../../features/navigation';
import { DocumentTitle } from '../../lib/document-title';
import { lazyPage } from '../../lib/lazy-page';
import { AppLink, PageLink } from '../../lib/page-link';
import { signUpModalHref } from '../../lib/page-links';
import { useIsSignedIn } from '../../lib/session';
import { useNearViewport } from '../../lib/use-near-viewport';

// the calendar's carousel (and the carousel library) is fetched when the visitor scrolls towards it
const RakebackCarousel = lazyPage(() =>
  import('../../features/rakeback/carousel').then((m) => m.RakebackCarousel),
);

/** The rakeback calendar's carousel below the fold: a player's own days, a visitor's demo. */
function RakebackStrip() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="page-section home-page__rakeback">
      {near ? (
        <Suspense fallback={null}>
          <RakebackCarousel />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The lobby at `/` (and the shell page `/_app`): hero with the marketing text, categories, FAQ. */
export function HomePage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <div className="page home-page">
      <DocumentTitle />
      <LobbyHero
        renderCta={(label) => (
          <>
            {signedIn ? (
              <PageLink to="deposit" className={buttonClassName('primary', 'md')}>
                <Icon name="wallet" size={20} />
                {label ?? t('shell.nav.deposit')}
              </PageLink>
            ) : (
              <AppLink href={signUpModalHref} className={buttonClassName('primary', 'md')}>
                {label ?? t('shell.auth.signUp')}
              </AppLink>
            )}
            <PageLink to="casino" className={buttonClassName('secondary', 'md', 'home-page__browse')}>
              {t('shell.lobby.browseGames')}
            </PageLink>
          </>
        )}
      />
      <section className="page-section" aria-labelledby="lobby-categories-title">
        <h2 id="lobby-categories-title" className="page-section__title">
          {t('shell.lobby.categoriesTitle')}
        </h2>
        <CategoryTiles headingId="lobby-categories-title" />
      </section>
      <MarketingFeatures />
      <RakebackStrip />
      <WelcomeOffer
        actions={
          <>
            {signedIn ? (
              <PageLink to="deposit" className={buttonClassName('primary', 'md')}>
                {t('shell.nav.deposit')}
              </PageLink>
            ) : (
              <AppLink href={signUpModalHref} className={buttonClassName('primary', 'md')}>
                {t('shell.auth.signUp')}
              </AppLink>
            )}
            <PageLink to="bonusTerms" className={buttonClassName('secondary', 'md')}>
              {t('shell.policy.bonusTerms')}
            </PageLink>
          </>
        }
      />
      <FaqSection />
    </div>
  );
}
