import type { KycDocument } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLocale } from '../../../lib/use-locale';
import { dateText } from '../lib/format';
import { DocumentThumbnail } from './document-thumbnail';
import { StatusBadge } from './status-badge';

/** Every document the player sent, newest first: what, when and how, its status and the reviewer's words. */
export function DocumentHistory({ documents }: { documents: readonly KycDocument[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <section className="kyc-history" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="kyc-section-title">
        {t('verification.history.title')}
      </h3>
      {documents.length === 0 ? (
        <EmptyState
          headingLevel={4}
          icon="history"
          title={t('verification.history.emptyTitle')}
          description={t('verification.history.emptyText')}
        />
      ) : (
        <ol className="kyc-history__list">
          {documents.map((document) => (
            <li key={document.id} className="kyc-history__item" data-testid="kyc-history-item">
              <DocumentThumbnail document={document} size="sm" />
              <div className="kyc-history__text">
                <p className="kyc-history__name">{t(`verification.kind.${document.kind}.title`)}</p>
                <p className="kyc-history__meta">
                  {t(`verification.document.sent.${document.source}`, {
                    date: dateText(document.createdAt, locale),
                  })}
                  {document.reviewedAt
                    ? ` · ${t('verification.history.reviewed', { date: dateText(document.reviewedAt, locale) })}`
                    : null}
                </p>
                {document.reason ? <p className="kyc-history__reason">{document.reason}</p> : null}
              </div>
              <StatusBadge state={document.status} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
