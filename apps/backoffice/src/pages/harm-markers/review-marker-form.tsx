import { type HarmMarker, harmMarkerReviewSchema } from '@casino/contracts/backoffice';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { FormError } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { markerKindLabels, markersResource } from './marker-text.ts';

/** What became of a review: done, or overtaken (the marker was no longer open). */
export type ReviewOutcome = { tone: 'success' | 'conflict'; text: string; marker: HarmMarker | null };

const noteMax = 1000;

export const reviewPanelId = (id: number) => `marker-${id}-review`;
export const reviewButtonId = (id: number) => `marker-${id}-review-button`;

/** The player as the list names them. */
export const playerLabel = (marker: HarmMarker) => marker.player.email ?? marker.player.uniqueId;

/**
 * An operator with players.limits marks an open marker reviewed, saying what was done: the note,
 * then a review step, then the marker leaves the open list. The audit log keeps the note.
 */
export function ReviewMarkerForm({
  marker,
  onCancel,
  onDone,
}: {
  marker: HarmMarker;
  onCancel: () => void;
  onDone: (outcome: ReviewOutcome) => void;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<{ data: HarmMarker }>();
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const kind = markerKindLabels[marker.kind].toLowerCase();
  const who = playerLabel(marker);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else noteInput.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const parsed = harmMarkerReviewSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(zodFieldErrors(parsed.error).note);
      noteInput.current?.focus();
      return;
    }
    setNoteError(undefined);
    setConfirming(parsed.data.note);
  };

  const save = () => {
    if (!confirming) return;
    mutate(
      { url: `${markersResource}/${marker.id}/review`, method: 'post', values: { note: confirming } },
      {
        onSuccess: ({ data }) =>
          onDone({
            tone: 'success',
            text: `Reviewed: the “${kind}” marker of ${who} is closed with your note.`,
            marker: data.data,
          }),
        onError: (error) => {
          if (statusOf(error) === 404) {
            onDone({
              tone: 'conflict',
              text: `The “${kind}” marker of ${who} is no longer open: someone else has reviewed it. The list has been reloaded.`,
              marker: null,
            });
            return;
          }
          const fields = serverFieldErrors(error);
          if (fields.note) {
            setNoteError(fields.note);
            setConfirming(null);
          }
        },
      },
    );
  };

  const otherError = mutation.error && !serverFieldErrors(mutation.error).note ? mutation.error : null;

  if (confirming)
    return (
      <div className="panel marker-review" id={reviewPanelId(marker.id)}>
        <p>
          <strong>
            Mark the “{kind}” marker of {who} reviewed?
          </strong>{' '}
          It leaves the open list; only signals after today can raise a new one of this kind.
        </p>
        <p className="muted">What was done: {confirming}</p>
        <FormError error={otherError} />
        <div className="button-row">
          <Button ref={confirmButton} variant="primary" loading={mutation.isPending} onClick={save}>
            Yes, mark reviewed
          </Button>
          <Button onClick={() => setConfirming(null)} disabled={mutation.isPending}>
            Back to editing
          </Button>
        </div>
      </div>
    );

  return (
    <form
      className="note-form panel marker-review"
      id={reviewPanelId(marker.id)}
      onSubmit={review}
      noValidate
      aria-label={`Review the ${kind} marker of ${who}`}
    >
      <ReasonField
        ref={noteInput}
        id={noteId}
        label="What was done?"
        value={note}
        onChange={(value) => {
          setNote(value);
          if (noteError) setNoteError(undefined);
        }}
        error={noteError}
        maxLength={noteMax}
        hint="Required, 3 characters or more (e.g. called the player, who lowered their limit); kept with the marker and in the audit log."
      />
      <div className="button-row">
        <Button type="submit" variant="primary">
          Review
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
