import type {
  BonusOfferCreate,
  BonusOfferStats,
  BonusOfferUpdate,
  CouponCreate,
  CouponUpdate,
} from '@casino/contracts/backoffice';
import { findTitle } from '@casino/slot-engine';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { expireJobKey } from './bonuses.jobs.ts';
import { type BonusOfferRow, type CouponRow, createBonusesRepository } from './bonuses.repository.ts';
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
  | 'activeBonus'
  | 'activeCashback'
  | 'hasActive'
  | 'reserve'
  | 'attach'
  | 'grantFor'
  | 'dropFor'
  | 'history'
  | 'assertBetAllowed'
  | 'cancel'
  | 'freeSpinFor'
  | 'freeSpinRecord'
  | 'afterFreeSpin'
> & {
  /** The operators' side of the offers (the back-office): changes run in the caller's transaction. */
  offersAdmin: {
    list(): Promise<BonusOfferRow[]>;
    /** Each offer's players, bonuses taken and completed, and money granted and converted per currency. */
    stats(): Promise<Map<number, BonusOfferStats>>;
    create(input: BonusOfferCreate, tx: Executor): Promise<BonusOfferRow>;
    update(
      id: number,
      changes: BonusOfferUpdate,
      tx: Executor,
    ): Promise<{ before: BonusOfferRow; after: BonusOfferRow }>;
  };
  /** The operators' side of coupons: changes run in the caller's transaction. */
  couponsAdmin: {
    list(): Promise<CouponRow[]>;
    create(input: CouponCreate, tx: Executor): Promise<CouponRow>;
    update(id: number, changes: CouponUpdate, tx: Executor): Promise<{ before: CouponRow; after: CouponRow }>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: Bonuses;
  }
}

/** What the offer's type needs of it, and a window that ends after it starts; a 400 naming the field. */
function checkOffer(
  offer: Pick<
    BonusOfferRow,
    | 'type'
    | 'matchBp'
    | 'maxBonus'
    | 'bonusAmount'
    | 'startsAt'
    | 'endsAt'
    | 'freeSpinsGame'
    | 'freeSpinsCount'
    | 'freeSpinStake'
  >,
): void {
  const refuse = (field: string, message: string) => {
    throw new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
  };
  if (offer.type === 'deposit') {
    if (offer.matchBp < 100) refuse('matchBp', 'A deposit bonus matches at least 1% of the deposit');
    if (Object.keys(offer.maxBonus).length === 0)
      refuse('maxBonus', 'Give the largest bonus in at least one currency');
  }
  if (offer.type === 'instant_cashback') {
    if (offer.matchBp < 100 || offer.matchBp > 10_000)
      refuse('matchBp', 'Cashback pays from 1% to 100% of the net losses');
    if (Object.keys(offer.maxBonus).length === 0)
      refuse('maxBonus', 'Give the largest payment in at least one currency');
  }
  if (offer.type === 'no_deposit' && !Object.values(offer.bonusAmount).some((amount) => BigInt(amount) > 0n))
    refuse('bonusAmount', 'Give the bonus amount in at least one currency');
  if (offer.type === 'freespins') {
    // played through the house studio's slot engine: one of its titles
    if (!offer.freeSpinsGame || !findTitle(offer.freeSpinsGame))
      refuse('freeSpinsGame', 'Choose one of the house slots for the spins');
    if (!offer.freeSpinsCount) refuse('freeSpinsCount', 'Give the number of spins');
    if (!Object.values(offer.freeSpinStake).some((amount) => BigInt(amount) > 0n))
      refuse('freeSpinStake', 'Give the stake of a spin in at least one currency');
    // wins are whole minor units only for a stake the game's bet units divide
    const units = BigInt(findTitle(offer.freeSpinsGame ?? '')?.betUnits ?? 1);
    for (const [currency, amount] of Object.entries(offer.freeSpinStake))
      if (BigInt(amount) % units !== 0n)
        refuse(`freeSpinStake.${currency}`, `The game takes stakes in steps of ${units} minor units`);
  }
  checkWindow(offer);
}

