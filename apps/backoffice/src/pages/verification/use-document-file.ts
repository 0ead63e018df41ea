import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiDownload } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /verification/documents/:id/file: the bytes, with the operator's token (an <img src> could not send it). */
export const fetchDocumentFile = (id: string, signal?: AbortSignal) =>
  apiDownload(`verification/documents/${encodeURIComponent(id)}/file`, { signal });

/**
 * Every read of the file is an audited view of the player's data: read once per visit (never
 * refetched while the page is open) and not kept once the page is left.
 */
export const documentFileQueryOptions = (id: string) => ({
  queryKey: queryKeys.kycFile(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDocumentFile(id, signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});

/** The document's file as a blob: URL for the viewer, revoked when the page lets go of it. */
export function useDocumentFile(id: string) {
  const query = useQuery(documentFileQueryOptions(id));
  const blob = query.data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return { query, url };
}
