import type { RaceAdmin, RaceAdminDetail } from '@casino/contracts/races';
import { Link } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/states.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { moneyText } from '../../lib/money.ts';
import { scoreHeadings, scoreText } from './race-labels.ts';

type BoardRow = RaceAdminDetail['leaderboard'][number];

/** A paid prize's time, "not paid yet" while it is owed, a dash for a place without a prize. */
function PaidAt({ row, race }: { row: BoardRow; race: RaceAdmin }) {
  if (!/[1-9]/.test(row.prize)) return <span className="muted">—</span>;
  if (row.paidAt) return <DateTime value={row.paidAt} />;
  return (
    <span className="muted nowrap">
      {race.status === 'cancelled'
        ? 'not paid (cancelled)'
        : race.status === 'ended'
          ? 'not paid'
          : 'not yet'}
    </span>
  );
}

/** The whole board: live while the race runs, the final result once it has ended. */
export function RaceBoard({ race, leaderboard }: { race: RaceAdmin; leaderboard: BoardRow[] }) {
  if (leaderboard.length === 0) {
    if (race.status === 'cancelled')
      return (
        <EmptyState title="No result">
          The race was cancelled: nobody is ranked, and no prize is paid.
        </EmptyState>
      );
    if (race.status === 'ended' || race.status === 'finishing')
      return (
        <EmptyState title="No one entered">
          The race ended without a counted bet; no prize was paid.
        </EmptyState>
      );
    return (
      <EmptyState title="No entrants yet">
        {race.status === 'upcoming'
          ? 'The board fills once the race starts and players bet.'
          : race.entry === 'opt_in'
            ? 'Players join the race on the site; their bets count from then on.'
            : 'Every eligible bet enters its player; none has been placed yet.'}
      </EmptyState>
    );
  }
  const money = (amount: string) => moneyText(amount, race.exponent, race.currency);
  return (
    <TableScroll label="Leaderboard">
      <table className="table board-table">
        <caption className="visually-hidden">
          Leaderboard of {race.name}: rank, player, score and prize
        </caption>
        <thead>
          <tr>
            <th scope="col" className="numeric">
              Rank
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="numeric">
              {scoreHeadings[race.metric]}
            </th>
            <th scope="col" className="numeric">
              Wagered
            </th>
            <th scope="col" className="numeric">
              Rounds
            </th>
            <th scope="col" className="numeric">
              Prize
            </th>
            <th scope="col">Paid at</th>
          </tr>
        </thead>
        <tbody>
          {leaderboard.map((row) => (
            <tr key={row.userId}>
              <td className="numeric">{row.rank}</td>
              <td>
                <div className="cell-stack">
                  <Link className="cell-link" to={`/players/${row.userId}`}>
                    {row.name ?? `Player ${row.userId}`}
                  </Link>
                  <span className="muted small nowrap">
                    ID {row.userId}
                    {row.uniqueId ? ` · ${row.uniqueId}` : ''}
                  </span>
                </div>
              </td>
              <td className="numeric nowrap">
                {scoreText(race.metric, row.score, race.exponent, race.currency)}
              </td>
              <td className="numeric nowrap">{money(row.wagered)}</td>
              <td className="numeric">{row.rounds.toLocaleString('en')}</td>
              <td className="numeric nowrap">
                {/[1-9]/.test(row.prize) ? money(row.prize) : <span className="muted">—</span>}
              </td>
              <td>
                <PaidAt row={row} race={race} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
