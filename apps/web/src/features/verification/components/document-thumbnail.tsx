import type { KycDocument } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/use-locale';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useDocumentFile } from '../api/get-document-file';
import { useObjectUrl } from '../hooks/use-object-url';
import { dateText } from '../lib/format';
import { FeatureIcon } from './feature-icons';

/**
 * A sent document's file as a small tile that opens it in a new tab: the image itself, or a "PDF"
 * tile. The file is fetched with the player's headers once the tile nears the screen, and shown
 * through an object URL that is revoked when the tile goes.
 */
export function DocumentThumbnail({ document, size = 'md' }: { document: KycDocument; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [ref, near] = useNearViewport<HTMLDivElement>('200px');
  const file = useDocumentFile(document.id, near);
  const url = useObjectUrl(file.data);
  const name = t('verification.file.alt', {
    document: t(`verification.kind.${document.kind}.title`),
    date: dateText(document.createdAt, locale),
  });
  const isPdf = document.mimeType === 'application/pdf';

  let content: ReactNode;
  if (file.isError) {
    content = (
      <span className="kyc-thumb__placeholder" title={t('verification.file.unavailable')}>
        <FeatureIcon name="file" size={22} />
        <span className="visually-hidden">{t('verification.file.unavailable')}</span>
      </span>
    );
  } else if (!url) {
    content = (
      <>
        <Skeleton variant="block" className="kyc-thumb__skeleton" />
        <span className="visually-hidden">{t('verification.file.loading')}</span>
      </>
    );
  } else if (isPdf) {
    content = (
      <a className="kyc-thumb__link kyc-thumb__pdf" href={url} target="_blank" rel="noopener">
        <FeatureIcon name="file" size={size === 'sm' ? 18 : 24} />
        <span aria-hidden="true">PDF</span>
        <span className="visually-hidden">{t('verification.file.openPdf', { name })}</span>
      </a>
    );
  } else {
    content = (
      <a
        className="kyc-thumb__link"
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={t('verification.file.open', { name })}
      >
        <img className="kyc-thumb__image" src={url} alt={name} />
      </a>
    );
  }
  return (
    <div ref={ref} className={`kyc-thumb kyc-thumb--${size}`}>
      {content}
    </div>
  );
}

/** A picked or captured file before it is sent: the image, or a "PDF" tile. */
export function FilePreview({ file, alt }: { file: Blob; alt: string }) {
  const url = useObjectUrl(file);
  if (file.type === 'application/pdf') {
    return (
      <div className="kyc-thumb kyc-thumb--md">
        <span className="kyc-thumb__placeholder kyc-thumb__pdf">
          <FeatureIcon name="file" size={24} />
          <span aria-hidden="true">PDF</span>
        </span>
      </div>
    );
  }
  return (
    <div className="kyc-thumb kyc-thumb--md">
      {url ? <img className="kyc-thumb__image" src={url} alt={alt} /> : null}
    </div>
  );
}
