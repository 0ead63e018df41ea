import { type WithdrawalQueueItem, withdrawalRejectSchema } from '@casino/contracts/backoffice';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { FormError } from '../../components/states.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { amountText, type Decision, decisionPanelId, destinationText } from './withdrawal-columns.tsx';

type DecisionAnswer = { data: { id: string; status: string } };

export type DecisionOutcome = { tone: 'success' | 'conflict'; text: string };

type WithdrawalDecisionProps = {
  item: WithdrawalQueueItem;
  decision: Decision;
  onCancel: () => void;
  /** The decision went through, or someone else's came first: the page says so and reloads the list. */
  onDone: (outcome: DecisionOutcome) => void;
};

const reasonMax = 200;

/** Approve (a confirm step) or reject (with the reason the player reads) one pending withdrawal. */
export function WithdrawalDecision({ item, decision, onCancel, onDone }: WithdrawalDecisionProps) {
  const { mutate, mutation } = useCustomMutation<DecisionAnswer>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const amount = amountText(item);
  const destination = destinationText(item);

  // the decision takes focus when it opens, so a keyboard user lands on it
  useEffect(() => {
    if (decision === 'approve') confirmButton.current?.focus();
    else reasonInput.current?.focus();
  }, [decision]);

  const send = (url: string, values: object, success: string) =>
    mutate(
      { url, method: 'post', values },
      {
        onSuccess: () => onDone({ tone: 'success', text: success }),
        onError: (error) => {
          if (isApiError(error) && error.errorCode === 'WITHDRAWAL_IN_PROGRESS') {
            onDone({
              tone: 'conflict',
              text: `Someone else has already acted on the withdrawal of ${amount} to ${destination}: it is being paid out or is finished. The list has been reloaded.`,
            });
            return;
          }
          setReasonError(serverFieldErrors(error).reason);
        },
      },
    );

  const approve = () =>
    send(
      `withdrawals/${encodeURIComponent(item.id)}/approve`,
      {},
      `Approved: ${amount} to ${destination} is being paid out.`,
    );

  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = withdrawalRejectSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(zodFieldErrors(parsed.error).reason);
      reasonInput.current?.focus();
      return;
    }
    setReasonError(undefined);
    send(
      `withdrawals/${encodeURIComponent(item.id)}/reject`,
      parsed.data,
      `Rejected: the withdrawal of ${amount} is declined and the money is back in the player’s balance.`,
    );
  };

  const otherError = mutation.error && !serverFieldErrors(mutation.error).reason ? mutation.error : null;

  if (decision === 'approve') {
    return (
      <div className="decision" id={decisionPanelId(item.id)}>
        <p>
          <strong>
            Approve {amount} to {destination}?
          </strong>{' '}
          The payout starts at once and cannot be stopped here.
        </p>
        <FormError error={otherError} />
        <div className="button-row">
          <Button ref={confirmButton} variant="primary" loading={mutation.isPending} onClick={approve}>
            Approve payout
          </Button>
          <Button onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="decision decision-reject note-form"
      id={decisionPanelId(item.id)}
      onSubmit={reject}
      noValidate
    >
      <ReasonField
        ref={reasonInput}
        id={reasonId}
        label={
          <>
            Why is the withdrawal of {amount} rejected? <span className="muted">(the player sees this)</span>
          </>
        }
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (reasonError) setReasonError(undefined);
        }}
        error={reasonError}
        maxLength={reasonMax}
        hint={`Required, 3 to ${reasonMax} characters. The money goes back to the player’s balance.`}
      />
      <FormError error={otherError} />
      <div className="button-row">
        <Button type="submit" variant="danger" loading={mutation.isPending}>
          Reject withdrawal
        </Button>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
