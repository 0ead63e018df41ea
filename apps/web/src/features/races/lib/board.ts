import type { RaceBoardEvent, RaceDetail, RaceLeader, RaceStatus } from '@casino/contracts';

/*
 * The live board: what a `race` socket event (the top 10 as it moved, without the viewer's own
 * mark) changes in the race the page shows, until the page reads the race again.
 */

const statuses: readonly RaceStatus[] = ['upcoming', 'running', 'finishing', 'ended', 'cancelled'];

const isLeader = (row: unknown): row is Omit<RaceLeader, 'me'> => {
  if (typeof row !== 'object' || row === null) return false;
  const { rank, uniqueId, name, score, wagered, rounds, prize } = row as Record<string, unknown>;
  return (
    typeof rank === 'number' &&
    (uniqueId === null || typeof uniqueId === 'string') &&
    (name === null || typeof name === 'string') &&
    typeof score === 'string' &&
    typeof wagered === 'string' &&
    typeof rounds === 'number' &&
    typeof prize === 'string'
  );
};

/** Reads the detail of a `room:race` window event; null when malformed. */
export function boardEventOf(detail: unknown): RaceBoardEvent | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { raceId, status, entrants, leaderboard } = detail as Record<string, unknown>;
  if (typeof raceId !== 'string' || typeof entrants !== 'number') return null;
  if (!statuses.includes(status as RaceStatus)) return null;
  if (!Array.isArray(leaderboard) || !leaderboard.every(isLeader)) return null;
  return { raceId, status: status as RaceStatus, entrants, leaderboard };
}

/**
 * The race with the event's board: its status and entrants, the event's rows on top (the viewer's
 * own marked by their public id; a viewer in ghost mode has none, and is marked again by the next
 * read) and below them the rows the page had past the event's, less anyone the event moved up.
 */
export function withBoardEvent(
  detail: RaceDetail,
  event: RaceBoardEvent,
  viewerUniqueId: string | null,
): RaceDetail {
  if (event.raceId !== detail.race.id) return detail;
  const top: RaceLeader[] = event.leaderboard.map((row) => ({
    ...row,
    me: viewerUniqueId !== null && row.uniqueId === viewerUniqueId,
  }));
  const inTop = new Set(top.flatMap((row) => (row.uniqueId ? [row.uniqueId] : [])));
  const rest = detail.leaderboard.filter(
    (row) => row.rank > top.length && !(row.uniqueId && inTop.has(row.uniqueId)),
  );
  return {
    ...detail,
    race: { ...detail.race, status: event.status, entrants: event.entrants },
    leaderboard: [...top, ...rest],
  };
}
