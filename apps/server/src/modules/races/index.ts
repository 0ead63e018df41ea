import { raceRoom } from '@casino/contracts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Content } from '../content/index.ts';
import { type Players, publicName } from '../players/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { sweepEveryMs } from './races.jobs.ts';
import { createRacesRepository, type RaceRow, type WinOfTheMonthSettingsRow } from './races.repository.ts';
import { racesRoutes } from './races.routes.ts';
import { settleMs } from './races.rules.ts';
import { createRacesService, type RacesService } from './races.service.ts';

/*
 * Races (issue 20): operator-scheduled races whose entrants are counted from the ledger after each
 * of their bets (the live board, sent over the socket), finished at their end by the job runner
 * (the final result counted again from the ledger, each prize paid once through the wallet), and
 * win of the month, a race made each month by the operator's rule.
 */

export type { RaceRow, WinOfTheMonthSettingsRow };

/** What other modules may ask of races: the operators' side. */
export type Races = Pick<RacesService, 'admin' | 'finish' | 'finishDue' | 'ensureWinOfTheMonth'>;

declare module 'fastify' {
  interface FastifyInstance {
    races: Races;
  }
}

export const register = defineModule<
  ModuleDeps & { accounts: Accounts; wallet: Wallet; players: Players; content: Content }
>('races', async (app, { database, clock, events, jobs, realtime, accounts, wallet, players, content }) => {
  const repository = createRacesRepository(database.db);
  const races = createRacesService({
    repository,
    transaction: (work) => database.db.transaction((tx) => work(createRacesRepository(tx), tx)),
    repositoryOn: createRacesRepository,
    wallet,
    clock,
    exponentOf: async (currency) =>
      (await content.getCurrencies()).find((entry) => entry.code === currency)?.exponent ?? 2,
    identities: async (userIds) => {
      const fields = await players.publicNameFields(userIds);
      return new Map(
        [...fields].map(([id, player]) => {
          const name = publicName(player);
          return [
            id,
            {
              name,
              uniqueId: player.ghostMode ? null : player.uniqueId,
              operatorName: publicName({ ...player, ghostMode: false }) ?? player.uniqueId,
            },
          ];
        }),
      );
    },
    player: async (uniqueId) => {
      const found = await accounts.findPlayer(uniqueId);
      if (!found) return null;
      const user = await accounts.playerById(found.userId);
      return user ? { userId: user.id, createdAt: user.createdAt } : null;
    },
    announceBoard: (event) => {
      realtime.io.to(raceRoom(event.raceId)).emit('race', event);
    },
    watched: (raceId) => realtime.reaches(raceRoom(String(raceId))),
    scheduleFinish: (race: RaceRow, tx) =>
      jobs.schedule(
        'races.finish',
        { raceId: race.id },
        { runAt: new Date(race.endsAt.getTime() + settleMs), key: `race:${race.id}`, executor: tx },
      ),
  });
  realtime.allowWatching(/^race:[1-9]\d{0,17}$/);
  // a bet (or a win: a multiplier may follow its bet) recounts the player's open races
  events.subscribe('wallet.posted', async (event) => {
    if (event.postings.some((posting) => ['bet', 'win', 'rollback'].includes(posting.type)))
      await races.count(event.userId, event.currency);
  });
  jobs.define('races.finish', async ({ raceId }) => void (await races.finish(raceId)));
  await jobs.every('races.sweep', sweepEveryMs, async () => void (await races.finishDue()), {});
  await app.register(racesRoutes, { races, accounts });
  app.decorate('races', {
    admin: races.admin,
    finish: races.finish,
    finishDue: races.finishDue,
    ensureWinOfTheMonth: races.ensureWinOfTheMonth,
  } satisfies Races);
});
