import type { PlayerBonusStatus } from '@casino/contracts';
import type { BonusOfferStats } from '@casino/contracts/backoffice';
import { and, asc, count, countDistinct, desc, eq, gte, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf, type Statement } from '../../db/database.ts';
import { bonusOffers, couponAttempts, couponRedemptions, coupons, playerBonuses } from './bonuses.schema.ts';

export type BonusOfferRow = typeof bonusOffers.$inferSelect;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** Ends an active bonus in the transaction of its posting; BN001 if it was no longer active. */
function endRecord(
  id: number,
  status: Exclude<PlayerBonusStatus, 'pending' | 'active'>,
  at: Date,
  reason: string | null = null,
): Statement {
  return {
    name: 'bonus-end',
    text: `with moved as (
        update player_bonuses set status = $2, ended_at = $3::timestamptz, updated_at = $3::timestamptz, end_reason = $4
        where id = $1::bigint and status = 'active' returning id)
      select bonus_expect(exists (select 1 from moved))`,
    values: [String(id), status, at.toISOString(), reason],
  };
}

/** What a bonus active as soon as it is taken holds: instant cashback's terms, or free spins. */
export type HeldTerms =
  | { kind: 'cashback'; bp: number; cap: bigint | null }
  | { kind: 'free_spins'; game: string; count: number; stake: bigint };

/** A bonus that counts as taken: granted (whatever became of it since), or on its way. */
const taken = or(isNotNull(playerBonuses.activatedAt), eq(playerBonuses.status, 'pending'));

