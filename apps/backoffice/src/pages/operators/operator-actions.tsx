import type { Operator, OperatorRole } from '@casino/contracts/backoffice';
import { operatorRoles } from '@casino/contracts/backoffice';
import { type HttpError, useCustomMutation, useInvalidate, useUpdate } from '@refinedev/core';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { permissionMessage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { roleLabels } from './role-labels.ts';
import type { IssuedPassword } from './temporary-password.tsx';

type Pending = null | 'disable' | 'reset' | 'password';
type OperatorUpdate = { role?: OperatorRole; status?: Operator['status'] };

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (statusOf(error) === 403) return permissionMessage;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** Role select for a row: saved as soon as it changes (PATCH /operators/:id). */
export function OperatorRoleSelect({ operator, isSelf }: { operator: Operator; isSelf: boolean }) {
  const { mutate, mutation } = useUpdate<Operator, HttpError, OperatorUpdate>({ resource: 'operators' });
  const error = errorText(mutation.error);
  return (
    <div className="cell-stack">
      <select
        aria-label={`Role of ${operator.email}`}
        // the chosen role shows while it saves, not the old one until the list refreshes
        value={mutation.isPending ? (mutation.variables?.values?.role ?? operator.role) : operator.role}
        // an owner cannot demote themselves here: that is how a casino loses its last owner
        disabled={isSelf || mutation.isPending}
        title={isSelf ? 'You cannot change your own role' : undefined}
        onChange={(event) =>
          mutate({ id: operator.id, values: { role: event.target.value as OperatorRole } })
        }
      >
        {operatorRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const confirmations: Record<
  Exclude<Pending, null>,
  { question: (disabling: boolean) => string; action: (disabling: boolean) => string }
> = {
  disable: {
    question: (disabling) =>
      disabling ? 'Disable this operator? Their sessions end.' : 'Enable this operator again?',
    action: (disabling) => (disabling ? 'Disable' : 'Enable'),
  },
  reset: {
    question: () => 'Reset two-factor? Their sessions end and they enrol again.',
    action: () => 'Reset two-factor',
  },
  password: {
    question: () => 'Reset the password? Their sessions end and you give them a temporary one.',
    action: () => 'Reset password',
  },
};

/** Disable/enable, 2FA reset and password reset, each behind a confirm step. */
export function OperatorActions({
  operator,
  isSelf,
  onPasswordReset,
}: {
  operator: Operator;
  isSelf: boolean;
  onPasswordReset: (issued: IssuedPassword) => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const [status, setStatus] = useState('');
  const update = useUpdate<Operator, HttpError, OperatorUpdate>({ resource: 'operators' });
  const reset = useCustomMutation<{ data: Operator }>();
  const resetPassword = useCustomMutation<IssuedPassword>();
  const invalidate = useInvalidate();
  const busy = update.mutation.isPending || reset.mutation.isPending || resetPassword.mutation.isPending;
  const error = errorText(update.mutation.error ?? reset.mutation.error ?? resetPassword.mutation.error);
  const disabling = operator.status === 'active';

  if (isSelf) return <span className="muted">This is you</span>;

  const confirm = () => {
    setStatus('');
    if (pending === 'disable') {
      update.mutate(
        { id: operator.id, values: { status: disabling ? 'disabled' : 'active' } },
        {
          onSuccess: () => {
            setPending(null);
            setStatus(disabling ? `${operator.email} is disabled.` : `${operator.email} is active again.`);
          },
        },
      );
    } else if (pending === 'reset') {
      reset.mutate(
        { url: `operators/${operator.id}/reset-two-factor`, method: 'post', values: {} },
        {
          onSuccess: () => {
            setPending(null);
            setStatus(`Two-factor reset: ${operator.email} sets it up again at the next sign-in.`);
            void invalidate({ resource: 'operators', invalidates: ['list'] });
          },
        },
      );
    } else if (pending === 'password') {
      resetPassword.mutate(
        { url: `operators/${operator.id}/reset-password`, method: 'post', values: {} },
        {
          onSuccess: ({ data }) => {
            setPending(null);
            onPasswordReset(data);
            void invalidate({ resource: 'operators', invalidates: ['list'] });
          },
        },
      );
    }
  };

  const start = (next: Pending) => {
    update.mutation.reset();
    reset.mutation.reset();
    resetPassword.mutation.reset();
    setStatus('');
    setPending(next);
  };

  return (
    <div className="cell-stack operator-actions">
      {pending ? (
        <div className="row-confirm">
          <span>{confirmations[pending].question(disabling)}</span>
          <Button
            size="sm"
            variant={pending !== 'disable' || disabling ? 'danger' : 'primary'}
            loading={busy}
            onClick={confirm}
          >
            {confirmations[pending].action(disabling)}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setPending(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="button-row">
          <Button
            size="sm"
            variant={disabling ? 'secondary' : 'primary'}
            onClick={() => start('disable')}
            aria-label={`${disabling ? 'Disable' : 'Enable'} ${operator.email}`}
          >
            {disabling ? 'Disable' : 'Enable'}
          </Button>
          <Button
            size="sm"
            onClick={() => start('reset')}
            aria-label={`Reset two-factor for ${operator.email}`}
            disabled={!operator.twoFactorEnrolled}
            title={operator.twoFactorEnrolled ? undefined : 'Not set up yet'}
          >
            Reset 2FA
          </Button>
          <Button
            size="sm"
            onClick={() => start('password')}
            aria-label={`Reset the password of ${operator.email}`}
          >
            Reset password
          </Button>
        </div>
      )}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
      <span className="result" role="status">
        {status}
      </span>
    </div>
  );
}
