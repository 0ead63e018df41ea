import {
  type RaceAdmin,
  type RaceAdminDetail,
  type RaceBoardEvent,
  type RaceDefinition,
  type RaceDetail,
  type RaceLeader,
  type RacePlayerStats,
  type RaceStanding,
  type RaceSummary,
  type WinOfTheMonth,
  type WinOfTheMonthSettings,
  winOfTheMonthAmount,
} from '@casino/contracts';
import { minor } from '@casino/money';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Wallet } from '../wallet/index.ts';
import {
  type EntryNumbers,
  prizePaidRecord,
  type RaceEntryRow,
  type RaceInsert,
  type RaceResultRow,
  type RaceRow,
  type RacesRepository,
  type WinOfTheMonthSettingsRow,
} from './races.repository.ts';
import {
  merged,
  monthOf,
  numbersOf,
  prizeOf,
  rank,
  settleMs,
  statusOf,
  viewerStateOf,
} from './races.rules.ts';

/** How a player is shown on a board: public name and id, both null in ghost mode. */
export type PublicIdentity = { name: string | null; uniqueId: string | null; operatorName: string };

/** How long the races open in a currency are reused for the bets that follow. */
const openRacesTtlMs = 5_000;
/** How many rows a player's board shows. */
export const boardSize = 50;
/** How many rows the live board event carries. */
export const liveBoardSize = 10;
/** The live board is sent at most this often per race. */
const boardEveryMs = 1_000;

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Races: entrants counted from the ledger after each of their bets (the live board), the final
 * result counted again from the ledger once a race ends and its prizes paid through the wallet once
 * (posting `race:<id>:<rank>`), whichever process finishes it; and win of the month, a race made
 * for each month by the operator's rule.
 */
