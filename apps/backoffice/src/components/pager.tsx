import type { Table } from '@tanstack/react-table';
import { Button } from './button.tsx';

type PagerProps<T> = {
  table: Table<T>;
  total: number | undefined;
  /** Names the navigation landmark when a page has several tables. */
  label: string;
  pageSizes?: number[];
};

/**
 * Previous/Next over a server-paged table. It drives the TanStack table's pagination state, which
 * refine's useTable mirrors into its own page and re-queries.
 */
export function Pager<T>({ table, total, label, pageSizes = [25, 50, 100] }: PagerProps<T>) {
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(1, table.getPageCount());
  if (total === undefined) return null;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <nav className="pager" aria-label={label}>
      <p className="pager-summary">
        {total === 0 ? 'No results' : `${first}–${last} of ${total.toLocaleString('en')}`}
        <span className="pager-page">
          {' '}
          · Page {pageIndex + 1} of {pageCount}
        </span>
      </p>
      <div className="pager-controls">
        <label className="pager-size">
          <span>Rows per page</span>
          <select value={pageSize} onChange={(event) => table.setPageSize(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Previous
        </Button>
        <Button size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Next
        </Button>
      </div>
    </nav>
  );
}
