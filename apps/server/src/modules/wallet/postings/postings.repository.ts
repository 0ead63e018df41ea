import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, Rows, Statement } from '../../../db/database.ts';
import { ledgerAccounts, type ledgerTransactions } from '../wallet.schema.ts';

export type PlayerAccountKind = 'cash' | 'bonus' | 'locked_withdrawal';
export type SystemAccountKind = 'house' | 'provider_clearing' | 'bonus_cost';
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
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

// the owner index is on coalesce(user_id, 0): queries name the same expression to use it
const ownerId = sql<number>`coalesce(${ledgerAccounts.userId}, 0)`;

/**
 * The posting transaction and what it needs: player and system accounts opened ahead of it, and
 * the memory that lets most postings take one round trip. `memoryLimit`: how many players'
 * balances and keys' postings `post` remembers (see there).
 */
export function createPostingsRepository(database: DatabaseHandle, { memoryLimit = 10_000 } = {}) {
  const { db } = database;
  const memory = createLedgerMemory(memoryLimit);
  // postings planned from memory, and those of them planned again because the ledger had changed
  const planning = { fromMemory: 0, replanned: 0 };
  // per currency and bucket count: the id lookup of its system accounts, once they are open
  const systemAccounts = new Map<string, (kind: SystemAccountKind, bucket: number) => number>();
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
     * The ids of a currency's system accounts (every kind, buckets 0..buckets-1), opening those
     * missing. Runs outside any posting's transaction and commits at once: a posting never holds an
     * uncommitted account row that another posting would have to wait for. Ids are remembered; system
     * account rows are never deleted.
     */
    async systemAccounts(
      currency: string,
      buckets: number,
    ): Promise<(kind: SystemAccountKind, bucket: number) => number> {
      const opened = systemAccounts.get(`${currency}:${buckets}`);
      if (opened) return opened;
      const wanted = systemKinds.flatMap((kind) =>
        Array.from({ length: buckets }, (_, bucket) => ({ kind, currency, bucket })),
      );
      await db.insert(ledgerAccounts).values(wanted).onConflictDoNothing();
      const rows = await db
        .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, bucket: ledgerAccounts.bucket })
        .from(ledgerAccounts)
        .where(and(eq(ownerId, 0), eq(ledgerAccounts.currency, currency)));
      const ids = new Map(rows.map((row) => [`${row.kind}:${row.bucket}`, row.id]));
      const lookup = (kind: SystemAccountKind, bucket: number) => {
        const id = ids.get(`${kind}:${bucket}`);
        if (id === undefined) throw new Error(`system account ${kind}:${currency}:${bucket} missing`);
        return id;
      };
      systemAccounts.set(`${currency}:${buckets}`, lookup);
      return lookup;
    },

    /**
     * One posting transaction. `plan` decides the postings from the players' balances and the
     * postings with or referring to `keys`; every posting of a player is serialised by the lock on
     * their accounts (FOR NO KEY UPDATE, one statement, in id order, so two transactions never wait
     * on each other in a cycle; no other lock is taken: the lines' references are checked once per
     * statement without locks, since nothing they name can be deleted). A key another player took
     * meanwhile fails the write (unique violation) and the whole transaction.
     *
     * `plan` may add statements of its own (a game round's record): they are written after the
     * postings, in the same transaction, on either way.
     *
     * When this process remembers the players' balances (it posted or read them last), `plan` runs
     * on what it remembers and the transaction takes one round trip: lock, check that the balances
     * and the postings of `keys` are exactly what the plan saw (`ledger_expect`, in a statement of
     * its own so it sees everything committed before the locks were granted), write, commit. If
     * anything changed meanwhile (another process, a lost reply), the check fails, nothing is
     * written, and the posting takes the other way: two round trips that read under the locks
     * first and plan from that. What `plan` decides therefore never rests on the memory alone.
     */
    async post<T>(
      scope: {
        owners: Array<{ userId: number; currency: string }>;
        systemAccountIds: number[];
        keys: string[];
      },
      plan: (
        accounts: Map<string, LockedAccounts>,
        loaded: LedgerTransactionRow[],
      ) => { postings: NewPosting[]; result: T; statements?: Statement[] },
    ): Promise<{ result: T; loaded: LedgerTransactionRow[]; ids: Map<string, number> }> {
      const remembered = memory.recall(scope);
      if (remembered) {
        planning.fromMemory++;
        const { accounts, loaded } = remembered;
        // what the plan assumes, taken before it moves the balances on
        const assumptions = [
          lockByIdStatement(accountIdsOf(accounts, scope.systemAccountIds)),
          expectStatement(accounts, scope.keys, loaded),
        ];
        const { postings, result, statements: records = [] } = plan(accounts, loaded);
        try {
          const ids = await database.pipelined(async (run) => {
            const statements = [...assumptions];
            if (postings.length > 0) statements.push(writeStatement(postings));
            const [, , written = []] = await run([...statements, ...records], { commit: true });
            return postings.length > 0 ? idsOf(written) : new Map<string, number>();
          });
          memory.remember(scope, accounts, loaded, postings, ids);
          return { result, loaded, ids };
        } catch (error) {
          memory.forget(scope);
          if ((error as { code?: unknown }).code !== staleLedgerCode) throw error;
          planning.replanned++;
        }
      }
      try {
        let postings: NewPosting[] = [];
        let accounts = new Map<string, LockedAccounts>();
        const outcome = await database.pipelined(async (run) => {
          const [locked = [], loadedRows = []] = await run([
            lockStatement(scope.owners, scope.systemAccountIds),
            loadStatement(scope.keys),
          ]);
          const loaded = loadedRows.map(toTransactionRow);
          accounts = lockedAccounts(locked, scope.owners);
          const planned = plan(accounts, loaded);
          postings = planned.postings;
          const records = planned.statements ?? [];
          if (postings.length === 0 && records.length === 0)
            return { result: planned.result, loaded, ids: new Map<string, number>() };
          const write = postings.length > 0 ? [writeStatement(postings)] : [];
          const [written = []] = await run([...write, ...records], { commit: true });
          return { result: planned.result, loaded, ids: postings.length > 0 ? idsOf(written) : new Map() };
        });
        memory.remember(scope, accounts, outcome.loaded, postings, outcome.ids);
        return outcome;
      } catch (error) {
        memory.forget(scope);
        throw error;
      }
    },

    /** How often `post` planned from memory, and how often that plan was stale and made again. */
    planningCounts: () => ({ ...planning }),
  };
}

