import { createHash, randomInt } from 'node:crypto';
import {
  type BetLimitKind,
  betLimitErrorCodes,
  storableText,
  type TransactionRow,
  type TransactionTab,
} from '@casino/contracts';
import type { Minor } from '@casino/money';
import type { Statement } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createBatchQueue } from '../../lib/batch-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  defaultSystemBuckets,
  type LedgerTransactionRow,
  type LockedAccounts,
  type NewPosting,
  ownerKey,
  type SystemAccountKind,
  systemKinds,
  type WalletRepository,
} from './wallet.repository.ts';

export type WalletOperation =
  | 'bet'
  | 'win'
  | 'rollback'
  | 'deposit'
  | 'withdrawal_lock'
  | 'withdrawal_release'
  | 'withdrawal_settle'
  | 'bonus_grant'
  | 'bonus_convert'
  | 'bonus_burn';

/** Which balance a bet spends first (the bonus rules pick it from the bonus's wagering type). */
export type FundingOrder = 'cash_first' | 'bonus_first';

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

/** Published after the posting's transaction commits (the realtime layer turns it into socket events). */
export type WalletEvent = {
  userId: number;
  type: WalletOperation;
  amount: Minor;
  currency: string;
  cash: Minor;
  bonus: Minor;
  total: Minor;
  /** After a deposit: how many the player has made (spec §4 deposit event). */
  depositCount?: number;
};

type Common = { userId: number; currency: string; idempotencyKey: string; context?: Record<string, unknown> };

type Plan = {
  /** The posting's own key when a request posts more than one (a round's win); else the request's. */
  key?: string;
  type: WalletOperation;
  amount: bigint;
  reference?: string | null;
  /** Player account changes (signed) and the system account on the other side. */
  cash?: bigint;
  bonus?: bigint;
  locked?: bigint;
  counterpart?: SystemAccountKind;
  context?: Record<string, unknown>;
  status?: LedgerTransactionRow['status'];
};

/** What a plan reads of the ledger besides balances. */
type LedgerRecord = Pick<
  LedgerTransactionRow,
  'idempotencyKey' | 'requestHash' | 'type' | 'userId' | 'amount' | 'reference' | 'context'
>;

/** Postings loaded for a batch, plus those planned earlier in the same batch. */
type LedgerView = {
  find(key: string): LedgerRecord | undefined;
  /** A player's postings of a type that refer to `key` (the rollback or win of a bet, ...). */
  referring(key: string, type: LedgerRecord['type'], userId: number): LedgerRecord[];
};

/**
 * Decides a request's postings from the player's locked balances and the ledger (several, posted
 * in order, all or none: a game round's bet and win); throws AppError to refuse.
 */
type Planner = (accounts: LockedAccounts, ledger: LedgerView) => Plan | Plan[];

type PostingRequest = {
  common: Common;
  hash: string;
  /** The posting this one refers to (a win's bet, a release's withdrawal lock). */
  refersTo?: string;
  plan: Planner;
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
  resolve: (result: WalletResult) => void;
  reject: (error: unknown) => void;
};

type Outcome = { key: string; replayed: boolean } | { error: unknown };

/** The id of the system account of a kind a batch posts against (one bucket per batch). */
type Counterparts = (kind: SystemAccountKind) => number;

/** PostgreSQL's deadlock and serialization failures: the transaction may simply be run again. */
const retryableCodes = new Set(['40P01', '40001']);

const databaseCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A player's bet and loss limits (minor units as decimal strings; a kind absent has no limit). */
export type BetLimitValues = Partial<Record<BetLimitKind, string>>;

/** The SQLSTATE ledger_check_bet_limits raises, with the limit's kind as the message. */
const betLimitCode = 'RG001';

const betLimitNames: Record<BetLimitKind, string> = {
  maxBetLimit: 'maximum bet',
  dailyBetLimit: 'daily bet limit',
  weeklyBetLimit: 'weekly bet limit',
  monthlyBetLimit: 'monthly bet limit',
  dailyLossLimit: 'daily loss limit',
  weeklyLossLimit: 'weekly loss limit',
  monthlyLossLimit: 'monthly loss limit',
};

/**
 * The statement that refuses a bet over the player's limits, run in the bet's own transaction
 * after its postings (keys `keys`); none when the player has no limit.
 */
