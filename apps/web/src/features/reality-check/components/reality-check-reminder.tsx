import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lazyModal } from '../../../components/ui/lazy-modal';
import { useOptionalAuth } from '../../../lib/auth';
import { usePageSettled } from '../../../lib/page-settled';
import { realityCheckQueryOptions } from '../api/get-reality-check';
import { clockSkewRetryMs, nextReminderStep, realityCheckDueEvent } from '../lib/reminder-schedule';

// the dialog (with the dialog library and the money formatting) is fetched the first time it is due
const RealityCheckDialog = lazyModal(() =>
  import('./reality-check-dialog').then((m) => m.RealityCheckDialog),
);

/**
 * Reality check (UKGC RTS 13), mounted once in the shell: for a signed-in player it reads the state
 * once, waits for dueAt wherever the player is, and then shows the reminder with the server's
 * figures for the session. A spin refused with REALITY_CHECK_DUE (realityCheckDueEvent) and a
 * return to the tab read it again. Closing the reminder without an answer leaves real-money play
 * paused; the next refused spin shows it again.
 */
export function RealityCheckReminder() {
  const auth = useOptionalAuth();
  const userId = auth?.isAuthenticated ? auth.user?.getUser.userId : undefined;
  // the first read waits for the first page to settle: a reminder is due many minutes into a
  // session, not while its page loads (a refused spin still reads it at once, below)
  const settled = usePageSettled();
  const { data, dataUpdatedAt, refetch } = useQuery({
    ...realityCheckQueryOptions(userId ?? 0),
    enabled: settled && userId !== undefined,
  });
  // the dueAt of a reminder the player closed without answering
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (userId === undefined || (!settled && !data)) return;
    let timer: number | undefined;
    const check = () => {
      const step = nextReminderStep(data, dataUpdatedAt, Date.now());
      if (step.kind === 'fetch') {
        void refetch();
        // a read that fails is tried again; one that succeeds runs this effect anew
        timer = window.setTimeout(check, clockSkewRetryMs);
      } else if (step.kind === 'wait') {
        timer = window.setTimeout(check, step.ms);
      }
    };
    check();
    return () => window.clearTimeout(timer);
  }, [userId, settled, data, dataUpdatedAt, refetch]);

  useEffect(() => {
    if (userId === undefined) return;
    const onDue = () => {
      setDismissed(null);
      void refetch();
    };
    window.addEventListener(realityCheckDueEvent, onDue);
    return () => window.removeEventListener(realityCheckDueEvent, onDue);
  }, [userId, refetch]);

  if (userId === undefined || !data) return null;
  return (
    <RealityCheckDialog
      open={data.due && dismissed !== data.dueAt}
      state={data}
      userId={userId}
      onClose={() => setDismissed(data.dueAt)}
    />
  );
}
