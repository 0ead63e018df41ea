import type { BonusOfferCreate, BonusOfferUpdate } from '@casino/contracts/backoffice';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { expireJobKey } from './bonuses.jobs.ts';
import { type BonusOfferRow, createBonusesRepository } from './bonuses.repository.ts';
import { bonusesRoutes } from './bonuses.routes.ts';
import { type BonusesService, createBonusesService } from './bonuses.service.ts';

/*
 * Bonuses: deposit bonuses the player takes with a deposit, their wagering (settled after every
 * bet or round played with bonus money, heard from the wallet's events), conversion into cash,
 * cancellation, and expiry at its time (a job).
 */

export type { BonusPlayer, DepositGrant, ReservedBonus } from './bonuses.service.ts';

/** What other modules may ask of the bonuses module. */
export type Bonuses = Pick<
  BonusesService,
  'activeBonus' | 'hasActive' | 'reserve' | 'attach' | 'grantFor' | 'dropFor' | 'history'
> & {
  /** The operators' side of the offers (the back-office): changes run in the caller's transaction. */
  offersAdmin: {
    list(): Promise<BonusOfferRow[]>;
    create(input: BonusOfferCreate, tx: Executor): Promise<BonusOfferRow>;
    update(
      id: number,
      changes: BonusOfferUpdate,
      tx: Executor,
    ): Promise<{ before: BonusOfferRow; after: BonusOfferRow }>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: Bonuses;
  }
}

/** An operator's offer fields as the table stores them: the window's ISO times become dates. */
function offerRow<T extends { startsAt?: string | null | undefined; endsAt?: string | null | undefined }>(
  input: T,
): Omit<T, 'startsAt' | 'endsAt'> & { startsAt?: Date | null; endsAt?: Date | null } {
  const { startsAt, endsAt, ...rest } = input;
  const toDate = (value: string | null) => (value === null ? null : new Date(value));
  return {
    ...rest,
    ...(startsAt === undefined ? {} : { startsAt: toDate(startsAt) }),
    ...(endsAt === undefined ? {} : { endsAt: toDate(endsAt) }),
  };
}

export const register = defineModule<ModuleDeps & { accounts: Accounts; wallet: Wallet }>(
  'bonuses',
  async (app, { database, clock, events, jobs, accounts, wallet }) => {
    const bonuses = createBonusesService({
      repository: createBonusesRepository(database.db),
      transaction: (work) => database.db.transaction((tx) => work(createBonusesRepository(tx))),
      walletService: wallet,
      clock,
      expiryJob: (bonus, expiresAt) =>
        jobs.scheduleStatement(
          'bonuses.expire',
          { bonusId: bonus.publicId },
          { runAt: expiresAt, key: expireJobKey(bonus.publicId) },
        ),
      logError: (error, message) => app.log.error({ err: error }, message),
    });
    jobs.define('bonuses.expire', ({ bonusId }) => bonuses.expire(bonusId));
    // play with bonus money moves the bonus's wagering on (a round announces its win, if any)
    events.subscribe('wallet.posted', (event) => {
      if ((event.type === 'bet' || event.type === 'win') && event.bonus > 0n) {
        return bonuses.afterPlay(event.userId);
      }
    });
    await app.register(bonusesRoutes, { bonusesService: bonuses, requireAuth: accounts.requireAuth });
    app.decorate('bonuses', {
      ...bonuses,
      offersAdmin: {
        list: () => createBonusesRepository(database.db).listOffers(),
        create: async (input, tx) => {
          const repository = createBonusesRepository(tx);
          if (await repository.offerKeyTaken(input.key))
            throw new AppError('VALIDATION_ERROR', 'An offer with this key exists', {
              fields: { key: 'An offer with this key exists' },
            });
          const row = await repository.insertOffer(offerRow(input));
          bonuses.forgetOffers();
          return row;
        },
        update: async (id, changes, tx) => {
          const repository = createBonusesRepository(tx);
          const before = await repository.lockOffer(id);
          if (!before) throw new AppError('NOT_FOUND', 'There is no such offer');
          const next = offerRow(changes);
          const startsAt = next.startsAt === undefined ? before.startsAt : next.startsAt;
          const endsAt = next.endsAt === undefined ? before.endsAt : next.endsAt;
          if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime())
            throw new AppError('VALIDATION_ERROR', 'The end must be after the start', {
              fields: { endsAt: 'The end must be after the start' },
            });
          const after = await repository.updateOffer(id, next);
          bonuses.forgetOffers();
          return { before, after };
        },
      },
    } satisfies Bonuses);
  },
);
