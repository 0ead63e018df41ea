import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { DocumentTitle } from '../../lib/document-title';
import { PageLink } from '../../lib/page-link';

/** The 404 page (spec §2): "Not found" with a Go Home button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <DocumentTitle title={t('shell.notFound.title')} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">{t('shell.notFound.title')}</h1>
      <p className="status-page__text">{t('shell.notFound.text')}</p>
      <div className="status-page__actions">
        <PageLink to="home" className={buttonClassName('primary', 'md')}>
          <Icon name="home" size={20} />
          {t('shell.notFound.goHome')}
        </PageLink>
      </div>
    </div>
  );
}
