import { bonusCancelInputSchema, type PlayerDetail } from '@casino/contracts/backoffice';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Money } from '../../components/money.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { FormError } from '../../components/states.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { useIdentity } from '../../lib/use-identity.ts';

type CancelAnswer = { data: { id: string; status: string; endReason: string | null } };

const reasonMax = 200;

/**
 * An operator with bonuses.manage cancels the player's active bonus with a reason: its bonus money
 * is burnt, the player sees the bonus as cancelled, and the reason goes to the audit log.
 */
export function CancelBonusForm({
  playerId,
  bonus,
  exponent,
  onCancelled,
}: {
  playerId: number;
  /** An active bonus: money being wagered, or free spins. */
  bonus: PlayerDetail['bonuses'][number];
  exponent: number;
  /** Told what was cancelled, in words for the page's status line. */
  onCancelled: (message: string) => void;
}) {
  const spins = bonus.kind === 'free_spins';
  const words = cancelWords[bonus.kind];
  const { can } = useIdentity();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { mutate, mutation } = useCustomMutation<CancelAnswer>();
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const reasonId = useId();

  useEffect(() => {
    if (open) reasonInput.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setReason('');
    setReasonError(undefined);
    setTimeout(() => startButton.current?.focus(), 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = bonusCancelInputSchema.safeParse({ bonusId: bonus.id, reason });
    if (!parsed.success) {
      setReasonError(zodFieldErrors(parsed.error).reason);
      reasonInput.current?.focus();
      return;
    }
    setReasonError(undefined);
    mutate(
      { url: `players/${playerId}/bonus/cancel`, method: 'post', values: parsed.data },
      {
        onSuccess: () => {
          setOpen(false);
          onCancelled(`${bonus.title} cancelled: ${words.done}`);
        },
        onError: (error) => setReasonError(serverFieldErrors(error).reason),
      },
    );
  };

  if (!can('bonuses.manage')) return null;
  return (
    <div className="stack">
      {open ? (
        <form className="note-form confirm" onSubmit={submit} noValidate>
          <ReasonField
            ref={reasonInput}
            id={reasonId}
            label={
              <>
                Why cancel {bonus.title} (
                {spins && bonus.freeSpins ? (
                  `${bonus.freeSpins.left} of ${bonus.freeSpins.total} free spins left`
                ) : bonus.kind === 'cashback' ? (
                  'cashback not yet paid'
                ) : (
                  <>
                    <Money amount={bonus.bonusAmount} exponent={exponent} currency={bonus.currency} /> granted
                  </>
                )}
                )?
              </>
            }
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (reasonError) setReasonError(undefined);
            }}
            error={reasonError}
            maxLength={reasonMax}
            hint={`${words.effect} This cannot be undone. Required, 3 characters or more; the player sees it as cancelled, and the reason is kept in the audit log.`}
          />
          {mutation.error && !serverFieldErrors(mutation.error).reason ? (
            <FormError error={mutation.error} />
          ) : null}
          <div className="button-row">
            <Button type="submit" variant="danger" loading={mutation.isPending}>
              Cancel bonus
            </Button>
            <Button onClick={close} disabled={mutation.isPending}>
              Keep bonus
            </Button>
          </div>
        </form>
      ) : (
        <div className="button-row">
          <Button
            ref={startButton}
            size="sm"
            variant="danger"
            onClick={() => {
              mutation.reset();
              setOpen(true);
            }}
          >
            {words.button}
          </Button>
        </div>
      )}
    </div>
  );
}

/** What cancelling each kind of bonus does, in the form's words. */
const cancelWords: Record<
  PlayerDetail['bonuses'][number]['kind'],
  { done: string; effect: string; button: string }
> = {
  money: {
    done: 'its bonus money was removed.',
    effect: 'Its bonus money is removed.',
    button: 'Cancel active bonus',
  },
  free_spins: {
    done: 'the spins left and what they won are removed.',
    effect: 'The spins left and what they won are removed.',
    button: 'Cancel free spins',
  },
  cashback: {
    done: 'nothing of it will be paid.',
    effect: 'Its period ends and nothing of it is paid.',
    button: 'Cancel cashback',
  },
};
