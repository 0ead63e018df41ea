import type { PlayerDetail } from '@casino/contracts/backoffice';
import type { GetOneResponse } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';

export type PatchPlayer = (update: (player: PlayerDetail) => PlayerDetail) => void;

/**
 * Writes a mutation's answer into the player's cached page instead of reading the page again:
 * every GET /players/:id is an audited "player.view", which a note or a tag is not.
 */
export function usePatchPlayer(id: number): PatchPlayer {
  const queryClient = useQueryClient();
  return useCallback(
    (update) =>
      queryClient.setQueryData<GetOneResponse<PlayerDetail>>(queryKeys.player(id), (cached) =>
        cached ? { ...cached, data: update(cached.data) } : cached,
      ),
    [queryClient, id],
  );
}
