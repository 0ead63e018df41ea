import { type FormEvent, useRef, useState } from 'react';
import { changedFields, type ReviewedChange } from './diff.ts';
import { type FieldErrors, focusFirstInvalid, serverFieldErrors } from './form-errors.ts';

/** What "Save changes" will send: the changes as the operator reviews them, and the PATCH body. */
export type PendingSave<Editable> = { changes: ReviewedChange[]; body: Partial<Editable> };

/** The form's values read and checked: the record they describe, or a message per refused field. */
export type FormCheck<Editable> = { ok: true; record: Editable } | { ok: false; errors: FieldErrors };

type ChangeReviewOptions<Editable> = {
  /** The saved record the form starts from. */
  initial: Editable | (() => Editable);
  /** Reads and checks the form's values; the saved record is there for fields checked against it. */
  check: (baseline: Editable) => FormCheck<Editable>;
  /** The changes from the saved record to the form's, as the review lists them. */
  describe: (baseline: Editable, next: Editable) => ReviewedChange[];
  /** Sends the PATCH body; resolves with the record as the server now has it. */
  send: (body: Partial<Editable>) => Promise<Editable>;
  /** The status line after a save of `count` changes. */
  savedStatus: (record: Editable, count: number) => string;
  /** The form's messages for the server's per-field messages of a refused save. */
  formErrorsOf: (fields: FieldErrors) => FieldErrors;
  /** Puts a saved record's values in the form (after a save, and on "Discard changes"). */
  showSaved: (record: Editable) => void;
  /** The form's messages per field; {} clears them. */
  setErrors: (errors: FieldErrors) => void;
  /** The save request's state (refine's `mutation`). */
  mutation: { reset: () => void; isPending: boolean; error: unknown };
};

/**
 * An edit form that is saved in two steps: "Review changes" checks the form and lists old → new,
 * and only "Save changes" sends the fields that differ. Hand the result to `ChangeReviewForm`.
 */
export function useChangeReview<Editable extends Record<string, unknown>>({
  initial,
  check,
  describe,
  send,
  savedStatus,
  formErrorsOf,
  showSaved,
  setErrors,
  mutation,
}: ChangeReviewOptions<Editable>) {
  const [baseline, setBaseline] = useState<Editable>(initial);
  const [review, setReview] = useState<PendingSave<Editable> | null>(null);
  const [status, setStatus] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const startReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const read = check(baseline);
    if (!read.ok) {
      setErrors(read.errors);
      setStatus('');
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    const body = changedFields(baseline, read.record);
    if (Object.keys(body).length === 0) {
      setStatus('Nothing has changed yet.');
      return;
    }
    setStatus('');
    setReview({ changes: describe(baseline, read.record), body });
  };

  const save = () => {
    if (!review) return;
    send(review.body).then(
      (record) => {
        setBaseline(record);
        showSaved(record);
        setReview(null);
        setStatus(savedStatus(record, review.changes.length));
        setTimeout(() => statusRef.current?.focus(), 0);
      },
      (error: unknown) => {
        const fields = formErrorsOf(serverFieldErrors(error));
        if (Object.keys(fields).length === 0) return;
        // back to the form, where each message sits beside its field
        setErrors(fields);
        setReview(null);
        focusFirstInvalid(form.current);
      },
    );
  };

  const back = () => {
    setReview(null);
    mutation.reset();
  };

  const discard = () => {
    showSaved(baseline);
    setErrors({});
    setStatus('');
  };

  // with field errors the form shows each beside its field; any other failure is said once
  const otherError =
    mutation.error && Object.keys(serverFieldErrors(mutation.error)).length === 0 ? mutation.error : null;

  return {
    /** The form element's ref and submit handler. */
    form,
    startReview,
    /** The record as last saved. */
    baseline,
    /** The open review, or null while the form is edited. */
    review,
    save,
    back,
    discard,
    saving: mutation.isPending,
    otherError,
    status,
    statusRef,
    /** An edit makes the last status ("Saved…", "Nothing has changed yet.") stale. */
    clearStatus: () => setStatus(''),
  };
}

/** What `ChangeReviewForm` draws from. */
export type ChangeReviewFlow = Omit<ReturnType<typeof useChangeReview>, 'baseline'>;
