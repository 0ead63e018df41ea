import type { WithdrawalQueueItem } from '@casino/contracts/backoffice';
import { useInvalidate } from '@refinedev/core';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { OutcomeNotice } from '../../components/outcome-notice';
import { Pager } from '../../components/pager.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { StatusFilter } from './status-filter.tsx';
import {
  type Decision,
  decisionButtonId,
  pendingWithdrawalColumns,
  RiskFacts,
  type WithdrawalTableMeta,
  withdrawalColumns,
} from './withdrawal-columns.tsx';
import { type DecisionOutcome, WithdrawalDecision } from './withdrawal-decision.tsx';
import { isWithdrawalStatus, statusLabels, type WithdrawalStatus } from './withdrawal-statuses.ts';

export function WithdrawalsPage() {
  usePageTitle('Withdrawals');
  // the status lives in the address (?status=completed), so Back and a shared link keep it
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: WithdrawalStatus = isWithdrawalStatus(requested) ? requested : 'pending';
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const choose = (next: WithdrawalStatus) => {
    setOutcome(null);
    setParams(next === 'pending' ? {} : { status: next });
  };

  const done = useCallback((result: DecisionOutcome) => {
    setOutcome(result);
    // the row leaves the pending list: the message takes focus instead of the vanished button
    setTimeout(() => outcomeRef.current?.focus(), 0);
  }, []);
  const clearOutcome = useCallback(() => setOutcome(null), []);

  return (
    <section className="page" aria-labelledby="withdrawals-title">
      <header className="page-header">
        <h1 id="withdrawals-title">Withdrawals</h1>
      </header>
      <StatusFilter value={status} onChange={choose} />
      <OutcomeNotice outcome={outcome} ref={outcomeRef} />
      {/* keyed by status: a new status starts on page 1 with nothing open */}
      <WithdrawalQueue key={status} status={status} onDone={done} onStart={clearOutcome} />
    </section>
  );
}

type WithdrawalQueueProps = {
  status: WithdrawalStatus;
  onDone: (outcome: DecisionOutcome) => void;
  onStart: () => void;
};

function WithdrawalQueue({ status, onDone, onStart }: WithdrawalQueueProps) {
  const { can } = useIdentity();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ id: string; decision: Decision } | null>(null);

  const meta = useMemo<WithdrawalTableMeta>(
    () => ({
      canReadPlayers: can('players.read'),
      open,
      start: (id, decision) => {
        onStart();
        setOpen((current) => (current?.id === id && current.decision === decision ? null : { id, decision }));
      },
    }),
    [can, open, onStart],
  );

  const { reactTable, refineCore } = useTable<WithdrawalQueueItem>({
    columns: status === 'pending' ? pendingWithdrawalColumns : withdrawalColumns,
    meta,
    getRowId: (row) => row.id,
    refineCoreProps: {
      resource: 'withdrawals',
      pagination: { pageSize: 25 },
      filters: { permanent: [{ field: 'status', operator: 'eq', value: status }] },
      syncWithLocation: false,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, result } = refineCore;
  const loading = tableQuery.isLoading;
  const refreshing = tableQuery.isFetching && !loading;

  // a row that left the list (decided here or elsewhere) closes its decision
  const rows = result.data;
  useEffect(() => {
    if (open && !rows.some((row) => row.id === open.id)) setOpen(null);
  }, [rows, open]);

  const close = () => {
    const button = open ? decisionButtonId(open.id, open.decision) : null;
    setOpen(null);
    setTimeout(() => (button ? document.getElementById(button)?.focus() : undefined), 0);
  };

  const finish = (outcome: DecisionOutcome) => {
    setOpen(null);
    onDone(outcome);
    void invalidate({ resource: 'withdrawals', invalidates: ['list'] });
    // the dashboard's count of pending withdrawals has changed too
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  };

  const label = statusLabels[status].toLowerCase();

  return (
    <>
      {refreshing ? (
        <p className="page-status" role="status">
          Updating…
        </p>
      ) : null}
      {tableQuery.isError ? (
        <ErrorState
          error={tableQuery.error}
          onRetry={() => void tableQuery.refetch()}
          retrying={tableQuery.isFetching}
        />
      ) : (
        <>
          <DataTable
            table={reactTable}
            caption={`${statusLabels[status]} withdrawals, oldest first`}
            loading={loading}
            refreshing={refreshing}
            rowClassName={(row) => (open?.id === row.id ? 'row-open' : undefined)}
            // every request's risk facts sit on a line under it, with the open decision below them
            renderDetail={(row) => (
              <>
                <RiskFacts item={row} />
                {open?.id === row.id ? (
                  <WithdrawalDecision item={row} decision={open.decision} onCancel={close} onDone={finish} />
                ) : null}
              </>
            )}
            empty={
              status === 'pending' ? (
                <EmptyState title="No withdrawals are waiting">
                  New requests appear here, oldest first, for approval or rejection.
                </EmptyState>
              ) : (
                <EmptyState title={`No ${label} withdrawals`} />
              )
            }
          />
          {!loading && (result.total ?? 0) > 0 ? (
            <Pager table={reactTable} total={result.total} label="Withdrawals pages" />
          ) : null}
        </>
      )}
    </>
  );
}
