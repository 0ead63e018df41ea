import type { BetLimitKind, DepositLimit, MonthlyWinnings, PlayLimitsSettings } from '@casino/contracts';
import type { Executor, Statement } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { playerRoom } from '../../plugins/realtime.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { assertMaySignIn, type RunningBreak, runningBreak } from './breaks/breaks.rules.ts';
import { createBreaksService } from './breaks/breaks.service.ts';
import { createDepositLimitsService } from './deposit-limits/deposit-limits.service.ts';
import { createHarmMarkersService, type HarmMarkersService } from './harm-markers/harm-markers.service.ts';
import { betLimitsAt, pendingAt } from './limits/limits.rules.ts';
import { createLimitsService } from './limits/limits.service.ts';
import {
  createPlayLimitsService,
  type PlayerRef,
  type SessionRef,
} from './play-limits/play-limits.service.ts';
import './responsible-gaming.events.ts';
import './responsible-gaming.jobs.ts';
import {
  createResponsibleGamingRepository,
  type DepositLimitPeriod,
  type HarmMarkerRow,
  type PendingBetLimits,
  type PlayLimitSettingsRow,
  type ResponsibleGamingRepository,
} from './responsible-gaming.repository.ts';
import { responsibleGamingRoutes } from './responsible-gaming.routes.ts';
import { createGateService, type GateService, type PlayState } from './responsible-gaming.service.ts';

/*
 * Responsible gaming: breaks (cooling off, self-exclusion, account freeze), deposit, bet, loss and
 * session limits, ghost mode, and the one gate every bet and deposit passes (assertMayPlay,
 * assertMayDeposit). Its tools are the player's own; the other modules ask the gate.
 */

export type { DepositTotals } from './deposit-limits/deposit-limits.service.ts';
export type { PlayerRef, SessionRef } from './play-limits/play-limits.service.ts';
export type { BreakEnded, BreakStarted } from './responsible-gaming.events.ts';
export type { DepositLimitPeriod, HarmMarkerRow } from './responsible-gaming.repository.ts';
export type { PlayState } from './responsible-gaming.service.ts';

/** What a support change of a limit did: the limit before, and when the new one applies. */
export type SupportLimitChange = {
  before: string | null;
  /** The change that was waiting for this limit, which this one replaced (bet and loss limits). */
  replaced?: { amount: string | null; from: string } | null;
  applies: 'now' | 'later' | 'nothing';
  from: string | null;
};

/** What other modules may ask of responsible gaming. */
export type ResponsibleGaming = Pick<
  GateService,
  'assertMayPlay' | 'assertMayPlayFromProvider' | 'assertMayDeposit' | 'userLimit' | 'ghostModes'
> & {
  /** Refuses a deposit that would take the player past one of their deposit limits. */
  assertDepositWithinLimits(userId: number, amount: bigint): Promise<void>;
  /** Where deposits are counted from for the deposit limits (the cashier provides it). */
  useDepositTotals: ReturnType<typeof createDepositLimitsService>['useDepositTotals'];
  /** What an operator sees of a player's tools: the running break, bet limits, session limit. */
  operatorView(userId: number): Promise<{
    runningBreak: RunningBreak | null;
    /** A break whose end has passed while it is still recorded as the player's (its end job has not run). */
    expiredBreak: boolean;
    betLimits: Partial<Record<string, string>>;
    betLimitsPending: PendingBetLimits;
    sessionLimitMinutes: number | null;
    realityCheckMinutes: number | null;
    /** Each period's deposit limit, what counts against it, and a raise or removal waiting for its time. */
    depositLimits: DepositLimit[];
  }>;
  /**
   * Support changes (null: removes) a bet or loss limit at the player's request (spec §4: removal
   * goes through support), in the caller's transaction: tighter at once, looser after 24 hours.
   */
  changeBetLimitBySupport(
    userId: number,
    kind: BetLimitKind,
    amount: bigint | null,
    tx: Executor,
  ): Promise<SupportLimitChange>;
  /** The same for a deposit limit (the player's own 24-hour rule for raises applies). */
  changeDepositLimitBySupport(
    userId: number,
    period: DepositLimitPeriod,
    amount: bigint | null,
    tx: Executor,
  ): Promise<SupportLimitChange>;
  /**
   * Ends what is left of a break whose end has passed (its end job has not run): recorded ended,
   * the player's browsers told. Refuses a break still running (never shortened) or none.
   */
  liftExpiredBreak(userId: number): Promise<{ kind: string; endsAt: string }>;
  /** Markers of harm: the hourly scan, the operators' list, and a review. */
  harmMarkers: Pick<HarmMarkersService, 'scan'> & {
    list: ResponsibleGamingRepository['markers'];
    /** Marks an open marker reviewed in the caller's transaction; null when it is not open. */
    review(
      id: number,
      review: Parameters<ResponsibleGamingRepository['reviewMarker']>[1],
      tx: Executor,
    ): Promise<HarmMarkerRow | null>;
  };
  /** Refuses a real-money round of this session while a reality check waits for an answer. */
  assertRealityCheckAnswered(play: PlayState, session: SessionRef): Promise<void>;
  /**
   * The statement a real-money round runs in its own transaction when the player armed a bonus buy
   * over their own limits (spec §4): `use` for that buy (RG002 if it is gone meanwhile), `drop`
   * for any other round. None when nothing is armed.
   */
  betExclusionStatement(userId: number, use: { game: string; bet: bigint } | null): Statement;
  /** The player's monthly winnings limit now (user details), null without a rule. */
  monthlyWinnings(player: PlayerRef): Promise<MonthlyWinnings | null>;
  /** The operator's play limits (global bet limit, monthly winnings rule) and their change. */
  playLimitSettings(options?: { fresh?: boolean }): Promise<PlayLimitSettingsRow>;
  /** A player's state changed in a transaction that has committed: the providers' path reads it again. */
  forget(userId: number): void;
  updatePlayLimitSettings(
    next: PlayLimitsSettings,
    tx: Executor,
  ): Promise<{ before: PlayLimitSettingsRow; after: PlayLimitSettingsRow }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    responsibleGaming: ResponsibleGaming;
  }
}