export function createRacesService({
  repository,
  transaction,
  repositoryOn,
  wallet,
  clock,
  exponentOf,
  identities,
  player,
  announceBoard,
  watched,
  scheduleFinish,
}: {
  repository: RacesRepository;
  transaction: <T>(work: (repository: RacesRepository, tx: Executor) => Promise<T>) => Promise<T>;
  /** The repository on a caller's transaction. */
  repositoryOn: (tx: Executor) => RacesRepository;
  wallet: Pick<Wallet, 'raceTally' | 'raceTallyAfter' | 'payRacePrize' | 'playSummary'>;
  clock: Clock;
  exponentOf: (currency: string) => Promise<number>;
  /** Public names of players (ghost mode respected), and the name operators see. */
  identities: (userIds: number[]) => Promise<Map<number, PublicIdentity>>;
  /** A player by public id: when they registered. */
  player: (uniqueId: string) => Promise<{ userId: number; createdAt: Date } | null>;
  /** Sends a race's board to those watching it (socket room `race:<id>`). */
  announceBoard: (event: RaceBoardEvent) => void;
  /** Whether anyone may be watching the race's board. */
  watched: (raceId: number) => boolean;
  /** Makes sure the job that finishes the race runs at its end (in the transaction given). */
  scheduleFinish: (race: RaceRow, tx: Executor) => Promise<void>;
}) {
  async function summaryOf(race: RaceRow, entrants: number, entered: boolean): Promise<RaceSummary> {
    const status = statusOf(race, clock.now());
    return {
      id: String(race.id),
      kind: race.kind,
      name: race.name,
      description: race.description,
      metric: race.metric,
      entry: race.entry,
      status,
      startsAt: race.startsAt.toISOString(),
      endsAt: race.endsAt.toISOString(),
      currency: race.currency,
      exponent: await exponentOf(race.currency),
      games: race.games,
      minBet: race.minBet.toString(),
      prizes: race.prizes,
      prizePool: race.prizes.reduce((sum, prize) => sum + BigInt(prize), 0n).toString(),
      entrants,
      viewerState: viewerStateOf(status, entered),
    };
  }

  // a player's play summary reads all their bets: kept for a minute per player
  const summaries = memo((userId: number) => wallet.playSummary(userId), 60_000, 2_000, clock);

  /** The board: the final result once the race is finished, else the live entries. */
  async function boardRows(race: RaceRow, limit: number) {
    if (race.status === 'finishing' || race.status === 'ended') {
      const results = await repository.results(race.id, limit);
      return results.map((row) => ({ ...row, paidAt: row.paidAt }));
    }
    if (race.status === 'cancelled') return [];
    const entries = await repository.board(race.id, limit);
    return entries.map((entry, index) => ({
      rank: index + 1,
      userId: entry.userId,
      score: entry.score,
      wagered: entry.wagered,
      rounds: entry.rounds,
      prize: prizeOf(race.prizes, index + 1),
      paidAt: null as Date | null,
    }));
  }

  async function leaders(race: RaceRow, limit: number, viewerId: number | null): Promise<RaceLeader[]> {
    const rows = await boardRows(race, limit);
    const names = await identities(rows.map((row) => row.userId));
    return rows.map((row) => ({
      rank: row.rank,
      uniqueId: names.get(row.userId)?.uniqueId ?? null,
      name: names.get(row.userId)?.name ?? null,
      me: row.userId === viewerId,
      score: row.score.toString(),
      wagered: row.wagered.toString(),
      rounds: row.rounds,
      prize: row.prize.toString(),
    }));
  }

  async function standing(race: RaceRow, userId: number): Promise<RaceStanding> {
    const status = statusOf(race, clock.now());
    const entry = await repository.entry(race.id, userId);
    if (race.status === 'finishing' || race.status === 'ended') {
      const result = await repository.resultOf(race.id, userId);
      return {
        state: 'ended',
        position: result?.rank ?? null,
        score: (result?.score ?? 0n).toString(),
        wagered: (result?.wagered ?? entry?.wagered ?? 0n).toString(),
        rounds: result?.rounds ?? entry?.rounds ?? 0,
        prize: (result?.prize ?? 0n).toString(),
        paidAt: result?.paidAt?.toISOString() ?? null,
        joinedAt: entry?.joinedAt.toISOString() ?? null,
      };
    }
    const position =
      entry && entry.score > 0n && race.status !== 'cancelled' ? await repository.position(entry) : null;
    return {
      state: viewerStateOf(status, entry !== null),
      position,
      score: (entry?.score ?? 0n).toString(),
      wagered: (entry?.wagered ?? 0n).toString(),
      rounds: entry?.rounds ?? 0,
      prize: position === null ? '0' : prizeOf(race.prizes, position).toString(),
      paidAt: null,
      joinedAt: entry?.joinedAt.toISOString() ?? null,
    };
  }

  async function raceOrNotFound(id: number): Promise<RaceRow> {
    const race = await repository.race(id);
    if (!race) throw new AppError('NOT_FOUND', 'There is no such race');
    return race;
  }

  async function detail(race: RaceRow, viewer: { id: number } | null): Promise<RaceDetail> {
    const [counts, entry, board, me] = await Promise.all([
      repository.entrantCounts([race.id]),
      viewer ? repository.entry(race.id, viewer.id) : null,
      leaders(race, boardSize, viewer?.id ?? null),
      viewer ? standing(race, viewer.id) : null,
    ]);
    return {
      race: await summaryOf(race, counts.get(race.id) ?? 0, entry !== null),
      leaderboard: board,
      me,
    };
  }

  // the live board of each race is sent at most once a second, the last change included
  const pendingBoards = new Map<number, ReturnType<typeof setTimeout>>();
  function boardChanged(raceId: number): void {
    if (pendingBoards.has(raceId) || !watched(raceId)) return;
    const timer = setTimeout(() => {
      pendingBoards.delete(raceId);
      void sendBoard(raceId).catch(() => undefined);
    }, boardEveryMs);
    timer.unref?.();
    pendingBoards.set(raceId, timer);
  }

  async function sendBoard(raceId: number): Promise<void> {
    const race = await repository.race(raceId);
    if (!race) return;
    const [counts, board] = await Promise.all([
      repository.entrantCounts([raceId]),
      leaders(race, liveBoardSize, null),
    ]);
    announceBoard({
      raceId: String(raceId),
      status: statusOf(race, clock.now()),
      entrants: counts.get(raceId) ?? 0,
      leaderboard: board.map(({ me: _me, ...row }) => row),
    });
  }

  /** What the race's terms make of a tally. */
  const termsOf = (race: RaceRow) => ({
    currency: race.currency,
    from: race.startsAt,
    to: race.endsAt,
    games: race.games,
    minBet: race.minBet,
  });

  /**
   * Brings one entrant's numbers up to date from the postings after their horizon (a whole recount
   * when one of the bets counted before was rolled back since), written only if no one else moved
   * the horizon meanwhile; answers whether the numbers changed.
   */
  async function recount(race: RaceRow, entry: RaceEntryRow): Promise<boolean> {
    let current = entry;
    for (let attempt = 0; attempt < 5; attempt++) {
      const change = await wallet.raceTallyAfter({
        ...termsOf(race),
        userId: current.userId,
        since: current.countsFrom,
        afterId: current.horizonId,
      });
      if (!change || change.horizonId <= current.horizonId) return false;
      let numbers: EntryNumbers;
      if (change.oldRolledBack) {
        const [whole] = await wallet.raceTally({
          ...termsOf(race),
          entrants: [{ userId: current.userId, since: current.countsFrom }],
        });
        if (!whole) return false;
        numbers = numbersOf(race.metric, whole);
      } else numbers = merged(race.metric, current, change);
      if (await repository.writeNumbers(race.id, numbers, current.horizonId))
        return numbers.score !== current.score || numbers.rounds !== current.rounds;
      // another process counted meanwhile: start again from what it wrote
      const reread = await repository.entry(race.id, current.userId);
      if (!reread) return false;
      current = reread;
    }
    return false;
  }

  // the races open now per currency, read at most every few seconds (every bet asks): a race another
  // process made starts counting here a little later, and its first bets are counted all the same
  const openRaces = new Map<string, { at: number; races: Promise<RaceRow[]> }>();
  function racesOpenAt(currency: string, now: Date): Promise<RaceRow[]> {
    const known = openRaces.get(currency);
    const at = now.getTime();
    if (known && at >= known.at && at - known.at < openRacesTtlMs) return known.races;
    const races = repository.racesOpenAt(currency, now, new Date(at + openRacesTtlMs));
    races.catch(() => openRaces.delete(currency));
    openRaces.set(currency, { at, races });
    return races;
  }
  const forgetOpenRaces = () => openRaces.clear();

  /** Recounts one player in the races open now in their currency (entering them in automatic ones). */
  async function countOnce(userId: number, currency: string): Promise<void> {
    const now = clock.now();
    const open = (await racesOpenAt(currency, now)).filter(
      (race) => race.startsAt <= now && now < race.endsAt,
    );
    if (open.length === 0) return;
    const entries = new Map(
      (
        await repository.entriesOf(
          open.map((race) => race.id),
          userId,
        )
      ).map((entry) => [entry.raceId, entry]),
    );
    for (const race of open) {
      let entry = entries.get(race.id) ?? null;
      if (!entry && race.entry === 'opt_in') continue;
      // an automatic race enters a player at their first bet (they count once a bet of theirs does)
      if (!entry) {
        await repository.enter(race.id, userId, race.startsAt, now, false);
        entry = await repository.entry(race.id, userId);
        if (!entry) continue;
      }
      if (await recount(race, entry)) boardChanged(race.id);
    }
  }

  // one count at a time per player in this process: one asked for while it runs runs once after it
  const counting = new Map<number, { rerun: boolean; done: Promise<void> }>();
  function count(userId: number, currency: string): Promise<void> {
    const current = counting.get(userId);
    if (current) {
      current.rerun = true;
      return current.done;
    }
    const run = { rerun: true, done: Promise.resolve() };
    run.done = (async () => {
      try {
        while (run.rerun) {
          run.rerun = false;
          await countOnce(userId, currency);
        }
      } finally {
        counting.delete(userId);
      }
    })();
    counting.set(userId, run);
    return run.done;
  }

  /**
   * Finishes a race that has ended (and settled): counts the final result from the ledger, writes it
   * once (under the race's lock), then pays each prize by a posting keyed by race and rank, which
   * also marks it paid, so it is paid once however often this runs and in however many processes.
   */
  async function finish(raceId: number): Promise<RaceRow | null> {
    let race = await repository.race(raceId);
    if (!race) return null;
    if (race.status === 'scheduled') {
      if (clock.now().getTime() < race.endsAt.getTime() + settleMs) return race;
      const entrants =
        race.entry === 'automatic'
          ? ('everyone' as const)
          : (await repository.entries(race.id)).map((entry) => ({
              userId: entry.userId,
              since: entry.countsFrom,
            }));
      const tallies =
        entrants !== 'everyone' && entrants.length === 0
          ? []
          : await wallet.raceTally({
              ...termsOf(race),
              entrants,
              settledBy: new Date(race.endsAt.getTime() + settleMs),
            });
      const { metric, prizes } = race;
      const final = rank(tallies.map((tally) => numbersOf(metric, tally)));
      race = await transaction(async (repo) => {
        const locked = await repo.lockRace(raceId);
        if (locked?.status !== 'scheduled') return locked;
        await repo.insertResults(
          final.map((entrant, index) => ({
            raceId,
            rank: index + 1,
            userId: entrant.userId,
            score: entrant.score,
            wagered: entrant.wagered,
            rounds: entrant.rounds,
            prize: prizeOf(prizes, index + 1),
          })),
        );
        return repo.updateRace(raceId, { status: 'finishing', updatedAt: clock.now() });
      });
      if (!race) return null;
      // the board is final now: those watching see it before the prizes are paid
      if (race.status === 'finishing' && watched(raceId)) await sendBoard(raceId).catch(() => undefined);
    }
    if (race.status !== 'finishing') return race;
    const unpaid = (await repository.results(raceId, 100_000)).filter(
      (result) => result.prize > 0n && result.paidAt === null,
    );
    // every prize is tried: one that fails (retried by the next run) holds none of the others back
    const failures: unknown[] = [];
    for (const result of unpaid) await payPrize(race, result).catch((error: unknown) => failures.push(error));
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} prize(s) of race ${raceId} not paid`);
    const ended = await transaction(async (repo) => {
      const locked = await repo.lockRace(raceId);
      if (locked?.status !== 'finishing') return locked;
      const results = await repo.results(raceId, 100_000);
      if (results.some((result) => result.prize > 0n && result.paidAt === null)) return locked;
      return repo.updateRace(raceId, {
        status: 'ended',
        finishedAt: clock.now(),
        updatedAt: clock.now(),
      });
    });
    if (ended && watched(raceId)) await sendBoard(raceId);
    return ended;
  }

  async function payPrize(race: RaceRow, result: RaceResultRow): Promise<void> {
    await wallet.payRacePrize({
      userId: result.userId,
      currency: race.currency,
      amount: minor(result.prize),
      idempotencyKey: `race:${race.id}:${result.rank}`,
      context: { reason: 'race_prize', race: race.id, raceName: race.name, rank: result.rank },
      records: [prizePaidRecord(race.id, result.rank, clock.now())],
    });
  }

  /** Makes this month's win of the month race when the rule is on (once: one per month start). */
  // the months whose race this process knows exists (a read, not a write, on every call)
  const monthsMade = new Set<number>();
  async function ensureWinOfTheMonth(): Promise<void> {
    const now = clock.now();
    const { start, end } = monthOf(now);
    if (monthsMade.has(start.getTime())) return;
    if (await repository.winOfTheMonthIn(start, end)) {
      monthsMade.add(start.getTime());
      return;
    }
    const settings = await repository.winOfTheMonthSettings();
    if (!settings.enabled) return;
    const exponent = await exponentOf(settings.currency);
    // a rule set during the month counts play from then on, not from before it was published
    const setAt = settings.updatedAt.getTime();
    const from = new Date(Math.max(start.getTime(), setAt - (setAt % 60_000)));
    await transaction(async (repo, tx) => {
      const made = await repo.insertRaceOnce(winOfTheMonthRace(settings, from, end, exponent));
      if (made) await scheduleFinish(made, tx);
    });
    monthsMade.add(start.getTime());
    forgetOpenRaces();
  }

  function winOfTheMonthRace(
    settings: WinOfTheMonthSettingsRow,
    start: Date,
    end: Date,
    exponent: number,
  ): RaceInsert {
    return {
      kind: 'win_of_the_month',
      name: `Win of the month: ${months[monthOf(start).start.getUTCMonth()]} ${start.getUTCFullYear()}`,
      description: settings.rule,
      currency: settings.currency,
      metric: settings.metric,
      entry: 'automatic',
      games: settings.games,
      minBet: settings.minBet,
      prizes: [(BigInt(winOfTheMonthAmount) * 10n ** BigInt(exponent)).toString()],
      startsAt: start,
      endsAt: end,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    };
  }

  async function adminView(race: RaceRow): Promise<RaceAdmin> {
    const [counts, paid] = await Promise.all([
      repository.entrantCounts([race.id]),
      repository.paidSum([race.id]),
    ]);
    const { viewerState: _viewer, ...summary } = await summaryOf(race, counts.get(race.id) ?? 0, false);
    return {
      ...summary,
      createdAt: race.createdAt.toISOString(),
      updatedAt: race.updatedAt.toISOString(),
      cancelledAt: race.cancelledAt?.toISOString() ?? null,
      cancelReason: race.cancelReason,
      finishedAt: race.finishedAt?.toISOString() ?? null,
      paid: (paid.get(race.id) ?? 0n).toString(),
    };
  }

  function definitionValues(definition: RaceDefinition): Omit<RaceInsert, 'createdAt'> {
    return {
      name: definition.name,
      description: definition.description,
      currency: definition.currency,
      metric: definition.metric,
      entry: definition.entry,
      games: [...new Set(definition.games)],
      minBet: BigInt(definition.minBet),
      prizes: definition.prizes.map((prize) => BigInt(prize).toString()),
      startsAt: new Date(definition.startsAt),
      endsAt: new Date(definition.endsAt),
      updatedAt: clock.now(),
    };
  }

  return {
    count,
    finish,
    ensureWinOfTheMonth,

    /** Finishes every race due (ended, or with prizes left to pay) and makes this month's win of the month. */
    async finishDue(): Promise<number> {
      const failures: unknown[] = [];
      await ensureWinOfTheMonth().catch((error: unknown) => failures.push(error));
      const due = await repository.dueRaces(new Date(clock.now().getTime() - settleMs));
      // one race that fails (and is retried by its own job) holds none of the others back
      for (const race of due) await finish(race.id).catch((error: unknown) => failures.push(error));
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} race step(s) failed`);
      return due.length;
    },

    /** Running and upcoming races (or those ended in the last 30 days), with the viewer's state. */
    async list(viewer: { id: number } | null, which: 'current' | 'ended'): Promise<RaceSummary[]> {
      const now = clock.now();
      const rows =
        which === 'current'
          ? await repository.racesSince(now, 100)
          : await repository.racesEndedBetween(new Date(now.getTime() - 30 * 86_400_000), now, 50);
      const ids = rows.map((race) => race.id);
      const [counts, entries] = await Promise.all([
        repository.entrantCounts(ids),
        viewer ? repository.entriesOf(ids, viewer.id) : [],
      ]);
      const entered = new Set(entries.map((entry) => entry.raceId));
      return Promise.all(rows.map((race) => summaryOf(race, counts.get(race.id) ?? 0, entered.has(race.id))));
    },

    async detail(id: number, viewer: { id: number } | null): Promise<RaceDetail> {
      return detail(await raceOrNotFound(id), viewer);
    },

    /** Enters the player (opt-in races count their bets from now on; automatic ones from the start). */
    async join(id: number, viewer: { id: number; currencyCode: string }): Promise<RaceDetail> {
      const race = await raceOrNotFound(id);
      const status = statusOf(race, clock.now());
      if (status !== 'upcoming' && status !== 'running')
        throw new AppError('RACE_CLOSED', 'This race has ended: it can no longer be joined');
      if (race.currency !== viewer.currencyCode)
        throw new AppError(
          'RACE_CURRENCY',
          `This race is played in ${race.currency}, your account is in another currency`,
        );
      const now = clock.now();
      const countsFrom = race.entry === 'automatic' || now < race.startsAt ? race.startsAt : now;
      if (await repository.enter(race.id, viewer.id, countsFrom, now, true)) boardChanged(race.id);
      return detail(race, viewer);
    },

    /** A player's stats (spec §4): joined on, bets, wins, losses, games, latest races. */
    async playerStats(uniqueId: string): Promise<RacePlayerStats> {
      const found = await player(uniqueId);
      if (!found) throw new AppError('NOT_FOUND', 'There is no such player');
      // a player in ghost mode is not shown by public id
      const names = await identities([found.userId]);
      if (!names.get(found.userId)?.uniqueId) throw new AppError('NOT_FOUND', 'There is no such player');
      const [summary, latest] = await Promise.all([
        summaries.get(found.userId),
        repository.latestResultsOf(found.userId, 5),
      ]);
      return {
        name: names.get(found.userId)?.name ?? null,
        joinedOn: found.createdAt.toISOString(),
        totalBets: summary.bets,
        wins: summary.wins,
        losses: summary.bets - summary.wins,
        totalGames: summary.games,
        latestRaces: await Promise.all(
          latest.map(async ({ race, result }) => ({
            id: String(race.id),
            name: race.name,
            endsAt: race.endsAt.toISOString(),
            position: result.rank,
            prize:
              result.prize > 0n
                ? {
                    amount: result.prize.toString(),
                    currency: race.currency,
                    exponent: await exponentOf(race.currency),
                  }
                : null,
          })),
        ),
      };
    },

    /** The running month's race with its holder, and last month's winner. */
    async winOfTheMonth(viewer: { id: number } | null): Promise<WinOfTheMonth> {
      await ensureWinOfTheMonth();
      const now = clock.now();
      const { start } = monthOf(now);
      const previousStart = monthOf(new Date(start.getTime() - 1)).start;
      const [current, previous] = await Promise.all([
        repository.winOfTheMonthIn(start, monthOf(now).end),
        repository.winOfTheMonthIn(previousStart, start),
      ]);
      const [holder] = current ? await leaders(current, 1, viewer?.id ?? null) : [];
      const [winner] =
        previous && previous.status === 'ended' ? await leaders(previous, 1, viewer?.id ?? null) : [];
      const counts = await repository.entrantCounts(current ? [current.id] : []);
      const entered = current && viewer ? (await repository.entry(current.id, viewer.id)) !== null : false;
      return {
        current: current ? await summaryOf(current, counts.get(current.id) ?? 0, entered) : null,
        holder: holder ?? null,
        previousWinner: winner && previous ? { ...winner, raceName: previous.name } : null,
      };
    },

    /** The operators' side; each change runs in the caller's transaction (with its audit row). */
    admin: {
      async list(offset: number, limit: number): Promise<{ rows: RaceAdmin[]; total: number }> {
        const [rows, total] = await Promise.all([
          repository.allRaces(offset, limit),
          repository.countRaces(),
        ]);
        return { rows: await Promise.all(rows.map(adminView)), total };
      },

      async detail(id: number): Promise<RaceAdminDetail> {
        const race = await raceOrNotFound(id);
        const rows = await boardRows(race, 1000);
        const names = await identities(rows.map((row) => row.userId));
        return {
          race: await adminView(race),
          leaderboard: rows.map((row) => ({
            rank: row.rank,
            userId: String(row.userId),
            uniqueId: names.get(row.userId)?.uniqueId ?? null,
            name: names.get(row.userId)?.operatorName ?? null,
            score: row.score.toString(),
            wagered: row.wagered.toString(),
            rounds: row.rounds,
            prize: row.prize.toString(),
            paidAt: row.paidAt?.toISOString() ?? null,
          })),
        };
      },

      view: async (id: number) => adminView(await raceOrNotFound(id)),

      async create(definition: RaceDefinition, tx: Executor): Promise<RaceRow> {
        const repo = repositoryOn(tx);
        if (new Date(definition.endsAt) <= clock.now())
          throw new AppError('VALIDATION_ERROR', 'The race must end in the future', {
            fields: { endsAt: 'The race must end in the future' },
          });
        if (new Date(definition.startsAt).getTime() < clock.now().getTime() - 5 * 60_000)
          throw new AppError('VALIDATION_ERROR', 'The race cannot start in the past', {
            fields: { startsAt: 'The race cannot start in the past' },
          });
        const race = await repo.insertRace({ ...definitionValues(definition), createdAt: clock.now() });
        await scheduleFinish(race, tx);
        forgetOpenRaces();
        return race;
      },

      /** Changes a race that has not started yet. */
      async update(
        id: number,
        definition: RaceDefinition,
        tx: Executor,
      ): Promise<{ before: RaceRow; after: RaceRow }> {
        const repo = repositoryOn(tx);
        const before = await repo.lockRace(id);
        if (!before) throw new AppError('NOT_FOUND', 'There is no such race');
        if (before.status !== 'scheduled' || before.startsAt <= clock.now())
          throw new AppError('RACE_STARTED', 'A race can be changed only before it starts');
        if (new Date(definition.startsAt) < clock.now())
          throw new AppError('VALIDATION_ERROR', 'The race cannot start in the past', {
            fields: { startsAt: 'The race cannot start in the past' },
          });
        if (definition.currency !== before.currency && (await repo.entries(id)).length > 0)
          throw new AppError('VALIDATION_ERROR', 'Players have joined: the currency can no longer change', {
            fields: { currency: 'Players have joined: the currency can no longer change' },
          });
        const after = await repo.updateRace(id, definitionValues(definition));
        // those who joined before the start count from the (new) start
        await repo.moveEntriesToStart(id, after.startsAt);
        await scheduleFinish(after, tx);
        forgetOpenRaces();
        return { before, after };
      },

      /** Cancels a race before it is finished: nothing is paid (races take no entry fee). */
      async cancel(id: number, reason: string, tx: Executor): Promise<{ before: RaceRow; after: RaceRow }> {
        const repo = repositoryOn(tx);
        const before = await repo.lockRace(id);
        if (!before) throw new AppError('NOT_FOUND', 'There is no such race');
        if (before.status !== 'scheduled' || clock.now().getTime() >= before.endsAt.getTime() + settleMs)
          throw new AppError('RACE_FINISHED', 'This race has ended: its result stands');
        const after = await repo.updateRace(id, {
          status: 'cancelled',
          cancelledAt: clock.now(),
          cancelReason: reason,
          updatedAt: clock.now(),
        });
        forgetOpenRaces();
        return { before, after };
      },

      winOfTheMonthSettings: () => repository.winOfTheMonthSettings(),

      async updateWinOfTheMonth(
        settings: WinOfTheMonthSettings,
        tx: Executor,
      ): Promise<{ before: WinOfTheMonthSettingsRow; after: WinOfTheMonthSettingsRow }> {
        const repo = repositoryOn(tx);
        const before = await repo.lockWinOfTheMonthSettings();
        const after = await repo.updateWinOfTheMonthSettings({
          enabled: settings.enabled,
          currency: settings.currency,
          metric: settings.metric,
          rule: settings.rule,
          games: [...new Set(settings.games)],
          minBet: BigInt(settings.minBet),
          updatedAt: clock.now(),
        });
        return { before, after };
      },
    },
  };
}

export type RacesService = ReturnType<typeof createRacesService>;

/** Remembers `load`'s answers for `ttlMs`, at most `size` of them (the oldest go first). */
function memo<K, V>(load: (key: K) => Promise<V>, ttlMs: number, size: number, clock: Clock) {
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const now = clock.now().getTime();
      const hit = kept.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load(key);
      value.catch(() => kept.delete(key));
      kept.delete(key);
      kept.set(key, { at: now, value });
      if (kept.size > size) kept.delete(kept.keys().next().value as K);
      return value;
    },
  };
}

export type { EntryNumbers, RaceEntryRow };
