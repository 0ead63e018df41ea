import { randomInt } from 'node:crypto';
import { storableText } from '@casino/contracts';
import type { Minor } from '@casino/money';
import { databaseCode, type Statement } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createBatchQueue } from '../../../lib/batch-queue.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PostingCommitted } from '../wallet.events.ts';
import {
  defaultSystemBuckets,
  type LedgerTransactionRow,
  type LockedAccounts,
  type NewPosting,
  ownerKey,
  type PostingsRepository,
  type SystemAccountKind,
  systemKinds,
} from './postings.repository.ts';
import {
  type Common,
  createLedgerView,
  type LedgerRecord,
  type LedgerView,
  type Plan,
  type Planner,
  requestHash,
  type WalletOperation,
} from './postings.rules.ts';

export type WalletResult = {
  transactionId: number;
  idempotencyKey: string;
  type: WalletOperation;
  status: LedgerTransactionRow['status'];
  amount: Minor;
  currency: string;
  cash: Minor;
  bonus: Minor;
  /** Cash plus bonus before and after, as the casino transaction columns show them. */
  balanceBefore: Minor;
  balanceAfter: Minor;
  /** True when the key was seen before and this is the first result again. */
  replayed: boolean;
};

/** What a request adds to the queue besides its planner. */
export type PostingOptions = {
  /** The posting this one refers to (a win's bet, a release's withdrawal lock). */
  refersTo?: string;
  /**
   * The request posts a bet and maybe its win (a game round) and is answered with the last of them:
   * on a replay, the win referring to the key if there is one.
   */
  answersWithWin?: boolean;
  /**
   * Statements written in the same transaction as the request's postings, after them (a game
   * round's record); one that fails fails the request.
   */
  records?: Statement[];
};

type PostingRequest = PostingOptions & {
  common: Common;
  hash: string;
  plan: Planner;
  resolve: (result: WalletResult) => void;
  reject: (error: unknown) => void;
};

type Written = NewPosting['header'];
type Outcome = { key: string; replayed: boolean; written: Written[] } | { error: unknown };

/** The id of the system account of a kind a batch posts against (one bucket per batch). */
type Counterparts = (kind: SystemAccountKind) => number;

/** PostgreSQL's deadlock and serialization failures: the transaction may simply be run again. */
const retryableCodes = new Set(['40P01', '40001']);

/** The database could not be reached or went away (connection, resources, shutdown, pool timeout). */
const unavailable = (error: unknown) =>
  /^(08|53|57)/.test(String(databaseCode(error) ?? '')) ||
  /timeout|terminated|ECONNREFUSED|not queryable/i.test(String((error as Error | null)?.message));

async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !retryableCodes.has(String(databaseCode(error)))) throw error;
    }
  }
}

/**
 * Postings per database transaction, such transactions in flight at once, and requests that may
 * wait (beyond that the wallet answers "busy" at once rather than pile up while the database is
 * unreachable).
 */
export const defaultBatching = { maxBatch: 64, lanes: 1, maxWaiting: 5_000 };

const minorOf = (value: bigint) => value as Minor;

/**
 * The posting engine: every request is queued and posted with the others that arrive while the
 * database is busy, in one database transaction (group commit). Each is planned in arrival order
 * against balances locked for the batch, so the result is the same as posting them one by one, at
 * a fraction of the round trips and commits. Idempotent by the caller's key: a repeated key returns
 * the first result, the same key with other parameters is refused with DUPLICATE_TRANSACTION.
 * Once a batch has committed, each new request's postings are published (`publish`).
 */
