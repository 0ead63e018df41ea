import type { PaymentStatus } from '@casino/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../db/database.ts';
import { cryptoAddresses, depositLimits, paymentEvents, paymentMethods, payments } from '../../db/schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  'userId' | 'direction' | 'methodId' | 'provider' | 'requestKey' | 'amount' | 'currency'
>;

/** Statuses a payment can still leave; the others are final. */
export const openStatuses: PaymentStatus[] = ['pending', 'processing'];

/** The cashier's tables: payment methods, payments and the providers' webhooks. */
export function createCashierRepository(db: Executor) {
  return {
    /** Every payment method (the service filters them per player). */
    async listMethods(): Promise<PaymentMethodRow[]> {
      return db.select().from(paymentMethods).orderBy(asc(paymentMethods.id));
    },

    /** Creates the payment of a click, or answers the one that click already made. */
    async createPayment(payment: NewPayment): Promise<{ row: PaymentRow; created: boolean }> {
      const [created] = await db.insert(payments).values(payment).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      const [existing] = await db.select().from(payments).where(eq(payments.requestKey, payment.requestKey));
      if (!existing) throw new Error(`payment ${payment.requestKey} neither created nor found`);
      return { row: existing, created: false };
    },

    /** Records the provider's id for the payment, where the player was sent and what may be shown. */
    async attachProvider(
      id: number,
      change: {
        providerReference: string;
        nextUrl: string | null;
        details: Record<string, string>;
        at: Date;
      },
    ): Promise<PaymentRow> {
      const [row] = await db
        .update(payments)
        .set({
          providerReference: change.providerReference,
          nextUrl: change.nextUrl,
          details: change.details,
          updatedAt: change.at,
        })
        .where(eq(payments.id, id))
        .returning();
      if (!row) throw new Error(`payment ${id} vanished`);
      return row;
    },

    async findByPublicId(publicId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.publicId, publicId));
      return row ?? null;
    },

    async findByReference(provider: string, providerReference: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerReference, providerReference)));
      return row ?? null;
    },

    /** Moves an open payment to `status`; null when it was final already (nothing changes). */
    async moveOpen(
      id: number,
      status: PaymentStatus,
      at: Date,
      failureReason: string | null = null,
    ): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ status, updatedAt: at, failureReason })
        .where(and(eq(payments.id, id), inArray(payments.status, openStatuses)))
        .returning();
      return row ?? null;
    },

    /**
     * The player's deposit limits at `at` and what counts against each: deposits pending, in
     * progress or completed over the rolling day, week (7 days) or month (30 days) before `at`.
     * `amount` is the limit in force (a waiting raise or removal counts from its time on; null: no
     * limit any more); `pending` a change still waiting.
     */
    async depositLimitUse(userId: number, at: Date): Promise<DepositLimitState[]> {
      // the subquery names its tables: unqualified, "user_id" would mean the payments' own column
      const used = sql<string>`coalesce((select sum(p.amount) from payments p
          where p.user_id = deposit_limits.user_id and p.direction = 'deposit'
            and p.status in ('pending', 'processing', 'completed')
            and p.created_at > ${at.toISOString()}::timestamptz - case deposit_limits.period
              when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '30 days' end
        ), 0)::text`;
      const rows = await db
        .select({
          period: depositLimits.period,
          amount: depositLimits.amount,
          pendingAmount: depositLimits.pendingAmount,
          pendingFrom: depositLimits.pendingFrom,
          used,
        })
        .from(depositLimits)
        .where(eq(depositLimits.userId, userId));
      return rows.map((row) => {
        const applied = row.pendingFrom !== null && row.pendingFrom.getTime() <= at.getTime();
        return {
          period: row.period,
          amount: applied ? row.pendingAmount : row.amount,
          used: BigInt(row.used),
          pending:
            row.pendingFrom !== null && !applied
              ? { amount: row.pendingAmount, from: row.pendingFrom }
              : null,
        };
      });
    },

    /** Serialises changes to one player's deposit limits until the transaction ends. */
    async lockDepositLimits(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${depositLimitsLockSpace}, ${userId}::int)`);
    },

    /**
     * Writes a player's limit for a period: `amount` in force now (null: the row goes) and a
     * change waiting for its time (or none). The caller decides which, under `lockDepositLimits`.
     */
    async writeDepositLimit(
      userId: number,
      period: DepositLimitState['period'],
      change: { amount: bigint | null; pending: { amount: bigint | null; from: Date } | null },
      now: Date,
    ): Promise<void> {
      if (change.amount === null) {
        await db
          .delete(depositLimits)
          .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)));
        return;
      }
      const values = {
        amount: change.amount,
        pendingAmount: change.pending?.amount ?? null,
        pendingFrom: change.pending?.from ?? null,
        updatedAt: now,
      };
      await db
        .insert(depositLimits)
        .values({ userId, period, createdAt: now, ...values })
        .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: values });
    },

    /** The player's address on a network: the one they have, or a new one at the next index. */
    async depositAddress(
      userId: number,
      network: string,
      derive: (index: number) => string,
    ): Promise<string> {
      const find = async () =>
        (
          await db
            .select({ address: cryptoAddresses.address })
            .from(cryptoAddresses)
            .where(and(eq(cryptoAddresses.userId, userId), eq(cryptoAddresses.network, network)))
        )[0]?.address;
      const existing = await find();
      if (existing) return existing;
      const result = (await db.execute(
        sql`select nextval(pg_get_serial_sequence('crypto_addresses', 'index'))::int as index`,
      )) as unknown as { rows: Array<{ index: number }> };
      const index = Number(result.rows[0]?.index);
      // two first deposits at once: one address wins, the other index is simply never used
      await db
        .insert(cryptoAddresses)
        .values({ userId, network, index, address: derive(index) })
        .onConflictDoNothing();
      const address = await find();
      if (!address) throw new Error(`no ${network} address for player ${userId}`);
      return address;
    },

    /** Moves a payment from exactly `from` to `to`; null when it was elsewhere (nothing changes). */
    async moveFrom(id: number, from: PaymentStatus, to: PaymentStatus, at: Date): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ status: to, updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, from)))
        .returning();
      return row ?? null;
    },

    /** The statement that completes a deposit, run by the wallet in the transaction of its credit. */
    completeRecord(id: number, at: Date): Statement {
      return {
        name: 'payment-complete',
        text: `update payments set status = 'completed', completed_at = $2::timestamptz, updated_at = $2::timestamptz
          where id = $1::bigint and status in ('pending', 'processing')`,
        values: [String(id), at.toISOString()],
      };
    },

    /** The statement that records a withdrawal, run by the wallet in the transaction of its lock. */
    withdrawalRecord(payment: NewPayment & { details: Record<string, string> }): Statement {
      return {
        name: 'payment-withdrawal-record',
        text: `insert into payments (user_id, direction, method_id, provider, request_key, amount, currency, details)
          values ($1::bigint, 'withdrawal', $2::int, $3, $4, $5::bigint, $6, $7::jsonb)`,
        values: [
          String(payment.userId),
          String(payment.methodId),
          payment.provider,
          payment.requestKey,
          payment.amount.toString(),
          payment.currency,
          JSON.stringify(payment.details),
        ],
      };
    },

    /**
     * The statement that moves a payment from one status to another in the transaction of a posting;
     * if the payment has moved meanwhile it raises PY001 and the posting is not written either.
     */
    expectMove(
      id: number,
      from: PaymentStatus,
      to: PaymentStatus,
      at: Date,
      reason: string | null = null,
    ): Statement {
      return {
        name: 'payment-expect-move',
        text: `with moved as (
            update payments set status = $3, updated_at = $4::timestamptz, failure_reason = $5,
              completed_at = case when $3 = 'completed' then $4::timestamptz else completed_at end
            where id = $1::bigint and status = $2 returning id)
          select payment_expect(exists (select 1 from moved))`,
        values: [String(id), from, to, at.toISOString(), reason],
      };
    },

    async findByRequestKey(requestKey: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.requestKey, requestKey));
      return row ?? null;
    },

    /** A player's payments in one direction, newest first. */
    async listPayments(
      userId: number,
      direction: 'deposit' | 'withdrawal',
      limit: number,
    ): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.direction, direction)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
    },

    /** Withdrawals waiting for the operator (or all in one status), oldest first. */
    async listWithdrawals(status: PaymentStatus, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.direction, 'withdrawal'), eq(payments.status, status)))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(limit);
    },

    /**
     * Logs a provider's webhook. An event id is logged as applied (or stale, unknown) once; the same
     * id again is logged as a duplicate. Answers whether this was its first time.
     */
    async logEvent(event: {
      provider: string;
      eventId: string | null;
      providerReference: string | null;
      status: string | null;
      outcome: 'applied' | 'stale' | 'unknown' | 'rejected';
      detail?: string | null;
      at: Date;
    }): Promise<boolean> {
      const values = { ...event, detail: event.detail ?? null, receivedAt: event.at };
      if (event.outcome === 'rejected' || event.eventId === null) {
        await db.insert(paymentEvents).values(values);
        return true;
      }
      const [first] = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning();
      if (first) return true;
      await db.insert(paymentEvents).values({ ...values, outcome: 'duplicate' });
      return false;
    },
  };
}

export type CashierRepository = ReturnType<typeof createCashierRepository>;

/** A player's deposit limit for a period as it stands at a moment (see `depositLimitUse`). */
export type DepositLimitState = {
  period: 'daily' | 'weekly' | 'monthly';
  amount: bigint | null;
  used: bigint;
  pending: { amount: bigint | null; from: Date } | null;
};

/** The first key of the advisory locks that serialise deposit-limit changes (the player id is the second). */
const depositLimitsLockSpace = 0x0de9;
