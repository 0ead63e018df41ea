import type { PlayerListItem } from '@casino/contracts/backoffice';
import type { CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState, ErrorState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { playerColumns } from './player-columns.tsx';

const searchDelayMs = 300;

function searchOf(filters: CrudFilter[]): string {
  const filter = filters.find((item) => 'field' in item && item.field === 'q');
  return typeof filter?.value === 'string' ? filter.value : '';
}

export function PlayersListPage() {
  usePageTitle('Players');
  const { reactTable, refineCore } = useTable<PlayerListItem>({
    columns: playerColumns,
    refineCoreProps: {
      resource: 'players',
      pagination: { pageSize: 25 },
      // the search and page live in the address: Back from a player returns to the same results
      syncWithLocation: true,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, filters, setFilters, setCurrentPage, result } = refineCore;
  const applied = searchOf(filters);
  const [search, setSearch] = useState(applied);
  const settled = useDebouncedValue(search.trim(), searchDelayMs);

  const apply = (q: string) => {
    if (q === applied) return;
    setFilters(q ? [{ field: 'q', operator: 'contains', value: q }] : [], 'replace');
    // both tables' page states at once, so no request goes out for page N of the new results
    setCurrentPage(1);
    reactTable.setPageIndex(0);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typing settles, not when `apply` is re-created
  useEffect(() => apply(settled), [settled]);

  // the menu's "Players" link (an address without the search) starts over, as it looks like it would
  const { search: address } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the address only
  useEffect(() => {
    if (address === '' && applied) {
      setSearch('');
      apply('');
    }
  }, [address]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(search.trim());
  };

  const loading = tableQuery.isLoading;
  const refreshing = tableQuery.isFetching && !loading;
  if (statusOf(tableQuery.error) === 403) return <PermissionPage title="Players" />;

  return (
    <section className="page" aria-labelledby="players-title">
      <header className="page-header">
        <h1 id="players-title">Players</h1>
        {refreshing ? (
          <span className="page-status" role="status">
            Updating…
          </span>
        ) : null}
      </header>
      <search>
        <form className="toolbar" onSubmit={submit}>
          <div className="field field-search">
            <label htmlFor="player-search">Search players</label>
            <input
              id="player-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="ID, public ID, email, phone, username or name"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        </form>
      </search>
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
            caption={applied ? `Players matching “${applied}”` : 'Players'}
            loading={loading}
            refreshing={refreshing}
            empty={
              applied ? (
                <EmptyState title={`No players match “${applied}”`}>
                  Check the spelling, or search by another detail: ID, email, phone, username or name.
                </EmptyState>
              ) : (
                <EmptyState title="No players yet">Players appear here once they sign up.</EmptyState>
              )
            }
          />
          {!loading && (result.total ?? 0) > 0 ? (
            <Pager table={reactTable} total={result.total} label="Players pages" />
          ) : null}
        </>
      )}
    </section>
  );
}
