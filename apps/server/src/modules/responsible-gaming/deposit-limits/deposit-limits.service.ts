import {
  type DepositLimit,
  type DepositLimitPeriod,
  depositLimitPeriods,
  depositLimitRaiseDelayHours,
} from '@casino/contracts';
import type { Database, Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  createResponsibleGamingRepository,
  type DepositLimitRow,
  type ResponsibleGamingRepository,
} from '../responsible-gaming.repository.ts';

/**
 * What the player has deposited over the rolling day, 7 and 30 days before `at`: deposits pending,
 * in progress or completed (the cashier knows them; it provides this when it registers).
 */
export type DepositTotals = (userId: number, at: Date) => Promise<Record<DepositLimitPeriod, bigint>>;

/** A player's deposit limit for a period as it stands at a moment. */
type LimitState = {
  period: DepositLimitPeriod;
  /** The limit in force (a waiting raise or removal counts from its time on; null: none any more). */
  amount: bigint | null;
  used: bigint;
  /** A change still waiting for its time. */
  pending: { amount: bigint | null; from: Date } | null;
};

function stateAt(row: DepositLimitRow, used: bigint, at: Date): LimitState {
  const applied = row.pendingFrom !== null && row.pendingFrom.getTime() <= at.getTime();
  return {
    period: row.period,
    amount: applied ? row.pendingAmount : row.amount,
    used,
    pending:
      row.pendingFrom !== null && !applied ? { amount: row.pendingAmount, from: row.pendingFrom } : null,
  };
}

/**
 * Deposit limits a player sets for themselves (responsible gaming): daily, weekly (7 days) and
 * monthly (30 days). Lowering one, or setting one where there was none, applies at once; raising or
 * removing one waits depositLimitRaiseDelayHours and replaces any change still waiting (so a losing
 * streak cannot lift its own brake). The cashier asks `assertWithinLimits` before every deposit.
 */
export function createDepositLimitsService({
  db,
  repository,
  clock,
}: {
  db: Database;
  repository: ResponsibleGamingRepository;
  clock: Clock;
}) {
  let depositTotals: DepositTotals = async () => ({ daily: 0n, weekly: 0n, monthly: 0n });

  async function states(userId: number, at: Date): Promise<LimitState[]> {
    const rows = await repository.depositLimits(userId);
    if (rows.length === 0) return [];
    const totals = await depositTotals(userId, at);
    return rows.map((row) => stateAt(row, totals[row.period], at));
  }

  const present = (found: LimitState[]): DepositLimit[] =>
    depositLimitPeriods.map((period) => {
      const state = found.find((entry) => entry.period === period);
      return {
        period,
        amount: state?.amount?.toString() ?? null,
        used: (state?.used ?? 0n).toString(),
        pending: state?.pending
          ? { amount: state.pending.amount?.toString() ?? null, from: state.pending.from.toISOString() }
          : null,
      };
    });

  /**
   * Tighter applies at once; looser waits depositLimitRaiseDelayHours, the limit in force staying
   * until then. Answers the limit that was in force and when the change applies.
   */
  async function change(tx: Executor, userId: number, period: DepositLimitPeriod, amount: bigint | null) {
    const now = clock.now();
    const repo = createResponsibleGamingRepository(tx);
    await repo.lockDepositLimits(userId);
    const row = (await repo.depositLimits(userId)).find((entry) => entry.period === period);
    const inForce = row ? stateAt(row, 0n, now).amount : null;
    const tighter = amount !== null && (inForce === null || amount <= inForce);
    if (tighter) {
      await repo.writeDepositLimit(userId, period, { amount, pending: null }, now);
      return { before: inForce?.toString() ?? null, applies: 'now' as const, from: null };
    }
    // removing a limit there is none of changes nothing
    if (inForce === null) return { before: null, applies: 'nothing' as const, from: null };
    // looser: the limit in force stays until the change's time
    const from = new Date(now.getTime() + depositLimitRaiseDelayHours * 3_600_000);
    await repo.writeDepositLimit(userId, period, { amount: inForce, pending: { amount, from } }, now);
    return { before: inForce.toString(), applies: 'later' as const, from: from.toISOString() };
  }

  return {
    /** Where deposits are counted from: the cashier gives it when it registers. */
    useDepositTotals(totals: DepositTotals): void {
      depositTotals = totals;
    },

    /** Every period's limit (null amounts where none is set), with what was deposited against it. */
    async list(userId: number): Promise<DepositLimit[]> {
      return present(await states(userId, clock.now()));
    },

    /** Sets (or with null removes) the player's limit for a period; answers all of them as they stand. */
    async set(userId: number, period: DepositLimitPeriod, amount: bigint | null): Promise<DepositLimit[]> {
      await db.transaction((tx) => change(tx, userId, period, amount));
      return this.list(userId);
    },

    /** The same change in the caller's transaction (support, at the player's request): what happened. */
    change,

    /** Refuses a deposit that would take the player's gross deposits past one of their limits. */
    async assertWithinLimits(userId: number, amount: bigint): Promise<void> {
      for (const limit of await states(userId, clock.now())) {
        if (limit.amount !== null && limit.used + amount > limit.amount) {
          const left = limit.amount > limit.used ? limit.amount - limit.used : 0n;
          throw new AppError(
            'PAYMENT_LIMIT_THRESHOLD',
            `This deposit would pass your ${limit.period} deposit limit (${left} of ${limit.amount} minor units left)`,
          );
        }
      }
    },
  };
}

export type DepositLimitsService = ReturnType<typeof createDepositLimitsService>;
