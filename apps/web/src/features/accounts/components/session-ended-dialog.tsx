import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { formatDuration, type SessionTerminationRecord } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';
import { useLocale } from '../../../lib/use-locale';
import { useAuthModals } from '../hooks/use-auth-modals';
import { inactivityTimeoutMs } from '../lib/inactivity';

/** What the session-ended modal shows for a termination record (see SessionEndedModal). */
export function SessionEndedDialog({
  record,
  open,
  onClose: close,
}: {
  record: SessionTerminationRecord;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useSettings();
  const { openModal } = useAuthModals();
  const { icon, title, description, canSignIn } = describe(record);
  return (
    <Modal
      name="session-ended"
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      size="sm"
      mark={
        <span className="acc-status-mark">
          <Icon name={icon} size={26} />
        </span>
      }
      title={title}
      description={description}
      footer={
        canSignIn ? (
          <>
            <Button variant="secondary" onClick={close}>
              {t('accounts.sessionEnded.close')}
            </Button>
            <Button
              onClick={() => {
                close();
                openModal('login');
              }}
            >
              {t('accounts.sessionEnded.login')}
            </Button>
          </>
        ) : (
          <Button onClick={close}>{t('accounts.sessionEnded.frozenOk')}</Button>
        )
      }
    />
  );

  /** What the modal says for a record: its mark, words, and whether signing in again is offered. */
  function describe(ended: SessionTerminationRecord) {
    if (ended.reason === 'ACCOUNT_FROZEN') {
      const end =
        ended.until === undefined
          ? null
          : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(ended.until);
      return {
        icon: 'freeze' as const,
        title: t('accounts.sessionEnded.frozenTitle'),
        description: end
          ? t('accounts.sessionEnded.frozenText', { end })
          : t('accounts.sessionEnded.frozenTextNoEnd'),
        // signing in fails until the freeze is over: no "Log in" to offer
        canSignIn: false,
      };
    }
    if (ended.reason === 'USER_INACTIVITY_TIMEOUT') {
      const minutes = inactivityTimeoutMs(settings.inactivitySessionTimeout) / 60_000;
      return {
        icon: 'lock' as const,
        title: t('accounts.sessionEnded.inactivityTitle'),
        description: t('accounts.sessionEnded.inactivityText', { minutes }),
        canSignIn: true,
      };
    }
    if (ended.reason === 'SESSION_TIME_LIMIT') {
      return {
        icon: 'lock' as const,
        title: t('accounts.sessionEnded.timeLimitTitle'),
        description:
          ended.limitMinutes === undefined
            ? t('accounts.sessionEnded.timeLimitTextNoLimit')
            : t('accounts.sessionEnded.timeLimitText', { limit: formatDuration(ended.limitMinutes, locale) }),
        canSignIn: true,
      };
    }
    return {
      icon: 'lock' as const,
      title: t('accounts.sessionEnded.title'),
      description: t('accounts.sessionEnded.text'),
      canSignIn: true,
    };
  }
}