function betLimitsCheck(
  common: Common,
  keys: string[],
  stake: bigint,
  now: Date,
  limits: BetLimitValues | undefined,
): Statement[] {
  if (!limits || Object.keys(limits).length === 0) return [];
  return [
    {
      name: 'wallet-bet-limits',
      text: 'select ledger_check_bet_limits($1::bigint, $2::text[], $3::bigint, $4::timestamptz, $5::jsonb) as ok',
      values: [String(common.userId), keys, stake.toString(), now.toISOString(), JSON.stringify(limits)],
    },
  ];
}

/** A bet refused by a limit as the player's error (spec §8 bet-limit codes); other errors as they are. */
function asBetLimitError(error: unknown): never {
  if (databaseCode(error) === betLimitCode) {
    const kind = (error as Error).message as BetLimitKind;
    if (kind in betLimitErrorCodes) {
      throw new AppError(
        betLimitErrorCodes[kind],
        `This bet would go over your ${betLimitNames[kind]}. You can see and change your limits in your profile.`,
      );
    }
  }
  throw error;
}

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
const defaultBatching = { maxBatch: 64, lanes: 1, maxWaiting: 5_000 };

const minorOf = (value: bigint) => value as Minor;

const historyDefaultDays = 90;

const typesByTab: Record<TransactionTab, LedgerTransactionRow['type'][]> = {
  games: ['bet', 'win', 'rollback'],
  deposit: ['deposit'],
  withdrawal: ['withdrawal_lock', 'withdrawal_release', 'withdrawal_settle'],
};

function requestHash(parts: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify(parts, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)))
    .digest('hex');
}

/** The largest amount a ledger column (bigint) holds. */
const maxAmount = 2n ** 63n - 1n;

function positive(amount: bigint, what: string): void {
  if (amount <= 0n) throw new AppError('INVALID_AMOUNT', `${what} must be greater than zero`);
  if (amount > maxAmount) throw new AppError('INVALID_AMOUNT', `${what} is too large`);
}

/**
 * The only way money moves. Each operation is one balanced posting, idempotent by the caller's
 * key: a repeated key returns the first result, the same key with other parameters is refused with
 * DUPLICATE_TRANSACTION.
 *
 * Operations that arrive while the database is busy are posted together in one database transaction
 * (group commit): each is planned in arrival order against balances locked for the batch, so the
 * result is the same as posting them one by one, at a fraction of the round trips and commits.
 */
