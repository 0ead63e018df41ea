import type { AuditRow } from '@casino/contracts/backoffice';
import type { CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState, ErrorState, FormError, PermissionPage } from '../../components/states.tsx';
import { apiDownload, statusOf } from '../../lib/api-client.ts';
import { filtersToQuery } from '../../lib/data-provider.ts';
import { saveBlob } from '../../lib/download.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AuditChanges } from './audit-changes.tsx';
import { type AuditTableMeta, auditColumns } from './audit-columns.tsx';
import {
  AuditFilters,
  type AuditFilterValues,
  auditFilterFields,
  emptyAuditFilters,
} from './audit-filters.tsx';

function valuesOf(filters: CrudFilter[]): AuditFilterValues {
  const values = { ...emptyAuditFilters };
  for (const filter of filters) {
    if ('field' in filter && (auditFilterFields as readonly string[]).includes(filter.field)) {
      values[filter.field as keyof AuditFilterValues] = String(filter.value ?? '');
    }
  }
  return values;
}

function filtersOf(values: AuditFilterValues): CrudFilter[] {
  return auditFilterFields
    .filter((field) => values[field])
    .map((field) => ({
      field,
      operator: field === 'from' ? 'gte' : field === 'to' ? 'lte' : 'contains',
      value: values[field],
    }));
}

export function AuditPage() {
  usePageTitle('Audit log');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const meta = useMemo<AuditTableMeta>(
    () => ({
      isExpanded: (id) => expanded.has(id),
      toggle: (id) =>
        setExpanded((previous) => {
          const next = new Set(previous);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
    }),
    [expanded],
  );

  const { reactTable, refineCore } = useTable<AuditRow>({
    columns: auditColumns,
    meta,
    refineCoreProps: {
      resource: 'audit',
      pagination: { pageSize: 50 },
      syncWithLocation: true,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, filters, setFilters, setCurrentPage, result } = refineCore;
  const applied = valuesOf(filters);
  const filtered = Object.values(applied).some(Boolean);

  const apply = (values: AuditFilterValues) => {
    setFilters(filtersOf(values), 'replace');
    setCurrentPage(1);
    reactTable.setPageIndex(0);
  };

  // the menu's "Audit log" link (an address without filters) starts over, form included
  const { search: address } = useLocation();
  const [formKey, setFormKey] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the address only
  useEffect(() => {
    if (address === '' && filtered) {
      apply(emptyAuditFilters);
      setFormKey((key) => key + 1);
    }
  }, [address]);

  // the CSV goes through fetch (it needs the bearer header), then to the browser as a file
  const exportCsv = useMutation({
    mutationFn: async () => {
      const blob = await apiDownload('audit.csv', { query: filtersToQuery(filters) });
      saveBlob(blob, 'audit-log.csv');
    },
  });

  const loading = tableQuery.isLoading;
  const refreshing = tableQuery.isFetching && !loading;
  // the server refused (the role changed since sign-in): no filters or export to offer
  if (statusOf(tableQuery.error) === 403) return <PermissionPage title="Audit log" />;

  return (
    <section className="page" aria-labelledby="audit-title">
      <header className="page-header">
        <h1 id="audit-title">Audit log</h1>
        <div className="page-actions">
          {refreshing ? (
            <span className="page-status" role="status">
              Updating…
            </span>
          ) : null}
          <Button onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
            Export CSV
          </Button>
        </div>
      </header>
      <FormError error={exportCsv.error} />
      <AuditFilters key={formKey} applied={applied} onApply={apply} />
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
            caption="Audit log"
            loading={loading}
            refreshing={refreshing}
            renderDetail={(row) => (expanded.has(row.id) ? <AuditChanges row={row} /> : null)}
            empty={
              filtered ? (
                <EmptyState title="No entries match these filters">
                  Widen the dates or clear a filter.
                </EmptyState>
              ) : (
                <EmptyState title="The audit log is empty">
                  Every change an operator makes is recorded here.
                </EmptyState>
              )
            }
          />
          {!loading && (result.total ?? 0) > 0 ? (
            <Pager
              table={reactTable}
              total={result.total}
              label="Audit log pages"
              pageSizes={[50, 100, 200]}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
