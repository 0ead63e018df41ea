import { loyaltyLevelSetSchema, type PlayerLoyalty } from '@casino/contracts/loyalty';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/field.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { ErrorState, FormError } from '../../components/states.tsx';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import type { LadderLevel } from '../../lib/use-loyalty-ladder.ts';
import { levelText, wholeText, xpAfterLevelSet } from './loyalty-values.ts';

type LoyaltyAnswer = { data: PlayerLoyalty };

const reasonMax = 500;

type LadderState = {
  levels: LadderLevel[];
  isLoading: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * An operator with players.loyalty sets the player's level (the only way it goes down) with a
 * reason: a level from the ladder, then a confirm step; no reward is paid for a level set here.
 */
export function SetLevelForm({
  playerId,
  loyalty,
  ladder,
  onDone,
  onClose,
}: {
  playerId: number;
  loyalty: PlayerLoyalty;
  ladder: LadderState;
  onDone: (answer: PlayerLoyalty, message: string) => void;
  onClose: () => void;
}) {
  const [level, setLevel] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<{ level: number; reason: string } | null>(null);
  const { mutate, mutation } = useCustomMutation<LoyaltyAnswer>();
  const levelSelect = useRef<HTMLSelectElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const { levels } = ladder;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else levelSelect.current?.focus();
  }, [confirming]);

  const showErrors = (fields: FieldErrors) => {
    setErrors(fields);
    setConfirming(null);
    setTimeout(() => (fields.level ? levelSelect : reasonInput).current?.focus(), 0);
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const parsed = loyaltyLevelSetSchema.safeParse({ level: level ? Number(level) : undefined, reason });
    const fields = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (parsed.success && parsed.data.level === loyalty.level)
      fields.level = `The player is already at level ${loyalty.level}: choose another`;
    if (!parsed.success || Object.keys(fields).length > 0) {
      if (fields.level && !level) fields.level = 'Choose a level';
      showErrors(fields);
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  };

  const save = () => {
    if (!confirming) return;
    mutate(
      { url: `players/${playerId}/loyalty/level`, method: 'post', values: confirming },
      {
        onSuccess: ({ data }) =>
          onDone(data.data, `Level set to ${levelText(data.data.level, levels, data.data.levelName)}.`),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.level || fields.reason) showErrors(fields);
        },
      },
    );
  };

  if (confirming) {
    const down = confirming.level < loyalty.level;
    const xp = xpAfterLevelSet(loyalty.xp, confirming.level, levels);
    return (
      <div className={down ? 'confirm' : 'panel'}>
        <p>
          <strong>
            Set the level to {levelText(confirming.level, levels)}, from{' '}
            {levelText(loyalty.level, levels, loyalty.levelName)}?
          </strong>{' '}
          {xp !== loyalty.xp
            ? `xp drops from ${wholeText(loyalty.xp)} to ${wholeText(xp)}, so the next stake does not take the player back up. `
            : ''}
          {down ? '' : 'No reward is paid for a level set here. '}Points stay at{' '}
          {wholeText(loyalty.loyaltyPoints)}.
        </p>
        <p className="muted">Reason: {confirming.reason}</p>
        {mutation.error &&
        !serverFieldErrors(mutation.error).level &&
        !serverFieldErrors(mutation.error).reason ? (
          <FormError error={mutation.error} />
        ) : null}
        <div className="button-row">
          <Button
            ref={confirmButton}
            variant={down ? 'danger' : 'primary'}
            loading={mutation.isPending}
            onClick={save}
          >
            {`Yes, set level ${confirming.level}`}
          </Button>
          <Button onClick={() => setConfirming(null)} disabled={mutation.isPending}>
            Back to editing
          </Button>
        </div>
      </div>
    );
  }

  if (ladder.error && levels.length === 0)
    return (
      <div className="panel">
        <ErrorState
          title="The ladder could not be loaded"
          error={ladder.error}
          onRetry={() => void ladder.refetch()}
          retrying={ladder.isFetching}
        />
        <div className="button-row">
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </div>
    );

  const options = [
    { value: '', label: ladder.isLoading ? 'Loading the levels…' : 'Choose a level' },
    ...levels.map((entry) => ({
      value: String(entry.level),
      label: `${levelText(entry.level, levels)} (from ${wholeText(entry.xpThreshold)} xp)${
        entry.level === loyalty.level ? ' · current' : ''
      }`,
    })),
  ];

  return (
    <form className="note-form panel" onSubmit={review} noValidate aria-label="Set the loyalty level">
      <SelectField
        ref={levelSelect}
        label="New level"
        name="level"
        className="field-short"
        options={options}
        value={level}
        disabled={ladder.isLoading}
        onChange={(event) => {
          setLevel(event.target.value);
          if (errors.level) setErrors(({ level: _level, ...rest }) => rest);
        }}
        error={errors.level}
        hint="Up or down. Going down, xp drops to the new level’s threshold if it would reach a higher one."
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
