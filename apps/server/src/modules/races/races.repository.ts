import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../db/database.ts';
import { raceEntries, raceResults, races, winOfTheMonthSettings } from './races.schema.ts';

export type RaceRow = typeof races.$inferSelect;
export type RaceInsert = typeof races.$inferInsert;
export type RaceEntryRow = typeof raceEntries.$inferSelect;
export type RaceResultRow = typeof raceResults.$inferSelect;
export type WinOfTheMonthSettingsRow = typeof winOfTheMonthSettings.$inferSelect;

/** An entrant's numbers as recounted from the ledger. */
export type EntryNumbers = {
  userId: number;
  score: bigint;
  achievedId: number;
  wagered: bigint;
  rounds: number;
  horizonId: number;
};

/** How a board is ordered: the score, then whoever reached it first. */
const boardOrder = [desc(raceEntries.score), asc(raceEntries.achievedId), asc(raceEntries.userId)];

export function createRacesRepository(db: Executor) {
  return {
    async race(id: number): Promise<RaceRow | null> {
      const [row] = await db.select().from(races).where(eq(races.id, id));
      return row ?? null;
    },

    async lockRace(id: number): Promise<RaceRow | null> {
      const [row] = await db.select().from(races).where(eq(races.id, id)).for('update');
      return row ?? null;
    },

    /** Races not cancelled nor ended before `since` (running, upcoming, finishing). */
    racesSince(since: Date, limit: number): Promise<RaceRow[]> {
      return db
        .select()
        .from(races)
        .where(and(gt(races.endsAt, since), ne(races.status, 'cancelled')))
        .orderBy(asc(races.startsAt), asc(races.id))
        .limit(limit);
    },

    /** Races not cancelled that ended in [since, before), newest first. */
    racesEndedBetween(since: Date, before: Date, limit: number): Promise<RaceRow[]> {
      return db
        .select()
        .from(races)
        .where(and(gt(races.endsAt, since), lte(races.endsAt, before), ne(races.status, 'cancelled')))
        .orderBy(desc(races.endsAt), desc(races.id))
        .limit(limit);
    },

    /** Every race, newest start first (the back-office list). */
    allRaces(offset: number, limit: number): Promise<RaceRow[]> {
      return db
        .select()
        .from(races)
        .orderBy(desc(races.startsAt), desc(races.id))
        .offset(offset)
        .limit(limit);
    },

    async countRaces(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(races);
      return Number(row?.total ?? 0);
    },

    /** Races in `currency` still counting bets whose window overlaps [at, until]. */
    racesOpenAt(currency: string, at: Date, until: Date = at): Promise<RaceRow[]> {
      return db
        .select()
        .from(races)
        .where(
          and(
            eq(races.currency, currency),
            eq(races.status, 'scheduled'),
            lte(races.startsAt, until),
            gt(races.endsAt, at),
          ),
        );
    },

    /** Races due to finish at `now` (ended by `cutoff`, or finishing with prizes left to pay). */
    dueRaces(cutoff: Date): Promise<RaceRow[]> {
      return db
        .select()
        .from(races)
        .where(
          or(and(eq(races.status, 'scheduled'), lte(races.endsAt, cutoff)), eq(races.status, 'finishing')),
        )
        .orderBy(asc(races.endsAt));
    },

    /** The win of the month race starting in [from, to) (a month), if it was made. */
    async winOfTheMonthIn(from: Date, to: Date): Promise<RaceRow | null> {
      const [row] = await db
        .select()
        .from(races)
        .where(and(eq(races.kind, 'win_of_the_month'), gte(races.startsAt, from), lt(races.startsAt, to)))
        .limit(1);
      return row ?? null;
    },

    /** Entries made before the race's start count from its start (when it is moved). */
    async moveEntriesToStart(raceId: number, start: Date): Promise<void> {
      await db.update(raceEntries).set({ countsFrom: start }).where(eq(raceEntries.raceId, raceId));
    },

    async insertRace(values: RaceInsert): Promise<RaceRow> {
      const [row] = await db.insert(races).values(values).returning();
      if (!row) throw new Error('race not inserted');
      return row;
    },

    /** Inserts the race unless one of its kind already starts then (win of the month); answers it or null. */
    async insertRaceOnce(values: RaceInsert): Promise<RaceRow | null> {
      const [row] = await db.insert(races).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateRace(id: number, values: Partial<RaceInsert>): Promise<RaceRow> {
      const [row] = await db.update(races).set(values).where(eq(races.id, id)).returning();
      if (!row) throw new Error('race not found');
      return row;
    },

    async entry(raceId: number, userId: number): Promise<RaceEntryRow | null> {
      const [row] = await db
        .select()
        .from(raceEntries)
        .where(and(eq(raceEntries.raceId, raceId), eq(raceEntries.userId, userId)));
      return row ?? null;
    },

    entriesOf(raceIds: number[], userId: number): Promise<RaceEntryRow[]> {
      if (raceIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(raceEntries)
        .where(and(inArray(raceEntries.raceId, raceIds), eq(raceEntries.userId, userId)));
    },

    entries(raceId: number): Promise<RaceEntryRow[]> {
      return db.select().from(raceEntries).where(eq(raceEntries.raceId, raceId));
    },

    /** Enters a player (a second entry changes nothing); answers whether this call entered them. */
    /**
     * Enters a player; answers whether this call entered them. An automatic entry made at a bet that
     * an opt-in (joining) follows becomes an opt-in one.
     */
    async enter(
      raceId: number,
      userId: number,
      countsFrom: Date,
      at: Date,
      optedIn: boolean,
    ): Promise<boolean> {
      const rows = await db
        .insert(raceEntries)
        .values({ raceId, userId, countsFrom, joinedAt: at, optedIn })
        .onConflictDoUpdate({
          target: [raceEntries.raceId, raceEntries.userId],
          set: { optedIn: true },
          setWhere: sql`${optedIn} and not ${raceEntries.optedIn}`,
        })
        .returning({ userId: raceEntries.userId });
      return rows.length > 0;
    },

    /** Writes an entrant's recount if their horizon is still the one it started from. */
    async writeNumbers(raceId: number, numbers: EntryNumbers, expectedHorizon: number): Promise<boolean> {
      const rows = await db
        .update(raceEntries)
        .set({
          score: numbers.score,
          achievedId: numbers.achievedId,
          wagered: numbers.wagered,
          rounds: numbers.rounds,
          horizonId: numbers.horizonId,
        })
        .where(
          and(
            eq(raceEntries.raceId, raceId),
            eq(raceEntries.userId, numbers.userId),
            eq(raceEntries.horizonId, expectedHorizon),
          ),
        )
        .returning({ userId: raceEntries.userId });
      return rows.length > 0;
    },

    /** The live board's top, entrants who scored only. */
    board(raceId: number, limit: number): Promise<RaceEntryRow[]> {
      return db
        .select()
        .from(raceEntries)
        .where(and(eq(raceEntries.raceId, raceId), gt(raceEntries.score, 0n)))
        .orderBy(...boardOrder)
        .limit(limit);
    },

    /** Where an entrant stands on the live board: 1 + those ahead of them. */
    async position(entry: RaceEntryRow): Promise<number> {
      const [row] = await db
        .select({ ahead: sql<number>`count(*)::int` })
        .from(raceEntries)
        .where(
          and(
            eq(raceEntries.raceId, entry.raceId),
            gt(raceEntries.score, 0n),
            or(
              gt(raceEntries.score, entry.score),
              and(
                eq(raceEntries.score, entry.score),
                or(
                  sql`${raceEntries.achievedId} < ${entry.achievedId}`,
                  and(
                    eq(raceEntries.achievedId, entry.achievedId),
                    sql`${raceEntries.userId} < ${entry.userId}`,
                  ),
                ),
              ),
            ),
          ),
        );
      return Number(row?.ahead ?? 0) + 1;
    },

    async entrantCounts(raceIds: number[]): Promise<Map<number, number>> {
      if (raceIds.length === 0) return new Map();
      const rows = await db
        .select({
          raceId: raceEntries.raceId,
          total: sql<number>`(count(*) filter (where ${raceEntries.optedIn} or ${raceEntries.rounds} > 0))::int`,
        })
        .from(raceEntries)
        .where(inArray(raceEntries.raceId, raceIds))
        .groupBy(raceEntries.raceId);
      return new Map(rows.map((row) => [row.raceId, Number(row.total)]));
    },

    results(raceId: number, limit = 1000): Promise<RaceResultRow[]> {
      return db
        .select()
        .from(raceResults)
        .where(eq(raceResults.raceId, raceId))
        .orderBy(asc(raceResults.rank))
        .limit(limit);
    },

    async resultOf(raceId: number, userId: number): Promise<RaceResultRow | null> {
      const [row] = await db
        .select()
        .from(raceResults)
        .where(and(eq(raceResults.raceId, raceId), eq(raceResults.userId, userId)));
      return row ?? null;
    },

    /** A player's latest finished races with their place. */
    latestResultsOf(userId: number, limit: number) {
      return db
        .select({ race: races, result: raceResults })
        .from(raceResults)
        .innerJoin(races, eq(races.id, raceResults.raceId))
        .where(eq(raceResults.userId, userId))
        .orderBy(desc(races.endsAt))
        .limit(limit);
    },

    async insertResults(rows: Array<typeof raceResults.$inferInsert>): Promise<void> {
      for (let start = 0; start < rows.length; start += 500)
        await db.insert(raceResults).values(rows.slice(start, start + 500));
    },

    async paidSum(raceIds: number[]): Promise<Map<number, bigint>> {
      if (raceIds.length === 0) return new Map();
      const rows = await db
        .select({
          raceId: raceResults.raceId,
          paid: sql<string>`coalesce(sum(${raceResults.prize}) filter (where ${raceResults.paidAt} is not null), 0)::text`,
        })
        .from(raceResults)
        .where(inArray(raceResults.raceId, raceIds))
        .groupBy(raceResults.raceId);
      return new Map(rows.map((row) => [row.raceId, BigInt(row.paid)]));
    },

    async winOfTheMonthSettings(): Promise<WinOfTheMonthSettingsRow> {
      const [row] = await db.select().from(winOfTheMonthSettings).where(eq(winOfTheMonthSettings.id, 1));
      if (!row) throw new Error('win of the month settings are missing (migration 0040)');
      return row;
    },

    async lockWinOfTheMonthSettings(): Promise<WinOfTheMonthSettingsRow> {
      const [row] = await db
        .select()
        .from(winOfTheMonthSettings)
        .where(eq(winOfTheMonthSettings.id, 1))
        .for('update');
      if (!row) throw new Error('win of the month settings are missing (migration 0040)');
      return row;
    },

    async updateWinOfTheMonthSettings(
      values: Partial<typeof winOfTheMonthSettings.$inferInsert>,
    ): Promise<WinOfTheMonthSettingsRow> {
      const [row] = await db
        .update(winOfTheMonthSettings)
        .set(values)
        .where(eq(winOfTheMonthSettings.id, 1))
        .returning();
      if (!row) throw new Error('win of the month settings are missing (migration 0040)');
      return row;
    },
  };
}

export type RacesRepository = ReturnType<typeof createRacesRepository>;

/** The statement that marks a prize paid, run in the prize's posting (so both commit together). */
export function prizePaidRecord(raceId: number, rank: number, at: Date): Statement {
  return {
    name: 'race-prize-paid',
    text: `update race_results set paid_at = $3::timestamptz
      where race_id = $1::bigint and rank = $2::int and paid_at is null`,
    values: [String(raceId), rank, at.toISOString()],
  };
}
