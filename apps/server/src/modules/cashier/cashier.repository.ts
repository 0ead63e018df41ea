import type { PaymentStatus } from '@casino/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../db/database.ts';
import { cryptoAddresses, paymentEvents, paymentMethods, payments } from './cashier.schema.ts';

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
     * What the player has deposited over the rolling day, 7 and 30 days before `at`: deposits
     * pending, in progress or completed (what their deposit limits count).
     */
    async depositTotals(userId: number, at: Date): Promise<Record<'daily' | 'weekly' | 'monthly', bigint>> {
      const [row] = await db
        .select({
          daily: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.createdAt} > ${at.toISOString()}::timestamptz - interval '1 day'), 0)::text`,
          weekly: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.createdAt} > ${at.toISOString()}::timestamptz - interval '7 days'), 0)::text`,
          monthly: sql<string>`coalesce(sum(${payments.amount}), 0)::text`,
        })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.direction, 'deposit'),
            inArray(payments.status, ['pending', 'processing', 'completed']),
            sql`${payments.createdAt} > ${at.toISOString()}::timestamptz - interval '30 days'`,
          ),
        );
      return {
        daily: BigInt(row?.daily ?? '0'),
        weekly: BigInt(row?.weekly ?? '0'),
        monthly: BigInt(row?.monthly ?? '0'),
      };
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
    /** Raises WL001 when `amount` with the last 24 hours' withdrawals would pass `limit`. */
    levelLimitCheck(userId: number, currency: string, amount: bigint, limit: bigint): Statement {
      return {
        name: 'payment-level-limit',
        text: 'select cashier_withdrawal_limit_expect($1::bigint, $2, $3::bigint, $4::bigint)',
        values: [String(userId), currency, amount.toString(), limit.toString()],
      };
    },

    /**
     * The statement that refuses (CW002) a withdrawal taking the player's withdrawals of the last 30
     * days past `limit` (the KYC threshold; run in the withdrawal's posting, under the player's lock).
     */
    kycLimitCheck(userId: number, currency: string, amount: bigint, limit: bigint): Statement {
      return {
        name: 'payment-kyc-limit',
        text: 'select cashier_withdrawal_kyc_expect($1::bigint, $2, $3::bigint, $4::bigint)',
        values: [String(userId), currency, amount.toString(), limit.toString()],
      };
    },

    /**
     * What the player asked to withdraw in the last 30 days (declined, cancelled and failed ones gave
     * it back), by the database's clock as `created_at` is: the window of `kycLimitCheck`.
     */
    async withdrawnInLast30Days(userId: number, currency: string): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.direction, 'withdrawal'),
            eq(payments.currency, currency),
            sql`${payments.status} not in ('declined', 'cancelled', 'failed')`,
            sql`${payments.createdAt} >= now() - interval '30 days'`,
          ),
        );
      return BigInt(row?.total ?? '0');
    },

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

    /** A player's latest payments, deposits and withdrawals alike, newest first. */
    /** The tokens of the cards the player paid deposits with (a provider's token: the same card, the same token). */
    async cardTokens(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ token: sql<string>`${payments.details}->>'cardToken'` })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.direction, 'deposit'),
            sql`coalesce(${payments.details}->>'cardToken', '') <> ''`,
          ),
        );
      return rows.map((row) => row.token);
    },

    async latestPayments(userId: number, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
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

    /** A payment method, locked for the rest of the transaction (an operator's change). */
    async findMethodForUpdate(id: number): Promise<PaymentMethodRow | null> {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
      return row ?? null;
    },

    /** An operator's change of a payment method; null when there is no such method. */
    async updateMethod(
      id: number,
      changes: Partial<typeof paymentMethods.$inferInsert>,
    ): Promise<PaymentMethodRow | null> {
      const [row] = await db.update(paymentMethods).set(changes).where(eq(paymentMethods.id, id)).returning();
      return row ?? null;
    },

    /** A page of withdrawals in a status (oldest first: the queue's order) and the total. */
    async withdrawalPage(status: PaymentStatus, { offset, limit }: { offset: number; limit: number }) {
      const where = and(eq(payments.direction, 'withdrawal'), eq(payments.status, status));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(where)
          .orderBy(asc(payments.createdAt), asc(payments.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
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
