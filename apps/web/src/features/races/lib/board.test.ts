import type { RaceDetail, RaceLeader } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { boardEventOf, withBoardEvent } from './board';

const leader = (rank: number, uniqueId: string | null, score: string, me = false): RaceLeader => ({
  rank,
  uniqueId,
  name: uniqueId ? `Player ${uniqueId}` : null,
  me,
  score,
  wagered: score,
  rounds: 1,
  prize: rank === 1 ? '5000' : '0',
});

const detail: RaceDetail = {
  race: {
    id: '7',
    kind: 'race',
    name: 'Spring sprint',
    description: '',
    metric: 'wagered',
    entry: 'opt_in',
    status: 'running',
    startsAt: '2026-05-01T12:00:00.000Z',
    endsAt: '2026-05-03T12:00:00.000Z',
    currency: 'EUR',
    exponent: 2,
    games: [],
    minBet: '0',
    prizes: ['5000'],
    prizePool: '5000',
    entrants: 3,
    viewerState: 'running',
  },
  leaderboard: Array.from({ length: 12 }, (_, index) =>
    leader(index + 1, `p${index + 1}`, String(1000 - index), index === 11),
  ),
  me: null,
};

describe('the live board', () => {
  it('reads a race event and refuses a malformed one', () => {
    const event = { raceId: '7', status: 'running', entrants: 4, leaderboard: [leader(1, 'p1', '10')] };
    expect(boardEventOf(event)).toEqual(event);
    expect(boardEventOf({ ...event, status: 'paused' })).toBeNull();
    expect(boardEventOf({ ...event, leaderboard: [{ rank: 1 }] })).toBeNull();
    expect(boardEventOf({ ...event, raceId: 7 })).toBeNull();
    expect(boardEventOf(null)).toBeNull();
  });

  it('puts the event’s rows on top, marks the viewer’s own, and keeps the rows below them', () => {
    const top = [
      leader(1, 'p12', '2000'),
      ...detail.leaderboard.slice(0, 9).map((row) => ({ ...row, rank: row.rank + 1 })),
    ].map(({ me: _me, ...row }) => row);
    const next = withBoardEvent(
      detail,
      { raceId: '7', status: 'running', entrants: 5, leaderboard: top },
      'p12',
    );
    expect(next.race.entrants).toBe(5);
    expect(next.leaderboard[0]).toMatchObject({ rank: 1, uniqueId: 'p12', me: true });
    expect(next.leaderboard.filter((row) => row.me)).toHaveLength(1);
    // p11 (rank 11 before) stays below the top 10; p12 is not listed twice
    expect(next.leaderboard.map((row) => row.uniqueId).slice(10)).toEqual(['p11']);
  });

  it('takes the status the event brings, and leaves another race alone', () => {
    const ended = withBoardEvent(
      detail,
      { raceId: '7', status: 'ended', entrants: 3, leaderboard: [] },
      null,
    );
    expect(ended.race.status).toBe('ended');
    const other = withBoardEvent(
      detail,
      { raceId: '8', status: 'ended', entrants: 3, leaderboard: [] },
      null,
    );
    expect(other).toBe(detail);
  });
});
