import type { AdminDocument } from '@casino/contracts/verification';
import { useCustom } from '@refinedev/core';
import { queryKeys } from './query-keys.ts';

export type PlayerDocumentsAnswer = { data: AdminDocument[]; total: number };

/**
 * A player's KYC documents, newest first (GET /players/:id/documents, kyc.review). Under the app's
 * own key, so a decision on one of them refreshes the list wherever it shows.
 */
export function usePlayerDocuments(playerId: string | number, options: { enabled?: boolean } = {}) {
  const { query } = useCustom<PlayerDocumentsAnswer>({
    url: `players/${encodeURIComponent(String(playerId))}/documents`,
    method: 'get',
    queryOptions: { queryKey: queryKeys.playerDocuments(playerId), enabled: options.enabled ?? true },
  });
  return { query, documents: query.data?.data.data };
}
