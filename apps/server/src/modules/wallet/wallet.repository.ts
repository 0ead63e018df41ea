import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

export type PlayerAccountKind = 'cash' | 'bonus' | 'locked_withdrawal';
export type SystemAccountKind = 'house' | 'provider_clearing' | 'bonus_cost';
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;
export type LockedAccounts = Record<PlayerAccountKind, { id: number; balance: bigint }>;

const playerKinds: PlayerAccountKind[] = ['cash', 'bonus', 'locked_withdrawal'];

/** Buckets per system account and currency: postings spread over them to avoid one hot row. */
export const systemBuckets = 16;

/** Ledger reads and writes; every write takes the transaction it belongs to. */
export function createWalletRepository(db: Executor) {
  const systemAccountIds = new Map<string, number>();
  return {
    /**
     * Creates the player's accounts in a currency when missing, then locks them (FOR UPDATE, in id
     * order) for the rest of the transaction: every posting of a player is serialised here.
     */
    async lockPlayerAccounts(tx: Executor, userId: number, currency: string): Promise<LockedAccounts> {
      const lock = () =>
        tx
          .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.userId, userId),
              eq(ledgerAccounts.currency, currency),
              inArray(ledgerAccounts.kind, playerKinds),
            ),
          )
          .orderBy(asc(ledgerAccounts.id))
          .for('update');
      let rows = await lock();
      // the first posting of a player in a currency opens the accounts (once; later postings skip this)
      if (rows.length < playerKinds.length) {
        await tx
          .insert(ledgerAccounts)
          .values(playerKinds.map((kind) => ({ userId, kind, currency })))
          .onConflictDoNothing();
        rows = await lock();
      }
      const accounts = Object.fromEntries(
        rows.map((row) => [row.kind, { id: row.id, balance: row.balance }]),
      );
      for (const kind of playerKinds) {
        if (!accounts[kind]) throw new Error(`ledger account ${kind} missing for user ${userId}`);
      }
      return accounts as LockedAccounts;
    },

    /** The id of one bucket of a system account, created on first use. */
    async systemAccountId(
      tx: Executor,
      kind: SystemAccountKind,
      currency: string,
      bucket: number,
    ): Promise<number> {
      const [existing] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            isNull(ledgerAccounts.userId),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
            eq(ledgerAccounts.bucket, bucket),
          ),
        );
      if (existing) return existing.id;
      await tx.insert(ledgerAccounts).values({ kind, currency, bucket }).onConflictDoNothing();
      return this.systemAccountId(tx, kind, currency, bucket);
    },

    /**
     * The same, remembered. Only an id that existed before this transaction is cached: one created
     * here could still be rolled back. System account rows are never deleted, so ids never change.
     */
    async cachedSystemAccountId(tx: Executor, kind: SystemAccountKind, currency: string, bucket: number) {
      const cacheKey = `${kind}:${currency}:${bucket}`;
      const known = systemAccountIds.get(cacheKey);
      if (known !== undefined) return known;
      const [existing] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            isNull(ledgerAccounts.userId),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
            eq(ledgerAccounts.bucket, bucket),
          ),
        );
      if (existing) {
        systemAccountIds.set(cacheKey, existing.id);
        return existing.id;
      }
      return this.systemAccountId(tx, kind, currency, bucket);
    },

    async findTransaction(tx: Executor, idempotencyKey: string): Promise<LedgerTransactionRow | null> {
      const [row] = await tx
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async findByReference(tx: Executor, reference: string, type: LedgerTransactionRow['type']) {
      return tx
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.reference, reference), eq(ledgerTransactions.type, type)))
        .orderBy(asc(ledgerTransactions.id));
    },

    /**
     * Writes a posting: header, entries (which must sum to zero) and the new cached balances.
     * Returns null when the idempotency key was taken meanwhile (by another player's request).
     */
    async insertPosting(
      tx: Executor,
      header: NewLedgerTransaction,
      lines: Array<{ accountId: number; amount: bigint }>,
    ): Promise<LedgerTransactionRow | null> {
      const total = lines.reduce((sum, line) => sum + line.amount, 0n);
      if (total !== 0n) throw new Error(`unbalanced posting ${header.idempotencyKey}: ${total}`);
      const [row] = await tx.insert(ledgerTransactions).values(header).onConflictDoNothing().returning();
      if (!row) return null;
      const nonZero = lines.filter((line) => line.amount !== 0n);
      if (nonZero.length > 0) {
        await tx.insert(ledgerEntries).values(nonZero.map((line) => ({ ...line, transactionId: row.id })));
        // every balance of the posting in one statement
        const deltas = sql.join(
          nonZero.map((line) => sql`(${line.accountId}::bigint, ${line.amount}::bigint)`),
          sql`, `,
        );
        await tx.execute(
          sql`update ledger_accounts a set balance = a.balance + d.delta from (values ${deltas}) as d(id, delta) where a.id = d.id`,
        );
      }
      return row;
    },

    /** A page of a player's postings of some types between two instants, newest first, and the total. */
    async listTransactions({
      userId,
      types,
      from,
      to,
      offset,
      limit,
    }: {
      userId: number;
      types: LedgerTransactionRow['type'][];
      from: Date;
      to: Date;
      offset: number;
      limit: number;
    }) {
      const where = and(
        eq(ledgerTransactions.userId, userId),
        inArray(ledgerTransactions.type, types),
        gte(ledgerTransactions.createdAt, from),
        lt(ledgerTransactions.createdAt, to),
      );
      const rows = await db
        .select()
        .from(ledgerTransactions)
        .where(where)
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(ledgerTransactions).where(where);
      return { rows, count: total?.n ?? 0 };
    },

    /** Completed deposits of a player (spec §6: a depositor has at least one). */
    async countDeposits(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'deposit')));
      return row?.n ?? 0;
    },

    /** Current balances of a player in a currency, without locking (zero when no account yet). */
    async playerBalances(userId: number, currency: string): Promise<Record<PlayerAccountKind, bigint>> {
      const rows = await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)));
      const balances: Record<PlayerAccountKind, bigint> = { cash: 0n, bonus: 0n, locked_withdrawal: 0n };
      for (const row of rows) balances[row.kind as PlayerAccountKind] = row.balance;
      return balances;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
