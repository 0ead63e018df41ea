import type { RaceDetail } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { roomWindowEvent, useRealtimeStatus, useWatchedRoom, walletWindowEvent } from '../../../lib/realtime';
import { readAgain } from '../../../lib/wallet-events';
import { raceListsQueryKeyRoot, raceQueryKeyRoot } from '../api/races';
import { boardEventOf, withBoardEvent } from './board';
import { raceRoom } from './format';

/** A moving board reads the race again (the viewer's own standing) at most this often. */
const standingEveryMs = 1_000;

const detailOf = (event: Event): unknown => (event instanceof CustomEvent ? event.detail : undefined);

/**
 * Keeps a race's page live while mounted: it watches the race's room on the app's socket; each
 * `race` event puts the moved board on the page at once and reads the race again within a second
 * (the viewer's own position, past the top 10 too); a connection made after the page's first read
 * or a reconnection (events may have been missed) and a race prize credited read it again as well.
 */
export function useRaceLive(raceId: string, viewerUniqueId: string | null): void {
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  useWatchedRoom(raceRoom(raceId));

  const viewer = useRef(viewerUniqueId);
  viewer.current = viewerUniqueId;

  useEffect(() => {
    const queryKey = raceQueryKeyRoot(raceId);
    let timer: number | undefined;
    const readSoon = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        void readAgain(queryClient, queryKey);
      }, standingEveryMs);
    };
    const onBoard = (event: Event) => {
      const board = boardEventOf(detailOf(event));
      if (board?.raceId !== raceId) return;
      let statusMoved = false;
      for (const [key, detail] of queryClient.getQueriesData<RaceDetail>({ queryKey })) {
        if (!detail) continue;
        statusMoved ||= detail.race.status !== board.status;
        queryClient.setQueryData(key, withBoardEvent(detail, board, viewer.current), {
          updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt,
        });
      }
      if (statusMoved) void queryClient.invalidateQueries({ queryKey: raceListsQueryKeyRoot });
      readSoon();
    };
    const onCredit = (event: Event) => {
      if ((detailOf(event) as { type?: unknown } | null)?.type !== 'race_prize') return;
      void readAgain(queryClient, queryKey);
    };
    window.addEventListener(roomWindowEvent('race'), onBoard);
    window.addEventListener(walletWindowEvent('credit'), onCredit);
    return () => {
      window.removeEventListener(roomWindowEvent('race'), onBoard);
      window.removeEventListener(walletWindowEvent('credit'), onCredit);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [queryClient, raceId]);

  // connected after the page's first read, or back after a drop: what moved meanwhile was not heard
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (status === 'connected' && !first) void readAgain(queryClient, raceQueryKeyRoot(raceId));
  }, [status, queryClient, raceId]);
}
