import type { ApiErrorBody, DocumentKind, DocumentSource, KycDocument } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, getAccessToken, sessionRefused } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { verificationQueryKeyRoot } from './get-verification';

export type UploadDocumentInput = {
  kind: DocumentKind;
  source: DocumentSource;
  /** What the player states with the kind: issueDate, or cardholderName, firstFour and lastFour. */
  details: Record<string, string>;
  file: Blob;
  /** The name the file is sent under; its extension must say what the file is. */
  fileName: string;
  /** Called as the file goes up, with the share sent so far (0 to 1). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/** A large file over a slow connection takes a while: the API's 15 s would cut it off. */
const uploadTimeoutMs = 5 * 60 * 1000;

/**
 * POST /api/user/documents (multipart/form-data): the kind, its source and details, then the file
 * as `file`, with the same headers as every player call (lib/api-client). XMLHttpRequest rather than
 * fetch, for the upload's progress. 403 ends the session as the API client does; any other refusal
 * is an ApiError with the server's code, a failure to reach the server one with GLOBAL_ERROR.
 */
export function uploadDocument({
  kind,
  source,
  details,
  file,
  fileName,
  onProgress,
  signal,
}: UploadDocumentInput): Promise<KycDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('source', source);
  for (const [field, value] of Object.entries(details)) form.append(field, value);
  // the file last: the server reads the fields as they stream in
  form.append('file', file, fileName);

  return new Promise<KycDocument>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL('/api/user/documents', window.location.origin));
    request.responseType = 'json';
    request.timeout = uploadTimeoutMs;
    request.setRequestHeader('accept', 'application/json');
    const token = getAccessToken();
    if (token) {
      request.setRequestHeader('authorization', `Bearer ${token}`);
      request.setRequestHeader('x-authorization', `Bearer ${token}`);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const failed = () =>
      reject(new ApiError(0, { errorCode: 'GLOBAL_ERROR', message: 'The upload did not reach the server' }));
    request.onerror = failed;
    request.ontimeout = failed;
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.onload = () => {
      const body = (request.response ?? {}) as Partial<ApiErrorBody> & { data?: KycDocument };
      if (request.status === 403) {
        reject(sessionRefused(token));
        return;
      }
      if (request.status < 200 || request.status >= 300 || !body.data) {
        reject(new ApiError(request.status, body));
        return;
      }
      resolve(body.data);
    };
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * Sends a document. Whatever the answer, the page is read again (a refusal for a stale status shows
 * the fresh one), and so are the player's details, whose kycStatus an upload may move.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    // the input holds the file and the card's details: not kept once settled
    gcTime: 0,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
      ]),
  });
}