export function createWalletService({
  repository,
  clock,
  publish = () => undefined,
  systemBuckets = defaultSystemBuckets,
  batching = defaultBatching,
}: {
  repository: WalletRepository;
  clock: Clock;
  publish?: (event: WalletEvent) => void;
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

  /** Queues an operation; `hashParts` identify the request for the duplicate check. */
  function run(
    common: Common,
    hashParts: Record<string, unknown>,
    plan: Planner,
    refersTo?: string,
    extra: Pick<PostingRequest, 'answersWithWin' | 'records'> = {},
  ): Promise<WalletResult> {
    // keys are compared in memory and in the database: both must see the same string
    if (![common.idempotencyKey, refersTo ?? 'none'].every(storableText)) {
      return Promise.reject(
        new AppError('VALIDATION_ERROR', 'Transaction ids may not contain NUL or unpaired surrogates'),
      );
    }
    const hash = requestHash({ ...hashParts, userId: common.userId, currency: common.currency });
    return new Promise((resolve, reject) => {
      const request = {
        common,
        hash,
        plan,
        resolve,
        reject,
        ...(refersTo === undefined ? {} : { refersTo }),
        ...extra,
      };
      if (!queue.push(request)) {
        reject(new AppError('SERVICE_UNAVAILABLE', 'The wallet is busy; please try again in a moment'));
      }
    });
  }

  /** Posts a batch in one database transaction and settles its requests once it committed. */
  async function post(batch: PostingRequest[]): Promise<void> {
    let outcomes: Array<{ result: WalletResult } | { error: unknown }>;
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
        await announce((batch[index] as PostingRequest).common.userId, outcome.result);
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
        : { result: toResult(rows.get(outcome.key) as LedgerTransactionRow, outcome.replayed) },
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
      return { key: win?.idempotencyKey ?? common.idempotencyKey, replayed: true };
    }
    let plans: Plan[];
    try {
      const planned = request.plan(accounts, ledger);
      plans = Array.isArray(planned) ? planned : [planned];
    } catch (error) {
      return { error };
    }
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
      } satisfies NewPosting['header'];
      postings.push({ header, lines });
      ledger.add(header);
      accounts.cash.balance += cash;
      accounts.bonus.balance += bonus;
      accounts.locked_withdrawal.balance += locked;
    }
    return { key: postings.at(-1)?.header.idempotencyKey ?? common.idempotencyKey, replayed: false };
  }

  /** Tells the realtime layer about a committed posting. */
  async function announce(userId: number, result: WalletResult): Promise<void> {
    // the count is a courtesy for the client: a failed count must not hold back the event
    const depositCount =
      result.type === 'deposit' ? await repository.countDeposits(userId).catch(() => undefined) : undefined;
    publish({
      ...(depositCount === undefined ? {} : { depositCount }),
      userId,
      type: result.type,
      amount: result.amount,
      currency: result.currency,
      cash: result.cash,
      bonus: result.bonus,
      total: result.balanceAfter,
    });
  }

  function findBet(ledger: LedgerView, betKey: string) {
    const bet = ledger.find(betKey);
    return bet?.type === 'bet' ? bet : null;
  }

  /** A stake's posting: cash then bonus (or bonus then cash); refused when both together do not cover it. */
  function planBet(
    input: Common & { amount: Minor },
    funding: FundingOrder,
    accounts: LockedAccounts,
    ledger: LedgerView,
  ): Plan {
    positive(input.amount, 'The bet');
    if (ledger.referring(input.idempotencyKey, 'rollback', input.userId).length > 0)
      throw new AppError('BET_ROLLED_BACK', 'This bet was cancelled before it arrived');
    const [first, second] =
      funding === 'cash_first' ? (['cash', 'bonus'] as const) : (['bonus', 'cash'] as const);
    const fromFirst = input.amount < accounts[first].balance ? input.amount : accounts[first].balance;
    const fromSecond = input.amount - fromFirst;
    if (fromSecond > accounts[second].balance)
      throw new AppError('INSUFFICIENT_FUNDS', 'Not enough balance for this bet');
    const split = { [first]: -fromFirst, [second]: -fromSecond } as { cash: bigint; bonus: bigint };
    return {
      type: 'bet',
      amount: input.amount,
      cash: split.cash,
      bonus: split.bonus,
      counterpart: 'house',
      context: { cashPart: (-split.cash).toString(), bonusPart: (-split.bonus).toString() },
    };
  }

  /** A win's posting for a bet: the bet's bonus share of it is paid back as bonus. */
  function planWin(
    amount: bigint,
    betKey: string,
    bet: { amount: bigint; context?: Record<string, unknown> },
  ): Plan {
    if (amount < 0n) throw new AppError('INVALID_AMOUNT', 'A win cannot be negative');
    if (amount > maxAmount) throw new AppError('INVALID_AMOUNT', 'The win is too large');
    const bonusPart = BigInt(String(bet.context?.bonusPart ?? '0'));
    const bonusShare = bet.amount > 0n ? (amount * bonusPart) / bet.amount : 0n;
    return {
      type: 'win',
      amount,
      reference: betKey,
      cash: amount - bonusShare,
      bonus: bonusShare,
      counterpart: 'house',
    };
  }

  return {
    /** What counts against the player's bet and loss limits now (staked and lost per period). */
    betLimitUsage(userId: number, now: Date) {
      return repository.betLimitUsage(userId, now);
    },

    /** Debits a stake: cash then bonus (or bonus then cash); refused when both together do not cover it. */
    bet(
      input: Common & { amount: Minor; funding?: FundingOrder; limits?: BetLimitValues },
    ): Promise<WalletResult> {
      const funding = input.funding ?? 'cash_first';
      const check = betLimitsCheck(input, [input.idempotencyKey], input.amount, clock.now(), input.limits);
      return run(
        input,
        { op: 'bet', amount: input.amount, funding },
        (accounts, ledger) => planBet(input, funding, accounts, ledger),
        undefined,
        check.length > 0 ? { records: check } : {},
      ).catch(asBetLimitError);
    },

    /**
     * Settles a whole game round in one transaction: its bet, its win (none when it lost) and the
     * round's own record, all or nothing. Keyed by the round: the bet posts under the key, the win
     * under `<key>:win`; a repeated key answers the first result again. Answers the round's last
     * posting (the balance after the round).
     */
    settleRound(
      input: Common & {
        bet: Minor;
        win: Minor;
        funding?: FundingOrder;
        records: Statement[];
        limits?: BetLimitValues;
      },
    ): Promise<WalletResult> {
      const funding = input.funding ?? 'cash_first';
      const winKey = `${input.idempotencyKey}:win`;
      const check = betLimitsCheck(
        input,
        [input.idempotencyKey, winKey],
        input.bet,
        clock.now(),
        input.limits,
      );
      return run(
        input,
        // the outcome is not part of the request: a retried click (new nonce, new outcome) replays the first
        { op: 'round', bet: input.bet, funding, game: input.context?.game ?? null },
        (accounts, ledger) => {
          const bet = planBet({ ...input, amount: input.bet }, funding, accounts, ledger);
          if (input.win === 0n) return [bet];
          return [bet, { ...planWin(input.win, input.idempotencyKey, bet), key: winKey }];
        },
        undefined,
        { records: [...input.records, ...check], answersWithWin: true },
      ).catch(asBetLimitError);
    },

    /** Credits a win for an existing bet; a bet paid partly with bonus pays that share back as bonus. */
    win(input: Common & { amount: Minor; betKey: string }): Promise<WalletResult> {
      const hashParts = { op: 'win', amount: input.amount, betKey: input.betKey };
      return run(
        input,
        hashParts,
        (_accounts, ledger) => {
          if (input.amount < 0n) throw new AppError('INVALID_AMOUNT', 'A win cannot be negative');
          if (input.amount > maxAmount) throw new AppError('INVALID_AMOUNT', 'The win is too large');
          const bet = findBet(ledger, input.betKey);
          if (!bet || bet.userId !== input.userId) throw new AppError('BET_NOT_FOUND', 'No bet with this id');
          if (ledger.referring(input.betKey, 'rollback', input.userId).length > 0) {
            throw new AppError('BET_ROLLED_BACK', 'This bet was cancelled');
          }
          return planWin(input.amount, input.betKey, bet);
        },
        input.betKey,
      );
    },

    /**
     * Cancels a bet and refunds it to where it came from. A rollback of an unknown bet succeeds as a
     * no-op and blocks a bet that arrives later with that id; a bet that already won is not rolled back.
     */
    rollback(input: Common & { betKey: string }): Promise<WalletResult> {
      return run(
        input,
        { op: 'rollback', betKey: input.betKey },
        (_accounts, ledger) => {
          const bet = findBet(ledger, input.betKey);
          if (!bet) return { type: 'rollback', amount: 0n, reference: input.betKey, status: 'cancelled' };
          if (bet.userId !== input.userId) throw new AppError('BET_NOT_FOUND', 'No bet with this id');
          if (ledger.referring(input.betKey, 'rollback', input.userId).length > 0) {
            throw new AppError('BET_ROLLED_BACK', 'This bet was already cancelled');
          }
          if (ledger.referring(input.betKey, 'win', input.userId).length > 0) {
            throw new AppError('BET_SETTLED', 'This bet has been paid out and cannot be cancelled');
          }
          const cashPart = BigInt(String(bet.context.cashPart ?? '0'));
          const bonusPart = BigInt(String(bet.context.bonusPart ?? '0'));
          return {
            type: 'rollback',
            amount: bet.amount,
            reference: input.betKey,
            cash: cashPart,
            bonus: bonusPart,
            counterpart: 'house',
          };
        },
        input.betKey,
      );
    },

    /**
     * Credits a confirmed deposit from the payment provider's clearing account. With `bonus`, the
     * deposit's bonus is granted in the same transaction (under the bonus's own key), after the
     * bonus money of a bonus it replaces is burnt: all of it or none.
     */
    deposit(
      input: Common & {
        amount: Minor;
        records?: Statement[];
        bonus?: { key: string; amount: Minor; replacesActive: boolean };
      },
    ): Promise<WalletResult> {
      const bonus = input.bonus;
      return run(
        input,
        // the bonus is not part of the request: a late second delivery of the same deposit finds
        // its bonus already active (no grant to carry) and must replay the first, not be refused
        { op: 'deposit', amount: input.amount },
        (accounts) => {
          positive(input.amount, 'A deposit');
          const plans: Plan[] = [];
          if (bonus) {
            positive(bonus.amount, 'A bonus');
            if (bonus.replacesActive && accounts.bonus.balance > 0n) {
              plans.push({
                key: `${bonus.key}:replaces`,
                type: 'bonus_burn',
                amount: accounts.bonus.balance,
                bonus: -accounts.bonus.balance,
                counterpart: 'bonus_cost',
                context: { reason: 'replaced by a new bonus' },
              });
            }
            plans.push({
              key: bonus.key,
              type: 'bonus_grant',
              amount: bonus.amount,
              bonus: bonus.amount,
              counterpart: 'bonus_cost',
            });
          }
          // the deposit posts last: it is what the request answers (and announces)
          plans.push({
            type: 'deposit',
            amount: input.amount,
            cash: input.amount,
            counterpart: 'provider_clearing',
          });
          return plans;
        },
        undefined,
        // the cashier's own record of the payment, written in the posting's transaction
        input.records ? { records: input.records } : {},
      );
    },

    /** Moves cash into the locked-withdrawal account while a withdrawal is pending. */
    lockWithdrawal(input: Common & { amount: Minor; records?: Statement[] }): Promise<WalletResult> {
      return run(
        input,
        { op: 'withdrawal_lock', amount: input.amount },
        (accounts) => {
          positive(input.amount, 'A withdrawal');
          if (input.amount > accounts.cash.balance)
            throw new AppError('INSUFFICIENT_FUNDS', 'Not enough balance to withdraw');
          return {
            type: 'withdrawal_lock',
            amount: input.amount,
            cash: -input.amount,
            locked: input.amount,
            status: 'pending',
          };
        },
        undefined,
        input.records ? { records: input.records } : {},
      );
    },

    /** Returns a pending withdrawal's locked funds to cash, without fees. */
    releaseWithdrawal(input: Common & { lockKey: string; records?: Statement[] }): Promise<WalletResult> {
      return run(
        input,
        { op: 'withdrawal_release', lockKey: input.lockKey },
        (_accounts, ledger) => {
          const lock = openLock(ledger, input.userId, input.lockKey);
          return {
            type: 'withdrawal_release',
            amount: lock.amount,
            reference: input.lockKey,
            cash: lock.amount,
            locked: -lock.amount,
          };
        },
        input.lockKey,
        input.records ? { records: input.records } : {},
      );
    },

    /** Pays a pending withdrawal out: the locked funds leave through the provider's clearing account. */
    settleWithdrawal(input: Common & { lockKey: string; records?: Statement[] }): Promise<WalletResult> {
      return run(
        input,
        { op: 'withdrawal_settle', lockKey: input.lockKey },
        (_accounts, ledger) => {
          const lock = openLock(ledger, input.userId, input.lockKey);
          return {
            type: 'withdrawal_settle',
            amount: lock.amount,
            reference: input.lockKey,
            locked: -lock.amount,
            counterpart: 'provider_clearing',
          };
        },
        input.lockKey,
        input.records ? { records: input.records } : {},
      );
    },

    /** Grants bonus money, paid by the casino's bonus-cost account. */
    grantBonus(input: Common & { amount: Minor }): Promise<WalletResult> {
      return run(input, { op: 'bonus_grant', amount: input.amount }, () => {
        positive(input.amount, 'A bonus');
        return { type: 'bonus_grant', amount: input.amount, bonus: input.amount, counterpart: 'bonus_cost' };
      });
    },

    /** Turns bonus money into cash once wagering is complete (up to the bonus balance). */
    convertBonus(input: Common & { amount: Minor }): Promise<WalletResult> {
      return run(input, { op: 'bonus_convert', amount: input.amount }, (accounts) => {
        positive(input.amount, 'A conversion');
        if (input.amount > accounts.bonus.balance)
          throw new AppError('INSUFFICIENT_FUNDS', 'Not enough bonus balance');
        return { type: 'bonus_convert', amount: input.amount, bonus: -input.amount, cash: input.amount };
      });
    },

    /** Turns the whole bonus balance, as it is when the posting locks it, into cash (a wagered bonus). */
    convertAllBonus(input: Common & { records?: Statement[] }): Promise<WalletResult> {
      return run(
        input,
        { op: 'bonus_convert_all' },
        (accounts) => ({
          type: 'bonus_convert',
          amount: accounts.bonus.balance,
          bonus: -accounts.bonus.balance,
          cash: accounts.bonus.balance,
        }),
        undefined,
        input.records ? { records: input.records } : {},
      );
    },

    /** Removes the whole bonus balance (bonus cancelled, expired or forfeited). */
    burnBonus(input: Common & { records?: Statement[] }): Promise<WalletResult> {
      return run(
        input,
        { op: 'bonus_burn' },
        (accounts) => ({
          type: 'bonus_burn',
          amount: accounts.bonus.balance,
          bonus: -accounts.bonus.balance,
          counterpart: 'bonus_cost',
        }),
        undefined,
        input.records ? { records: input.records } : {},
      );
    },

    /** What the player has bet since `since` (bets less their rollbacks), in their currency. */
    wageredSince: (userId: number, since: Date) => repository.wageredSince(userId, since),
    /** When the player last played (a bet, win or rollback); null if never. */
    lastPlayAt: (userId: number) => repository.lastPlayAt(userId),

    depositCount: (userId: number) => repository.countDeposits(userId),
    /** Deposit wager (spec §3): the latest deposit and what the player has bet since; null before any deposit. */
    wagerSinceLastDeposit: (userId: number) => repository.wagerSinceLastDeposit(userId),

    /** One tab of the player's history (spec §3 columns); dates are inclusive UTC days. */
    async history(
      userId: number,
      query: {
        tab: TransactionTab;
        from?: string | undefined;
        to?: string | undefined;
        page: number;
        limit: number;
      },
      exponentOf: (currency: string) => number,
    ): Promise<{ rows: TransactionRow[]; count: number }> {
      const day = 24 * 60 * 60_000;
      // `to` is inclusive: the range ends at the start of the following day
      const end = query.to
        ? new Date(Date.parse(`${query.to}T00:00:00Z`) + day)
        : new Date(clock.now().getTime() + 1);
      const from = query.from
        ? new Date(`${query.from}T00:00:00Z`)
        : new Date(end.getTime() - historyDefaultDays * day);
      if (from.getTime() > end.getTime())
        throw new AppError('VALIDATION_ERROR', 'The start date is after the end date');
      const { rows, count } = await repository.listTransactions({
        userId,
        types: typesByTab[query.tab],
        from,
        to: end,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        count,
        rows: rows.map((row) => {
          const text = (key: string) =>
            typeof row.context[key] === 'string' ? (row.context[key] as string) : null;
          return {
            transactionId: row.idempotencyKey,
            date: row.createdAt.toISOString(),
            type: row.type,
            status: row.status,
            amount: row.amount.toString(),
            currency: row.currency,
            exponent: exponentOf(row.currency),
            method: text('method'),
            bonus: row.bonusBefore !== row.bonusAfter,
            gameName: text('gameName'),
            provider: text('provider'),
            balanceBefore: (row.cashBefore + row.bonusBefore).toString(),
            balanceAfter: (row.cashAfter + row.bonusAfter).toString(),
            bonusBalance: row.bonusAfter.toString(),
          };
        }),
      };
    },

    /** Cash, bonus and total of a player in a currency (zero before the first posting). */
    async balances(userId: number, currency: string) {
      const balances = await repository.playerBalances(userId, currency);
      return {
        cash: minorOf(balances.cash),
        bonus: minorOf(balances.bonus),
        locked: minorOf(balances.locked_withdrawal),
        total: minorOf(balances.cash + balances.bonus),
      };
    },
  };

  function openLock(ledger: LedgerView, userId: number, lockKey: string) {
    const lock = ledger.find(lockKey);
    if (lock?.type !== 'withdrawal_lock' || lock.userId !== userId) {
      throw new AppError('WITHDRAWAL_NOT_FOUND', 'No pending withdrawal with this id');
    }
    const closed = [
      ...ledger.referring(lockKey, 'withdrawal_release', userId),
      ...ledger.referring(lockKey, 'withdrawal_settle', userId),
    ];
    if (closed.length > 0) throw new AppError('WITHDRAWAL_NOT_FOUND', 'This withdrawal is no longer pending');
    return lock;
  }
}

export type WalletService = ReturnType<typeof createWalletService>;

/** A batch's view of the ledger: postings loaded from the database plus those planned since. */
function createLedgerView(rows: LedgerRecord[]): LedgerView & { add(record: LedgerRecord): void } {
  const byKey = new Map<string, LedgerRecord>();
  const byReference = new Map<string, LedgerRecord[]>();
  const add = (record: LedgerRecord) => {
    byKey.set(record.idempotencyKey, record);
    if (record.reference !== null) {
      byReference.set(record.reference, [...(byReference.get(record.reference) ?? []), record]);
    }
  };
  for (const row of rows) add(row);
  return {
    add,
    find: (key) => byKey.get(key),
    referring: (key, type, userId) =>
      (byReference.get(key) ?? []).filter((record) => record.type === type && record.userId === userId),
  };
}
