import {
  type DepositLimit,
  type DepositLimitPeriod,
  depositLimitPeriods,
  depositLimitRaiseDelayHours,
} from '@casino/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { CashierRepository, DepositLimitState } from './cashier.repository.ts';

/**
 * Deposit limits a player sets for themselves (responsible gaming). Lowering one, or setting one
 * where there was none, applies at once; raising or removing one waits depositLimitRaiseDelayHours
 * and replaces any change still waiting. The cashier refuses deposits over the limit in force.
 */
export function createDepositLimitsService({
  repository,
  transaction,
  clock,
}: {
  repository: CashierRepository;
  /** Runs `fn` in one database transaction with a repository bound to it. */
  transaction: <T>(fn: (repository: CashierRepository) => Promise<T>) => Promise<T>;
  clock: Clock;
}) {
  const present = (states: DepositLimitState[]): DepositLimit[] =>
    depositLimitPeriods.map((period) => {
      const state = states.find((entry) => entry.period === period);
      return {
        period,
        amount: state?.amount?.toString() ?? null,
        used: (state?.used ?? 0n).toString(),
        pending: state?.pending
          ? { amount: state.pending.amount?.toString() ?? null, from: state.pending.from.toISOString() }
          : null,
      };
    });

  return {
    /** Every period's limit (null amounts where none is set), with what was deposited against it. */
    async list(userId: number): Promise<DepositLimit[]> {
      return present(await repository.depositLimitUse(userId, clock.now()));
    },

    /** Sets (or with null removes) the player's limit for a period; answers all of them as they stand. */
    async set(userId: number, period: DepositLimitPeriod, amount: bigint | null): Promise<DepositLimit[]> {
      const now = clock.now();
      await transaction(async (repo) => {
        await repo.lockDepositLimits(userId);
        const current = (await repo.depositLimitUse(userId, now)).find((entry) => entry.period === period);
        const inForce = current?.amount ?? null;
        const tighter = amount !== null && (inForce === null || amount <= inForce);
        if (tighter) {
          await repo.writeDepositLimit(userId, period, { amount, pending: null }, now);
        } else if (inForce !== null) {
          // looser: the limit in force stays until the change's time
          const from = new Date(now.getTime() + depositLimitRaiseDelayHours * 3_600_000);
          await repo.writeDepositLimit(userId, period, { amount: inForce, pending: { amount, from } }, now);
        }
        // removing a limit there is none of changes nothing
      });
      return this.list(userId);
    },
  };
}

export type DepositLimitsService = ReturnType<typeof createDepositLimitsService>;
