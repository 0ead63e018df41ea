import type { LoyaltyHistoryEntry, PlayerLoyalty } from '@casino/contracts/loyalty';
import { useCustom } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { Details, Section } from '../../components/section.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { type LadderLevel, useLoyaltyLadder } from '../../lib/use-loyalty-ladder.ts';
import { AdjustPointsForm } from './adjust-points-form.tsx';
import { historyKindLabels, levelText, signedText, wholeText } from './loyalty-values.ts';
import { SetLevelForm } from './set-level-form.tsx';

type LoyaltyRead = { data: PlayerLoyalty };

function RewardText({ entry }: { entry: LoyaltyHistoryEntry }) {
  if (!entry.reward) return <span className="muted">—</span>;
  return (
    <div className="cell-stack">
      <Money amount={entry.reward.amount} exponent={entry.reward.exponent} currency={entry.reward.currency} />
      {entry.paidAt ? (
        <span className="muted">
          paid <DateTime value={entry.paidAt} />
        </span>
      ) : (
        <span className="badge badge-warn">Being paid</span>
      )}
    </div>
  );
}

function HistoryTable({ history, ladder }: { history: LoyaltyHistoryEntry[]; ladder: LadderLevel[] }) {
  return (
    <TableScroll label="Loyalty history">
      <table className="table">
        <caption className="visually-hidden">Loyalty history, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Change</th>
            <th scope="col">Level</th>
            <th scope="col" className="numeric">
              Points and xp
            </th>
            <th scope="col">Reward</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.id}>
              <td>
                <DateTime value={entry.createdAt} />
              </td>
              <td className="nowrap">{historyKindLabels[entry.kind]}</td>
              <td className="nowrap">{entry.level === null ? '—' : levelText(entry.level, ladder)}</td>
              <td className="numeric">
                {entry.points === 0 ? (
                  <span className="muted">—</span>
                ) : (
                  <span className={entry.points > 0 ? 'money-credit' : 'money-debit'}>
                    {signedText(entry.points)}
                  </span>
                )}
              </td>
              <td>
                <RewardText entry={entry} />
              </td>
              <td className="cell-reason">{entry.reason ?? <span className="muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

type Action = 'points' | 'level';

/**
 * The player's loyalty: level, points, xp, what the next level needs, the personal manager and the
 * history of changes; with players.loyalty, points are adjusted and the level set (each with a reason
 * and a confirm step). The answer of a change is the section's new content.
 */
export function LoyaltySection({ playerId }: { playerId: number }) {
  const { can } = useIdentity();
  const queryClient = useQueryClient();
  const { query } = useCustom<LoyaltyRead>({
    url: `players/${playerId}/loyalty`,
    method: 'get',
    queryOptions: { queryKey: queryKeys.playerLoyalty(playerId) },
  });
  const ladder = useLoyaltyLadder();
  const loyalty = query.data?.data.data;
  const [open, setOpen] = useState<Action | null>(null);
  const [result, setResult] = useState('');
  const buttons = useRef<HTMLDivElement>(null);
  const resultLine = useRef<HTMLParagraphElement>(null);

  const start = (action: Action) => {
    setResult('');
    setOpen(action);
  };
  const close = () => {
    const action = open;
    setOpen(null);
    // back to the button that opened the form, so a keyboard user stays in place
    setTimeout(() => buttons.current?.querySelector<HTMLElement>(`[data-action="${action}"]`)?.focus(), 0);
  };
  const done = (answer: PlayerLoyalty, message: string) => {
    queryClient.setQueryData(queryKeys.playerLoyalty(playerId), { data: { data: answer } });
    setOpen(null);
    setResult(message);
    setTimeout(() => resultLine.current?.focus(), 0);
  };

  const actions =
    can('players.loyalty') && loyalty && !open ? (
      <div className="button-row" ref={buttons}>
        <Button size="sm" data-action="points" onClick={() => start('points')}>
          Adjust points
        </Button>
        <Button size="sm" data-action="level" onClick={() => start('level')}>
          Set level
        </Button>
      </div>
    ) : null;

  return (
    <Section title="Loyalty" actions={actions}>
      {loyalty ? (
        <>
          <Details
            items={[
              { label: 'Level', value: levelText(loyalty.level, ladder.levels, loyalty.levelName) },
              { label: 'Loyalty points', value: wholeText(loyalty.loyaltyPoints) },
              { label: 'xp', value: wholeText(loyalty.xp) },
              {
                label: 'Till the next level',
                value:
                  loyalty.pointsTillLevelUp === null ? (
                    <span className="muted">Top of the ladder</span>
                  ) : loyalty.pointsTillLevelUp === 0 ? (
                    // xp added by an operator: the level follows at the next counted stake
                    <div className="cell-stack">
                      <span>0 xp</span>
                      <span className="muted">moves up at the next real-money stake</span>
                    </div>
                  ) : (
                    `${wholeText(loyalty.pointsTillLevelUp)} xp`
                  ),
              },
              {
                label: 'Personal manager',
                value: loyalty.personalManager ? (
                  <span className="badge badge-good">Yes</span>
                ) : (
                  <span className="badge badge-neutral">No</span>
                ),
              },
            ]}
          />
          {open === 'points' ? (
            <AdjustPointsForm playerId={playerId} loyalty={loyalty} onDone={done} onClose={close} />
          ) : open === 'level' ? (
            <SetLevelForm
              playerId={playerId}
              loyalty={loyalty}
              ladder={ladder}
              onDone={done}
              onClose={close}
            />
          ) : null}
          <p ref={resultLine} className="result" role="status" tabIndex={-1}>
            {result}
          </p>
          <h3 className="form-subheading">History</h3>
          {loyalty.history.length === 0 ? (
            <EmptyState title="No changes yet">
              Levels the player reaches by play, and operators’ changes, show here.
            </EmptyState>
          ) : (
            <HistoryTable history={loyalty.history} ladder={ladder.levels} />
          )}
        </>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LoadingState label="Loading the player’s loyalty…" />
      )}
    </Section>
  );
}