/** Deposit bonus offers and the bonuses players took. */
export function createBonusesRepository(db: Executor) {
  /** The player's active bonus of a kind (at most one each). */
  async function findActiveOf(userId: number, kind: PlayerBonusRow['kind']): Promise<PlayerBonusRow | null> {
    const [row] = await db
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.userId, userId),
          eq(playerBonuses.status, 'active'),
          eq(playerBonuses.kind, kind),
        ),
      );
    return row ?? null;
  }

  return {
    async listOffers(): Promise<BonusOfferRow[]> {
      return db.select().from(bonusOffers).orderBy(desc(bonusOffers.sortPriority), asc(bonusOffers.id));
    },

    async insertOffer(offer: typeof bonusOffers.$inferInsert): Promise<BonusOfferRow> {
      const [row] = await db.insert(bonusOffers).values(offer).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async lockOffer(id: number): Promise<BonusOfferRow | null> {
      const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id)).for('update');
      return row ?? null;
    },

    async updateOffer(id: number, changes: Partial<typeof bonusOffers.$inferInsert>): Promise<BonusOfferRow> {
      const [row] = await db.update(bonusOffers).set(changes).where(eq(bonusOffers.id, id)).returning();
      if (!row) throw new Error(`offer ${id} not found`);
      return row;
    },

    /**
     * What each offer has done: players and bonuses taken, completed ones, and per currency the
     * bonus money granted and what became cash (the conversion posting, read through the wallet's
     * ledger_posting).
     */
    async offerStats(): Promise<Map<number, BonusOfferStats>> {
      const result = await db.execute(sql`
        select offer_id, currency,
          count(distinct user_id) filter (where activated_at is not null or status = 'pending')::int as players,
          count(*) filter (where activated_at is not null)::int as taken,
          count(*) filter (where status = 'completed')::int as completed,
          coalesce(sum(bonus_amount) filter (where (kind = 'money' and activated_at is not null)
            or (kind = 'cashback' and status = 'completed')), 0)::text as granted,
          (coalesce(sum((select cash_after - cash_before from ledger_posting('bonus:' || public_id || ':wagered')))
            filter (where status = 'completed' and kind = 'money'), 0)
            -- cashback is paid as cash: all of what it cost became cash
            + coalesce(sum(bonus_amount) filter (where kind = 'cashback' and status = 'completed'), 0))::text as converted
        from player_bonuses group by offer_id, currency`);
      const rows = rowsOf(result) as Array<{
        offer_id: number;
        currency: string;
        players: number;
        taken: number;
        completed: number;
        granted: string;
        converted: string;
      }>;
      const stats = new Map<number, BonusOfferStats>();
      for (const row of rows) {
        const offerId = Number(row.offer_id);
        const entry = stats.get(offerId) ?? {
          players: 0,
          taken: 0,
          completed: 0,
          granted: {},
          converted: {},
        };
        entry.players += Number(row.players);
        entry.taken += Number(row.taken);
        entry.completed += Number(row.completed);
        if (row.granted !== '0') entry.granted[row.currency] = row.granted;
        if (row.converted !== '0') entry.converted[row.currency] = row.converted;
        stats.set(offerId, entry);
      }
      return stats;
    },

    async offerKeyTaken(key: string): Promise<boolean> {
      const [row] = await db.select({ id: bonusOffers.id }).from(bonusOffers).where(eq(bonusOffers.key, key));
      return row !== undefined;
    },

    async findOfferById(id: number): Promise<BonusOfferRow | null> {
      const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id));
      return row ?? null;
    },

    /** The bonus a deposit will bring once it completes (at most one per payment). */
    async insertPending(bonus: {
      userId: number;
      offerId: number;
      paymentId: number;
      currency: string;
      bonusAmount: bigint;
      wageringRequired: bigint;
      replacesActive: boolean;
      minBalance: bigint | null;
    }): Promise<void> {
      await db.insert(playerBonuses).values(bonus).onConflictDoNothing({ target: playerBonuses.paymentId });
    },

    async findByPayment(paymentId: number): Promise<PlayerBonusRow | null> {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.paymentId, paymentId));
      return row ?? null;
    },

    /** The player's bonuses, newest first (pending ones included). */
    async listForPlayer(userId: number, limit: number): Promise<PlayerBonusRow[]> {
      return db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.userId, userId))
        .orderBy(desc(playerBonuses.id))
        .limit(limit);
    },

    /** The player's active money bonus (the one whose bonus money is being wagered). */
    findActive: (userId: number) => findActiveOf(userId, 'money'),

    /** The player's active free-spins bonus: spins left to play, or winnings waiting for their turn. */
    findActiveFreeSpins: (userId: number) => findActiveOf(userId, 'free_spins'),

    /** The player's running instant cashback (one at a time). */
    findActiveCashback: (userId: number) => findActiveOf(userId, 'cashback'),

    /**
     * Instant cashback paid, in the payment's transaction: it ends as completed with what it paid.
     * BN001 if it was no longer running (paid or ended by another call).
     */
    cashbackPaidRecord(id: number, amount: bigint, at: Date): Statement {
      return {
        name: 'bonus-cashback-paid',
        text: `with paid as (
            update player_bonuses set status = 'completed', bonus_amount = $2::bigint, ended_at = $3::timestamptz,
              updated_at = $3::timestamptz
            where id = $1::bigint and status = 'active' and kind = 'cashback' returning id)
          select bonus_expect(exists (select 1 from paid))`,
        values: [String(id), amount.toString(), at.toISOString()],
      };
    },

    /**
     * A bonus active as soon as it is taken, with no money moving yet: instant cashback (its period
     * runs from now, nothing is paid until it ends or is claimed) or free spins (their winnings
     * become bonus money once they are played).
     */
    async insertHeld(
      bonus: {
        publicId: string;
        userId: number;
        offerId: number;
        currency: string;
        at: Date;
        expiresAt: Date;
        claimNetwork: string | null;
      } & HeldTerms,
    ): Promise<PlayerBonusRow> {
      const terms =
        bonus.kind === 'cashback'
          ? { bonusAmount: 0n, cashbackBp: bonus.bp, cashbackCap: bonus.cap }
          : {
              bonusAmount: bonus.stake * BigInt(bonus.count),
              freeSpinsGame: bonus.game,
              freeSpinsTotal: bonus.count,
              freeSpinsLeft: bonus.count,
              freeSpinStake: bonus.stake,
            };
      const [row] = await db
        .insert(playerBonuses)
        .values({
          ...terms,
          publicId: bonus.publicId,
          userId: bonus.userId,
          offerId: bonus.offerId,
          currency: bonus.currency,
          kind: bonus.kind,
          status: 'active',
          wageringRequired: 0n,
          activatedAt: bonus.at,
          updatedAt: bonus.at,
          expiresAt: bonus.expiresAt,
          claimNetwork: bonus.claimNetwork,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * One free spin played, in the round's transaction: one spin fewer and its win added; BN001
     * when none was left (another spin took the last) or the bonus ended meanwhile.
     */
    freeSpinRecord(id: number, win: bigint, at: Date): Statement {
      return {
        name: 'bonus-free-spin',
        text: `with used as (
            update player_bonuses set free_spins_left = free_spins_left - 1, free_spins_won = free_spins_won + $2::bigint,
              updated_at = $3::timestamptz
            where id = $1::bigint and status = 'active' and kind = 'free_spins' and free_spins_left > 0
              and (expires_at is null or expires_at > $3::timestamptz)
            returning id)
          select bonus_expect(exists (select 1 from used))`,
        values: [String(id), win.toString(), at.toISOString()],
      };
    },

    /**
     * Free spins that won nothing end; false when they changed since they were read (a spin won
     * meanwhile: they are finished again from what they are now).
     */
    async endUnwonFreeSpins(id: number, status: 'completed' | 'expired', at: Date): Promise<boolean> {
      const moved = await db
        .update(playerBonuses)
        .set({ status, endedAt: at, updatedAt: at })
        .where(
          and(
            eq(playerBonuses.id, id),
            eq(playerBonuses.status, 'active'),
            eq(playerBonuses.kind, 'free_spins'),
            eq(playerBonuses.freeSpinsWon, 0n),
          ),
        )
        .returning({ id: playerBonuses.id });
      return moved.length > 0;
    },

    /**
     * Free spins whose winnings become their bonus money, in the grant's transaction: the bonus is
     * the player's money bonus from now, wagered from now. BN001 if it was no longer active.
     */
    promoteRecord(
      id: number,
      change: { won: bigint; wageringRequired: bigint; at: Date; expiresAt: Date; minBalance: bigint | null },
    ): Statement {
      return {
        name: 'bonus-promote',
        text: `with moved as (
            update player_bonuses set kind = 'money', free_spins_left = 0, bonus_amount = $2::bigint,
              wagering_required = $3::bigint, activated_at = $4::timestamptz, expires_at = $5::timestamptz,
              updated_at = $4::timestamptz, min_balance = $6::bigint
            where id = $1::bigint and status = 'active' and kind = 'free_spins' and free_spins_won = $2::bigint
            returning id)
          select bonus_expect(exists (select 1 from moved))`,
        values: [
          String(id),
          change.won.toString(),
          change.wageringRequired.toString(),
          change.at.toISOString(),
          change.expiresAt.toISOString(),
          change.minBalance?.toString() ?? null,
        ],
      };
    },

    async findById(id: number): Promise<PlayerBonusRow | null> {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
      return row ?? null;
    },

    async findByPublicId(publicId: string): Promise<PlayerBonusRow | null> {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.publicId, publicId));
      return row ?? null;
    },

    /**
     * Activates a deposit's bonus in the deposit's own transaction; the bonus it replaces (if any)
     * ends as cancelled first (one active bonus per player). Raises BN001 unless the bonus was
     * still waiting for its deposit.
     */
    activateRecords(bonus: PlayerBonusRow, at: Date, expiresAt: Date, replacing: PlayerBonusRow | null) {
      const statements: Statement[] = [];
      if (replacing) statements.push(endRecord(replacing.id, 'cancelled', at));
      statements.push({
        name: 'bonus-activate',
        text: `with moved as (
            update player_bonuses set status = 'active', activated_at = $2::timestamptz, expires_at = $3::timestamptz,
              updated_at = $2::timestamptz
            where id = $1::bigint and status = 'pending' returning id)
          select bonus_expect(exists (select 1 from moved))`,
        values: [String(bonus.id), at.toISOString(), expiresAt.toISOString()],
      });
      return statements;
    },

    endRecord,

    /** Ends an active bonus without a posting (its bonus money is already gone); false if it had ended. */
    async end(id: number, status: Exclude<PlayerBonusStatus, 'pending' | 'active'>, at: Date) {
      const moved = await db
        .update(playerBonuses)
        .set({ status, endedAt: at, updatedAt: at })
        .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active')))
        .returning({ id: playerBonuses.id });
      return moved.length > 0;
    },

    /** Players who took the offer: a bonus granted (whatever became of it since), or being granted. */
    async countParticipants(offerId: number): Promise<number> {
      const [row] = await db
        .select({ players: countDistinct(playerBonuses.userId) })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.offerId, offerId), taken));
      return row?.players ?? 0;
    },

    /** When the player last took the offer; null if never. */
    /**
     * The player's last bonus of the offer cancelled by an operator (a reason other than a rule's),
     * when that is the last one they took; null otherwise.
     */
    async lastCancelledByOperator(userId: number, offerId: number): Promise<PlayerBonusRow | null> {
      const [row] = await db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.offerId, offerId), taken))
        .orderBy(desc(playerBonuses.id))
        .limit(1);
      return row?.status === 'cancelled' && row.endReason !== null && row.endReason !== 'self-exclusion'
        ? row
        : null;
    },

    /** Whether another player took the offer from this network. */
    async networkClaimed(offerId: number, network: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playerBonuses.id })
        .from(playerBonuses)
        .where(
          and(
            eq(playerBonuses.offerId, offerId),
            eq(playerBonuses.claimNetwork, network),
            sql`${playerBonuses.userId} <> ${userId}`,
            taken,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async lastTaken(userId: number, offerId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(sql<Date>`coalesce(${playerBonuses.activatedAt}, ${playerBonuses.createdAt})`) })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.offerId, offerId), taken));
      return row?.at ? new Date(row.at) : null;
    },

    /** A bonus taken without a deposit, waiting for its grant posting (which activates it). */
    async insertTaken(bonus: {
      userId: number;
      offerId: number;
      currency: string;
      bonusAmount: bigint;
      wageringRequired: bigint;
      claimNetwork: string | null;
      minBalance: bigint | null;
    }): Promise<PlayerBonusRow> {
      const [row] = await db.insert(playerBonuses).values(bonus).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** A grant that did not happen leaves no taken bonus behind. */
    async dropTaken(id: number, at: Date): Promise<void> {
      await db
        .update(playerBonuses)
        .set({ status: 'cancelled', endedAt: at, updatedAt: at })
        .where(
          and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'pending'), isNull(playerBonuses.paymentId)),
        );
    },

    async listCoupons(): Promise<CouponRow[]> {
      return db.select().from(coupons).orderBy(desc(coupons.id));
    },

    async insertCoupon(coupon: typeof coupons.$inferInsert): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(coupon).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateCoupon(id: number, changes: Partial<typeof coupons.$inferInsert>): Promise<CouponRow> {
      const [row] = await db.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
      if (!row) throw new Error(`coupon ${id} not found`);
      return row;
    },

    async findCoupon(code: string): Promise<CouponRow | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row ?? null;
    },

    async lockCoupon(id: number): Promise<CouponRow | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row ?? null;
    },

    async hasRedeemed(couponId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: couponRedemptions.id })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return row !== undefined;
    },

    /** Records the player's use of a coupon and counts it (under the coupon's lock). */
    async redeem(couponId: number, userId: number, playerBonusId: number): Promise<void> {
      await db.insert(couponRedemptions).values({ couponId, userId, playerBonusId });
      await db
        .update(coupons)
        .set({ uses: sql`${coupons.uses} + 1` })
        .where(eq(coupons.id, couponId));
    },

    /** A redemption whose bonus was not granted gives the use back. */
    async unredeem(couponId: number, userId: number): Promise<void> {
      const removed = await db
        .delete(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)))
        .returning({ id: couponRedemptions.id });
      if (removed.length > 0)
        await db
          .update(coupons)
          .set({ uses: sql`${coupons.uses} - 1` })
          .where(eq(coupons.id, couponId));
    },

    async recordCouponFailure(userId: number, at: Date): Promise<void> {
      await db.insert(couponAttempts).values({ userId, createdAt: at });
    },

    async couponFailuresSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ failures: count() })
        .from(couponAttempts)
        .where(and(eq(couponAttempts.userId, userId), gte(couponAttempts.createdAt, since)));
      return row?.failures ?? 0;
    },

    /** A deposit that failed takes its pending bonus with it. */
    async dropPending(paymentId: number, at: Date, reason: string | null = null): Promise<void> {
      await db
        .update(playerBonuses)
        .set({ status: 'cancelled', endedAt: at, updatedAt: at, endReason: reason })
        .where(and(eq(playerBonuses.paymentId, paymentId), eq(playerBonuses.status, 'pending')));
    },
  };
}

export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
