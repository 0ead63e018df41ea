import type { AuditRow } from '@casino/contracts/backoffice';
import { detailId } from './audit-columns.tsx';

function pretty(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/** An entry's state before and after the change, side by side. */
export function AuditChanges({ row }: { row: AuditRow }) {
  return (
    <div className="changes" id={detailId(row.id)}>
      <div>
        <p className="changes-title">Before</p>
        <pre className="json">{pretty(row.before)}</pre>
      </div>
      <div>
        <p className="changes-title">After</p>
        <pre className="json">{pretty(row.after)}</pre>
      </div>
    </div>
  );
}
