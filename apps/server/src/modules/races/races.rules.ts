import type { RaceMetric, RaceStatus, RaceViewerState } from '@casino/contracts';
import type { RaceTally } from '../wallet/index.ts';
import type { EntryNumbers, RaceRow } from './races.repository.ts';

/**
 * How long after its end a race is finished: a bet placed before the end is written within it (a
 * posting takes milliseconds), so the final count from the ledger holds every bet of the race.
 */
export const settleMs = 5_000;

/** An entrant's score by the race's metric, and the posting at which they reached it. */
export function numbersOf(metric: RaceMetric, tally: RaceTally): EntryNumbers {
  const [score, achievedId] =
    metric === 'wagered'
      ? [tally.wagered, tally.lastId]
      : metric === 'rounds'
        ? [BigInt(tally.rounds), tally.lastId]
        : [tally.bestMultiplier, tally.bestId];
  return {
    userId: tally.userId,
    score,
    achievedId,
    wagered: tally.wagered,
    rounds: tally.rounds,
    horizonId: tally.horizonId,
  };
}

/**
 * An entrant's numbers after the postings past their horizon: the new bets' stakes and rounds added;
 * the best multiplier the higher of the two (at a tie the earlier stays: it was reached before).
 */
export function merged(
  metric: RaceMetric,
  before: Pick<EntryNumbers, 'userId' | 'score' | 'achievedId' | 'wagered' | 'rounds'>,
  change: RaceTally,
): EntryNumbers {
  const wagered = before.wagered + change.wagered;
  const rounds = before.rounds + change.rounds;
  const lastId = change.rounds > 0 ? change.lastId : before.achievedId;
  const [score, achievedId] =
    metric === 'wagered'
      ? [wagered, lastId]
      : metric === 'rounds'
        ? [BigInt(rounds), lastId]
        : change.bestMultiplier > before.score
          ? [change.bestMultiplier, change.bestId]
          : [before.score, before.achievedId];
  return { userId: before.userId, score, achievedId, wagered, rounds, horizonId: change.horizonId };
}

/**
 * The final ranking: entrants who scored, the higher score first, a tie to whoever reached it first
 * (the lower posting id; each player's postings are ordered, and the ids of different players'
 * postings follow the order they were written in).
 */
export function rank(entrants: EntryNumbers[]): EntryNumbers[] {
  return entrants
    .filter((entrant) => entrant.score > 0n)
    .sort((a, b) =>
      a.score !== b.score
        ? a.score > b.score
          ? -1
          : 1
        : a.achievedId !== b.achievedId
          ? a.achievedId - b.achievedId
          : a.userId - b.userId,
    );
}

/** The prize of a rank (1-based) by the prize table; 0 past its end. */
export function prizeOf(prizes: string[], rank: number): bigint {
  const prize = prizes[rank - 1];
  return prize === undefined ? 0n : BigInt(prize);
}

/** What a race is now, as players see it. */
export function statusOf(race: Pick<RaceRow, 'status' | 'startsAt' | 'endsAt'>, now: Date): RaceStatus {
  if (race.status !== 'scheduled') return race.status;
  if (now < race.startsAt) return 'upcoming';
  if (now < race.endsAt) return 'running';
  return 'finishing';
}

/** Where the viewer stands (spec §4): ended once the race is over, else entered or not. */
export function viewerStateOf(status: RaceStatus, entered: boolean): RaceViewerState {
  if (status === 'finishing' || status === 'ended' || status === 'cancelled') return 'ended';
  return entered ? 'running' : 'not_entered';
}

/** The first instant of the UTC month holding `at`, and of the month after it. */
export function monthOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}
