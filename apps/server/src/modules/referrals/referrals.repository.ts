import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../db/database.ts';
import { referralCodes, referralSettings, referrals } from './referrals.schema.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralSettingsRow = typeof referralSettings.$inferSelect;

export function createReferralsRepository(db: Executor) {
  return {
    async settings(): Promise<ReferralSettingsRow> {
      const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
      if (!row) throw new Error('referral settings are missing (migration 0041)');
      return row;
    },

    async lockSettings(): Promise<ReferralSettingsRow> {
      const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1)).for('update');
      if (!row) throw new Error('referral settings are missing (migration 0041)');
      return row;
    },

    async updateSettings(
      values: Partial<typeof referralSettings.$inferInsert>,
    ): Promise<ReferralSettingsRow> {
      const [row] = await db
        .update(referralSettings)
        .set(values)
        .where(eq(referralSettings.id, 1))
        .returning();
      if (!row) throw new Error('referral settings are missing (migration 0041)');
      return row;
    },

    async codeOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId));
      return row?.code ?? null;
    },

    /** Gives the player `code` unless they have one; answers theirs (null when `code` is taken by another). */
    async claimCode(userId: number, code: string, at: Date): Promise<string | null> {
      await db.insert(referralCodes).values({ userId, code, createdAt: at }).onConflictDoNothing();
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId));
      return row?.code ?? null;
    },

    async ownerOf(code: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(sql`lower(${referralCodes.code}) = lower(${code})`);
      return row?.userId ?? null;
    },

    /** Records a referred sign-up, once per friend; answers whether this call recorded it. */
    async insert(row: typeof referrals.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(referrals)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: referrals.friendId });
      return inserted.length > 0;
    },

    async referralOf(friendId: number): Promise<ReferralRow | null> {
      const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId));
      return row ?? null;
    },

    /** Moves a pending referral on (qualified or refused); answers it if this call moved it. */
    async settle(
      friendId: number,
      change: { status: 'qualified' | 'refused'; refusal?: ReferralRow['refusal']; at: Date },
    ): Promise<ReferralRow | null> {
      const [row] = await db
        .update(referrals)
        .set({
          status: change.status,
          refusal: change.refusal ?? null,
          qualifiedAt: change.status === 'qualified' ? change.at : null,
        })
        .where(and(eq(referrals.friendId, friendId), eq(referrals.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** The referrer's friends, newest first. */
    friendsOf(referrerId: number, limit: number): Promise<ReferralRow[]> {
      return db
        .select()
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt))
        .limit(limit);
    },

    async countsOf(referrerId: number) {
      const rows = await db
        .select({
          status: referrals.status,
          total: count(),
          reward: sql<string>`coalesce(sum(${referrals.reward}), 0)::text`,
        })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .groupBy(referrals.status);
      const of = (status: ReferralRow['status']) => rows.find((row) => row.status === status);
      return {
        invited: rows.reduce((sum, row) => sum + Number(row.total), 0),
        qualified: Number(of('qualified')?.total ?? 0) + Number(of('paid')?.total ?? 0),
        paid: Number(of('paid')?.total ?? 0),
        earned: BigInt(of('paid')?.reward ?? '0'),
      };
    },

    /** Qualified referrals waiting for their referrer's first deposit. */
    qualifiedOf(referrerId: number): Promise<ReferralRow[]> {
      return db
        .select()
        .from(referrals)
        .where(and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'qualified')));
    },

    /** Open referrals (pending or qualified), oldest first, after `afterFriend`. */
    open(afterFriend: number, limit: number): Promise<ReferralRow[]> {
      return db
        .select()
        .from(referrals)
        .where(
          and(
            inArray(referrals.status, ['pending', 'qualified']),
            sql`${referrals.friendId} > ${afterFriend}`,
          ),
        )
        .orderBy(referrals.friendId)
        .limit(limit);
    },

    async page(status: ReferralRow['status'] | undefined, offset: number, limit: number) {
      const where = status ? eq(referrals.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(referrals)
          .where(where)
          .orderBy(desc(referrals.createdAt))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(referrals).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;

/** Marks a qualified referral paid with its reward, in the reward's posting (both commit together). */
export function rewardPaidRecord(friendId: number, currency: string, reward: bigint, at: Date): Statement {
  return {
    name: 'referral-reward-paid',
    text: `update referrals set status = 'paid', paid_at = $2::timestamptz, currency = $3, reward = $4::bigint
      where friend_id = $1::bigint and status = 'qualified'`,
    values: [String(friendId), at.toISOString(), currency, reward.toString()],
  };
}