export function createPostingEngine({
  repository,
  countDeposits,
  clock,
  publish = () => undefined,
  systemBuckets = defaultSystemBuckets,
  batching = defaultBatching,
}: {
  repository: PostingsRepository;
  /** How many deposits the player has made (a deposit's event carries it, spec §4). */
  countDeposits: (userId: number) => Promise<number>;
  clock: Clock;
  publish?: (event: PostingCommitted) => void;
  /** Rows each system account is spread over (1: the house is one hot row). */
  systemBuckets?: number;
  batching?: { maxBatch: number; lanes: number; maxWaiting?: number };
}) {
  const toResult = (row: LedgerTransactionRow, replayed: boolean): WalletResult => ({
    transactionId: row.id,
    idempotencyKey: row.idempotencyKey,
    type: row.type,
    status: row.status,
    amount: minorOf(row.amount),
    currency: row.currency,
    cash: minorOf(row.cashAfter),
    bonus: minorOf(row.bonusAfter),
    balanceBefore: minorOf(row.cashBefore + row.bonusBefore),
    balanceAfter: minorOf(row.cashAfter + row.bonusAfter),
    replayed,
  });

  const duplicate = () =>
    new AppError('DUPLICATE_TRANSACTION', 'This transaction id was already used for a different request');

  const queue = createBatchQueue<PostingRequest>({
    ...batching,
    process: post,
    fail: (batch, error) => {
      for (const request of batch) request.reject(error);
    },
  });

  /** Posts a batch in one database transaction and settles its requests once it committed. */
  async function post(batch: PostingRequest[]): Promise<void> {
    let outcomes: Array<{ result: WalletResult; written: Written[] } | { error: unknown }>;
    try {
      const owners = new Map(
        batch.map(({ common: { userId, currency } }) => [ownerKey(userId, currency), { userId, currency }]),
      );
      await repository.openPlayerAccounts([...owners.values()]);
      // the whole batch posts against one bucket of each system account
      const bucket = randomInt(systemBuckets);
      const counterparts = new Map<string, Counterparts>();
      for (const { currency } of owners.values()) {
        if (counterparts.has(currency)) continue;
        const systemAccount = await repository.systemAccounts(currency, systemBuckets);
        counterparts.set(currency, (kind) => systemAccount(kind, bucket));
      }
      outcomes = await retryOnConflict(() => postBatch(batch, [...owners.values()], counterparts));
    } catch (error) {
      // one request's bad data fails the whole transaction: post each alone so it fails only its
      // own (not when the database is unreachable: each would only wait for it again)
      if (batch.length > 1 && !unavailable(error)) {
        for (const request of batch) await post([request]).catch((single: unknown) => request.reject(single));
        return;
      }
      // alone, a key taken meanwhile by another player's request is that request's duplicate
      throw databaseCode(error) === '23505' ? duplicate() : error;
    }
    for (const [index, outcome] of outcomes.entries()) {
      const request = batch[index] as PostingRequest;
      if ('error' in outcome) request.reject(outcome.error);
      else request.resolve(outcome.result);
    }
    for (const [index, outcome] of outcomes.entries()) {
      if ('result' in outcome && !outcome.result.replayed) {
        await announce(batch[index] as PostingRequest, outcome.result, outcome.written);
      }
    }
  }

  async function postBatch(
    batch: PostingRequest[],
    owners: Array<{ userId: number; currency: string }>,
    counterparts: Map<string, Counterparts>,
  ) {
    const systemAccountIds = [...counterparts.values()].flatMap((counterpart) =>
      systemKinds.map(counterpart),
    );
    const keys = new Set(
      batch.flatMap((r) => (r.refersTo ? [r.common.idempotencyKey, r.refersTo] : [r.common.idempotencyKey])),
    );
    const {
      result: planned,
      loaded,
      ids,
    } = await repository.post({ owners, systemAccountIds, keys: [...keys] }, (accounts, loaded) => {
      const ledger = createLedgerView(loaded);
      const postings: NewPosting[] = [];
      const outcomes: Outcome[] = [];
      const records: Statement[] = [];
      for (const request of batch) {
        const owned = accounts.get(
          ownerKey(request.common.userId, request.common.currency),
        ) as LockedAccounts;
        const counterpart = counterparts.get(request.common.currency) as Counterparts;
        const outcome = planPosting(request, owned, counterpart, ledger, postings);
        if (request.records && 'key' in outcome && !outcome.replayed) records.push(...request.records);
        outcomes.push(outcome);
      }
      return { postings, statements: records, result: { outcomes, postings } };
    });
    const rows = new Map(loaded.map((row) => [row.idempotencyKey, row]));
    for (const { header } of planned.postings) {
      rows.set(header.idempotencyKey, { id: ids.get(header.idempotencyKey) as number, ...header });
    }
    return planned.outcomes.map((outcome) =>
      'error' in outcome
        ? outcome
        : {
            result: toResult(rows.get(outcome.key) as LedgerTransactionRow, outcome.replayed),
            written: outcome.written,
          },
    );
  }

  /**
   * Replays a known key, otherwise asks the request's planner what to post given the balances,
   * adds the postings to the batch and moves the balances on for the requests after it.
   */
  function planPosting(
    request: PostingRequest,
    accounts: LockedAccounts,
    counterpartOf: Counterparts,
    ledger: LedgerView & { add(record: LedgerRecord): void },
    postings: NewPosting[],
  ): Outcome {
    const { common, hash } = request;
    const known = ledger.find(common.idempotencyKey);
    if (known) {
      if (known.requestHash !== hash) return { error: duplicate() };
      const [win] = request.answersWithWin
        ? ledger.referring(common.idempotencyKey, 'win', common.userId)
        : [];
      return { key: win?.idempotencyKey ?? common.idempotencyKey, replayed: true, written: [] };
    }
    let plans: Plan[];
    try {
      const planned = request.plan(accounts, ledger);
      plans = Array.isArray(planned) ? planned : [planned];
    } catch (error) {
      return { error };
    }
    const written: Written[] = [];
    for (const planned of plans) {
      const cash = planned.cash ?? 0n;
      const bonus = planned.bonus ?? 0n;
      const locked = planned.locked ?? 0n;
      const lines = [
        { accountId: accounts.cash.id, amount: cash },
        { accountId: accounts.bonus.id, amount: bonus },
        { accountId: accounts.locked_withdrawal.id, amount: locked },
      ];
      const playerTotal = cash + bonus + locked;
      if (playerTotal !== 0n) {
        if (!planned.counterpart) throw new Error(`posting ${planned.type} needs a counterpart account`);
        lines.push({ accountId: counterpartOf(planned.counterpart), amount: -playerTotal });
      }
      const header = {
        idempotencyKey: planned.key ?? common.idempotencyKey,
        requestHash: hash,
        type: planned.type,
        status: planned.status ?? 'completed',
        userId: common.userId,
        currency: common.currency,
        amount: planned.amount,
        reference: planned.reference ?? null,
        context: { ...common.context, ...planned.context },
        cashBefore: accounts.cash.balance,
        cashAfter: accounts.cash.balance + cash,
        bonusBefore: accounts.bonus.balance,
        bonusAfter: accounts.bonus.balance + bonus,
        createdAt: clock.now(),
      } satisfies Written;
      postings.push({ header, lines });
      written.push(header);
      ledger.add(header);
      accounts.cash.balance += cash;
      accounts.bonus.balance += bonus;
      accounts.locked_withdrawal.balance += locked;
    }
    return { key: postings.at(-1)?.header.idempotencyKey ?? common.idempotencyKey, replayed: false, written };
  }

  /** Tells the rest of the casino about a committed request: its postings and the balance after. */
  async function announce(request: PostingRequest, result: WalletResult, written: Written[]): Promise<void> {
    const { userId, context = {} } = request.common;
    // the count is a courtesy for the client: a failed count must not hold back the event
    const depositCount =
      result.type === 'deposit' ? await countDeposits(userId).catch(() => undefined) : undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    publish({
      userId,
      currency: result.currency,
      key: request.common.idempotencyKey,
      type: result.type,
      amount: result.amount,
      cash: result.cash,
      bonus: result.bonus,
      total: result.balanceAfter,
      postings: written.map((header) => ({
        type: header.type,
        amount: minorOf(header.amount),
        cash: minorOf(header.cashAfter - header.cashBefore),
        bonus: minorOf(header.bonusAfter - header.bonusBefore),
      })),
      game: text(context.game) ?? text(context.gameId),
      round: text(context.roundId) ?? (request.answersWithWin ? request.common.idempotencyKey : null),
      ...(depositCount === undefined ? {} : { depositCount }),
    });
  }

  return {
    /**
     * Queues a request; `hashParts` identify it for the duplicate check, `plan` decides its postings
     * under the locks. Answers the request's (last) posting once it committed.
     */
    run(
      common: Common,
      hashParts: Record<string, unknown>,
      plan: Planner,
      options: PostingOptions = {},
    ): Promise<WalletResult> {
      // keys are compared in memory and in the database: both must see the same string
      if (![common.idempotencyKey, options.refersTo ?? 'none'].every(storableText)) {
        return Promise.reject(
          new AppError('VALIDATION_ERROR', 'Transaction ids may not contain NUL or unpaired surrogates'),
        );
      }
      const hash = requestHash({ ...hashParts, userId: common.userId, currency: common.currency });
      return new Promise((resolve, reject) => {
        if (!queue.push({ common, hash, plan, resolve, reject, ...options })) {
          reject(new AppError('SERVICE_UNAVAILABLE', 'The wallet is busy; please try again in a moment'));
        }
      });
    },
  };
}

export type PostingEngine = ReturnType<typeof createPostingEngine>;
