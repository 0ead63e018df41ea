import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../db/database.ts';
import { loyaltyEvents, loyaltyLevels, loyaltyPlayers, loyaltySettings } from './loyalty.schema.ts';

export type LoyaltySettingsRow = typeof loyaltySettings.$inferSelect;
export type LoyaltyLevelRow = typeof loyaltyLevels.$inferSelect;
export type LoyaltyPlayerRow = typeof loyaltyPlayers.$inferSelect;
export type LoyaltyEventRow = typeof loyaltyEvents.$inferSelect;

/** The loyalty tables: the point rates, the ladder, each player's standing and its history. */
export function createLoyaltyRepository(db: Executor) {
  return {
    async settings(): Promise<LoyaltySettingsRow> {
      const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
      if (row) return row;
      // the first read makes the row with no rates (the seed gives a new casino its defaults)
      await db.insert(loyaltySettings).values({ id: 1 }).onConflictDoNothing();
      const [made] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
      return made as LoyaltySettingsRow;
    },

    async lockSettings(): Promise<LoyaltySettingsRow> {
      await db.insert(loyaltySettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1)).for('update');
      return row as LoyaltySettingsRow;
    },

    async updateRates(rates: Record<string, string>, at: Date): Promise<LoyaltySettingsRow> {
      const [row] = await db
        .update(loyaltySettings)
        .set({ rates, updatedAt: at })
        .where(eq(loyaltySettings.id, 1))
        .returning();
      return row as LoyaltySettingsRow;
    },

    async setScannedTo(at: Date): Promise<void> {
      await db.update(loyaltySettings).set({ scannedTo: at }).where(eq(loyaltySettings.id, 1));
    },

    async levels(): Promise<LoyaltyLevelRow[]> {
      return db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.level));
    },

    /** Replaces the ladder (in the caller's transaction, under the settings row's lock). */
    async replaceLevels(levels: LoyaltyLevelRow[], at: Date): Promise<void> {
      await db.delete(loyaltyLevels);
      await db.insert(loyaltyLevels).values(levels);
      await db.update(loyaltySettings).set({ updatedAt: at }).where(eq(loyaltySettings.id, 1));
    },

    async findPlayer(userId: number): Promise<LoyaltyPlayerRow | undefined> {
      const [row] = await db.select().from(loyaltyPlayers).where(eq(loyaltyPlayers.userId, userId));
      return row;
    },

    /** How far each player's stakes are counted (the id of the last posting counted). */
    async countedTo(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: loyaltyPlayers.userId, countedTo: loyaltyPlayers.countedTo })
        .from(loyaltyPlayers)
        .where(inArray(loyaltyPlayers.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row.countedTo]));
    },

    /** The player's row under lock, made first if they have none. */
    async lockPlayer(userId: number): Promise<LoyaltyPlayerRow> {
      await db.insert(loyaltyPlayers).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(loyaltyPlayers)
        .where(eq(loyaltyPlayers.userId, userId))
        .for('update');
      return row as LoyaltyPlayerRow;
    },

    async updatePlayer(
      userId: number,
      changes: Partial<
        Pick<LoyaltyPlayerRow, 'level' | 'points' | 'xp' | 'remainders' | 'countedTo' | 'countedAt'>
      >,
      at: Date,
    ): Promise<void> {
      await db
        .update(loyaltyPlayers)
        .set({ ...changes, updatedAt: at })
        .where(eq(loyaltyPlayers.userId, userId));
    },

    /** Records a level reached by play; nothing when it was reached before (once per level, ever). */
    async insertLevelUp(entry: {
      userId: number;
      level: number;
      currency: string | null;
      amount: bigint;
      at: Date;
    }): Promise<void> {
      await db
        .insert(loyaltyEvents)
        .values({
          userId: entry.userId,
          kind: 'level_up',
          level: entry.level,
          currency: entry.currency,
          amount: entry.amount,
          createdAt: entry.at,
        })
        .onConflictDoNothing();
    },

    async insertEvent(entry: {
      userId: number;
      kind: 'adjustment' | 'level_set';
      level: number | null;
      points: number;
      reason: string;
      at: Date;
    }): Promise<LoyaltyEventRow> {
      const [row] = await db
        .insert(loyaltyEvents)
        .values({
          userId: entry.userId,
          kind: entry.kind,
          level: entry.level,
          points: entry.points,
          reason: entry.reason,
          createdAt: entry.at,
        })
        .returning();
      return row as LoyaltyEventRow;
    },

    /** Level rewards reached but not yet paid, oldest first (of one player, or of everyone). */
    async unpaidRewards(userId: number | null, limit: number): Promise<LoyaltyEventRow[]> {
      return db
        .select()
        .from(loyaltyEvents)
        .where(
          and(
            eq(loyaltyEvents.kind, 'level_up'),
            sql`${loyaltyEvents.amount} > 0`,
            isNull(loyaltyEvents.paidAt),
            userId === null ? undefined : eq(loyaltyEvents.userId, userId),
          ),
        )
        .orderBy(asc(loyaltyEvents.id))
        .limit(limit);
    },

    /** Marks a reward paid, in the reward posting's transaction. */
    paidRecord(id: number, at: Date): Statement {
      return {
        name: 'loyalty-reward-paid',
        text: 'update loyalty_events set paid_at = $2::timestamptz where id = $1::bigint and paid_at is null',
        values: [String(id), at.toISOString()],
      };
    },

    async history(userId: number, limit: number): Promise<LoyaltyEventRow[]> {
      return db
        .select()
        .from(loyaltyEvents)
        .where(eq(loyaltyEvents.userId, userId))
        .orderBy(desc(loyaltyEvents.id))
        .limit(limit);
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
