import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll.tsx';

/** What a column may say about its cells, in `columnDef.meta`. */
export type ColumnMeta = { numeric?: boolean; className?: string };

const metaOf = (meta: unknown): ColumnMeta => (meta ?? {}) as ColumnMeta;

type DataTableProps<T> = {
  table: Table<T>;
  /** Names the table for screen readers; shown visually hidden. */
  caption: string;
  /** First load: skeleton rows instead of an empty body. */
  loading: boolean;
  /** A later page or filter loading over the rows already shown. */
  refreshing?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  skeletonRows?: number;
  /** Extra content under a row (an expanded audit entry's before/after). */
  renderDetail?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
};

/** A semantic <table> over a TanStack table: headers with scope, zebra rows, skeleton and empty states. */
export function DataTable<T>({
  table,
  caption,
  loading,
  refreshing = false,
  empty,
  skeletonRows = 6,
  renderDetail,
  rowClassName,
}: DataTableProps<T>) {
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  if (!loading && rows.length === 0) return <>{empty}</>;

  return (
    <TableScroll label={caption} busy={loading || refreshing}>
      <table className={`table${refreshing ? ' table-refreshing' : ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = metaOf(header.column.columnDef.meta);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={
                      [meta.numeric ? 'numeric' : '', meta.className ?? ''].join(' ').trim() || undefined
                    }
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <tr key={index} className="skeleton-row">
                  {columns.map((column) => (
                    <td key={column.id}>
                      <span className="skeleton" aria-hidden="true" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => {
                const detail = renderDetail?.(row.original);
                return [
                  <tr key={row.id} className={rowClassName?.(row.original)}>
                    {row.getVisibleCells().map((cell) => {
                      const meta = metaOf(cell.column.columnDef.meta);
                      return (
                        <td
                          key={cell.id}
                          className={
                            [meta.numeric ? 'numeric' : '', meta.className ?? ''].join(' ').trim() ||
                            undefined
                          }
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>,
                  detail ? (
                    <tr key={`${row.id}-detail`} className="detail-row">
                      <td colSpan={columns.length}>{detail}</td>
                    </tr>
                  ) : null,
                ];
              })}
        </tbody>
      </table>
    </TableScroll>
  );
}
