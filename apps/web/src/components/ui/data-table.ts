import './data-table.css';

/** Class names of the design system's data table (data-table.css): wrapper, table, numeric cells. */
export const dataTable = {
  wrap: 'ui-table-wrap',
  table: 'ui-table',
  numeric: 'ui-table__numeric',
} as const;
