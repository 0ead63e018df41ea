import {
  betExclusionMinutes,
  type MonthlyWinnings,
  type MonthlyWinningsRule,
  type PlayLimitsSettings,
  type RealityCheck,
} from '@casino/contracts';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { OperatorLimitValues, Wallet } from '../../wallet/index.ts';
import {
  createResponsibleGamingRepository,
  type PlayLimitSettingsRow,
  type ResponsibleGamingRepository,
  type StoredState,
} from '../responsible-gaming.repository.ts';

/** How long a process trusts the operator's play limits it read (a change elsewhere shows within this). */
const settingsCacheMs = 10_000;

/** The player a limit is worked out for: their currency and when the account was opened. */
export type PlayerRef = { id: number; currencyCode: string; createdAt: Date };
/** The session a reality check counts from. */
export type SessionRef = { id: number; createdAt: Date };

/** The first instant of the calendar month (UTC) of `at`, and of the month after. */
export function monthStart(at: Date, monthsLater = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + monthsLater, 1));
}

/** Whole calendar months from the month an account was opened to the month of `at` (0 in that month). */
export function calendarMonthsBetween(openedAt: Date, at: Date): number {
  const months =
    (at.getUTCFullYear() - openedAt.getUTCFullYear()) * 12 + (at.getUTCMonth() - openedAt.getUTCMonth());
  return Math.max(0, months);
}

/**
 * The monthly winnings limit after `months` calendar months: the base, risen by the rule's percent
 * of it for each month (spec §9: it rises over time), never above the ceiling.
 */
