import {
  type DocumentKind,
  type DocumentStatus,
  documentKinds,
  documentStatuses,
} from '@casino/contracts/verification';
import { useId } from 'react';
import { documentKindLabels, documentKindPlurals } from '../../lib/kyc.ts';

/** The status filter's short words (the badges say "Pending review", "More info requested"). */
export const statusFilterLabels: Record<DocumentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  requested: 'Info requested',
};

/**
 * The documents a filter shows, as a phrase: "documents waiting for review", "approved proofs of
 * address", "selfies awaiting more from the player".
 */
export function queueText(status: DocumentStatus, kind: DocumentKind | null): string {
  const noun = kind ? documentKindPlurals[kind] : 'documents';
  if (status === 'pending') return `${noun} waiting for review`;
  if (status === 'requested') return `${noun} awaiting more from the player`;
  return `${status} ${noun}`;
}

export function isDocumentStatus(value: string | null): value is DocumentStatus {
  return value !== null && (documentStatuses as readonly string[]).includes(value);
}

type QueueFiltersProps = {
  status: DocumentStatus;
  kind: DocumentKind | null;
  onStatus: (status: DocumentStatus) => void;
  onKind: (kind: DocumentKind | null) => void;
};

/** The queue's status as tabs (radio buttons: arrow keys move between them) and its kind as a select. */
export function QueueFilters({ status, kind, onStatus, onKind }: QueueFiltersProps) {
  const kindId = useId();
  return (
    <div className="kyc-filters">
      <fieldset className="segmented">
        <legend className="visually-hidden">Show documents that are</legend>
        {documentStatuses.map((option) => (
          <label key={option} className={`segment${option === status ? ' segment-selected' : ''}`}>
            <input
              type="radio"
              name="document-status"
              value={option}
              checked={option === status}
              onChange={() => onStatus(option)}
              className="visually-hidden"
            />
            {statusFilterLabels[option]}
          </label>
        ))}
      </fieldset>
      <div className="field field-inline">
        <label htmlFor={kindId}>Kind</label>
        <select
          id={kindId}
          value={kind ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            onKind((documentKinds as readonly string[]).includes(next) ? (next as DocumentKind) : null);
          }}
        >
          <option value="">All kinds</option>
          {documentKinds.map((option) => (
            <option key={option} value={option}>
              {documentKindLabels[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
