import { timing } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { getAccessToken } from '../../../lib/api-client';
import {
  formatDuration,
  type SessionTerminationRecord,
  sessionTerminatedEvent,
  takeTerminationRecord,
} from '../../../lib/auth';
import { bcp47 } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings';
import { browserStorage } from '../../../lib/storage';
import { useAuthModals } from '../hooks/use-auth-modals';
import { inactivityTimeoutMs } from '../lib/inactivity';

/**
 * Spec §2/§4 "Session termination": the record is read at load and on the first click or key press
 * (another tab may have ended the session meanwhile), removed, and shown. Inactivity, a frozen
 * account and the player's own session time limit have their own title and message; other reasons
 * get the generic one. Radix locks page
 * scrolling while it shows.
 */
export function SessionEndedModal() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { openModal } = useAuthModals();
  const [record, setRecord] = useState<SessionTerminationRecord | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const store = browserStorage('local');
    const check = () => {
      const taken = takeTerminationRecord(store);
      // a player who is signed in again does not need to hear about an older session
      if (!taken || getAccessToken() !== null) return;
      setRecord(taken);
      setOpen(true);
    };
    const onFirstInteraction = () => {
      check();
      window.removeEventListener('pointerdown', onFirstInteraction, true);
      window.removeEventListener('keydown', onFirstInteraction, true);
    };
    check();
    window.addEventListener('pointerdown', onFirstInteraction, true);
    window.addEventListener('keydown', onFirstInteraction, true);
    window.addEventListener(sessionTerminatedEvent, check);
    return () => {
      window.removeEventListener('pointerdown', onFirstInteraction, true);
      window.removeEventListener('keydown', onFirstInteraction, true);
      window.removeEventListener(sessionTerminatedEvent, check);
    };
  }, []);

  const close = () => {
    setOpen(false);
    // closing clears the state, once the fade-out no longer shows it
    window.setTimeout(() => setRecord(null), timing.modalExitFadeMs);
  };

  if (!record) return null;
  const locale = bcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  if (record.reason === 'ACCOUNT_FROZEN') {
    const end =
      record.until === undefined
        ? null
        : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(record.until);
    return (
      <Modal
        name="session-ended"
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        size="sm"
        mark={
          <span className="acc-status-mark">
            <Icon name="freeze" size={26} />
          </span>
        }
        title={t('accounts.sessionEnded.frozenTitle')}
        description={
          end ? t('accounts.sessionEnded.frozenText', { end }) : t('accounts.sessionEnded.frozenTextNoEnd')
        }
        // signing in fails until the freeze is over: no "Log in" to offer
        footer={<Button onClick={close}>{t('accounts.sessionEnded.frozenOk')}</Button>}
      />
    );
  }
  const inactivity = record.reason === 'USER_INACTIVITY_TIMEOUT';
  const timeLimit = record.reason === 'SESSION_TIME_LIMIT';
  const minutes = inactivityTimeoutMs(settings.inactivitySessionTimeout) / 60_000;
  let title = t('accounts.sessionEnded.title');
  let description = t('accounts.sessionEnded.text');
  if (inactivity) {
    title = t('accounts.sessionEnded.inactivityTitle');
    description = t('accounts.sessionEnded.inactivityText', { minutes });
  } else if (timeLimit) {
    title = t('accounts.sessionEnded.timeLimitTitle');
    description =
      record.limitMinutes === undefined
        ? t('accounts.sessionEnded.timeLimitTextNoLimit')
        : t('accounts.sessionEnded.timeLimitText', { limit: formatDuration(record.limitMinutes, locale) });
  }
  return (
    <Modal
      name="session-ended"
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      size="sm"
      mark={
        <span className="acc-status-mark">
          <Icon name="lock" size={26} />
        </span>
      }
      title={title}
      description={description}
      footer={
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
      }
    />
  );
}
