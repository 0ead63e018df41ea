import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { ApiError } from '../../lib/api-client';
import { DocumentTitle } from '../../lib/document-title';
import { PageLink } from '../../lib/page-link';
import { NotFoundPage } from './not-found-page';

function errorTitleKey(error: unknown): string {
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof ApiError
      ? error.status
      : undefined;
  if (status === 503) return 'shell.error.serviceUnavailable';
  if (status !== undefined && status >= 500) return 'shell.error.internal';
  if (error instanceof ApiError) return 'shell.error.dataLoading';
  return 'shell.error.somethingWrong';
}

/** A page that failed to render: the shell stays, the page explains and offers a way on. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const title = t(errorTitleKey(error));
  return (
    <div className="status-page" role="alert">
      <DocumentTitle title={title} />
      <span className="status-page__icon" aria-hidden="true">
        <Icon name="alert" size={32} />
      </span>
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__text">{t('shell.error.pageText')}</p>
      <div className="status-page__actions">
        <Button onClick={() => window.location.reload()}>{t('shell.error.tryAgain')}</Button>
        <PageLink to="home" className={buttonClassName('secondary', 'md')}>
          {t('shell.notFound.goHome')}
        </PageLink>
      </div>
    </div>
  );
}
