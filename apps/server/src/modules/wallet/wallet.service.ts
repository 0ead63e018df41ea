import { createHash, randomInt } from 'node:crypto';
import type { TransactionRow, TransactionTab } from '@casino/contracts';
import type { Minor } from '@casino/money';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type LedgerTransactionRow,
  type LockedAccounts,
  type SystemAccountKind,
  systemBuckets,
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

function positive(amount: bigint, what: string): void {
  if (amount <= 0n) throw new AppError('INVALID_AMOUNT', `${what} must be greater than zero`);
}

/**
 * The only way money moves. Each operation is one balanced posting in one database transaction,
 * idempotent by the caller's key: a repeated key returns the first result, the same key with other
 * parameters is refused with DUPLICATE_TRANSACTION.
 */
export function createWalletService({
  db,
  repository,
  clock,
  publish = () => undefined,
}: {
  db: Database;
  repository: WalletRepository;
  clock: Clock;
  publish?: (event: WalletEvent) => void;
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

  /**
   * Locks the player, replays a known key, otherwise asks `plan` what to post given the locked
   * balances, and writes it. `hashParts` identify the request for the duplicate check.
   */
  async function run(
    common: Common,
    hashParts: Record<string, unknown>,
    plan: (tx: Executor, accounts: LockedAccounts) => Promise<Plan>,
  ): Promise<WalletResult> {
    const hash = requestHash({ ...hashParts, userId: common.userId, currency: common.currency });
    const result = await db.transaction(async (tx) => {
      const accounts = await repository.lockPlayerAccounts(tx, common.userId, common.currency);
      const known = await repository.findTransaction(tx, common.idempotencyKey);
      if (known) {
        if (known.requestHash !== hash) {
          throw new AppError(
            'DUPLICATE_TRANSACTION',
            'This transaction id was already used for a different request',
          );
        }
        return toResult(known, true);
      }
      const planned = await plan(tx, accounts);
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
        const bucket = randomInt(systemBuckets);
        const counterpartId = await repository.cachedSystemAccountId(
          tx,
          planned.counterpart,
          common.currency,
          bucket,
        );
        lines.push({ accountId: counterpartId, amount: -playerTotal });
      }
      const row = await repository.insertPosting(
        tx,
        {
          idempotencyKey: common.idempotencyKey,
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
        },
        lines,
      );
      if (!row) {
        throw new AppError(
          'DUPLICATE_TRANSACTION',
          'This transaction id was already used for a different request',
        );
      }
      return toResult(row, false);
    });
    if (!result.replayed) {
      const depositCount =
        result.type === 'deposit' ? await repository.countDeposits(common.userId) : undefined;
      publish({
        ...(depositCount === undefined ? {} : { depositCount }),
        userId: common.userId,
        type: result.type,
        amount: result.amount,
        currency: result.currency,
        cash: result.cash,
        bonus: result.bonus,
        total: result.balanceAfter,
      });
    }
    return result;
  }

  async function findBet(tx: Executor, betKey: string) {
    const bet = await repository.findTransaction(tx, betKey);
    return bet?.type === 'bet' ? bet : null;
  }

  return {
    /** Debits a stake: cash then bonus (or bonus then cash); refused when both together do not cover it. */
    bet(input: Common & { amount: Minor; funding?: FundingOrder }): Promise<WalletResult> {
      const funding = input.funding ?? 'cash_first';
      return run(input, { op: 'bet', amount: input.amount, funding }, async (tx, accounts) => {
        positive(input.amount, 'The bet');
        const rolledBack = await repository.findByReference(tx, input.idempotencyKey, 'rollback');
        if (rolledBack.length > 0)
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
      });
    },

    /** Credits a win for an existing bet; a bet paid partly with bonus pays that share back as bonus. */
    win(input: Common & { amount: Minor; betKey: string }): Promise<WalletResult> {
      return run(input, { op: 'win', amount: input.amount, betKey: input.betKey }, async (tx) => {
        if (input.amount < 0n) throw new AppError('INVALID_AMOUNT', 'A win cannot be negative');
        const bet = await findBet(tx, input.betKey);
        if (!bet || bet.userId !== input.userId) throw new AppError('BET_NOT_FOUND', 'No bet with this id');
        if ((await repository.findByReference(tx, input.betKey, 'rollback')).length > 0) {
          throw new AppError('BET_ROLLED_BACK', 'This bet was cancelled');
        }
        const bonusPart = BigInt(String(bet.context.bonusPart ?? '0'));
        const bonusShare = bet.amount > 0n ? (input.amount * bonusPart) / bet.amount : 0n;
        return {
          type: 'win',
          amount: input.amount,
          reference: input.betKey,
          cash: input.amount - bonusShare,
          bonus: bonusShare,
          counterpart: 'house',
        };
      });
    },

    /**
     * Cancels a bet and refunds it to where it came from. A rollback of an unknown bet succeeds as a
     * no-op and blocks a bet that arrives later with that id; a bet that already won is not rolled back.
     */
    rollback(input: Common & { betKey: string }): Promise<WalletResult> {
      return run(input, { op: 'rollback', betKey: input.betKey }, async (tx) => {
        const bet = await findBet(tx, input.betKey);
        if (!bet) return { type: 'rollback', amount: 0n, reference: input.betKey, status: 'cancelled' };
        if (bet.userId !== input.userId) throw new AppError('BET_NOT_FOUND', 'No bet with this id');
        if ((await repository.findByReference(tx, input.betKey, 'rollback')).length > 0) {
          throw new AppError('BET_ROLLED_BACK', 'This bet was already cancelled');
        }
        if ((await repository.findByReference(tx, input.betKey, 'win')).length > 0) {
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
      });
    },

    /** Credits a confirmed deposit from the payment provider's clearing account. */
    deposit(input: Common & { amount: Minor }): Promise<WalletResult> {
      return run(input, { op: 'deposit', amount: input.amount }, async () => {
        positive(input.amount, 'A deposit');
        return {
          type: 'deposit',
          amount: input.amount,
          cash: input.amount,
          counterpart: 'provider_clearing',
        };
      });
    },

    /** Moves cash into the locked-withdrawal account while a withdrawal is pending. */
    lockWithdrawal(input: Common & { amount: Minor }): Promise<WalletResult> {
      return run(input, { op: 'withdrawal_lock', amount: input.amount }, async (_tx, accounts) => {
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
      });
    },

    /** Returns a pending withdrawal's locked funds to cash, without fees. */
    releaseWithdrawal(input: Common & { lockKey: string }): Promise<WalletResult> {
      return run(input, { op: 'withdrawal_release', lockKey: input.lockKey }, async (tx) => {
        const lock = await openLock(tx, input.userId, input.lockKey);
        return {
          type: 'withdrawal_release',
          amount: lock.amount,
          reference: input.lockKey,
          cash: lock.amount,
          locked: -lock.amount,
        };
      });
    },

    /** Pays a pending withdrawal out: the locked funds leave through the provider's clearing account. */
    settleWithdrawal(input: Common & { lockKey: string }): Promise<WalletResult> {
      return run(input, { op: 'withdrawal_settle', lockKey: input.lockKey }, async (tx) => {
        const lock = await openLock(tx, input.userId, input.lockKey);
        return {
          type: 'withdrawal_settle',
          amount: lock.amount,
          reference: input.lockKey,
          locked: -lock.amount,
          counterpart: 'provider_clearing',
        };
      });
    },

    /** Grants bonus money, paid by the casino's bonus-cost account. */
    grantBonus(input: Common & { amount: Minor }): Promise<WalletResult> {
      return run(input, { op: 'bonus_grant', amount: input.amount }, async () => {
        positive(input.amount, 'A bonus');
        return { type: 'bonus_grant', amount: input.amount, bonus: input.amount, counterpart: 'bonus_cost' };
      });
    },

    /** Turns bonus money into cash once wagering is complete (up to the bonus balance). */
    convertBonus(input: Common & { amount: Minor }): Promise<WalletResult> {
      return run(input, { op: 'bonus_convert', amount: input.amount }, async (_tx, accounts) => {
        positive(input.amount, 'A conversion');
        if (input.amount > accounts.bonus.balance)
          throw new AppError('INSUFFICIENT_FUNDS', 'Not enough bonus balance');
        return { type: 'bonus_convert', amount: input.amount, bonus: -input.amount, cash: input.amount };
      });
    },

    /** Removes the whole bonus balance (bonus cancelled, expired or forfeited). */
    burnBonus(input: Common): Promise<WalletResult> {
      return run(input, { op: 'bonus_burn' }, async (_tx, accounts) => ({
        type: 'bonus_burn',
        amount: accounts.bonus.balance,
        bonus: -accounts.bonus.balance,
        counterpart: 'bonus_cost',
      }));
    },

    depositCount: (userId: number) => repository.countDeposits(userId),

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

  async function openLock(tx: Executor, userId: number, lockKey: string) {
    const lock = await repository.findTransaction(tx, lockKey);
    if (lock?.type !== 'withdrawal_lock' || lock.userId !== userId) {
      throw new AppError('WITHDRAWAL_NOT_FOUND', 'No pending withdrawal with this id');
    }
    const closed = [
      ...(await repository.findByReference(tx, lockKey, 'withdrawal_release')),
      ...(await repository.findByReference(tx, lockKey, 'withdrawal_settle')),
    ];
    if (closed.length > 0) throw new AppError('WITHDRAWAL_NOT_FOUND', 'This withdrawal is no longer pending');
    return lock;
  }
}

export type WalletService = ReturnType<typeof createWalletService>;
