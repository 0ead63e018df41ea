import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { playerWindowEvent, walletWindowEvent } from '../../../lib/realtime';

// fetched with the first loyalty news: the lobby's download carries only this listener
const loadUpdates = () => import('../lib/loyalty-updates');
// the notice's code (and its styles) is fetched the first time a level is reached
const LevelUpNotices = lazyPage(() => import('./level-up-notices').then((m) => m.LevelUpNotices));

export type ReachedLevel = { id: number; level: number };

const detailOf = (event: Event): unknown => (event instanceof CustomEvent ? event.detail : undefined);

/**
 * The shell's part of loyalty (mounted once): a `loyalty` socket event moves the VIP club's figures
 * and the player's details at once; a level reached shows a celebratory notice wherever the player
 * is; a level's reward credited shows as paid. The live region is here from the start, so a screen
 * reader announces a notice put into it later.
 */
export function LoyaltyNotices() {
  const queryClient = useQueryClient();
  const [reached, setReached] = useState<ReachedLevel[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    let live = true;
    const onLoyalty = (event: Event) => {
      const detail = detailOf(event);
      void loadUpdates().then(({ applyLoyaltyEvent }) => {
        const levels = applyLoyaltyEvent(queryClient, detail);
        if (!live || levels.length === 0) return;
        setReached((shown) => [
          ...shown,
          ...levels.map((level) => {
            nextId.current += 1;
            return { id: nextId.current, level };
          }),
        ]);
      });
    };
    const onCredit = (event: Event) => {
      const detail = detailOf(event);
      if ((detail as { type?: unknown } | null)?.type !== 'level_reward') return;
      void loadUpdates().then(({ applyCredit }) => applyCredit(queryClient, detail));
    };
    window.addEventListener(playerWindowEvent('loyalty'), onLoyalty);
    window.addEventListener(walletWindowEvent('credit'), onCredit);
    return () => {
      live = false;
      window.removeEventListener(playerWindowEvent('loyalty'), onLoyalty);
      window.removeEventListener(walletWindowEvent('credit'), onCredit);
    };
  }, [queryClient]);

  const dismiss = useCallback(
    (id: number) => setReached((shown) => shown.filter((item) => item.id !== id)),
    [],
  );
  return (
    <div className="loyalty-notices" aria-live="polite" aria-atomic="false">
      {reached.length > 0 ? (
        <Suspense fallback={null}>
          <LevelUpNotices reached={reached} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </div>
  );
}