export type PostingsRepository = ReturnType<typeof createPostingsRepository>;

const text = (values: Array<bigint | number | string | null>) =>
  values.map((value) => (value === null ? null : String(value)));

function lockStatement(owners: Array<{ userId: number }>, systemAccountIds: number[]): Statement {
  return {
    name: 'wallet-lock',
    text: `select id::text as id, user_id::text as user_id, kind, currency, balance::text as balance
      from ledger_accounts
      where (coalesce(user_id, 0) = any($1::bigint[]) and kind in ('cash', 'bonus', 'locked_withdrawal'))
        or id = any($2::bigint[])
      order by ledger_accounts.id for no key update`,
    values: [text([...new Set(owners.map((owner) => owner.userId))]), text(systemAccountIds)],
  };
}

/** Locks accounts by id, in id order (see `lockStatement`); answers only how many. */
function lockByIdStatement(ids: number[]): Statement {
  return {
    name: 'wallet-lock-ids',
    text: `select count(*)::int as locked from (
        select id from ledger_accounts where id = any($1::bigint[]) order by id for no key update
      ) as locked`,
    values: [text(ids)],
  };
}

/** Every account of the players in `accounts`, in id order. */
const playerAccountsOf = (accounts: Map<string, LockedAccounts>) =>
  [...accounts.values()]
    .flatMap((owned) => playerKinds.map((kind) => owned[kind]))
    .sort((a, b) => a.id - b.id);

/** Every account id of the players in `accounts`, and the system accounts'. */
const accountIdsOf = (accounts: Map<string, LockedAccounts>, systemAccountIds: number[]) =>
  playerAccountsOf(accounts)
    .map((account) => account.id)
    .concat(systemAccountIds);

/** The SQLSTATE `ledger_expect` raises when the ledger is not what a plan assumed. */
const staleLedgerCode = 'WL001';

/**
 * Fails the transaction (WL001) unless the players' balances and the postings with or referring to
 * `keys` are exactly the ones given.
 */
