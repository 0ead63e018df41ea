import { defaultPolicyPages } from '@casino/content';
import type { PolicyPageKey } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { DocumentTitle } from '../../../lib/document-title';
import { useSettings } from '../../../lib/settings';
import { usePolicyPage } from '../api/get-policy-page';
import { fillPlaceholders } from '../lib/parse-rich-text';
import { RichText } from './rich-text';
import './policy-page.css';

function PolicySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="policy-page__skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('shell.common.loading')}</span>
      <Skeleton width="55%" height="1.4rem" />
      <Skeleton width="100%" />
      <Skeleton width="96%" />
      <Skeleton width="88%" />
      <Skeleton width="40%" height="1.2rem" className="policy-page__skeleton-heading" />
      <Skeleton width="100%" />
      <Skeleton width="92%" />
      <Skeleton width="70%" />
    </div>
  );
}

/**
 * A policy page (spec §2): the operator's text in the current language from the server; when that
 * request fails, the bundled default text, so the page never goes blank.
 */
export function PolicyPage({ pageKey }: { pageKey: PolicyPageKey }) {
  const { t, i18n } = useTranslation();
  const { brandName } = useSettings();
  // the chosen language, even when its UI strings fall back to English: the page may exist in it
  const lng = i18n.language;
  const query = usePolicyPage(pageKey, lng);
  const fallback = defaultPolicyPages[pageKey];
  const content = query.data ?? (query.isError ? fallback : undefined);
  const title = query.data?.title || t(`shell.policy.${pageKey}`, { defaultValue: fallback.title });
  const values = { brandName };

  return (
    <article className="policy-page" aria-busy={query.isPending}>
      <DocumentTitle title={title} />
      <PageHeader title={fillPlaceholders(title, values)} icon="shield" />
      <div className="policy-page__card">
        {content ? <RichText source={fillPlaceholders(content.body, values)} /> : <PolicySkeleton />}
      </div>
    </article>
  );
}
