import { limitRemovalSchema, type PlayerDetail } from '@casino/contracts/backoffice';
import { type BetLimitKind, betLimitKinds } from '@casino/contracts/responsible-gaming';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { Details, Section } from '../../components/section.tsx';
import { FormError } from '../../components/states.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { formatMinor } from '../../lib/money.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import type { PatchPlayer } from './player-cache.ts';

const breakLabels: Record<string, string> = {
  'cooling-off': 'Cooling-off',
  cooling_off: 'Cooling-off',
  freeze: 'Account freeze',
  'self-exclusion': 'Self-exclusion',
  self_exclusion: 'Self-exclusion',
  'take-a-break': 'Taking a break',
};

export const limitLabels: Record<BetLimitKind, string> = {
  maxBetLimit: 'Maximum bet',
  dailyBetLimit: 'Daily bet limit',
  weeklyBetLimit: 'Weekly bet limit',
  monthlyBetLimit: 'Monthly bet limit',
  dailyLossLimit: 'Daily loss limit',
  weeklyLossLimit: 'Weekly loss limit',
  monthlyLossLimit: 'Monthly loss limit',
};

const isKind = (key: string): key is BetLimitKind => (betLimitKinds as readonly string[]).includes(key);

/** "daily_limit" / "dailyLimit" → "Daily limit". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type RemoveAnswer = { data: { kind: string; removed: string } };

const periodLabels = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

export function ResponsibleGamingSection({ player, patch }: { player: PlayerDetail; patch: PatchPlayer }) {
  const { breakKind, breakEndsAt, betLimits, sessionLimitMinutes } = player.responsibleGaming;
  // periods the player has set a limit for, or has one waiting for its time
  const depositLimits = player.responsibleGaming.depositLimits.filter(
    (limit) => limit.amount !== null || limit.pending !== null,
  );
  const { can } = useIdentity();
  const [removing, setRemoving] = useState<BetLimitKind | null>(null);
  const [result, setResult] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const none = <span className="muted">None</span>;
  const { exponent } = player.balances;
  const currency = player.currencyCode;

  // known kinds in their natural order, then anything else the record holds
  const limits = Object.entries(betLimits)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .sort(([a], [b]) => order(a) - order(b));

  const money = (value: unknown): ReactNode =>
    typeof value === 'string' && /^-?\d+$/.test(value) ? (
      <Money amount={value} exponent={exponent} currency={currency} />
    ) : (
      String(typeof value === 'object' ? JSON.stringify(value) : value)
    );

  const currentBreak = breakKind ? (
    <>
      <strong>{breakLabels[breakKind] ?? humanise(breakKind)}</strong>
      {breakEndsAt ? (
        <>
          {' '}
          until <DateTime value={breakEndsAt} />
        </>
      ) : null}
    </>
  ) : (
    <span className="muted">No break</span>
  );

  const removed = (kind: BetLimitKind, answer: RemoveAnswer['data']) => {
    setRemoving(null);
    setResult(`${limitLabels[kind]} removed (it was ${formatMinor(answer.removed, exponent, currency)}).`);
    // the answer says which limit went: drop it here rather than read the whole player again
    patch((current) => {
      const { [kind]: _gone, ...rest } = current.responsibleGaming.betLimits;
      return { ...current, responsibleGaming: { ...current.responsibleGaming, betLimits: rest } };
    });
    setTimeout(
      () => listRef.current?.closest('section')?.querySelector<HTMLElement>('[role="status"]')?.focus(),
      0,
    );
  };

  const limitList =
    limits.length > 0 ? (
      <ul className="limit-list" ref={listRef}>
        {limits.map(([key, value]) => (
          <li key={key} className="limit">
            <div className="limit-row">
              <span className="limit-label">{isKind(key) ? limitLabels[key] : humanise(key)}</span>
              <span className="limit-value">{money(value)}</span>
              {isKind(key) && can('players.limits') && removing !== key ? (
                <Button
                  size="sm"
                  variant="link"
                  id={`remove-limit-${key}`}
                  onClick={() => {
                    setResult('');
                    setRemoving(key);
                  }}
                >
                  Remove at player’s request<span className="visually-hidden"> ({limitLabels[key]})</span>
                </Button>
              ) : null}
            </div>
            {isKind(key) && removing === key ? (
              <RemoveLimitForm
                playerId={player.id}
                kind={key}
                amount={money(value)}
                onCancel={() => {
                  setRemoving(null);
                  setTimeout(() => document.getElementById(`remove-limit-${key}`)?.focus(), 0);
                }}
                onRemoved={(answer) => removed(key, answer)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    ) : (
      none
    );

  return (
    <Section title="Responsible gaming">
      <Details
        items={[
          { label: 'Break', value: currentBreak },
          { label: 'Session limit', value: sessionLimitMinutes ? `${sessionLimitMinutes} minutes` : none },
        ]}
      />
      <div className="details-item">
        <h3 className="details-heading">Bet and loss limits</h3>
        {limitList}
      </div>
      <div className="details-item">
        <h3 className="details-heading">Deposit limits</h3>
        {depositLimits.length === 0 ? (
          none
        ) : (
          <ul className="limit-list">
            {depositLimits.map((limit) => (
              <li key={limit.period}>
                <span className="limit-label">{periodLabels[limit.period]}</span>{' '}
                <Money amount={limit.amount ?? '0'} exponent={exponent} currency={currency} />
                <span className="muted">
                  {' '}
                  (used <Money amount={limit.used} exponent={exponent} currency={currency} />)
                </span>
                {limit.pending ? (
                  <span className="muted">
                    {' '}
                    · changes to{' '}
                    {limit.pending.amount === null ? (
                      'no limit'
                    ) : (
                      <Money amount={limit.pending.amount} exponent={exponent} currency={currency} />
                    )}{' '}
                    on <DateTime value={limit.pending.from} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="result" role="status" tabIndex={-1}>
        {result}
      </p>
    </Section>
  );
}

function order(key: string): number {
  const index = (betLimitKinds as readonly string[]).indexOf(key);
  return index === -1 ? betLimitKinds.length : index;
}

type RemoveLimitFormProps = {
  playerId: number;
  kind: BetLimitKind;
  amount: ReactNode;
  onCancel: () => void;
  onRemoved: (answer: RemoveAnswer['data']) => void;
};

/** "How did the player ask?": the note goes to the audit log with the removal. */
function RemoveLimitForm({ playerId, kind, amount, onCancel, onRemoved }: RemoveLimitFormProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const { mutate, mutation } = useCustomMutation<RemoveAnswer>();
  const input = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = limitRemovalSchema.safeParse({ kind, note });
    if (!parsed.success) {
      setNoteError(zodFieldErrors(parsed.error).note ?? zodFieldErrors(parsed.error).kind);
      input.current?.focus();
      return;
    }
    setNoteError(undefined);
    mutate(
      { url: `players/${playerId}/limits/remove`, method: 'post', values: parsed.data },
      {
        onSuccess: ({ data }) => onRemoved(data.data),
        onError: (error) => setNoteError(serverFieldErrors(error).note),
      },
    );
  };

  const fieldError = noteError;
  const otherError = mutation.error && !serverFieldErrors(mutation.error).note ? mutation.error : null;

  return (
    <form className="note-form confirm" onSubmit={submit} noValidate>
      <p>
        <strong>Remove the {limitLabels[kind].toLowerCase()}</strong> ({amount}) at the player’s request? It
        stops applying at once.
      </p>
      <label htmlFor={noteId}>How did the player ask?</label>
      <textarea
        ref={input}
        id={noteId}
        name="note"
        rows={2}
        maxLength={500}
        required
        value={note}
        placeholder="e.g. Live chat on 4 March, ticket 1234"
        onChange={(event) => {
          setNote(event.target.value);
          if (noteError) setNoteError(undefined);
        }}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${noteId}-${fieldError ? 'error' : 'hint'}`}
      />
      {fieldError ? (
        <p id={`${noteId}-error`} className="field-error">
          {fieldError}
        </p>
      ) : (
        <p id={`${noteId}-hint`} className="field-hint">
          Required, 3 characters or more; kept in the audit log with the removal.
        </p>
      )}
      <FormError error={otherError} />
      <div className="button-row">
        <Button type="submit" variant="danger" loading={mutation.isPending}>
          Remove limit
        </Button>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
