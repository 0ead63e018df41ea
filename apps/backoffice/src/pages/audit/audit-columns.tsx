import type { AuditRow } from '@casino/contracts/backoffice';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';

export type AuditTableMeta = {
  isExpanded: (id: number) => boolean;
  toggle: (id: number) => void;
};

export const detailId = (id: number) => `audit-changes-${id}`;

const hasChanges = (row: AuditRow) =>
  (row.before !== null && row.before !== undefined) || (row.after !== null && row.after !== undefined);

/** Module-level, so refine's table does not see new columns (and re-sync filters) on every render. */
export const auditColumns: ColumnDef<AuditRow>[] = [
  { accessorKey: 'at', header: 'Time', cell: ({ row }) => <DateTime value={row.original.at} /> },
  {
    accessorKey: 'operatorEmail',
    header: 'Operator',
    cell: ({ row }) => row.original.operatorEmail ?? <span className="muted">System</span>,
  },
  { accessorKey: 'action', header: 'Action', cell: ({ getValue }) => <code>{getValue<string>()}</code> },
  {
    id: 'subject',
    header: 'Subject',
    cell: ({ row }) => {
      const { subjectType, subjectId } = row.original;
      if (!subjectType && !subjectId) return '—';
      return (
        <>
          {subjectType ?? ''} {subjectId ? <code>{subjectId}</code> : null}
        </>
      );
    },
  },
  {
    accessorKey: 'ip',
    header: 'IP',
    cell: ({ getValue }) => <code>{getValue<string | null>() ?? '—'}</code>,
  },
  {
    id: 'changes',
    header: 'Changes',
    cell: ({ row, table }) => {
      if (!hasChanges(row.original)) return <span className="muted">—</span>;
      const meta = table.options.meta as AuditTableMeta;
      const expanded = meta.isExpanded(row.original.id);
      return (
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={expanded ? detailId(row.original.id) : undefined}
          onClick={() => meta.toggle(row.original.id)}
        >
          {expanded ? 'Hide changes' : 'Show changes'}
        </Button>
      );
    },
  },
];