export function monthlyWinningsAmount(rule: MonthlyWinningsRule, months: number): bigint {
  const base = BigInt(rule.base);
  const risen = base + (base * BigInt(rule.monthlyRisePercent) * BigInt(months)) / 100n;
  // never past what a ledger amount holds (a rule without a ceiling, years on)
  return min(rule.ceiling === null ? risen : min(risen, BigInt(rule.ceiling)), largestAmount);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
/** The largest amount a ledger column (bigint) holds. */
const largestAmount = 2n ** 63n - 1n;
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const latest = (...dates: Array<Date | null>) =>
  new Date(Math.max(...dates.filter((date): date is Date => date !== null).map((date) => date.getTime())));

/**
 * The limits of play the operator sets (spec §3 global bet limit, §9 monthly winnings limit), the
 * reality check a player sets (UKGC RTS 13) and the one bonus buy a player may confirm over their
 * own limits (spec §4). Bets keep the first two in their own transaction (ledger_check_bet_limits).
 */
export function createPlayLimitsService({
  repository,
  wallet,
  clock,
}: {
  repository: ResponsibleGamingRepository;
  wallet: Pick<Wallet, 'playSince'>;
  clock: Clock;
}) {
  let cached: { settings: PlayLimitSettingsRow; until: number } | null = null;

  /** The operator's play limits: as read within settingsCacheMs, or `fresh` from the database. */
  async function settings({ fresh = false }: { fresh?: boolean } = {}): Promise<PlayLimitSettingsRow> {
    const now = clock.now().getTime();
    if (!fresh && cached && cached.until > now) return cached.settings;
    const read = await repository.playLimitSettings();
    cached = { settings: read, until: now + settingsCacheMs };
    return read;
  }

  /** The operator's limits a real-money bet of this player keeps now. */
  async function operatorLimits(player: Omit<PlayerRef, 'id'>): Promise<OperatorLimitValues> {
    const { globalBetLimits, monthlyWinnings } = await settings();
    const now = clock.now();
    const limits: OperatorLimitValues = {};
    const global = globalBetLimits[player.currencyCode];
    if (global !== undefined) limits.globalBetLimit = global;
    const rule = monthlyWinnings[player.currencyCode];
    if (rule) {
      limits.monthlyWinningsLimit = monthlyWinningsAmount(
        rule,
        calendarMonthsBetween(player.createdAt, now),
      ).toString();
      limits.monthlyWinningsSince = monthStart(now).toISOString();
    }
    return limits;
  }

  /** When the next reminder is due in this session (null without a reality check). */
  async function realityCheckDueAt(state: StoredState, session: SessionRef): Promise<Date | null> {
    if (state.realityCheckMinutes === null) return null;
    const continuedAt = await repository.realityCheckContinuedAt(session.id);
    const from = latest(session.createdAt, state.realityCheckSetAt, continuedAt);
    return new Date(from.getTime() + state.realityCheckMinutes * 60_000);
  }

  async function realityCheck(player: PlayerRef, session: SessionRef): Promise<RealityCheck> {
    const now = clock.now();
    const [state, play] = await Promise.all([
      repository.state(player.id),
      wallet.playSince(player.id, session.createdAt),
    ]);
    const dueAt = await realityCheckDueAt(state, session);
    return {
      minutes: state.realityCheckMinutes,
      currency: player.currencyCode,
      sessionStartedAt: session.createdAt.toISOString(),
      dueAt: dueAt?.toISOString() ?? null,
      due: dueAt !== null && dueAt <= now,
      session: {
        minutes: Math.max(0, Math.floor((now.getTime() - session.createdAt.getTime()) / 60_000)),
        staked: play.staked.toString(),
        won: play.won.toString(),
        net: (play.won - play.staked).toString(),
      },
    };
  }

  return {
    settings,
    operatorLimits,

    /** Replaces the operator's play limits in the caller's transaction; answers before and after. */
    async updateSettings(next: PlayLimitsSettings, tx: Executor) {
      const repo = createResponsibleGamingRepository(tx);
      await repo.lockPlayLimitSettings();
      const before = await repo.playLimitSettings();
      const after = { ...next, limitChangeMinLevel: next.limitChangeMinLevel ?? before.limitChangeMinLevel };
      await repo.writePlayLimitSettings(after, clock.now());
      cached = null;
      return { before, after };
    },

    /** The player's monthly winnings limit now; null when no rule covers their currency. */
    async monthlyWinnings(player: PlayerRef): Promise<MonthlyWinnings | null> {
      const rule = (await settings()).monthlyWinnings[player.currencyCode];
      if (!rule) return null;
      const now = clock.now();
      const months = calendarMonthsBetween(player.createdAt, now);
      const amount = monthlyWinningsAmount(rule, months);
      const play = await wallet.playSince(player.id, monthStart(now));
      const used = max(0n, play.won - play.staked);
      return {
        currency: player.currencyCode,
        amount: amount.toString(),
        used: used.toString(),
        resetsAt: monthStart(now, 1).toISOString(),
        nextAmount: monthlyWinningsAmount(rule, months + 1).toString(),
        reached: used >= amount,
      };
    },

    realityCheck,

    /** Sets or removes the reality check; the next reminder counts from now. */
    async setRealityCheck(player: PlayerRef, session: SessionRef, minutes: number | null) {
      await repository.setRealityCheck(player.id, minutes, clock.now());
      return realityCheck(player, session);
    },

    /**
     * The player chose to continue: the next reminder is one interval from now. Only a reminder that
     * is due is answered (continuing ahead of time would keep pushing it away); otherwise as it is.
     */
    async continueRealityCheck(player: PlayerRef, session: SessionRef) {
      const dueAt = await realityCheckDueAt(await repository.state(player.id), session);
      if (dueAt !== null && dueAt <= clock.now())
        await repository.continueRealityCheck(session.id, player.id, clock.now());
      return realityCheck(player, session);
    },

    /** Refuses a real-money round while a reminder waits for the player's answer (REALITY_CHECK_DUE). */
    async assertRealityCheckAnswered(state: StoredState, session: SessionRef): Promise<void> {
      const dueAt = await realityCheckDueAt(state, session);
      if (dueAt !== null && dueAt <= clock.now()) {
        throw new AppError(
          'REALITY_CHECK_DUE',
          'Time for a reality check: see how long you have played and choose to continue or stop.',
        );
      }
    },

    /** Confirm Bonus Buy: the next round may be this buy over the player's own limits, once. */
    async armBetExclusion(userId: number, input: { game: string; bet: bigint }) {
      const now = clock.now();
      const until = new Date(now.getTime() + betExclusionMinutes * 60_000);
      const game = input.game.toLowerCase();
      await repository.armBetExclusion(userId, { game, bet: input.bet, until }, now);
      return { game, bet: input.bet.toString(), expiresAt: until.toISOString() };
    },
  };
}

export type PlayLimitsService = ReturnType<typeof createPlayLimitsService>;
