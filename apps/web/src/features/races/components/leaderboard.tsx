import type { RaceLeader, RaceStanding, RaceSummary } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLocale } from '../../../lib/use-locale';
import { countText, isPositive, moneyText, scoreText } from '../lib/format';
import { Heading, PlayerName } from './parts';
import type { ShownPlayer } from './player-stats-dialog';

/** A row of the board: a leader, or the viewer's own below the top when they are further down. */
type Row = RaceLeader & { outside?: boolean };

/**
 * The leaderboard (spec §4): rank, player, wagered, games played and prize, with the best multiplier
 * when the race ranks by it; the viewer's row highlighted (added below the top 50 when they are
 * further down); a player's name opens their stats, a player in ghost mode reads "Hidden player".
 * On narrow screens the columns the race does not rank by give way.
 */
export function Leaderboard({
  race,
  leaderboard,
  me,
  live,
  onPlayer,
  headingLevel,
}: {
  race: RaceSummary;
  leaderboard: readonly RaceLeader[];
  me: RaceStanding | null;
  live: boolean;
  onPlayer: (player: ShownPlayer) => void;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const rows: Row[] = [...leaderboard];
  const last = leaderboard.at(-1)?.rank ?? 0;
  if (me?.position != null && me.position > last && !leaderboard.some((row) => row.me))
    rows.push({
      rank: me.position,
      uniqueId: null,
      name: null,
      me: true,
      score: me.score,
      wagered: me.wagered,
      rounds: me.rounds,
      prize: me.prize,
      outside: true,
    });
  const columnOf = (column: 'wagered' | 'rounds') =>
    `races-board__col--${column}${race.metric === column ? '' : ' races-board__col--secondary'}`;
  const emptyKey =
    race.status === 'upcoming'
      ? 'races.board.emptyUpcoming'
      : race.status === 'cancelled'
        ? 'races.board.emptyCancelled'
        : race.status === 'running'
          ? 'races.board.emptyRunning'
          : 'races.board.emptyEnded';

  return (
    <section className="races-board" aria-labelledby={`${id}-title`}>
      <div className="races-board__head">
        <Heading level={headingLevel} id={`${id}-title`} className="races-panel__title">
          {t(
            race.status === 'ended' || race.status === 'finishing'
              ? 'races.board.final'
              : 'races.board.title',
          )}
        </Heading>
        <span className="races-board__entrants" data-testid="race-entrants">
          {t('races.card.entrants', { count: race.entrants, formatted: countText(race.entrants, locale) })}
        </span>
        {live && race.status === 'running' ? (
          <span className="races-board__live">
            <span className="races-badge__pulse" aria-hidden="true" />
            {t('races.board.live')}
          </span>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          headingLevel={headingLevel === 2 ? 3 : 4}
          icon="tournaments"
          title={t(emptyKey)}
          className="races-board__empty"
        />
      ) : (
        <div className={`${dataTable.wrap} races-board__wrap`}>
          <table className={`${dataTable.table} races-board__table`} data-testid="race-leaderboard">
            <caption className="visually-hidden">
              {t('races.board.caption', { count: leaderboard.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="races-board__rank">
                  {t('races.board.rank')}
                </th>
                <th scope="col">{t('races.board.player')}</th>
                {race.metric === 'multiplier' ? (
                  <th scope="col" className={dataTable.numeric}>
                    {t('races.board.multiplier')}
                  </th>
                ) : null}
                <th scope="col" className={`${dataTable.numeric} ${columnOf('wagered')}`}>
                  {t('races.board.wagered')}
                </th>
                <th scope="col" className={`${dataTable.numeric} ${columnOf('rounds')}`}>
                  {t('races.board.rounds')}
                </th>
                <th scope="col" className={dataTable.numeric}>
                  {t('races.board.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.outside ? 'me' : row.rank}
                  className={[
                    'races-board__row',
                    row.me ? 'races-board__row--me' : '',
                    row.outside ? 'races-board__row--outside' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  data-testid={row.me ? 'race-my-row' : undefined}
                >
                  <td className="races-board__rank">
                    <span className={`races-rank races-rank--${Math.min(row.rank, 4)}`}>
                      {countText(row.rank, locale)}
                    </span>
                  </td>
                  <td className="races-board__player">
                    {row.outside ? (
                      <span className="races-player__name">{t('races.board.you')}</span>
                    ) : row.uniqueId && row.name !== null ? (
                      <button
                        type="button"
                        className="races-player"
                        aria-haspopup="dialog"
                        onClick={(event) =>
                          onPlayer({
                            uniqueId: row.uniqueId ?? '',
                            name: row.name,
                            opener: event.currentTarget,
                          })
                        }
                      >
                        <PlayerName name={row.name} />
                      </button>
                    ) : (
                      <PlayerName name={row.name} />
                    )}
                    {row.me && !row.outside ? (
                      <span className="races-board__you">{t('races.board.youTag')}</span>
                    ) : null}
                  </td>
                  {race.metric === 'multiplier' ? (
                    <td className={dataTable.numeric}>{scoreText('multiplier', row.score, race, locale)}</td>
                  ) : null}
                  <td className={`${dataTable.numeric} ${columnOf('wagered')}`}>
                    {moneyText(row.wagered, race, locale)}
                  </td>
                  <td className={`${dataTable.numeric} ${columnOf('rounds')}`}>
                    {countText(row.rounds, locale)}
                  </td>
                  <td className={`${dataTable.numeric} races-board__prize`}>
                    {isPositive(row.prize) ? moneyText(row.prize, race, locale) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