function expectStatement(
  accounts: Map<string, LockedAccounts>,
  keys: string[],
  loaded: LedgerTransactionRow[],
): Statement {
  const balances = playerAccountsOf(accounts);
  return {
    name: 'wallet-expect',
    text: `select ledger_expect(
        (select coalesce(array_agg(balance order by id), '{}') from ledger_accounts
          where id = any($1::bigint[])) = $2::bigint[]
        and (select coalesce(array_agg(id order by id), '{}') from ledger_transactions
          where idempotency_key = any($3::text[]) or reference = any($3::text[])) = $4::bigint[]
      )`,
    values: [
      text(balances.map((account) => account.id)),
      text(balances.map((account) => account.balance)),
      keys,
      text(loaded.map((row) => row.id).sort((a, b) => a - b)),
    ],
  };
}

const idsOf = (written: Rows) => new Map(written.map((row) => [String(row.idempotency_key), Number(row.id)]));

/**
 * What this process last saw committed: each player's balances, and for each key the postings with
 * it or referring to it. Only ever a guess about the database (other processes post too): a plan
 * made from it is checked under the locks before it is written. Bounded (`limit` players and as
 * many keys; the oldest go first): kept small, because a large long-lived heap made garbage
 * collection stall the server for 100-200 ms at a time in bench:wallet. A forgotten player or key
 * only costs that posting the second round trip.
 */
function createLedgerMemory(limit: number) {
  const balances = new Map<string, LockedAccounts>();
  const postingsOf = new Map<string, LedgerTransactionRow[]>();
  const keep = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > limit) map.delete(map.keys().next().value as string);
  };
  const copy = (owned: LockedAccounts): LockedAccounts => ({
    cash: { ...owned.cash },
    bonus: { ...owned.bonus },
    locked_withdrawal: { ...owned.locked_withdrawal },
  });
  type Scope = { owners: Array<{ userId: number; currency: string }>; keys: string[] };
  return {
    /** Copies of the remembered balances and the postings of the keys; undefined if a player's are unknown. */
    recall(scope: Scope) {
      const accounts = new Map<string, LockedAccounts>();
      for (const { userId, currency } of scope.owners) {
        const owned = balances.get(ownerKey(userId, currency));
        if (!owned) return undefined;
        accounts.set(ownerKey(userId, currency), copy(owned));
      }
      // a key never seen is taken to have no postings (the check finds out otherwise)
      const byId = new Map<number, LedgerTransactionRow>();
      for (const key of scope.keys) for (const row of postingsOf.get(key) ?? []) byId.set(row.id, row);
      return { accounts, loaded: [...byId.values()].sort((a, b) => a.id - b.id) };
    },
    /**
     * After a commit: balances as the plan left them (`accounts` is kept, not copied: the plan has
     * finished with it); each key's postings as read plus those written.
     */
    remember(
      scope: Scope,
      accounts: Map<string, LockedAccounts>,
      loaded: LedgerTransactionRow[],
      postings: NewPosting[],
      ids: Map<string, number>,
    ) {
      for (const [owner, owned] of accounts) keep(balances, owner, owned);
      const written = postings.map(({ header }) => ({
        id: ids.get(header.idempotencyKey) as number,
        ...header,
      }));
      const matching = new Map<string, LedgerTransactionRow[]>(scope.keys.map((key) => [key, []]));
      for (const row of [...loaded, ...written]) {
        matching.get(row.idempotencyKey)?.push(row);
        if (row.reference !== null && row.reference !== row.idempotencyKey)
          matching.get(row.reference)?.push(row);
      }
      for (const [key, rows] of matching) keep(postingsOf, key, rows);
      // a reference outside the scope was not read: what was remembered for it is incomplete now
      for (const { reference } of written) {
        if (reference !== null && !scope.keys.includes(reference)) postingsOf.delete(reference);
      }
    },
    /** After a failure: the outcome is unknown, so the next posting of these reads afresh. */
    forget(scope: Scope) {
      for (const { userId, currency } of scope.owners) balances.delete(ownerKey(userId, currency));
      for (const key of scope.keys) postingsOf.delete(key);
    },
  };
}

