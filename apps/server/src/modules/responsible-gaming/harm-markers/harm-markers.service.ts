import type { BetLimitKind } from '@casino/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { Accounts } from '../../accounts/index.ts';
import type { Wallet } from '../../wallet/index.ts';
import type { DepositLimitsService } from '../deposit-limits/deposit-limits.service.ts';
import { betLimitsAt } from '../limits/limits.rules.ts';
import type { HarmMarkerKind, ResponsibleGamingRepository } from '../responsible-gaming.repository.ts';

/** A limit used to this share or more (in percent) is a signal. */
export const nearLimitPercent = 80n;
/** A session at least this long (sign-in to last activity) is a signal. */
export const longSessionMinutes = 6 * 60;
/** The window markers count signal days over. */
export const markerWindowDays = 30;
/** Signal days in the window that raise a marker, per kind. */
export const markerThresholds: Record<HarmMarkerKind, number> = {
  'limit-near': 3,
  'long-session': 2,
  'withdrawal-reversed': 2,
};
/** Players a scan reads at a time per source (it pages through all of them). */
const scanPage = 1_000;
/** Long sessions one scan reads at most (the longest first would need a sort: newest first). */
const sessionScanLimit = 50_000;

/** What counts against each bet or loss limit kind in the wallet's usage. */
const usageOf: Record<BetLimitKind, keyof Awaited<ReturnType<Wallet['betLimitUsage']>> | null> = {
  maxBetLimit: null,
  dailyBetLimit: 'dailyBet',
  weeklyBetLimit: 'weeklyBet',
  monthlyBetLimit: 'monthlyBet',
  dailyLossLimit: 'dailyLoss',
  weeklyLossLimit: 'weeklyLoss',
  monthlyLossLimit: 'monthlyLoss',
};

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const near = (used: bigint, limit: bigint) => limit > 0n && used * 100n >= limit * nearLimitPercent;

type Signal = { userId: number; kind: HarmMarkerKind; day: string; detail: Record<string, unknown> };

/**
 * Markers of harm (issue 21): an hourly scan records what it sees of each player as signals per
 * day (a bet, loss or deposit limit used to 80% or more; a session of six hours or more; a
 * withdrawal the player cancelled to play on), and raises a marker for operators when a player's
 * signals of a kind pass its threshold in 30 days.
 */
export function createHarmMarkersService({
  repository,
  wallet,
  accounts,
  depositLimits,
  clock,
}: {
  repository: ResponsibleGamingRepository;
  wallet: Pick<Wallet, 'betLimitUsage' | 'withdrawalsCancelledByPlayer'>;
  accounts: Pick<Accounts, 'longSessions'>;
  depositLimits: Pick<DepositLimitsService, 'list'>;
  clock: Clock;
}) {
  async function limitSignals(now: Date): Promise<Signal[]> {
    const day = dayOf(now);
    const signals: Signal[] = [];
    for (let after = 0; ; ) {
      const players = await repository.playersWithBetLimits(after, scanPage);
      for (const player of players) {
        const limits = betLimitsAt(player, now);
        const kinds = (Object.keys(limits) as BetLimitKind[]).filter((kind) => usageOf[kind] !== null);
        if (kinds.length === 0) continue;
        const usage = await wallet.betLimitUsage(player.userId, now);
        const reached = kinds.filter((kind) => {
          const column = usageOf[kind];
          return column !== null && near(usage[column], BigInt(limits[kind] as string));
        });
        if (reached.length > 0)
          signals.push({ userId: player.userId, kind: 'limit-near', day, detail: { limits: reached } });
      }
      if (players.length < scanPage) break;
      after = players[players.length - 1]?.userId ?? after;
    }
    for (let after = 0; ; ) {
      const userIds = await repository.playersWithDepositLimits(after, scanPage);
      for (const userId of userIds) {
        const reached = (await depositLimits.list(userId))
          .filter((limit) => limit.amount !== null && near(BigInt(limit.used), BigInt(limit.amount)))
          .map((limit) => `${limit.period}DepositLimit`);
        if (reached.length === 0) continue;
        const known = signals.find((signal) => signal.userId === userId);
        if (known) (known.detail.limits as string[]).push(...reached);
        else signals.push({ userId, kind: 'limit-near', day, detail: { limits: reached } });
      }
      if (userIds.length < scanPage) break;
      after = userIds[userIds.length - 1] ?? after;
    }
    return signals;
  }

  async function sessionSignals(now: Date): Promise<Signal[]> {
    const since = new Date(now.getTime() - 24 * 3_600_000);
    const longest = new Map<number, { minutes: number; day: string }>();
    for (const session of await accounts.longSessions(since, longSessionMinutes, sessionScanLimit)) {
      const minutes = Math.floor((session.lastSeenAt.getTime() - session.createdAt.getTime()) / 60_000);
      const known = longest.get(session.userId);
      // a session counts once, on the day it began (one across midnight is not two days)
      if (!known || known.minutes < minutes)
        longest.set(session.userId, { minutes, day: dayOf(session.createdAt) });
    }
    return [...longest].map(([userId, { minutes, day }]) => ({
      userId,
      kind: 'long-session' as const,
      day,
      detail: { minutes },
    }));
  }

  async function reversalSignals(now: Date): Promise<Signal[]> {
    const since = new Date(now.getTime() - 48 * 3_600_000);
    return (await wallet.withdrawalsCancelledByPlayer(since)).map((row) => ({
      userId: row.userId,
      kind: 'withdrawal-reversed' as const,
      day: row.day,
      detail: { cancelled: row.count },
    }));
  }

  return {
    /** The hourly scan: today's signals recorded, markers raised or brought up to date. */
    async scan(): Promise<{ signals: number; markers: number }> {
      const now = clock.now();
      const signals = [
        ...(await limitSignals(now)),
        ...(await sessionSignals(now)),
        ...(await reversalSignals(now)),
      ];
      await repository.recordSignals(signals);
      const sinceDay = dayOf(new Date(now.getTime() - (markerWindowDays - 1) * 86_400_000));
      let markers = 0;
      for (const [kind, days] of Object.entries(markerThresholds) as Array<[HarmMarkerKind, number]>) {
        markers += await repository.raiseMarkers(kind, sinceDay, days, now);
      }
      return { signals: signals.length, markers };
    },
  };
}

export type HarmMarkersService = ReturnType<typeof createHarmMarkersService>;
