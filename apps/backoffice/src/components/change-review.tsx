import { useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';
import { FormError } from './states.tsx';
import { TableScroll } from './table-scroll.tsx';

/** One change as the operator reads it: "Theme: curacao → lulu". */
export type ReviewedChange = { key: string; label: string; before: string; after: string };

type ChangeReviewProps = {
  changes: ReviewedChange[];
  saving: boolean;
  error: unknown;
  onSave: () => void;
  onBack: () => void;
};

/** What a save will change, field by field (old → new), before "Save changes". */
export function ChangeReview({ changes, saving, error, onSave, onBack }: ChangeReviewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);

  // the review takes focus when it opens, so a keyboard or screen-reader user reads it first, and
  // comes into view whole (it opens under a long form)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section ref={section} className="card review" aria-labelledby={headingId}>
      <header className="card-header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          Review {changes.length === 1 ? '1 change' : `${changes.length} changes`}
        </h2>
      </header>
      <TableScroll label="Changes to save">
        <table className="table diff-table">
          <caption className="visually-hidden">Changes to save: each field’s current and new value</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Now</th>
              <th scope="col">
                <span className="visually-hidden">changes to</span>
              </th>
              <th scope="col">After saving</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.key}>
                <th scope="row">{change.label}</th>
                <td>
                  <del className="diff-before">{change.before}</del>
                </td>
                <td aria-hidden="true" className="diff-arrow">
                  →
                </td>
                <td>
                  <ins className="diff-after">{change.after}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <FormError error={error} />
      <div className="button-row">
        <Button variant="primary" loading={saving} onClick={onSave}>
          Save changes
        </Button>
        <Button onClick={onBack} disabled={saving}>
          Back to editing
        </Button>
      </div>
    </section>
  );
}
