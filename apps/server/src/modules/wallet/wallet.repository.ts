import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema.ts';

export type PlayerAccountKind = 'cash' | 'bonus' | 'locked_withdrawal';
export type SystemAccountKind = 'house' | 'provider_clearing' | 'bonus_cost';
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;
export type LockedAccounts = Record<PlayerAccountKind, { id: number; balance: bigint }>;

const playerKinds: PlayerAccountKind[] = ['cash', 'bonus', 'locked_withdrawal'];
export const systemKinds: SystemAccountKind[] = ['house', 'provider_clearing', 'bonus_cost'];

/** Default buckets per system account and currency: postings spread over them to avoid one hot row. */
export const defaultSystemBuckets = 16;

/** Identifies a player's accounts in one currency. */
export const ownerKey = (userId: number, currency: string) => `${userId}:${currency}`;

export type NewPosting = {
  header: Omit<LedgerTransactionRow, 'id'>;
  lines: Array<{ accountId: number; amount: bigint }>;
};

/** A posting's idempotency key was taken meanwhile by another player's request. */
export class IdempotencyKeyTaken extends Error {
  constructor(readonly keys: Set<string>) {
    super(`idempotency keys taken meanwhile: ${[...keys].join(', ')}`);
  }
}

// the owner index is on coalesce(user_id, 0): queries name the same expression to use it
const ownerId = sql<number>`coalesce(${ledgerAccounts.userId}, 0)`;

