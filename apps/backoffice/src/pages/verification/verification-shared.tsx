import type { DocumentKind } from '@casino/contracts/verification';
import { documentKinds } from '@casino/contracts/verification';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';

/** The two views of the verification page: the review queue and the withdrawal threshold. */
export function VerificationTabs() {
  return (
    <nav className="subnav" aria-label="Verification pages">
      <NavLink to="/verification" end className="subnav-link">
        Review queue
      </NavLink>
      <NavLink to="/verification/threshold" className="subnav-link">
        Withdrawal threshold
      </NavLink>
    </nav>
  );
}

/** The queue's address, keeping the kind it was filtered by (the status starts at pending again). */
export const queuePath = (kind: DocumentKind | null) =>
  kind ? `/verification?kind=${kind}` : '/verification';

/** A document's review page; `kind` is the queue's filter, so "Next in queue" stays within it. */
export const documentPath = (id: string, kind: DocumentKind | null) =>
  `/verification/${encodeURIComponent(id)}${kind ? `?kind=${kind}` : ''}`;

export function isDocumentKind(value: string | null): value is DocumentKind {
  return value !== null && (documentKinds as readonly string[]).includes(value);
}

export function BackToQueue({ kind }: { kind: DocumentKind | null }) {
  return (
    <p className="back-link">
      <Link to={queuePath(kind)}>← Verification queue</Link>
    </p>
  );
}

/** The time now, moved on every minute: waiting times ("3 h ago") stay true on an open page. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
