import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../db/database.ts';
import { rakebackDays, rakebackPlayers, rakebackSettings } from './rakeback.schema.ts';

export type RakebackSettingsRow = typeof rakebackSettings.$inferSelect;
export type RakebackPlayerRow = typeof rakebackPlayers.$inferSelect;
export type RakebackDayRow = typeof rakebackDays.$inferSelect;
export type RakebackSettingsChanges = Partial<
  Pick<RakebackSettingsRow, 'percentBp' | 'levelPercentBp' | 'includeBonusMoney' | 'hiddenThemes'>
>;

/** The rakeback tables: the operator's terms, each depositor's running day, and the closed days. */
export function createRakebackRepository(db: Executor) {
  return {
    async settings(): Promise<RakebackSettingsRow> {
      const [row] = await db.select().from(rakebackSettings).where(eq(rakebackSettings.id, 1));
      if (row) return row;
      // the first read makes the row with its defaults (a migration does too)
      await db.insert(rakebackSettings).values({ id: 1 }).onConflictDoNothing();
      const [made] = await db.select().from(rakebackSettings).where(eq(rakebackSettings.id, 1));
      return made as RakebackSettingsRow;
    },

    async updateSettings(changes: RakebackSettingsChanges, at: Date): Promise<RakebackSettingsRow> {
      const [row] = await db
        .update(rakebackSettings)
        .set({ ...changes, updatedAt: at })
        .where(eq(rakebackSettings.id, 1))
        .returning();
      return row as RakebackSettingsRow;
    },

    async lockSettings(): Promise<RakebackSettingsRow | undefined> {
      const [row] = await db.select().from(rakebackSettings).where(eq(rakebackSettings.id, 1)).for('update');
      return row;
    },

    async findPlayer(userId: number): Promise<RakebackPlayerRow | undefined> {
      const [row] = await db.select().from(rakebackPlayers).where(eq(rakebackPlayers.userId, userId));
      return row;
    },

    /** Starts a depositor's calendar; nothing when it has started already. */
    async insertPlayer(row: typeof rakebackPlayers.$inferInsert): Promise<void> {
      await db.insert(rakebackPlayers).values(row).onConflictDoNothing();
    },

    /**
     * Changes a player's running day only if it is still the version read (another writer, a
     * second process's job, did not get there first); answers whether it did.
     */
    async updatePlayer(
      userId: number,
      version: number,
      changes: Partial<Omit<typeof rakebackPlayers.$inferInsert, 'userId' | 'version'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(rakebackPlayers)
        .set({ ...changes, version: version + 1 })
        .where(and(eq(rakebackPlayers.userId, userId), eq(rakebackPlayers.version, version)))
        .returning({ userId: rakebackPlayers.userId });
      return rows.length === 1;
    },

    /** Players whose running day has ended by `now`, the longest ended first. */
    async duePlayers(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ userId: rakebackPlayers.userId })
        .from(rakebackPlayers)
        .where(lte(rakebackPlayers.dayEndsAt, now))
        .orderBy(asc(rakebackPlayers.dayEndsAt))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    async insertDay(row: typeof rakebackDays.$inferInsert): Promise<void> {
      await db.insert(rakebackDays).values(row).onConflictDoNothing();
    },

    /** A player's closed days whose date is `fromDate` or later, oldest first. */
    async daysSince(userId: number, fromDate: string): Promise<RakebackDayRow[]> {
      return db
        .select()
        .from(rakebackDays)
        .where(and(eq(rakebackDays.userId, userId), gte(rakebackDays.dayDate, fromDate)))
        .orderBy(asc(rakebackDays.dayDate));
    },

    /** A player's latest closed days, newest first (the back-office). */
    async latestDays(userId: number, limit: number): Promise<RakebackDayRow[]> {
      return db
        .select()
        .from(rakebackDays)
        .where(eq(rakebackDays.userId, userId))
        .orderBy(desc(rakebackDays.dayDate))
        .limit(limit);
    },

    async findDay(publicId: string): Promise<RakebackDayRow | undefined> {
      const [row] = await db.select().from(rakebackDays).where(eq(rakebackDays.publicId, publicId));
      return row;
    },

    /**
     * A day paid, in the payment's ledger transaction: RB001 (the transaction rolls back) if it was
     * paid already or is not the player's.
     */
    paidRecord(id: number, userId: number, at: Date): Statement {
      return {
        name: 'rakeback-day-paid',
        text: `with paid as (
            update rakeback_days set paid_at = $3::timestamptz
            where id = $1::bigint and user_id = $2::bigint and paid_at is null returning id)
          select rakeback_expect(exists (select 1 from paid))`,
        values: [String(id), String(userId), at.toISOString()],
      };
    },

    /** What the calendar has paid and owes, per currency (the back-office's summary of a player). */
    async totals(userId: number) {
      return db
        .select({
          currency: rakebackDays.currency,
          paid: sql<string>`coalesce(sum(${rakebackDays.amount}) filter (where ${rakebackDays.paidAt} is not null), 0)::text`,
          days: sql<number>`count(*)::int`,
        })
        .from(rakebackDays)
        .where(eq(rakebackDays.userId, userId))
        .groupBy(rakebackDays.currency);
    },
  };
}

export type RakebackRepository = ReturnType<typeof createRakebackRepository>;