/** Ledger reads and writes; every write takes the transaction it belongs to. */
export function createWalletRepository(db: Executor) {
  const systemAccountIds = new Map<string, number>();
  const openedOwners = new Set<string>();

  return {
    /**
     * Opens the accounts of players who have none yet in a currency (their first posting). Runs
     * outside any posting's transaction and commits at once, so a posting never holds an uncommitted
     * account row another posting would wait for. Owners known to have accounts are remembered.
     */
    async openPlayerAccounts(owners: Array<{ userId: number; currency: string }>): Promise<void> {
      const unknown = owners.filter(({ userId, currency }) => !openedOwners.has(ownerKey(userId, currency)));
      if (unknown.length === 0) return;
      await db
        .insert(ledgerAccounts)
        .values(
          unknown.flatMap(({ userId, currency }) => playerKinds.map((kind) => ({ userId, kind, currency }))),
        )
        .onConflictDoNothing();
      for (const { userId, currency } of unknown) openedOwners.add(ownerKey(userId, currency));
    },

    /**
     * Locks the accounts of several players and the given system accounts for the rest of the
     * transaction, all in one statement and in id order, so two transactions (other lanes, other
     * processes) never wait on each other in a cycle. NO KEY UPDATE: balances are not keys, and the
     * entries' foreign keys only take key-share locks. Every posting of a player is serialised here.
     */
    async lockAccounts(
      tx: Executor,
      owners: Array<{ userId: number; currency: string }>,
      systemAccountIds: number[],
    ): Promise<Map<string, LockedAccounts>> {
      const userIds = [...new Set(owners.map((owner) => owner.userId))];
      const players = and(inArray(ownerId, userIds), inArray(ledgerAccounts.kind, playerKinds));
      const rows = await tx
        .select({
          id: ledgerAccounts.id,
          userId: ledgerAccounts.userId,
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          balance: ledgerAccounts.balance,
        })
        .from(ledgerAccounts)
        .where(
          systemAccountIds.length > 0 ? or(players, inArray(ledgerAccounts.id, systemAccountIds)) : players,
        )
        .orderBy(asc(ledgerAccounts.id))
        .for('no key update');
      const byOwner = new Map<string, Partial<LockedAccounts>>();
      for (const row of rows) {
        if (row.userId === null) continue;
        const key = ownerKey(row.userId, row.currency);
        const accounts = byOwner.get(key) ?? {};
        accounts[row.kind as PlayerAccountKind] = { id: row.id, balance: row.balance };
        byOwner.set(key, accounts);
      }
      const locked = new Map<string, LockedAccounts>();
      for (const { userId, currency } of owners) {
        const accounts = byOwner.get(ownerKey(userId, currency));
        if (!playerKinds.every((kind) => accounts?.[kind] !== undefined)) {
          throw new Error(`ledger accounts missing for user ${userId} in ${currency}`);
        }
        locked.set(ownerKey(userId, currency), accounts as LockedAccounts);
      }
      return locked;
    },

    /**
     * The ids of a currency's system accounts (every kind, buckets 0..buckets-1), opening those
     * missing. Runs outside any posting's transaction and commits at once: a posting never holds an
     * uncommitted account row that another posting would have to wait for. Ids are remembered; system
     * account rows are never deleted.
     */
    async systemAccounts(
      currency: string,
      buckets: number,
    ): Promise<(kind: SystemAccountKind, bucket: number) => number> {
      const cacheKey = (kind: SystemAccountKind, bucket: number) => `${kind}:${currency}:${bucket}`;
      const wanted = systemKinds.flatMap((kind) =>
        Array.from({ length: buckets }, (_, bucket) => ({ kind, currency, bucket })),
      );
      if (wanted.some(({ kind, bucket }) => !systemAccountIds.has(cacheKey(kind, bucket)))) {
        await db.insert(ledgerAccounts).values(wanted).onConflictDoNothing();
        const rows = await db
          .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, bucket: ledgerAccounts.bucket })
          .from(ledgerAccounts)
          .where(and(eq(ownerId, 0), eq(ledgerAccounts.currency, currency)));
        for (const row of rows)
          systemAccountIds.set(cacheKey(row.kind as SystemAccountKind, row.bucket), row.id);
      }
      return (kind, bucket) => {
        const id = systemAccountIds.get(cacheKey(kind, bucket));
        if (id === undefined) throw new Error(`system account ${cacheKey(kind, bucket)} missing`);
        return id;
      };
    },

    /** Postings with one of these idempotency keys, and postings that refer to one of them. */
    async loadTransactions(tx: Executor, keys: string[]): Promise<LedgerTransactionRow[]> {
      if (keys.length === 0) return [];
      return tx
        .select()
        .from(ledgerTransactions)
        .where(
          or(inArray(ledgerTransactions.idempotencyKey, keys), inArray(ledgerTransactions.reference, keys)),
        )
        .orderBy(asc(ledgerTransactions.id));
    },

    /**
     * Writes postings in one statement: headers, entries (each posting's lines sum to zero) and the
     * accounts' new cached balances, which the caller has locked. Throws IdempotencyKeyTaken when
     * another player's request took one of the keys meanwhile (the caller's transaction then writes
     * nothing). Returns each posting's id by idempotency key.
     */
    async insertPostings(tx: Executor, postings: NewPosting[]): Promise<Map<string, number>> {
      const deltas = new Map<number, bigint>();
      for (const { header, lines } of postings) {
        const total = lines.reduce((sum, line) => sum + line.amount, 0n);
        if (total !== 0n) throw new Error(`unbalanced posting ${header.idempotencyKey}: ${total}`);
        for (const line of lines)
          deltas.set(line.accountId, (deltas.get(line.accountId) ?? 0n) + line.amount);
      }
      // one array parameter per column (sql.param: drizzle would spread an array into a list), so
      // the statement's text and parameter count do not grow with the batch
      const column = <T>(pick: (header: NewPosting['header']) => T) =>
        postings.map(({ header }) => pick(header));
      const text = (values: Array<bigint | number | string | null>) =>
        values.map((value) => (value === null ? null : String(value)));
      const lines = postings.flatMap(({ header, lines }) =>
        lines.filter((line) => line.amount !== 0n).map((line) => ({ key: header.idempotencyKey, ...line })),
      );
      const changed = [...deltas].filter(([, delta]) => delta !== 0n);
      const result = await tx.execute(sql`
        with header as (
          insert into ledger_transactions (idempotency_key, request_hash, type, status, user_id, currency,
            amount, reference, context, cash_before, cash_after, bonus_before, bonus_after, created_at)
          select key, hash, type, status, user_id::bigint, currency, amount::bigint, reference,
            context::jsonb, cash_before::bigint, cash_after::bigint, bonus_before::bigint,
            bonus_after::bigint, created_at::timestamptz
          from unnest(${sql.param(text(column((h) => h.idempotencyKey)))}::text[], ${sql.param(text(column((h) => h.requestHash)))}::text[],
            ${sql.param(text(column((h) => h.type)))}::text[], ${sql.param(text(column((h) => h.status)))}::text[],
            ${sql.param(text(column((h) => h.userId)))}::text[], ${sql.param(text(column((h) => h.currency)))}::text[],
            ${sql.param(text(column((h) => h.amount)))}::text[], ${sql.param(text(column((h) => h.reference)))}::text[],
            ${sql.param(column((h) => JSON.stringify(h.context)))}::text[], ${sql.param(text(column((h) => h.cashBefore)))}::text[],
            ${sql.param(text(column((h) => h.cashAfter)))}::text[], ${sql.param(text(column((h) => h.bonusBefore)))}::text[],
            ${sql.param(text(column((h) => h.bonusAfter)))}::text[],
            ${sql.param(column((h) => h.createdAt.toISOString()))}::text[])
            as v(key, hash, type, status, user_id, currency, amount, reference, context, cash_before,
              cash_after, bonus_before, bonus_after, created_at)
          on conflict do nothing
          returning id, idempotency_key
        ),
        entry as (
          insert into ledger_entries (transaction_id, account_id, amount)
          select header.id, line.account_id::bigint, line.amount::bigint
          from unnest(${sql.param(lines.map((line) => line.key))}::text[], ${sql.param(text(lines.map((line) => line.accountId)))}::text[],
            ${sql.param(text(lines.map((line) => line.amount)))}::text[]) as line(key, account_id, amount)
          join header on header.idempotency_key = line.key
        ),
        balance as (
          update ledger_accounts a set balance = a.balance + d.delta::bigint
          from unnest(${sql.param(text(changed.map(([id]) => id)))}::text[], ${sql.param(text(changed.map(([, delta]) => delta)))}::text[])
            as d(id, delta)
          where a.id = d.id::bigint
        )
        select id, idempotency_key from header`);
      const ids = new Map(
        rowsOf<{ id: number | string; idempotency_key: string }>(result).map((row) => [
          row.idempotency_key,
          Number(row.id),
        ]),
      );
      if (ids.size !== postings.length) {
        const taken = postings.map((posting) => posting.header.idempotencyKey).filter((key) => !ids.has(key));
        throw new IdempotencyKeyTaken(new Set(taken));
      }
      return ids;
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
        .where(and(eq(ownerId, userId), eq(ledgerAccounts.currency, currency)));
      const balances: Record<PlayerAccountKind, bigint> = { cash: 0n, bonus: 0n, locked_withdrawal: 0n };
      for (const row of rows) balances[row.kind as PlayerAccountKind] = row.balance;
      return balances;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
