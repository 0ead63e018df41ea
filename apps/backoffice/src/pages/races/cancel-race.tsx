import { type RaceAdmin, raceCancelSchema } from '@casino/contracts/races';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { FormError } from '../../components/states.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';

type CancelAnswer = { data: RaceAdmin };

const reasonMax = 500;

/**
 * The reason for cancelling a race before it ends, which the audit log keeps, and a last word on
 * what it does; only "Yes, cancel the race" sends it. Nothing is paid.
 */
export function CancelRaceForm({
  race,
  onClose,
  onCancelled,
}: {
  race: RaceAdmin;
  /** "Keep the race": the form closes (the opener takes the focus back). */
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { mutate, mutation } = useCustomMutation<CancelAnswer>();
  const invalidate = useInvalidate();
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();

  useEffect(() => {
    reasonInput.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = raceCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(zodFieldErrors(parsed.error).reason);
      reasonInput.current?.focus();
      return;
    }
    setReasonError(undefined);
    mutate(
      { url: `races/${race.id}/cancel`, method: 'post', values: parsed.data },
      {
        onSuccess: () => {
          void invalidate({ resource: 'races', invalidates: ['list', 'detail'], id: race.id });
          onCancelled(`${race.name} is cancelled: players see it as cancelled, and no prize is paid.`);
        },
        onError: (error) => setReasonError(serverFieldErrors(error).reason),
      },
    );
  };

  const running = race.status === 'running';
  return (
    <form className="note-form confirm" onSubmit={submit} noValidate aria-label="Cancel the race">
      <p>
        <strong>Cancel {race.name}?</strong>{' '}
        {running
          ? `It is running${race.entrants > 0 ? ` with ${race.entrants} ${race.entrants === 1 ? 'entrant' : 'entrants'}` : ''}: the board stops and no prize is paid.`
          : 'It has not started: it will not run, and no prize is paid.'}{' '}
        This cannot be undone.
      </p>
      <ReasonField
        ref={reasonInput}
        id={reasonId}
        label="Why cancel it?"
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (reasonError) setReasonError(undefined);
        }}
        error={reasonError}
        maxLength={reasonMax}
        hint="Required, 3 characters or more; kept in the audit log."
      />
      {mutation.error && !serverFieldErrors(mutation.error).reason ? (
        <FormError error={mutation.error} />
      ) : null}
      <div className="button-row">
        <Button type="submit" variant="danger" loading={mutation.isPending}>
          Yes, cancel the race
        </Button>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Keep the race
        </Button>
      </div>
    </form>
  );
}
