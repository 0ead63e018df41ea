import type { PlayerDetail } from '@casino/contracts/backoffice';
import { useCustomMutation } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState, FormError } from '../../components/states.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { useIdentity } from '../../lib/use-identity.ts';
import type { PatchPlayer } from './player-cache.ts';

type Session = PlayerDetail['sessions'][number];
type EndAnswer = { data: { ended: number } };

const endedText = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'} ended`;

function shortAgent(userAgent: string | null): string {
  if (!userAgent) return '—';
  return userAgent.length > 60 ? `${userAgent.slice(0, 57)}…` : userAgent;
}

export function SessionsSection({ player, patch }: { player: PlayerDetail; patch: PatchPlayer }) {
  const { can } = useIdentity();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const { mutate, mutation } = useCustomMutation<EndAnswer>();
  const active = player.sessions.filter((session) => !session.endedAt);

  // the confirm step takes focus, and gives it back when it closes, so a keyboard user stays in place
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const endAll = () =>
    mutate(
      { url: `players/${player.id}/sessions/end`, method: 'post', values: {} },
      {
        onSuccess: ({ data }) => {
          setConfirming(false);
          setResult(endedText(data.data.ended));
          // the server ended every open session: mark them so here rather than read the player again
          const endedAt = new Date().toISOString();
          patch((current) => ({
            ...current,
            sessions: current.sessions.map((session) =>
              session.endedAt ? session : { ...session, endedAt, endReason: 'SECURITY_LOGOUT' },
            ),
          }));
          setTimeout(() => startButton.current?.focus(), 0);
        },
      },
    );

  const actions = can('players.sessions') ? (
    confirming ? null : (
      <Button
        ref={startButton}
        variant="danger"
        size="sm"
        onClick={() => {
          mutation.reset();
          setResult(null);
          setConfirming(true);
        }}
      >
        End all sessions
      </Button>
    )
  ) : null;

  return (
    <Section title="Sessions" actions={actions}>
      {confirming ? (
        <div className="confirm">
          <p>
            <strong>End all of this player’s sessions?</strong> They are signed out on every device
            {active.length > 0 ? ` (${active.length} active)` : ''} and have to sign in again.
          </p>
          <FormError error={mutation.error} />
          <div className="button-row">
            <Button ref={confirmButton} variant="danger" loading={mutation.isPending} onClick={endAll}>
              Yes, end all sessions
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                setTimeout(() => startButton.current?.focus(), 0);
              }}
              disabled={mutation.isPending}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      <p className="result" role="status">
        {result}
      </p>
      {player.sessions.length === 0 ? (
        <EmptyState title="No sessions">This player has not signed in yet.</EmptyState>
      ) : (
        <TableScroll label="Sessions">
          <table className="table">
            <caption className="visually-hidden">Sessions</caption>
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">Last seen</th>
                <th scope="col">IP</th>
                <th scope="col">Country</th>
                <th scope="col">Device</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {player.sessions.map((session: Session) => (
                <tr key={session.id}>
                  <td>
                    <DateTime value={session.createdAt} />
                  </td>
                  <td>
                    <DateTime value={session.lastSeenAt} />
                  </td>
                  <td>
                    <code>{session.ip ?? '—'}</code>
                  </td>
                  <td>{session.country ?? '—'}</td>
                  <td title={session.userAgent ?? undefined}>{shortAgent(session.userAgent)}</td>
                  <td>
                    {session.endedAt ? (
                      <span className="muted">
                        Ended <DateTime value={session.endedAt} />
                        {session.endReason ? ` (${session.endReason})` : ''}
                      </span>
                    ) : (
                      <span className="badge badge-good">Active</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}
