import type { AdminDocument, DocumentKind, DocumentStatus } from '@casino/contracts/verification';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  type DocumentTableMeta,
  decidedDocumentColumns,
  pendingDocumentColumns,
} from './document-columns.tsx';
import { isDocumentStatus, QueueFilters, queueText } from './queue-filters.tsx';
import { isDocumentKind, useNow, VerificationTabs } from './verification-shared.tsx';
import './verification.css';

/** Verification (kyc.review): the documents players sent, oldest first, for approval, rejection or a request. */
export function VerificationPage() {
  usePageTitle('Verification');
  // the filters live in the address (?status=approved&kind=address), so Back and a shared link keep them
  const [params, setParams] = useSearchParams();
  const requestedStatus = params.get('status');
  const requestedKind = params.get('kind');
  const status: DocumentStatus = isDocumentStatus(requestedStatus) ? requestedStatus : 'pending';
  const kind = isDocumentKind(requestedKind) ? requestedKind : null;

  const filter = (next: { status: DocumentStatus; kind: DocumentKind | null }) => {
    const search: Record<string, string> = {};
    if (next.status !== 'pending') search.status = next.status;
    if (next.kind) search.kind = next.kind;
    setParams(search);
  };

  return (
    <section className="page" aria-labelledby="verification-title">
      <header className="page-header">
        <div>
          <h1 id="verification-title">Verification</h1>
          <p className="page-subtitle">
            Identity documents, selfies, proofs of address and card proofs players send, oldest first. A
            decision is told to the player, and their verification status follows from it.
          </p>
        </div>
      </header>
      <VerificationTabs />
      <QueueFilters
        status={status}
        kind={kind}
        onStatus={(next) => filter({ status: next, kind })}
        onKind={(next) => filter({ status, kind: next })}
      />
      {/* keyed by the filters: new filters start on page 1 */}
      <DocumentQueue key={`${status}-${kind ?? 'all'}`} status={status} kind={kind} />
    </section>
  );
}

function DocumentQueue({ status, kind }: { status: DocumentStatus; kind: DocumentKind | null }) {
  const { can } = useIdentity();
  const now = useNow();
  const meta = useMemo<DocumentTableMeta>(
    () => ({ canReadPlayers: can('players.read'), now, kind }),
    [can, now, kind],
  );
  const { reactTable, refineCore } = useTable<AdminDocument>({
    columns: status === 'pending' ? pendingDocumentColumns : decidedDocumentColumns,
    meta,
    getRowId: (row) => row.id,
    refineCoreProps: {
      resource: 'verification/documents',
      pagination: { pageSize: 25 },
      filters: {
        permanent: [
          { field: 'status', operator: 'eq', value: status },
          { field: 'kind', operator: 'eq', value: kind ?? undefined },
        ],
      },
      syncWithLocation: false,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, result } = refineCore;
  const loading = tableQuery.isLoading;
  const refreshing = tableQuery.isFetching && !loading;
  const text = queueText(status, kind);
  const caption = `${text.charAt(0).toUpperCase()}${text.slice(1)}, oldest first`;

  if (tableQuery.isError)
    return (
      <ErrorState
        error={tableQuery.error}
        onRetry={() => void tableQuery.refetch()}
        retrying={tableQuery.isFetching}
        title="The documents could not be loaded"
      />
    );

  return (
    <>
      {refreshing ? (
        <p className="page-status" role="status">
          Updating…
        </p>
      ) : null}
      <DataTable
        table={reactTable}
        caption={caption}
        loading={loading}
        refreshing={refreshing}
        empty={
          <EmptyState title={`No ${text}`}>
            {status === 'pending' ? 'Documents players send appear here, oldest first.' : null}
          </EmptyState>
        }
      />
      {!loading && (result.total ?? 0) > 0 ? (
        <Pager table={reactTable} total={result.total} label="Document pages" />
      ) : null}
    </>
  );
}
