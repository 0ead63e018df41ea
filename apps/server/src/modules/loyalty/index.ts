import type { LoyaltyEvent } from '@casino/contracts';
import type { Executor } from '../../db/database.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { playerRoom } from '../../plugins/realtime.ts';
import type { Wallet } from '../wallet/index.ts';
import { catchUpEveryMs } from './loyalty.jobs.ts';
import {
  createLoyaltyRepository,
  type LoyaltyEventRow,
  type LoyaltyLevelRow,
  type LoyaltyPlayerRow,
  type LoyaltySettingsRow,
} from './loyalty.repository.ts';
import { createLoyaltyService, type LoyaltyService, type Standing } from './loyalty.service.ts';

export { loyaltyHistoryView } from './loyalty.service.ts';

/*
 * Loyalty (issue 20): every real-money stake earns points and xp at the operator's rate for its
 * currency, counted from the ledger in order (right after each bet, and by a job that catches up on
 * whatever a crashed process never counted); xp climbs the ladder of levels, whose rewards are paid
 * through the wallet once per level, and whose perks the other modules read.
 */

export type { LoyaltyEventRow, LoyaltyLevelRow, LoyaltyPlayerRow, LoyaltySettingsRow, Standing };

/** What other modules may ask of loyalty. */
export type Loyalty = Pick<
  LoyaltyService,
  'standing' | 'levelOf' | 'withdrawalLimitOf' | 'count' | 'catchUp' | 'standingOf'
> & {
  /** The ladder, lowest level first, and the operator's point rates. */
  ladder(): Promise<{ levels: LoyaltyLevelRow[]; settings: LoyaltySettingsRow }>;
  /** The player's loyalty history, newest first. */
  history(userId: number, limit?: number): Promise<LoyaltyEventRow[]>;
  /** The operators' side: each change runs in the caller's transaction (with its audit row). */
  admin: {
    replaceLevels(
      levels: LoyaltyLevelRow[],
      tx: Executor,
    ): Promise<{ before: LoyaltyLevelRow[]; after: LoyaltyLevelRow[] }>;
    updateRates(
      rates: Record<string, string>,
      tx: Executor,
    ): Promise<{ before: LoyaltySettingsRow; after: LoyaltySettingsRow }>;
    adjust(
      userId: number,
      points: number,
      reason: string,
      tx: Executor,
    ): Promise<{ before: LoyaltyPlayerRow; after: LoyaltyPlayerRow }>;
    setLevel(
      userId: number,
      level: number,
      reason: string,
      tx: Executor,
    ): Promise<{ before: LoyaltyPlayerRow; after: LoyaltyPlayerRow }>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    loyalty: Loyalty;
  }
}

export const register = defineModule<ModuleDeps & { wallet: Wallet }>(
  'loyalty',
  async (app, { database, clock, events, jobs, realtime, wallet }) => {
    const repository = createLoyaltyRepository(database.db);
    const loyalty = createLoyaltyService({
      repository,
      transaction: (work) => database.db.transaction((tx) => work(createLoyaltyRepository(tx))),
      wallet,
      clock,
      announce: (userId: number, event: LoyaltyEvent) => {
        if (realtime.reaches(playerRoom(userId))) realtime.io.to(playerRoom(userId)).emit('loyalty', event);
      },
    });
    // a bet is counted right after it commits; the job counts whatever a process never got to
    events.subscribe('wallet.posted', async (event) => {
      if (event.postings.some((posting) => posting.type === 'bet')) await loyalty.count(event.userId);
    });
    await jobs.every('loyalty.catch-up', catchUpEveryMs, async () => void (await loyalty.catchUp()), {});
    app.decorate('loyalty', {
      standing: loyalty.standing,
      standingOf: loyalty.standingOf,
      levelOf: loyalty.levelOf,
      withdrawalLimitOf: loyalty.withdrawalLimitOf,
      count: loyalty.count,
      catchUp: loyalty.catchUp,
      ladder: async () => {
        const [levels, settings] = await Promise.all([repository.levels(), repository.settings()]);
        return { levels, settings };
      },
      history: (userId, limit = 50) => repository.history(userId, limit),
      admin: {
        replaceLevels: async (levels, tx) => {
          const repo = createLoyaltyRepository(tx);
          await repo.lockSettings();
          const before = await repo.levels();
          await repo.replaceLevels(levels, clock.now());
          return { before, after: await repo.levels() };
        },
        updateRates: async (rates, tx) => {
          const repo = createLoyaltyRepository(tx);
          const before = await repo.lockSettings();
          const after = await repo.updateRates(rates, clock.now());
          return { before, after };
        },
        adjust: (userId, points, reason, tx) =>
          loyalty.adjust(createLoyaltyRepository(tx), userId, points, reason),
        setLevel: (userId, level, reason, tx) =>
          loyalty.setLevel(createLoyaltyRepository(tx), userId, level, reason),
      },
    } satisfies Loyalty);
  },
);
