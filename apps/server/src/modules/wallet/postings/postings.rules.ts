import { createHash } from 'node:crypto';
import { type BetLimitKind, betLimitErrorCodes, type ErrorCode } from '@casino/contracts';
import type { Minor } from '@casino/money';
import { databaseCode, type Statement } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LedgerTransactionRow, LockedAccounts, SystemAccountKind } from './postings.repository.ts';

/*
 * The posting rules: what each operation posts, decided from the player's locked balances and the
 * postings its keys name. Pure functions, no I/O; the engine (postings.service.ts) runs them inside
 * the posting's transaction.
 */

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
  | 'bonus_burn'
  | 'cashback'
  | 'rakeback'
  | 'level_reward'
  | 'race_prize'
  | 'referral_reward';

/** Which balance a bet spends first (the bonus rules pick it from the bonus's wagering type). */
export type FundingOrder = 'cash_first' | 'bonus_first';

/**
 * A conditional burn refused under the lock: the bonus balance was not below the amount asked (a
 * win came meanwhile), or one of the player's provider rounds may still pay.
 */
export class BurnRefused extends Error {
  readonly reason: 'not-below' | 'round-open';
  constructor(reason: 'not-below' | 'round-open') {
    super(
      reason === 'not-below'
        ? 'The bonus balance is not below the amount the burn was asked for'
        : 'A round of the player may still pay',
    );
    this.name = 'BurnRefused';
    this.reason = reason;
  }
}

/** SQLSTATE of `wallet_expect_settled`: a round of the player may still pay. */
export const roundOpenCode = 'WL001';

/**
 * The check, under the player's account lock, that none of their provider bets placed since `from`
 * is still unanswered (see ledger_open_round: a house round settles with its bet).
 */
export function noOpenRoundCheck(userId: number, from: Date): Statement {
  return {
    name: 'wallet-no-open-round',
    text: 'select wallet_expect_settled(not ledger_open_round($1::bigint, $2::timestamptz))',
    values: [String(userId), from.toISOString()],
  };
}

/** What every operation names: whose money, in which currency, under which idempotency key. */
export type Common = {
  userId: number;
  currency: string;
  idempotencyKey: string;
  context?: Record<string, unknown>;
};

/** One posting a request asks for. */
export type Plan = {
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
export type LedgerRecord = Pick<
  LedgerTransactionRow,
  'idempotencyKey' | 'requestHash' | 'type' | 'userId' | 'amount' | 'reference' | 'context'
>;

/** Postings loaded for a batch, plus those planned earlier in the same batch. */
export type LedgerView = {
  find(key: string): LedgerRecord | undefined;
  /** A player's postings of a type that refer to `key` (the rollback or win of a bet, ...). */
  referring(key: string, type: LedgerRecord['type'], userId: number): LedgerRecord[];
};

/**
 * Decides a request's postings from the player's locked balances and the ledger (several, posted
 * in order, all or none: a game round's bet and win); throws AppError to refuse.
 */
export type Planner = (accounts: LockedAccounts, ledger: LedgerView) => Plan | Plan[];

/** A player's bet and loss limits (minor units as decimal strings; a kind absent has no limit). */
/** The operator's limits a bet keeps (minor units, and the month's start as an ISO instant). */
export type OperatorLimitValues = {
  globalBetLimit?: string;
  monthlyWinningsLimit?: string;
  monthlyWinningsSince?: string;
};
/** Every limit a bet's own transaction checks: the player's own, and the operator's. */
export type BetLimitValues = Partial<Record<BetLimitKind, string>> & OperatorLimitValues;

/** The reason a withdrawal's release carries when the player cancelled it (a marker of harm counts these). */
export const withdrawalCancelledByPlayer = 'cancelled by the player';

/** The largest amount a ledger column (bigint) holds. */
export const maxAmount = 2n ** 63n - 1n;

export function positive(amount: bigint, what: string): void {
  if (amount <= 0n) throw new AppError('INVALID_AMOUNT', `${what} must be greater than zero`);
  if (amount > maxAmount) throw new AppError('INVALID_AMOUNT', `${what} is too large`);
}

/** Identifies a request's parameters: the same key with other parameters is a different request. */
export function requestHash(parts: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify(parts, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)))
    .digest('hex');
}

/** A batch's view of the ledger: postings loaded from the database plus those planned since. */
export function createLedgerView(rows: LedgerRecord[]): LedgerView & { add(record: LedgerRecord): void } {
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

export function findBet(ledger: LedgerView, betKey: string) {
  const bet = ledger.find(betKey);
  return bet?.type === 'bet' ? bet : null;
}

/** A stake's posting: cash then bonus (or bonus then cash); refused when both together do not cover it. */
export function planBet(
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
export function planWin(
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

/** A bet's cancellation: the stake goes back to where it came from. */
export function planRollback(input: Common & { betKey: string }, ledger: LedgerView): Plan {
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
}

/** A pending withdrawal's lock, which a release or a settlement closes; refused when there is none. */
export function openLock(ledger: LedgerView, userId: number, lockKey: string) {
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

/** The SQLSTATE ledger_check_bet_limits raises, with the limit's kind as the message. */
const betLimitCode = 'RG001';

const ownLimitNames: Record<BetLimitKind, string> = {
  maxBetLimit: 'maximum bet',
  dailyBetLimit: 'daily bet limit',
  weeklyBetLimit: 'weekly bet limit',
  monthlyBetLimit: 'monthly bet limit',
  dailyLossLimit: 'daily loss limit',
  weeklyLossLimit: 'weekly loss limit',
  monthlyLossLimit: 'monthly loss limit',
};

/** The code and the player's message of a bet a limit refused (spec §8 bet-limit codes). */
function betLimitRefusal(kind: string): { code: ErrorCode; message: string } | null {
  if (kind === 'globalBetLimit')
    return {
      code: 'GLOBAL_BET_LIMIT_REACHED',
      message: 'This bet is above the largest bet the casino takes. Choose a smaller bet.',
    };
  if (kind === 'monthlyWinningsLimit')
    return {
      code: 'MONTHLY_WINNINGS_LIMIT_REACHED',
      message:
        'You have reached your monthly winnings limit. You can play for real money again when the month resets.',
    };
  if (!Object.hasOwn(ownLimitNames, kind)) return null;
  return {
    code: betLimitErrorCodes[kind as BetLimitKind],
    message: `This bet would go over your ${ownLimitNames[kind as BetLimitKind]}. You can see and change your limits in your profile.`,
  };
}

/**
 * The statement that refuses a bet over the player's limits, run in the bet's own transaction
 * after its postings (keys `keys`); none when the player has no limit.
 */
export function betLimitsCheck(
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

/**
 * A bet refused by a limit as the player's error (spec §8 bet-limit codes), with the limit's kind
 * in `fields.limit`; other errors as they are.
 */
export function asBetLimitError(error: unknown): never {
  if (databaseCode(error) === betLimitCode) {
    const kind = (error as Error).message;
    const refusal = betLimitRefusal(kind);
    if (refusal) throw new AppError(refusal.code, refusal.message, { fields: { limit: kind } });
  }
  throw error;
}