function lockedAccounts(rows: Rows, owners: Array<{ userId: number; currency: string }>) {
  const byOwner = new Map<string, Partial<LockedAccounts>>();
  for (const row of rows) {
    if (row.user_id === null) continue;
    const key = ownerKey(Number(row.user_id), String(row.currency));
    const accounts = byOwner.get(key) ?? {};
    accounts[row.kind as PlayerAccountKind] = { id: Number(row.id), balance: BigInt(String(row.balance)) };
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
}

function loadStatement(keys: string[]): Statement {
  return {
    name: 'wallet-load',
    text: `select id::text as id, idempotency_key, request_hash, type, status, user_id::text as user_id,
        currency, amount::text as amount, reference, context, cash_before::text as cash_before,
        cash_after::text as cash_after, bonus_before::text as bonus_before,
        bonus_after::text as bonus_after, created_at
      from ledger_transactions
      where idempotency_key = any($1::text[]) or reference = any($1::text[])
      order by ledger_transactions.id`,
    values: [keys],
  };
}

function toTransactionRow(row: Record<string, unknown>): LedgerTransactionRow {
  const big = (column: string) => BigInt(String(row[column]));
  return {
    id: Number(row.id),
    idempotencyKey: String(row.idempotency_key),
    requestHash: String(row.request_hash),
    type: row.type as LedgerTransactionRow['type'],
    status: row.status as LedgerTransactionRow['status'],
    userId: Number(row.user_id),
    currency: String(row.currency),
    amount: big('amount'),
    reference: row.reference === null ? null : String(row.reference),
    context: (typeof row.context === 'string' ? JSON.parse(row.context) : row.context) as Record<
      string,
      unknown
    >,
    cashBefore: big('cash_before'),
    cashAfter: big('cash_after'),
    bonusBefore: big('bonus_before'),
    bonusAfter: big('bonus_after'),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  };
}

/**
 * Headers, entries (each posting's lines sum to zero) and the accounts' new cached balances in one
 * statement, one array parameter per column, so its text does not grow with the batch.
 */
function writeStatement(postings: NewPosting[]): Statement {
  const deltas = new Map<number, bigint>();
  for (const { header, lines } of postings) {
    const total = lines.reduce((sum, line) => sum + line.amount, 0n);
    if (total !== 0n) throw new Error(`unbalanced posting ${header.idempotencyKey}: ${total}`);
    for (const line of lines) deltas.set(line.accountId, (deltas.get(line.accountId) ?? 0n) + line.amount);
  }
  const column = (pick: (header: NewPosting['header']) => bigint | number | string | null) =>
    text(postings.map(({ header }) => pick(header)));
  const lines = postings.flatMap(({ header, lines }) =>
    lines.filter((line) => line.amount !== 0n).map((line) => ({ key: header.idempotencyKey, ...line })),
  );
  const changed = [...deltas].filter(([, delta]) => delta !== 0n);
  return {
    name: 'wallet-write',
    text: `with header as (
        insert into ledger_transactions (idempotency_key, request_hash, type, status, user_id, currency,
          amount, reference, context, cash_before, cash_after, bonus_before, bonus_after, created_at)
        select key, hash, type, status, user_id::bigint, currency, amount::bigint, reference, context::jsonb,
          cash_before::bigint, cash_after::bigint, bonus_before::bigint, bonus_after::bigint, created_at::timestamptz
        from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
          $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
          as v(key, hash, type, status, user_id, currency, amount, reference, context, cash_before,
            cash_after, bonus_before, bonus_after, created_at)
        returning id, idempotency_key
      ),
      entry as (
        insert into ledger_entries (transaction_id, account_id, amount)
        select header.id, line.account_id::bigint, line.amount::bigint
        from unnest($15::text[], $16::text[], $17::text[]) as line(key, account_id, amount)
        join header on header.idempotency_key = line.key
      ),
      balance as (
        update ledger_accounts set balance = balance + ($19::bigint[])[array_position($18::bigint[], id)]
        where id = any($18::bigint[])
      )
      select id::text as id, idempotency_key from header`,
    values: [
      column((h) => h.idempotencyKey),
      column((h) => h.requestHash),
      column((h) => h.type),
      column((h) => h.status),
      column((h) => h.userId),
      column((h) => h.currency),
      column((h) => h.amount),
      column((h) => h.reference),
      column((h) => JSON.stringify(h.context)),
      column((h) => h.cashBefore),
      column((h) => h.cashAfter),
      column((h) => h.bonusBefore),
      column((h) => h.bonusAfter),
      column((h) => h.createdAt.toISOString()),
      lines.map((line) => line.key),
      text(lines.map((line) => line.accountId)),
      text(lines.map((line) => line.amount)),
      text(changed.map(([id]) => id)),
      text(changed.map(([, delta]) => delta)),
    ],
  };
}
