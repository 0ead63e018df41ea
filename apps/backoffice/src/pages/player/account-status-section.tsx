import { blockInputSchema, type PlayerDetail } from '@casino/contracts/backoffice';
import { useCustomMutation } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { Details, Section } from '../../components/section.tsx';
import { FormError } from '../../components/states.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';
import { useIdentity } from '../../lib/use-identity.ts';

type BlockAnswer = { data: { blocked: boolean; blockReason: string | null } };

const reasonMax = 500;

/** Active or blocked (with when and why), and the block / unblock action behind a reason. */
export function AccountStatusSection({ player, onChanged }: { player: PlayerDetail; onChanged: () => void }) {
  const { can } = useIdentity();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [result, setResult] = useState('');
  const { mutate, mutation } = useCustomMutation<BlockAnswer>();
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const blocking = !player.blocked;
  const verb = blocking ? 'Block player' : 'Unblock player';

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
    const parsed = blockInputSchema.safeParse({ blocked: blocking, reason });
    if (!parsed.success) {
      setReasonError(zodFieldErrors(parsed.error).reason);
      reasonInput.current?.focus();
      return;
    }
    setReasonError(undefined);
    mutate(
      { url: `players/${player.id}/block`, method: 'post', values: parsed.data },
      {
        onSuccess: ({ data }) => {
          setResult(
            data.data.blocked
              ? 'Player blocked: they are signed out and cannot sign in.'
              : 'Player unblocked: they can sign in again.',
          );
          close();
          // blockedAt comes only with the player's page: read it again
          onChanged();
        },
        onError: (error) => setReasonError(serverFieldErrors(error).reason),
      },
    );
  };

  const status = player.blocked ? (
    <span className="badge badge-bad">Blocked</span>
  ) : (
    <span className="badge badge-good">Active</span>
  );

  return (
    <Section
      title="Account status"
      actions={
        can('players.block') && !open ? (
          <Button
            ref={startButton}
            size="sm"
            variant={blocking ? 'danger' : 'secondary'}
            onClick={() => {
              mutation.reset();
              setResult('');
              setOpen(true);
            }}
          >
            {verb}
          </Button>
        ) : null
      }
    >
      <Details
        items={[
          { label: 'Status', value: status },
          ...(player.blocked
            ? [
                { label: 'Blocked since', value: <DateTime value={player.blockedAt} /> },
                { label: 'Reason', value: player.blockReason },
              ]
            : []),
        ]}
      />
      {open ? (
        <form className={`note-form${blocking ? ' confirm' : ' panel'}`} onSubmit={submit} noValidate>
          <ReasonField
            ref={reasonInput}
            id={reasonId}
            label={blocking ? 'Why block this player?' : 'Why unblock this player?'}
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (reasonError) setReasonError(undefined);
            }}
            error={reasonError}
            maxLength={reasonMax}
            hint={`Required, 3 characters or more; kept in the audit log.${
              blocking ? ' Blocking signs the player out on every device.' : ''
            }`}
          />
          {mutation.error && !serverFieldErrors(mutation.error).reason ? (
            <FormError error={mutation.error} />
          ) : null}
          <div className="button-row">
            <Button type="submit" variant={blocking ? 'danger' : 'primary'} loading={mutation.isPending}>
              {verb}
            </Button>
            <Button onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <p className="result" role="status">
        {result}
      </p>
    </Section>
  );
}
