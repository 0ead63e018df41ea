import type { FeedWin, WinTable } from '@casino/contracts';
import { winTableSize } from '@casino/contracts/constants';
import { feedWinSchema } from '@casino/contracts/games';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FeedSocketEvent, feedWindowEvent, usePublicFeed } from '../../../lib/realtime';
import { useWinsPlayer, winsQueryKey } from '../api/wins';
import { mergeLiveWin } from '../lib/live-wins';

/** Which feed each table hears: the player's own wins carry their name even in ghost mode. */
const feeds: Array<[FeedSocketEvent, readonly WinTable[]]> = [
  ['myWin', ['mine']],
  ['win', ['all', 'high-rollers', 'multipliers']],
];

/** Ids of live rows kept for highlighting; far more than a table shows. */
const liveIdLimit = winTableSize * 4;

/**
 * Keeps the top-wins tables (of `game`, or of every game) live while mounted: opens the public feed
 * (guests too) and merges each win into the cached tables it belongs to. Returns the ids of the rows
 * that arrived live, for a highlight.
 */
export function useLiveWins(game?: string): ReadonlySet<string> {
  usePublicFeed();
  const queryClient = useQueryClient();
  const player = useWinsPlayer();
  const [liveIds, setLiveIds] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const listeners = feeds.map(([event, tables]) => {
      const onWin = (message: Event) => {
        const parsed = feedWinSchema.safeParse(message instanceof CustomEvent ? message.detail : undefined);
        if (!parsed.success) return;
        const win = parsed.data;
        let entered = false;
        for (const table of tables) {
          queryClient.setQueryData<FeedWin[]>(winsQueryKey(table, { game, player }), (rows) => {
            if (!rows) return rows;
            const next = mergeLiveWin(table, rows, win, game);
            if (next !== rows) entered = true;
            return next;
          });
        }
        if (entered) setLiveIds((ids) => new Set([...ids, win.id].slice(-liveIdLimit)));
      };
      window.addEventListener(feedWindowEvent(event), onWin);
      return () => window.removeEventListener(feedWindowEvent(event), onWin);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, [game, player, queryClient]);

  return liveIds;
}
