import { type ReactNode, useEffect, useId, useRef } from 'react';
import { changesText, type ReviewedChange } from '../lib/diff.ts';
import type { FieldErrors } from '../lib/form-errors.ts';
import type { ChangeReviewFlow } from '../lib/use-change-review.ts';
import { Button } from './button.tsx';
import { FieldsNeedAttention, FormError } from './states.tsx';
import { TableScroll } from './table-scroll.tsx';

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
          Review {changesText(changes.length)}
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

type ChangeReviewFormProps = {
  flow: ChangeReviewFlow;
  /** The form's accessible name: "Edit Visa". */
  label: string;
  /** The fieldset's hidden legend. */
  legend: string;
  errors: FieldErrors;
  /** Said while the check refuses fields; "Some fields need attention…" unless given. */
  attention?: string;
  children: ReactNode;
};

/**
 * An edit form saved through `useChangeReview`: its fields, locked while the review is open, then
 * the review, or "Review changes" and "Discard changes".
 */
export function ChangeReviewForm({
  flow,
  label,
  legend,
  errors,
  attention,
  children,
}: ChangeReviewFormProps) {
  return (
    <form ref={flow.form} className="edit-form" onSubmit={flow.startReview} noValidate aria-label={label}>
      <fieldset className="plain-fieldset" disabled={flow.review !== null}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
      {flow.review ? (
        <ChangeReview
          changes={flow.review.changes}
          saving={flow.saving}
          error={flow.otherError}
          onSave={flow.save}
          onBack={flow.back}
        />
      ) : (
        <div className="form-actions">
          <FieldsNeedAttention errors={errors} message={attention} />
          <FormError error={flow.otherError} />
          <div className="button-row">
            <Button type="submit" variant="primary">
              Review changes
            </Button>
            <Button onClick={flow.discard}>Discard changes</Button>
            <p ref={flow.statusRef} tabIndex={-1} className="result" role="status">
              {flow.status}
            </p>
          </div>
        </div>
      )}
    </form>
  );
}
