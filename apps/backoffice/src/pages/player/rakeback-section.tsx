import type { PlayerRakeback } from '@casino/contracts/backoffice';
import type { RakebackDay } from '@casino/contracts/rakeback';
import { useCustom } from '@refinedev/core';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { Details, Section } from '../../components/section.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { bpToPercent } from '../../lib/percent.ts';

function StatusText({ rakeback }: { rakeback: PlayerRakeback }) {
  if (rakeback.status === 'active') return <span className="badge badge-good">Active</span>;
  if (rakeback.status === 'not-depositor')
    return <span className="badge badge-neutral">Not a depositor</span>;
  return (
    <div className="cell-stack">
      <span className="badge badge-warn">Opted out</span>
      {rakeback.optedOutAt ? (
        <span className="muted">
          since <DateTime value={rakeback.optedOutAt} />
        </span>
      ) : null}
    </div>
  );
}

/** Whether the day was paid, can still be, or no longer can (`now` in ms). */
function PaidText({ day, now }: { day: RakebackDay; now: number }) {
  if (day.paidAt) return <DateTime value={day.paidAt} />;
  if (day.open) return <span className="muted">Running</span>;
  // a day the player won on earns nothing: there is nothing to claim, so nothing to miss
  if (!/[1-9]/.test(day.amount)) return <span className="muted">Nothing to claim</span>;
  if (day.claimUntil && Date.parse(day.claimUntil) <= now)
    return <span className="badge badge-neutral">Expired</span>;
  return (
    <div className="cell-stack">
      <span>Not claimed</span>
      {day.claimUntil ? (
        <span className="muted">
          until <DateTime value={day.claimUntil} />
        </span>
      ) : null}
    </div>
  );
}

function DaysTable({ rakeback }: { rakeback: PlayerRakeback }) {
  const now = Date.now();
  const { exponent } = rakeback;
  return (
    <TableScroll label="Rakeback days">
      <table className="table">
        <caption className="visually-hidden">Rakeback days, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Can be claimed on</th>
            <th scope="col" className="numeric">
              NGR
            </th>
            <th scope="col" className="numeric">
              Share
            </th>
            <th scope="col" className="numeric">
              Amount
            </th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {rakeback.days.map((day) => (
            <tr key={day.bonusId}>
              <td className="nowrap">
                <time dateTime={day.dayDate}>{day.dayDate}</time>
              </td>
              <td className="nowrap">
                <time dateTime={day.canClaimDate}>{day.canClaimDate}</time>
              </td>
              <td className="numeric">
                <Money amount={day.ngr} exponent={exponent} currency={day.currency} />
              </td>
              <td className="numeric">{bpToPercent(day.percentBp)}%</td>
              <td className="numeric">
                <Money amount={day.amount} exponent={exponent} currency={day.currency} />
              </td>
              <td>
                <PaidText day={day} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The player's rakeback calendar: whether they take part, their day, and the latest closed days. */
export function RakebackSection({ playerId }: { playerId: number }) {
  const { query } = useCustom<{ data: PlayerRakeback }>({
    url: `players/${playerId}/rakeback`,
    method: 'get',
  });
  const rakeback = query.data?.data.data;

  return (
    <Section title="Rakeback calendar">
      {rakeback ? (
        <>
          <Details
            items={[
              { label: 'Status', value: <StatusText rakeback={rakeback} /> },
              { label: 'Time zone', value: rakeback.timeZone },
              {
                label: 'Running day',
                value: rakeback.openDay ? (
                  <div className="cell-stack">
                    <time dateTime={rakeback.openDay.dayDate}>{rakeback.openDay.dayDate}</time>
                    <span className="muted">
                      ends <DateTime value={rakeback.openDay.endsAt} />
                    </span>
                    <span className="muted">
                      NGR so far{' '}
                      <Money
                        amount={rakeback.openDay.ngr}
                        exponent={rakeback.exponent}
                        currency={rakeback.openDay.currency}
                      />
                      , earning{' '}
                      <Money
                        amount={rakeback.openDay.amount}
                        exponent={rakeback.exponent}
                        currency={rakeback.openDay.currency}
                      />
                    </span>
                  </div>
                ) : null,
              },
            ]}
          />
          <h3 className="form-subheading">Closed days</h3>
          {rakeback.days.length === 0 ? (
            <EmptyState title="No closed days yet">
              {rakeback.status === 'not-depositor'
                ? 'The calendar starts at the player’s first deposit.'
                : 'A day the player played on shows here once it has ended.'}
            </EmptyState>
          ) : (
            <DaysTable rakeback={rakeback} />
          )}
        </>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LoadingState label="Loading the rakeback calendar…" />
      )}
    </Section>
  );
}
