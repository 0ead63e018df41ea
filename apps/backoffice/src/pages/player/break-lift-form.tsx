import { breakLiftSchema } from '@casino/contracts/backoffice';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { FormError } from '../../components/states.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';

/** What the server lifted: the break's kind and when it had ended. */
export type LiftedBreak = { kind: string; endsAt: string };

const noteMax = 500;

/**
 * Ends what is left of a break whose end has passed (its end job has not run), with a note for the
 * audit log. The server refuses a break still running: a break is never shortened.
 */
export function BreakLiftForm({
  playerId,
  onCancel,
  onDone,
}: {
  playerId: number;
  onCancel: () => void;
  onDone: (lifted: LiftedBreak) => void;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const { mutate, mutation } = useCustomMutation<{ data: LiftedBreak }>();
  const input = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = breakLiftSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(zodFieldErrors(parsed.error).note);
      input.current?.focus();
      return;
    }
    setNoteError(undefined);
    mutate(
      { url: `players/${playerId}/break/lift`, method: 'post', values: parsed.data },
      {
        onSuccess: ({ data }) => onDone(data.data),
        onError: (error) => setNoteError(serverFieldErrors(error).note),
      },
    );
  };

  const otherError = mutation.error && !serverFieldErrors(mutation.error).note ? mutation.error : null;

  return (
    <form className="note-form panel" onSubmit={submit} noValidate aria-label="Lift the expired break">
      <p>
        <strong>Lift the expired break?</strong> Its end has passed; lifting it only records it as ended, so
        the player can play and deposit again. A running break is never shortened.
      </p>
      <ReasonField
        ref={input}
        id={noteId}
        label="Why?"
        value={note}
        onChange={(value) => {
          setNote(value);
          if (noteError) setNoteError(undefined);
        }}
        error={noteError}
        maxLength={noteMax}
        hint="Required, 3 characters or more (e.g. the player wrote that they cannot play); kept in the audit log."
      />
      <FormError error={otherError} />
      <div className="button-row">
        <Button type="submit" variant="primary" loading={mutation.isPending}>
          Lift expired break
        </Button>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
