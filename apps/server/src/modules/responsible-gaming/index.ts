import type { BetLimitKind, DepositLimit, MonthlyWinnings, PlayLimitsSettings } from '@casino/contracts';
import type { Executor, Statement } from '../../db/database.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { playerRoom } from '../../plugins/realtime.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { assertMaySignIn, type RunningBreak, runningBreak } from './breaks/breaks.rules.ts';
import { createBreaksService } from './breaks/breaks.service.ts';
import { createDepositLimitsService } from './deposit-limits/deposit-limits.service.ts';
import { createLimitsService } from './limits/limits.service.ts';
import {
  createPlayLimitsService,
  type PlayerRef,
  type SessionRef,
} from './play-limits/play-limits.service.ts';
import './responsible-gaming.events.ts';
import './responsible-gaming.jobs.ts';
import { createResponsibleGamingRepository } from './responsible-gaming.repository.ts';
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
export type { PlayState } from './responsible-gaming.service.ts';

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
    betLimits: Partial<Record<string, string>>;
    sessionLimitMinutes: number | null;
    /** Each period's deposit limit, what counts against it, and a raise or removal waiting for its time. */
    depositLimits: DepositLimit[];
  }>;
  /**
   * Support removes a bet or loss limit at the player's request (spec §4: removal goes through
   * support), in the caller's transaction; the value removed, or null when none was set.
   */
  removeBetLimit(userId: number, kind: BetLimitKind, tx: Executor): Promise<string | null>;
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
  playLimitSettings(): Promise<PlayLimitsSettings>;
  updatePlayLimitSettings(
    next: PlayLimitsSettings,
    tx: Executor,
  ): Promise<{ before: PlayLimitsSettings; after: PlayLimitsSettings }>;
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
    const limits = createLimitsService({ repository, accounts, wallet, clock, onChange });
    const depositLimits = createDepositLimitsService({ db: database.db, repository, clock });

    jobs.define('responsible-gaming.end-break', ({ breakId }) => breaks.endBreak(breakId));
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
      removeBetLimit: async (userId, kind, tx) => {
        const removed = await createResponsibleGamingRepository(tx).removeBetLimit(userId, kind, clock.now());
        onChange(userId);
        return removed;
      },
      assertRealityCheckAnswered: (play, session) =>
        playLimits.assertRealityCheckAnswered(play.state, session),
      betExclusionStatement: (userId, use) =>
        use
          ? repository.useBetExclusion(userId, use.game, use.bet, clock.now())
          : repository.dropBetExclusion(userId),
      monthlyWinnings: playLimits.monthlyWinnings,
      playLimitSettings: playLimits.settings,
      updatePlayLimitSettings: playLimits.updateSettings,
      operatorView: async (userId) => {
        const [state, deposits] = await Promise.all([gate.state(userId), depositLimits.list(userId)]);
        return {
          runningBreak: runningBreak(state, clock.now()),
          betLimits: state.betLimits,
          sessionLimitMinutes: state.sessionLimitMinutes,
          depositLimits: deposits,
        };
      },
    } satisfies ResponsibleGaming);
  },
);