/** A validity window (an offer's, a coupon's) must end after it starts: a 400 naming `endsAt`. */
function checkWindow({ startsAt, endsAt }: { startsAt: Date | null; endsAt: Date | null }): void {
  if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime())
    throw new AppError('VALIDATION_ERROR', 'The end must be after the start', {
      fields: { endsAt: 'The end must be after the start' },
    });
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
      transaction: (work) => database.db.transaction((tx) => work(createBonusesRepository(tx), tx)),
      walletService: wallet,
      clock,
      expiryJob: (bonus, expiresAt, phase) =>
        jobs.scheduleStatement(
          'bonuses.expire',
          phase ? { bonusId: bonus.publicId, phase } : { bonusId: bonus.publicId },
          { runAt: expiresAt, key: expireJobKey(bonus.publicId, phase) },
        ),
      runStatements: async (statements) => {
        await database.pipelined((run) => run(statements, { commit: true }));
      },
      scheduleExpiry: (bonus, expiresAt, executor) =>
        jobs.schedule(
          'bonuses.expire',
          { bonusId: bonus.publicId },
          { runAt: expiresAt, key: expireJobKey(bonus.publicId), executor },
        ),
      logError: (error, message) => app.log.error({ err: error }, message),
    });
    jobs.define('bonuses.expire', ({ bonusId, phase }) => bonuses.expire(bonusId, phase));
    // play with bonus money moves the bonus's wagering on (a round announces its win, if any)
    events.subscribe('wallet.posted', (event) => {
      if ((event.type === 'bet' || event.type === 'win') && event.bonus > 0n) {
        return bonuses.afterPlay(event.userId);
      }
    });
    // a self-excluded player keeps no bonus: its bonus money is burnt when the exclusion starts
    // (free spins too, so that their winnings never become bonus money, and a running cashback)
    events.subscribe('responsible-gaming.break-started', async ({ userId, kind }) => {
      if (kind !== 'self_exclusion') return;
      const ignoreGone = (error: unknown) => {
        if (!(error instanceof AppError && error.code === 'BONUS_NOT_FOUND')) throw error;
      };
      // a cashback not yet paid ends unpaid, like any bonus
      for (const held of [await bonuses.activeFreeSpins(userId), await bonuses.activeCashback(userId)])
        if (held)
          await bonuses.cancel(userId, { reason: 'self-exclusion', bonusId: held.id }).catch(ignoreGone);
      await bonuses.cancel(userId, { reason: 'self-exclusion' }).catch(ignoreGone);
    });
    await app.register(bonusesRoutes, { bonusesService: bonuses, accounts });
    app.decorate('bonuses', {
      ...bonuses,
      offersAdmin: {
        list: () => createBonusesRepository(database.db).listOffers(),
        stats: () => createBonusesRepository(database.db).offerStats(),
        create: async (input, tx) => {
          const repository = createBonusesRepository(tx);
          if (await repository.offerKeyTaken(input.key))
            throw new AppError('VALIDATION_ERROR', 'An offer with this key exists', {
              fields: { key: 'An offer with this key exists' },
            });
          const values = offerRow(input);
          checkOffer({ ...values, startsAt: values.startsAt ?? null, endsAt: values.endsAt ?? null });
          const row = await repository.insertOffer(values);
          bonuses.forgetOffers();
          return row;
        },
        update: async (id, changes, tx) => {
          const repository = createBonusesRepository(tx);
          const before = await repository.lockOffer(id);
          if (!before) throw new AppError('NOT_FOUND', 'There is no such offer');
          const next = offerRow(changes);
          checkOffer({ ...before, ...next });
          const after = await repository.updateOffer(id, next);
          bonuses.forgetOffers();
          return { before, after };
        },
      },
      couponsAdmin: {
        list: () => createBonusesRepository(database.db).listCoupons(),
        create: async (input, tx) => {
          const repository = createBonusesRepository(tx);
          if (await repository.findCoupon(input.code))
            throw new AppError('VALIDATION_ERROR', 'A coupon with this code exists', {
              fields: { code: 'A coupon with this code exists' },
            });
          const offer = await repository.findOfferById(input.offerId);
          if (
            offer?.type !== 'no_deposit' &&
            offer?.type !== 'freespins' &&
            offer?.type !== 'instant_cashback'
          )
            throw new AppError('VALIDATION_ERROR', 'A coupon grants a bonus taken without a deposit', {
              fields: { offerId: 'Choose a no-deposit bonus, free spins or cashback' },
            });
          return repository.insertCoupon(offerRow(input));
        },
        update: async (id, changes, tx) => {
          const repository = createBonusesRepository(tx);
          const before = await repository.lockCoupon(id);
          if (!before) throw new AppError('NOT_FOUND', 'There is no such coupon');
          const next = offerRow(changes);
          checkWindow({ ...before, ...next });
          if (next.maxUses !== undefined && next.maxUses !== null && next.maxUses < before.uses)
            throw new AppError('VALIDATION_ERROR', `It has been used ${before.uses} times already`, {
              fields: { maxUses: `At least ${before.uses}: it has been used that often` },
            });
          return { before, after: await repository.updateCoupon(id, next) };
        },
      },
    } satisfies Bonuses);
  },
);
