import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { FaqSection, LobbyHero, MarketingFeatures, WelcomeOffer } from '../../features/content';
import { CategoryTiles } from '../../features/navigation';
import { DocumentTitle } from '../../lib/document-title';
import { AppLink, PageLink } from '../../lib/page-link';
import { signUpModalHref } from '../../lib/page-links';
import { useIsSignedIn } from '../../lib/session';

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
