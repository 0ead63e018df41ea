import type { Executor } from '../../db/database.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { playerRoom, publicRoom } from '../../plugins/realtime.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Content } from '../content/index.ts';
import type { Players } from '../players/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';
import './games.jobs.ts';
import { createGamesRepository } from './games.repository.ts';
import { gamesRoutes } from './games.routes.ts';
import { createGamesService, syncStudioCatalog as syncCatalog } from './games.service.ts';
import { createRoundsRepository, type RoundsRepository } from './rounds/rounds.repository.ts';
import { roundsRoutes } from './rounds/rounds.routes.ts';
import { assertSeedKeysKnown, createRoundsService, sealPlainSeeds } from './rounds/rounds.service.ts';
import { createSeedVault } from './rounds/seed-vault.ts';
import { seamlessWalletRoutes } from './seamless-wallet/seamless-wallet.routes.ts';
import { createWinsRepository } from './wins/wins.repository.ts';
import { winsRoutes } from './wins/wins.routes.ts';
import { createWinsService } from './wins/wins.service.ts';

/*
 * Games: the catalog (lobby lists, search, categories, providers, thumbnails), the house studio's
 * rounds (real and demo) with their provably fair seeds, the top-wins tables, and the seamless
 * wallet API game providers call.
 */

export { createSeedVault } from './rounds/seed-vault.ts';

/** Days of rounds that make a game popular. */
const popularityDays = 7;

/** Lists the house studio's titles in the catalog with their published maths (at every start-up). */
export const syncStudioCatalog = (db: Executor) => syncCatalog(createGamesRepository(db));

/** What other modules may ask of the games module. */
export type Games = {
  /** A page of a player's rounds with their fairness data (what an operator reads). */
  playerRounds: RoundsRepository['playerRounds'];
  /** Which of the slugs name games of the catalog (a race's eligible games). */
  knownSlugs(slugs: string[]): Promise<string[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    games: Games;
  }
}

export const register = defineModule<
  ModuleDeps & {
    accounts: Accounts;
    bonuses: Pick<Bonuses, 'assertBetAllowed' | 'freeSpinFor' | 'freeSpinRecord' | 'afterFreeSpin'>;
    responsibleGaming: ResponsibleGaming;
    wallet: Wallet;
    content: Content;
    players: Players;
  }
>(
  'games',
  async (
    app,
    {
      config,
      database,
      clock,
      jobs,
      realtime,
      accounts,
      bonuses,
      responsibleGaming,
      wallet,
      content,
      players,
    },
  ) => {
    const repository = createGamesRepository(database.db);
    const getSettings = () => content.getSettings();
    const gamesService = createGamesService({
      repository,
      getSettings,
      localeStrings: (locale) => content.getLocaleStrings(locale),
      clock,
    });
    const winsService = createWinsService({
      repository: createWinsRepository(database.db),
      games: repository,
      players,
      content,
      clock,
      publisher: {
        reaches: (audience) =>
          realtime.reaches(audience === 'public' ? publicRoom : playerRoom(audience.userId)),
        publicWin: (win) => realtime.io.to(publicRoom).emit('win', win),
        playerWin: (userId, win) => realtime.io.to(playerRoom(userId)).emit('myWin', win),
      },
    });
    const roundsRepository = createRoundsRepository(database.db);
    const vault = createSeedVault(config.seedKeys);
    // a wrong key stops the start; seeds stored in plain text by an earlier release are sealed
    // before any round is drawn
    await assertSeedKeysKnown(roundsRepository, vault);
    const sealed = await sealPlainSeeds(roundsRepository, vault);
    if (sealed > 0) app.log.info({ sealed }, 'server seeds sealed');
    const roundsService = createRoundsService({
      repository: roundsRepository,
      vault,
      games: repository,
      walletService: wallet,
      clock,
      getSettings,
      bonusRules: bonuses,
      runStatements: async (statements) => {
        await database.pipelined((run) => run(statements, { commit: true }));
      },
      betExclusionStatement: responsibleGaming.betExclusionStatement,
      onWin: (win) => {
        winsService
          .announce(win)
          .catch((error: unknown) => app.log.warn({ err: error }, 'live win not announced'));
      },
    });

    // the popular category and sort follow the last week's rounds, refreshed every minute (once
    // across all processes)
    await jobs.every(
      'games.refresh-popularity',
      60_000,
      () => repository.refreshPopularity(popularityDays),
      {},
    );

    const { requireAuth } = accounts;
    await app.register(gamesRoutes, {
      gamesService,
      systemAccessToken: config.systemAccessToken,
      requireAuth,
    });
    await app.register(roundsRoutes, {
      roundsService,
      gamesService,
      accounts,
      responsibleGaming,
      requireAuth,
    });
    await app.register(winsRoutes, { winsService, accounts });
    await app.register(seamlessWalletRoutes, {
      walletService: wallet,
      accounts,
      responsibleGaming,
      bonusRules: bonuses,
      secret: config.walletApiSecret,
      clock,
    });
    app.decorate('games', {
      playerRounds: (userId, page) => roundsRepository.playerRounds(userId, page),
      knownSlugs: (slugs) => repository.knownSlugs(slugs),
    } satisfies Games);
  },
);
