import type { ReferralAdmin } from '@casino/contracts/referrals';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { useIdentity } from '../../lib/use-identity.ts';
import { type ReferralTableMeta, referralColumns } from './referral-columns.tsx';
import { filterLabels, isStatusFilter, type StatusFilter } from './referral-labels.ts';
import { StatusTabs } from './status-tabs.tsx';

/** Sign-ups through referral links, newest first, filtered by status (kept in the address: ?status=paid). */
export function ReferralList() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: StatusFilter = isStatusFilter(requested) ? requested : 'all';
  const choose = (next: StatusFilter) => setParams(next === 'all' ? {} : { status: next }, { replace: true });

  return (
    <Section title="Referred friends">
      <StatusTabs value={status} onChange={choose} />
      {/* keyed by status: a new status starts on page 1 */}
      <ReferralTable key={status} status={status} />
    </Section>
  );
}

function ReferralTable({ status }: { status: StatusFilter }) {
  const { can } = useIdentity();
  const meta = useMemo<ReferralTableMeta>(() => ({ canReadPlayers: can('players.read') }), [can]);
  const { reactTable, refineCore } = useTable<ReferralAdmin>({
    columns: referralColumns,
    meta,
    getRowId: (row) => row.id,
    refineCoreProps: {
      resource: 'referrals',
      pagination: { pageSize: 25 },
      filters: { permanent: status === 'all' ? [] : [{ field: 'status', operator: 'eq', value: status }] },
      syncWithLocation: false,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, result } = refineCore;
  const loading = tableQuery.isLoading;
  const refreshing = tableQuery.isFetching && !loading;
  const caption =
    status === 'all' ? 'Referred friends, newest first' : `${filterLabels[status]} referrals, newest first`;

  if (tableQuery.isError)
    return (
      <ErrorState
        error={tableQuery.error}
        onRetry={() => void tableQuery.refetch()}
        retrying={tableQuery.isFetching}
        title="The referrals could not be loaded"
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
          status === 'all' ? (
            <EmptyState title="No referrals yet">
              Friends who sign up through a player’s referral link appear here.
            </EmptyState>
          ) : (
            <EmptyState title={`No ${filterLabels[status].toLowerCase()} referrals`} />
          )
        }
      />
      {!loading && (result.total ?? 0) > 0 ? (
        <Pager table={reactTable} total={result.total} label="Referral pages" />
      ) : null}
    </>
  );
}
