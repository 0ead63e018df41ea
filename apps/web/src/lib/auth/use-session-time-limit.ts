import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageSettled } from '../page-settled';
import { useAuth } from './auth-provider';
import { sessionLimitQueryOptions } from './session-limit';
import { sessionEndCheck } from './session-time-limit';

/**
 * Spec §5 session time limit: a signed-in player with a limit is signed out (SESSION_TIME_LIMIT)
 * just before the server closes the session, so the session-ended modal explains it instead of a
 * refused call. The limit is read once per session (guests never ask; asked for once the first page
 * has settled, as it ends the session minutes from now, not now) and again when it changes;
 * the timer re-checks every minute and when the tab shows again, so sleep does not fool it.
 */
export function useSessionTimeLimitSignOut(): void {
  const { isAuthenticated, user, signOut } = useAuth();
  const userId = user?.getUser.userId;
  const settled = usePageSettled();
  const { data } = useQuery({
    ...sessionLimitQueryOptions(userId ?? 0),
    enabled: settled && isAuthenticated && userId !== undefined,
  });
  const limitMinutes = data?.minutes ?? null;
  const endsAt = data?.sessionEndsAt ?? null;

  useEffect(() => {
    if (!isAuthenticated || limitMinutes === null || endsAt === null) return;
    let timer: number | undefined;
    let ended = false;
    const check = () => {
      window.clearTimeout(timer);
      if (ended) return;
      const next = sessionEndCheck(endsAt, Date.now());
      if (next.due) {
        ended = true;
        void signOut('SESSION_TIME_LIMIT', { limitMinutes });
        return;
      }
      timer = window.setTimeout(check, next.delay);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      ended = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isAuthenticated, limitMinutes, endsAt, signOut]);
}
