import { loyaltyAdjustSchema, type PlayerLoyalty } from '@casino/contracts/loyalty';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { FormError } from '../../components/states.tsx';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { afterAdjustment, readPoints, wholeText } from './loyalty-values.ts';

type LoyaltyAnswer = { data: PlayerLoyalty };

const reasonMax = 500;

/**
 * An operator with players.loyalty adds or takes away points (and as much xp) with a reason: the
 * form, then a confirm step saying what the player is left with; the audit log keeps the reason.
 */
export function AdjustPointsForm({
  playerId,
  loyalty,
  onDone,
  onClose,
}: {
  playerId: number;
  loyalty: PlayerLoyalty;
  /** The player's loyalty after the change, and the change in words for the section's status line. */
  onDone: (answer: PlayerLoyalty, message: string) => void;
  onClose: () => void;
}) {
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<{ points: number; reason: string } | null>(null);
  const { mutate, mutation } = useCustomMutation<LoyaltyAnswer>();
  const pointsInput = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const reasonId = useId();

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else pointsInput.current?.focus();
  }, [confirming]);

  const showErrors = (fields: FieldErrors) => {
    setErrors(fields);
    setConfirming(null);
    setTimeout(() => (fields.points ? pointsInput : reasonInput).current?.focus(), 0);
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const parsed = loyaltyAdjustSchema.safeParse({ points: readPoints(points), reason });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      // a number zod could not read says nothing useful: say what to type
      if (fields.points && !/\d/.test(points)) fields.points = 'Give the points, like 500 or -200';
      showErrors(fields);
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  };

  const save = () => {
    if (!confirming) return;
    mutate(
      { url: `players/${playerId}/loyalty/points`, method: 'post', values: confirming },
      {
        onSuccess: ({ data }) => {
          const verb = confirming.points > 0 ? 'Added' : 'Took away';
          onDone(
            data.data,
            `${verb} ${wholeText(Math.abs(confirming.points))} points: the player now has ${wholeText(
              data.data.loyaltyPoints,
            )} points and ${wholeText(data.data.xp)} xp.`,
          );
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.points || fields.reason) showErrors(fields);
        },
      },
    );
  };

  if (confirming) {
    const adding = confirming.points > 0;
    const after = afterAdjustment(loyalty, confirming.points);
    return (
      <div className={adding ? 'panel' : 'confirm'}>
        <p>
          <strong>
            {adding ? 'Add' : 'Take away'} {wholeText(Math.abs(confirming.points))} points and xp?
          </strong>{' '}
          Points {wholeText(loyalty.loyaltyPoints)} → {wholeText(after.loyaltyPoints)}, xp{' '}
          {wholeText(loyalty.xp)} → {wholeText(after.xp)}.
          {adding && loyalty.pointsTillLevelUp !== null && confirming.points >= loyalty.pointsTillLevelUp
            ? ' The player moves up at once; a level reached by added points pays no reward.'
            : ` The player stays at level ${loyalty.level}.`}
        </p>
        <p className="muted">Reason: {confirming.reason}</p>
        {mutation.error &&
        !serverFieldErrors(mutation.error).points &&
        !serverFieldErrors(mutation.error).reason ? (
          <FormError error={mutation.error} />
        ) : null}
        <div className="button-row">
          <Button
            ref={confirmButton}
            variant={adding ? 'primary' : 'danger'}
            loading={mutation.isPending}
            onClick={save}
          >
            {`Yes, ${adding ? 'add' : 'take away'} ${wholeText(Math.abs(confirming.points))} points`}
          </Button>
          <Button onClick={() => setConfirming(null)} disabled={mutation.isPending}>
            Back to editing
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="note-form panel" onSubmit={review} noValidate aria-label="Adjust loyalty points">
      <Field
        ref={pointsInput}
        label="Points to add"
        name="points"
        inputMode="numeric"
        autoComplete="off"
        className="field-short"
        value={points}
        onChange={(event) => {
          setPoints(event.target.value);
          if (errors.points) setErrors(({ points: _points, ...rest }) => rest);
        }}
        error={errors.points}
        hint={`Whole points: 500 adds, -200 takes away. xp changes by as much; neither goes below 0. The player has ${wholeText(
          loyalty.loyaltyPoints,
        )} points and ${wholeText(loyalty.xp)} xp.`}
      />
      <ReasonField
        ref={reasonInput}
        id={reasonId}
        label="Why?"
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (errors.reason) setErrors(({ reason: _reason, ...rest }) => rest);
        }}
        error={errors.reason}
        maxLength={reasonMax}
        hint="Required, 3 characters or more; kept in the audit log and the player’s loyalty history."
      />
      <div className="button-row">
        <Button type="submit" variant="primary">
          Review
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </form>
  );
}
