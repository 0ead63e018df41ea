import { useQuery } from '@tanstack/react-query';
import { ApiError, getAccessToken, sessionRefused } from '../../../lib/api-client';

/** A document's file never changes: its key is its id, apart from the page's reads. */
export const documentFileQueryKey = (documentId: string) => ['verification-file', documentId] as const;

/**
 * GET /api/user/documents/:id/file: the file's bytes, sent only to its owner, with the player's
 * authorization headers (an <img src> could not send them).
 */
export async function fetchDocumentFile(documentId: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers['x-authorization'] = `Bearer ${token}`;
  }
  const response = await fetch(`/api/user/documents/${encodeURIComponent(documentId)}/file`, {
    headers,
    signal,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (response.status === 403) throw sessionRefused(token);
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

/** A document's file, once `enabled` (a thumbnail near the screen); kept while the page is open. */
export function useDocumentFile(documentId: string, enabled = true) {
  return useQuery({
    queryKey: documentFileQueryKey(documentId),
    queryFn: ({ signal }) => fetchDocumentFile(documentId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: 1,
  });
}
