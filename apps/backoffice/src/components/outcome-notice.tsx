import type { Ref } from 'react';

/** What an action ended with: done, or refused because the record moved meanwhile. */
export type Outcome = { tone: 'success' | 'conflict'; text: string };

/**
 * The line a list page shows after an action in one of its rows: focusable (the page moves focus
 * here once the row's form is gone), a status when done, an alert when the record had moved.
 */
export function OutcomeNotice({ outcome, ref }: { outcome: Outcome | null; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="outcome">
      {outcome?.tone === 'success' ? (
        <p className="result" role="status">
          {outcome.text}
        </p>
      ) : null}
      {outcome?.tone === 'conflict' ? (
        <p className="notice notice-warn" role="alert">
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
