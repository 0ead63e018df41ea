import type { AdminDocument } from '@casino/contracts/verification';
import { Link } from 'react-router';
import { documentKindLabels, documentStatusBadges, statedFacts } from '../lib/kyc.ts';
import { DateTime } from './date-time.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TableScroll } from './table-scroll.tsx';

type KycDocumentsTableProps = {
  documents: AdminDocument[];
  /** Names the table for screen readers. */
  caption: string;
  /** The document the page shows: marked, not linked. */
  currentId?: string;
};

/** A player's KYC documents with their statuses, each linked to its review page. */
export function KycDocumentsTable({ documents, caption, currentId }: KycDocumentsTableProps) {
  return (
    <TableScroll label={caption}>
      <table className="table kyc-documents">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Status</th>
            <th scope="col">Sent (UTC)</th>
            <th scope="col">Decided (UTC)</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const label = documentKindLabels[document.kind];
            const badge = documentStatusBadges[document.status];
            const facts = statedFacts(document.details);
            const current = document.id === currentId;
            return (
              <tr key={document.id} className={current ? 'row-open' : undefined}>
                <td>
                  <span className="cell-stack">
                    {current ? (
                      <span>
                        <strong>{label}</strong> <span className="muted small">(this document)</span>
                      </span>
                    ) : (
                      <Link className="cell-link" to={`/verification/${encodeURIComponent(document.id)}`}>
                        {label}
                      </Link>
                    )}
                    {facts.length > 0 ? (
                      <span className="muted small">
                        {facts.map((fact) => `${fact.label} ${fact.value}`).join(' · ')}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td>
                  <span className="cell-stack">
                    <StatusBadge status={badge.word} tone={badge.tone} />
                    {document.reason ? <span className="small cell-reason">{document.reason}</span> : null}
                  </span>
                </td>
                <td>
                  <DateTime value={document.createdAt} minute />
                </td>
                <td>
                  {document.reviewedAt ? (
                    <span className="cell-stack">
                      <DateTime value={document.reviewedAt} minute />
                      {document.reviewedBy ? (
                        <span className="muted small">by {document.reviewedBy}</span>
                      ) : null}
                    </span>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
