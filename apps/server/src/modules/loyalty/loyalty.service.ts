import type { LoyaltyEvent, LoyaltyHistoryEntry } from '@casino/contracts';
import { minor } from '@casino/money';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Wallet } from '../wallet/index.ts';
import type {
  LoyaltyEventRow,
  LoyaltyLevelRow,
  LoyaltyPlayerRow,
  LoyaltyRepository,
} from './loyalty.repository.ts';
import { earn, levelReached, progressOf } from './loyalty.rules.ts';

/** How many of a player's postings one count reads at a time. */
const stakesPerBatch = 5000;
/**
 * How far before its last pass the catch-up job looks for players who bet. A posting's time is
 * taken when it is planned, before it waits for the player's lock, so it may come before the pass
 * that should have seen it; the margin covers that wait (and the clocks of several processes) many
 * times over. (A player's own count reads by posting id, not by time: nothing is missed there.)
 */
const marginMs = 10 * 60_000;

/** A player's standing, as user details (spec §3 userLoyaltyLevel) and the VIP club show it. */
export type Standing = {
  level: number;
  loyaltyPoints: number;
  xp: number;
  pointsTillLevelUp: number | null;
  progressPercent: number;
  personalManager: boolean;
};

export function createLoyaltyService({
  repository,
  transaction,
  wallet,
  clock,
  announce,
}: {
  repository: LoyaltyRepository;
  transaction: <T>(work: (repository: LoyaltyRepository) => Promise<T>) => Promise<T>;
  wallet: Pick<Wallet, 'payLevelReward' | 'betsAfter' | 'bettorsSince'>;
  clock: Clock;
  /** Tells the player's browsers their new standing (the socket event `loyalty`). */
  announce: (userId: number, event: LoyaltyEvent) => void;
}) {
  function standingOf(
    row: Pick<LoyaltyPlayerRow, 'level' | 'points' | 'xp'>,
    ladder: LoyaltyLevelRow[],
  ): Standing {
    const { pointsTillLevelUp, progressPercent } = progressOf(row.level, row.xp, ladder);
    return {
      level: row.level,
      loyaltyPoints: row.points,
      xp: row.xp,
      pointsTillLevelUp,
      progressPercent,
      personalManager: rungOf(row.level, ladder)?.personalManager ?? false,
    };
  }

  /**
   * Records the levels from above `from` up to `to` as reached, once each: with the level's reward
   * in `currency` when play reached them (`currency` null: an operator's points, which pay nothing).
   * Answers the levels recorded.
   */
  async function recordLevels(
    repo: LoyaltyRepository,
    userId: number,
    ladder: LoyaltyLevelRow[],
    from: number,
    to: number,
    currency: string | null,
  ): Promise<number[]> {
    const reached: number[] = [];
    for (const rung of ladder) {
      if (rung.level <= from || rung.level > to) continue;
      const reward = currency ? rung.reward[currency] : undefined;
      await repo.insertLevelUp({
        userId,
        level: rung.level,
        currency: reward ? currency : null,
        amount: reward ? BigInt(reward) : 0n,
        at: clock.now(),
      });
      reached.push(rung.level);
    }
    return reached;
  }

  /**
   * Counts the player's real-money stakes not counted yet, in ledger order: points and xp at the
   * current rates, the levels they reach (each recorded once, with its reward in the stake's
   * currency). The stakes are read first, then counted under the lock on the player's row only if
   * nothing was counted meanwhile (another process); otherwise read again. Answers the levels
   * reached, lowest first, and the row after.
   */
  async function countOnce(userId: number) {
    for (;;) {
      const seen = (await repository.findPlayer(userId)) ?? { countedTo: 0 };
      // every posting of a player is written under the lock on their accounts (a player has one
      // currency), so their postings' ids grow in commit order: nothing below `counted_to` can
      // appear later
      const stakes = await wallet.betsAfter(userId, seen.countedTo, stakesPerBatch);
      const last = stakes.at(-1);
      const [settings, ladder] = await Promise.all([repository.settings(), repository.levels()]);
      const outcome = await transaction(async (repo) => {
        const player = await repo.lockPlayer(userId);
        if (player.countedTo !== seen.countedTo) return null;
        if (!last) return { reached: [] as number[], player, more: false };
        const earned = earn(player.remainders, stakes, settings.rates);
        const xp = player.xp + earned.points;
        const level = Math.max(player.level, levelReached(xp, ladder));
        const now = clock.now();
        const reached = await recordLevels(repo, userId, ladder, player.level, level, last.currency);
        const after = {
          level,
          points: player.points + earned.points,
          xp,
          remainders: earned.remainders,
          countedTo: last.id,
          countedAt: last.at,
        };
        await repo.updatePlayer(userId, after, now);
        return { reached, player: { ...player, ...after }, more: stakes.length === stakesPerBatch };
      });
      if (outcome) return outcome;
    }
  }

  /**
   * Pays the level rewards reached and not paid yet (of one player, or everyone's), once each. One
   * that fails does not hold up the others: the first failure is thrown once all were tried.
   */
  async function payRewards(userId: number | null): Promise<number> {
    const unpaid = await repository.unpaidRewards(userId, 100);
    const failures: unknown[] = [];
    for (const reward of unpaid) await payReward(reward).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
    return unpaid.length;
  }

  async function payReward(reward: LoyaltyEventRow) {
    if (!reward.currency || reward.amount <= 0n) return;
    // the key makes the payment once, whoever pays it (this process's count, another's, the job)
    await wallet.payLevelReward({
      userId: reward.userId,
      currency: reward.currency,
      amount: minor(reward.amount),
      idempotencyKey: `level-reward:${reward.userId}:${reward.level}`,
      context: { reason: 'level_reward', level: reward.level },
      records: [repository.paidRecord(reward.id, clock.now())],
    });
  }

  // one count at a time per player in this process: a count asked for while one runs runs once after it
  const running = new Map<number, { rerun: boolean; done: Promise<void> }>();

  /** Counts the player's stakes up to now, pays what they reached, and tells their browsers. */
  function count(userId: number): Promise<void> {
    const current = running.get(userId);
    if (current) {
      current.rerun = true;
      return current.done;
    }
    const entry = { rerun: true, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        const ladder = await repository.levels();
        const reached: number[] = [];
        let player: LoyaltyPlayerRow | undefined;
        // a count asked for meanwhile (even while rewards are paid) runs again before this ends
        while (entry.rerun) {
          entry.rerun = false;
          let more = true;
          while (more) {
            const outcome = await countOnce(userId);
            reached.push(...outcome.reached);
            more = outcome.more;
            player = outcome.player;
          }
          if (reached.length > 0) await payRewards(userId);
        }
        if (player) {
          const standing = standingOf(player, ladder);
          announce(userId, {
            level: standing.level,
            loyaltyPoints: standing.loyaltyPoints,
            xp: standing.xp,
            pointsTillLevelUp: standing.pointsTillLevelUp,
            levelsReached: reached,
          });
        }
      } finally {
        running.delete(userId);
      }
    })();
    running.set(userId, entry);
    return entry.done;
  }

  return {
    count,
    payRewards,
    standingOf,

    /**
     * The catch-up (the job): counts every player with bets the events of some process never
     * counted (a crash, a restart), then pays rewards left unpaid. Looks through the ledger from a
     * margin before its last pass.
     */
    async catchUp(): Promise<{ players: number; rewards: number }> {
      const settings = await repository.settings();
      const from = new Date(settings.scannedTo.getTime() - marginMs);
      // a posting's time is its process's clock when it was planned, like this one
      const startedAt = clock.now();
      const bettors = await wallet.bettorsSince(from);
      const counted = await repository.countedTo(bettors.map((bettor) => bettor.userId));
      const behind = bettors.filter((bettor) => (counted.get(bettor.userId) ?? 0) < bettor.lastBetId);
      // one player's failure does not hold up the others; the pass starts again from the same
      // place until every player was counted
      const failures: unknown[] = [];
      for (const { userId } of behind) await count(userId).catch((error: unknown) => failures.push(error));
      if (failures.length === 0) await repository.setScannedTo(startedAt);
      const rewards = await payRewards(null);
      if (failures.length > 0) throw failures[0];
      return { players: behind.length, rewards };
    },

    /** The player's standing (level 1 with nothing when they have never played). */
    async standing(userId: number): Promise<Standing> {
      const [row, ladder] = await Promise.all([repository.findPlayer(userId), repository.levels()]);
      return standingOf(row ?? { level: 1, points: 0, xp: 0 }, ladder);
    },

    /** The player's level (the rakeback calendar's share). */
    async levelOf(userId: number): Promise<number> {
      return (await repository.findPlayer(userId))?.level ?? 1;
    },

    /** The most the player's level lets them withdraw in 24 hours in `currency`; null when unlimited. */
    async withdrawalLimitOf(userId: number, currency: string): Promise<bigint | null> {
      const [row, ladder] = await Promise.all([repository.findPlayer(userId), repository.levels()]);
      const limit = rungOf(row?.level ?? 1, ladder)?.withdrawalLimit[currency];
      return limit === undefined ? null : BigInt(limit);
    },

    /**
     * An operator adds (or takes away) points and xp, in the caller's transaction. Never below 0;
     * the levels the new xp reaches are reached at once, without their rewards (those are paid only
     * for play); the level never goes down here (only when set). Answers the row before and after.
     */
    async adjust(repo: LoyaltyRepository, userId: number, points: number, reason: string) {
      const ladder = await repo.levels();
      const before = await repo.lockPlayer(userId);
      const now = clock.now();
      const xp = Math.max(before.xp + points, 0);
      // the levels the points reach are reached now, and pay nothing: rewards are for play
      const level = Math.max(before.level, levelReached(xp, ladder));
      await recordLevels(repo, userId, ladder, before.level, level, null);
      const after = { points: Math.max(before.points + points, 0), xp, level };
      await repo.updatePlayer(userId, after, now);
      await repo.insertEvent({ userId, kind: 'adjustment', level: null, points, reason, at: now });
      return { before, after: { ...before, ...after } };
    },

    /**
     * An operator sets the level (the only way it goes down), in the caller's transaction. Going
     * down, xp drops to the new level's threshold when it would reach a higher one (so the next
     * spin does not undo the change); no reward is paid for a level set by an operator.
     */
    async setLevel(repo: LoyaltyRepository, userId: number, level: number, reason: string) {
      const ladder = await repo.levels();
      const rung = ladder.find((entry) => entry.level === level);
      if (!rung) throw new AppError('LOYALTY_LEVEL_UNKNOWN', `There is no level ${level} on the ladder`);
      const before = await repo.lockPlayer(userId);
      const next = ladder.find((entry) => entry.level === level + 1);
      const xp = next && before.xp >= next.xpThreshold ? rung.xpThreshold : before.xp;
      const now = clock.now();
      await repo.updatePlayer(userId, { level, xp }, now);
      await repo.insertEvent({ userId, kind: 'level_set', level, points: 0, reason, at: now });
      return { before, after: { ...before, level, xp } };
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/** The rung whose perks a player at `level` has: theirs, or the highest below it if the ladder shrank. */
function rungOf(level: number, ladder: readonly LoyaltyLevelRow[]): LoyaltyLevelRow | undefined {
  let found: LoyaltyLevelRow | undefined;
  for (const rung of ladder) if (rung.level <= level && (!found || rung.level > found.level)) found = rung;
  return found;
}

/** A loyalty history row as players and operators see it. */
export function loyaltyHistoryView(
  row: LoyaltyEventRow,
  exponents: Map<string, number>,
): LoyaltyHistoryEntry {
  return {
    id: String(row.id),
    kind: row.kind,
    level: row.level,
    points: row.points,
    reward:
      row.currency && row.amount > 0n
        ? {
            amount: row.amount.toString(),
            currency: row.currency,
            exponent: exponents.get(row.currency) ?? 2,
          }
        : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
