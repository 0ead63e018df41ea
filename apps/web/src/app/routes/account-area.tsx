import type { PageKey } from '@casino/contracts';
import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { profile2Sections, profileSections, SectionTabs } from '../../features/navigation';
import { DocumentTitle } from '../../lib/document-title';
import { usePageHref } from '../../lib/page-link';
import { useIsSignedIn } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { PageLoading } from '../layout/app-layout';
import { pageDescriptionKey, pageIcons, pageTitleKey } from './page-meta';
import { SignInRequired } from './sign-in-required';

/**
 * The frame of the profile areas (/profile..., /account... and the newer /profile2/...): the area
 * title, its sub-navigation and the current section. Guests are asked to log in.
 */
export function AccountArea({ area }: { area: 'profile' | 'profile2' }) {
  const { t } = useTranslation();
  const { navigationSystem } = useSettings();
  const signedIn = useIsSignedIn();
  const items = area === 'profile' ? profileSections(navigationSystem) : profile2Sections;

  return (
    <div className="page account-area">
      <PageHeader title={t('shell.profile.areaTitle')} icon="user" />
      {signedIn ? (
        <div className="account-area__body">
          <SectionTabs items={items} label={t('shell.profile.navLabel')} className="account-area__nav" />
          <div className="account-area__content">
            <Outlet />
          </div>
        </div>
      ) : (
        <>
          <GuestTitle />
          <SignInRequired />
        </>
      )}
    </div>
  );
}

/** Keeps a sensible tab title for guests, whose section is not rendered. */
function GuestTitle() {
  const { t } = useTranslation();
  return <DocumentTitle title={t('shell.profile.areaTitle')} />;
}

/**
 * One section of a profile area: its title and the feature (`children`); a section whose feature
 * arrives in a later issue shows an honest empty state.
 */
export function AccountSection({ pageKey, children }: { pageKey: PageKey; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const title = t(pageTitleKey(pageKey));
  const descriptionKey = pageDescriptionKey(pageKey);
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <DocumentTitle title={title} />
      <div className="account-section__head">
        <h2 id={headingId} className="account-section__title">
          {title}
        </h2>
        {i18n.exists(descriptionKey) ? (
          <p className="account-section__description">{t(descriptionKey)}</p>
        ) : null}
      </div>
      {/* a section's page loads as a chunk of its own: the frame and its navigation stay meanwhile */}
      <Suspense fallback={<PageLoading />}>
        {children ?? (
          <EmptyState
            headingLevel={3}
            icon={pageIcons[pageKey] ?? 'search'}
            title={t('shell.empty.title')}
            description={t('shell.empty.text')}
          />
        )}
      </Suspense>
    </section>
  );
}

/** /profile2 itself has no page: it opens the newer area's first section, "My profile". */
export function Profile2Landing() {
  const href = usePageHref('profile2MyProfile');
  return <Navigate to={href?.startsWith('/') ? href : '/profile2/my-profile'} replace />;
}
