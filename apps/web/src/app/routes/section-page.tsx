import type { PageKey } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { DocumentTitle } from '../../lib/document-title';
import { useIsSignedIn } from '../../lib/session';
import { pageDescriptionKey, pageIcons, pageTitleKey } from './page-meta';
import { SignInRequired } from './sign-in-required';

export type SectionPageProps = {
  pageKey: PageKey;
  /** Pages about the player's own money or bonuses ask guests to log in first. */
  requiresSignIn?: boolean;
};

/** The frame of a page whose feature arrives in a later issue: title, description, an honest empty state. */
export function SectionPage({ pageKey, requiresSignIn = false }: SectionPageProps) {
  const { t, i18n } = useTranslation();
  const signedIn = useIsSignedIn();
  const title = t(pageTitleKey(pageKey));
  const descriptionKey = pageDescriptionKey(pageKey);
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        icon={pageIcons[pageKey]}
        description={i18n.exists(descriptionKey) ? t(descriptionKey) : undefined}
      />
      {requiresSignIn && !signedIn ? (
        <SignInRequired />
      ) : (
        <EmptyState
          icon={pageIcons[pageKey] ?? 'search'}
          title={t('shell.empty.title')}
          description={t('shell.empty.text')}
        />
      )}
    </div>
  );
}
