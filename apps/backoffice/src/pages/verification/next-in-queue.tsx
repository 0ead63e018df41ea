import type { AdminDocument, DocumentKind } from '@casino/contracts/verification';
import { useCustom } from '@refinedev/core';
import { Link } from 'react-router';
import { FormError } from '../../components/states.tsx';
import { ageText, documentKindLabels, playerText } from '../../lib/kyc.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { queueText } from './queue-filters.tsx';
import { documentPath, queuePath } from './verification-shared.tsx';

type QueueAnswer = { data: AdminDocument[]; total: number };

/**
 * After a decision: the oldest document still waiting (of the kind the queue was filtered by), to
 * go on with, or word that the queue is empty.
 */
export function NextInQueue({ currentId, kind }: { currentId: string; kind: DocumentKind | null }) {
  const { query } = useCustom<QueueAnswer>({
    url: 'verification/documents',
    method: 'get',
    // two: the first may be this very document, if the list was read before the decision landed
    config: { query: { status: 'pending', kind: kind ?? undefined, page: 1, pageSize: 2 } },
    queryOptions: { queryKey: queryKeys.kycNext(kind), staleTime: 0 },
  });
  const next = query.data?.data.data.find((document) => document.id !== currentId);
  const back = (
    <Link className="button button-secondary" to={queuePath(kind)}>
      Back to the queue
    </Link>
  );

  if (query.isFetching && !next)
    return (
      <p className="muted" role="status">
        Looking for the next document…
      </p>
    );
  if (query.isError)
    return (
      <>
        <FormError error={query.error} />
        <div className="button-row">{back}</div>
      </>
    );
  if (!next)
    return (
      <>
        <p className="muted">No more {queueText('pending', kind)}.</p>
        <div className="button-row">{back}</div>
      </>
    );
  return (
    <>
      <p className="muted small">
        Next: {documentKindLabels[next.kind].toLowerCase()} of {playerText(next.player)}, sent{' '}
        {ageText(next.createdAt, Date.now())}.
      </p>
      <div className="button-row">
        <Link className="button button-primary" to={documentPath(next.id, kind)}>
          Next in queue
        </Link>
        {back}
      </div>
    </>
  );
}
