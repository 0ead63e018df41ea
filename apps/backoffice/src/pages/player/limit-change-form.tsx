import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { FormError } from '../../components/states.tsx';
import { type FieldErrors, serverFieldErrors } from '../../lib/form-errors.ts';
import { moneyText } from '../../lib/money.ts';
import {
  type LimitChange,
  type LimitChangeAnswer,
  type LimitFormValues,
  type LimitReview,
  type LimitTarget,
  type PendingLimit,
  pendingText,
  readLimitForm,
  reviewLimitChange,
  targetLabel,
  targetUrl,
} from './limit-change-values.ts';

type Answer = { data: LimitChangeAnswer };

const noteMax = 500;

type LimitChangeFormProps = {
  playerId: number;
  target: LimitTarget;
  state: { inForce: string | null; pending: PendingLimit | null };
  money: { exponent: number; currency: string };
  onCancel: () => void;
  /** The server took the change: what was asked and what it answered. */
  onDone: (amount: string | null, answer: LimitChangeAnswer) => void;
};

/** The server's messages on the form's fields: "no such limit" belongs to the choice to remove. */
function formErrorsOf(fields: FieldErrors, removing: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.note) errors.note = fields.note;
  if (fields.kind) errors.action = fields.kind;
  if (fields.amount) errors[removing ? 'action' : 'amount'] = fields.amount;
  return errors;
}

/**
 * Support changes or removes one limit at the player's request: the new amount in the player's
 * currency (or "remove") and how the player asked, then a review saying whether it applies now or
 * after 24 hours, then the server's answer.
 */
export function LimitChangeForm({ playerId, target, state, money, onCancel, onDone }: LimitChangeFormProps) {
  const [values, setValues] = useState<LimitFormValues>({ action: 'set', amount: '', note: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [review, setReview] = useState<{ change: LimitChange; text: LimitReview } | null>(null);
  const { mutate, mutation } = useCustomMutation<Answer>();
  const amountInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noteId = useId();
  const label = targetLabel(target);
  const name = label.toLowerCase();
  const { currency, exponent } = money;
  const { inForce, pending } = state;

  useEffect(() => {
    if (review) confirmButton.current?.focus();
    else amountInput.current?.focus();
  }, [review]);

  const showErrors = (fields: FieldErrors) => {
    setErrors(fields);
    setReview(null);
    setTimeout(
      () =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
      0,
    );
  };

  const set = (patch: Partial<LimitFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const touched = Object.keys(patch);
    if (touched.some((key) => key in errors))
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(
            ([key]) => !touched.includes(key) && !(key === 'action' && touched.includes('amount')),
          ),
        ),
      );
  };

  const startReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const read = readLimitForm(values, exponent, inForce);
    if (!read.ok) {
      showErrors(read.errors);
      return;
    }
    setErrors({});
    setReview({
      change: read.change,
      text: reviewLimitChange(target, state, read.change.amount, money, new Date()),
    });
  };

  const save = () => {
    if (!review) return;
    const { change } = review;
    const body = target.type === 'bet' ? { kind: target.kind, ...change } : change;
    mutate(
      { url: targetUrl(playerId, target), method: 'put', values: body },
      {
        onSuccess: ({ data }) => onDone(change.amount, data.data),
        onError: (error) => {
          const fields = formErrorsOf(serverFieldErrors(error), change.amount === null);
          if (Object.keys(fields).length > 0) showErrors(fields);
        },
      },
    );
  };

  if (review) {
    const { text, change } = review;
    const later = text.timing === 'later';
    const confirmLabel =
      change.amount === null
        ? 'Yes, remove it'
        : later
          ? 'Yes, raise it'
          : inForce === null
            ? 'Yes, set it'
            : BigInt(change.amount) < BigInt(inForce)
              ? 'Yes, lower it'
              : 'Yes, keep it';
    return (
      <div className={later ? 'confirm' : 'panel'}>
        <p>
          <strong>{text.headline}</strong> {text.when}
        </p>
        {text.pending ? <p>{text.pending}</p> : null}
        <p className="muted">How the player asked: {change.note}</p>
        <FormError
          error={
            mutation.error && Object.keys(serverFieldErrors(mutation.error)).length === 0
              ? mutation.error
              : null
          }
        />
        <div className="button-row">
          <Button
            ref={confirmButton}
            variant={later ? 'danger' : 'primary'}
            loading={mutation.isPending}
            onClick={save}
          >
            {confirmLabel}
          </Button>
          <Button onClick={() => setReview(null)} disabled={mutation.isPending}>
            Back to editing
          </Button>
        </div>
      </div>
    );
  }

  const amountMode = exponent > 0 ? 'decimal' : 'numeric';
  return (
    <form
      ref={formRef}
      className="note-form panel"
      onSubmit={startReview}
      noValidate
      aria-label={`Change the ${name}`}
    >
      <p>
        <strong>Change the {name}</strong> at the player’s request. Now:{' '}
        {inForce === null ? 'none' : moneyText(inForce, exponent, currency)}
        {pending ? `, ${pendingText(pending, inForce, exponent, currency)}` : ''}.
      </p>
      {inForce !== null ? (
        <fieldset className="plain-fieldset rg-choice" data-invalid={errors.action ? 'true' : undefined}>
          <legend className="visually-hidden">What the player asked for</legend>
          <label className="check-row">
            <input
              type="radio"
              name="action"
              value="set"
              checked={values.action === 'set'}
              onChange={() => set({ action: 'set' })}
            />
            A new amount
          </label>
          <label className="check-row">
            <input
              type="radio"
              name="action"
              value="remove"
              checked={values.action === 'remove'}
              onChange={() => set({ action: 'remove' })}
              aria-invalid={errors.action ? true : undefined}
            />
            Remove the limit
          </label>
        </fieldset>
      ) : null}
      {errors.action ? <p className="field-error">{errors.action}</p> : null}
      {values.action === 'set' ? (
        <Field
          ref={amountInput}
          className="field-short"
          label={`New ${name} (${currency})`}
          name="amount"
          value={values.amount}
          inputMode={amountMode}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set({ amount: event.target.value })}
          error={errors.amount}
          hint={`In ${currency}${exponent > 0 ? `, up to ${exponent} decimals` : ''}. Lower or new applies now; higher waits 24 hours.`}
        />
      ) : (
        <p className="field-hint">A removal takes effect after 24 hours; the limit holds until then.</p>
      )}
      <ReasonField
        ref={noteInput}
        id={noteId}
        label="How did the player ask?"
        value={values.note}
        onChange={(note) => set({ note })}
        error={errors.note}
        maxLength={noteMax}
        hint="Required, 3 characters or more (e.g. live chat on 4 March, ticket 1234); kept in the audit log."
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
