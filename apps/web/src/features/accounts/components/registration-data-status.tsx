import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** What a sign-up dialog shows until its data is there: a spinner, or the failure with a retry. */
export function RegistrationDataStatus({
  state,
}: {
  state: { status: 'loading' } | { status: 'error'; retry: () => void };
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <div className="acc-loading">
        <Spinner size="md" label={t('accounts.field.loading')} />
      </div>
    );
  }
  return (
    <Alert
      tone="danger"
      actions={
        <Button variant="secondary" size="sm" onClick={state.retry}>
          {t('accounts.register.retry')}
        </Button>
      }
    >
      {t('accounts.register.loadError')}
    </Alert>
  );
}