export const register = defineModule<ModuleDeps & { accounts: Accounts; wallet: Wallet }>(
  'responsible-gaming',
  async (app, { database, clock, events, jobs, realtime, accounts, wallet }) => {
    const repository = createResponsibleGamingRepository(database.db);
    const playLimits = createPlayLimitsService({ repository, wallet, clock });
    const gate = createGateService({ repository, clock, operatorLimits: playLimits.operatorLimits });
    const onChange = (userId: number) => gate.forget(userId);
    const breaks = createBreaksService({
      db: database.db,
      repository,
      accounts,
      events,
      jobs,
      clock,
      onChange,
    });
    const limits = createLimitsService({ db: database.db, repository, accounts, wallet, clock, onChange });
    const depositLimits = createDepositLimitsService({ db: database.db, repository, clock });
    const harmMarkers = createHarmMarkersService({ repository, wallet, accounts, depositLimits, clock });

    jobs.define('responsible-gaming.end-break', ({ breakId }) => breaks.endBreak(breakId));
    // markers of harm: what the last hour showed of players' limits, sessions and withdrawals
    await jobs.every(
      'responsible-gaming.harm-markers',
      3_600_000,
      async () => {
        await harmMarkers.scan();
      },
      {},
    );
    // a frozen account may not sign in; a session time limit ends each session sooner
    accounts.useSignInPolicy(async (user) => {
      const state = await gate.state(user.id);
      assertMaySignIn(runningBreak(state, clock.now()));
      return { maxSessionMinutes: state.sessionLimitMinutes };
    });
    // the player's browsers hear at once that a break has ended (userLimit as it is now)
    events.subscribe('responsible-gaming.break-ended', async ({ userId }) => {
      if (!realtime.reaches(playerRoom(userId))) return;
      const { userLimit, isSelfExcluded } = await gate.userLimit(userId);
      realtime.io.to(playerRoom(userId)).emit('userLimit', { userLimit, isSelfExcluded });
    });

    await app.register(responsibleGamingRoutes, {
      breaks,
      limits,
      depositLimits,
      playLimits,
      requireAuth: accounts.requireAuth,
    });
    app.decorate('responsibleGaming', {
      assertMayPlay: gate.assertMayPlay,
      assertMayPlayFromProvider: gate.assertMayPlayFromProvider,
      assertMayDeposit: gate.assertMayDeposit,
      userLimit: gate.userLimit,
      ghostModes: gate.ghostModes,
      assertDepositWithinLimits: depositLimits.assertWithinLimits,
      useDepositTotals: depositLimits.useDepositTotals,
      changeBetLimitBySupport: limits.changeBySupport,
      changeDepositLimitBySupport: (userId, period, amount, tx) =>
        depositLimits.change(tx, userId, period, amount),
      liftExpiredBreak: async (userId) => {
        const { currentBreak } = await gate.state(userId);
        if (!currentBreak) throw new AppError('VALIDATION_ERROR', 'The player has no break recorded');
        if (currentBreak.endsAt === null || currentBreak.endsAt > clock.now())
          throw new AppError('VALIDATION_ERROR', 'This break is still running: a break is never shortened');
        await breaks.endBreak(currentBreak.id);
        return { kind: currentBreak.kind, endsAt: currentBreak.endsAt.toISOString() };
      },
      harmMarkers: {
        scan: harmMarkers.scan,
        list: repository.markers,
        review: (id, review, tx) => createResponsibleGamingRepository(tx).reviewMarker(id, review),
      },
      assertRealityCheckAnswered: (play, session) =>
        playLimits.assertRealityCheckAnswered(play.state, session),
      betExclusionStatement: (userId, use) =>
        use
          ? repository.useBetExclusion(userId, use.game, use.bet, clock.now())
          : repository.dropBetExclusion(userId),
      monthlyWinnings: playLimits.monthlyWinnings,
      playLimitSettings: playLimits.settings,
      forget: onChange,
      updatePlayLimitSettings: playLimits.updateSettings,
      operatorView: async (userId) => {
        const [state, deposits] = await Promise.all([gate.state(userId), depositLimits.list(userId)]);
        const now = clock.now();
        const running = runningBreak(state, now);
        return {
          runningBreak: running,
          expiredBreak: running === null && state.currentBreak !== null,
          betLimits: betLimitsAt(state, now),
          betLimitsPending: pendingAt(state.betLimitsPending, now),
          sessionLimitMinutes: state.sessionLimitMinutes,
          realityCheckMinutes: state.realityCheckMinutes,
          depositLimits: deposits,
        };
      },
    } satisfies ResponsibleGaming);
  },
);
