import { timing } from '@casino/contracts/validations';
import { useEffect, useState } from 'react';
import { lazyModal } from '../../../components/ui/lazy-modal';
import { getAccessToken } from '../../../lib/api-client';
import {
  type SessionTerminationRecord,
  sessionTerminatedEvent,
  takeTerminationRecord,
} from '../../../lib/auth';
import { browserStorage } from '../../../lib/storage';

// the dialog (and the dialog library) is fetched only when there is a record to show
const SessionEndedDialog = lazyModal(() =>
  import('./session-ended-dialog').then((m) => m.SessionEndedDialog),
);

/**
 * Spec §2/§4 "Session termination": the record is read at load and on the first click or key press
 * (another tab may have ended the session meanwhile), removed, and shown. Inactivity, a frozen
 * account and the player's own session time limit have their own title and message; other reasons
 * get the generic one (session-ended-dialog.tsx). Radix locks page scrolling while it shows.
 */
export function SessionEndedModal() {
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
  return <SessionEndedDialog record={record} open={open} onClose={close} />;
}
