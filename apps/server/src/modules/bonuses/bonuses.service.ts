import { randomUUID } from 'node:crypto';
import {
  bonusCalendarPreviewDays,
  type DepositBonusOffer,
  type PlayerBonus,
  type PromotionsQuery,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { databaseCode, type Executor, type Statement } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { BurnRefused, type Wallet } from '../wallet/index.ts';
import {
  addDays,
  isoDayOfWeek,
  localDate,
  offerLive,
  playerTargeted,
  presentPromotion,
  promotionMatches,
  scheduledOn,
} from './bonuses.catalogue.ts';
import type { BonusesRepository, BonusOfferRow, HeldTerms, PlayerBonusRow } from './bonuses.repository.ts';

/** The SQLSTATE `bonus_expect` raises: the bonus moved while its posting was on its way. */
const bonusMovedCode = 'BN001';
const uniqueViolation = '23505';
/**
 * A one-active index refused a bonus in a posting's records: the posting engine reports a unique
 * violation of a single request as DUPLICATE_TRANSACTION (the grant's own key is new each time).
 */
const slotTaken = (error: unknown) =>
  databaseCode(error) === uniqueViolation ||
  (error instanceof AppError && error.code === 'DUPLICATE_TRANSACTION');
const dayMs = 24 * 60 * 60 * 1000;

/** How long play must have been quiet before a provider's unanswered round counts as over. */
const lostAfterQuietMs = 60_000;

/**
 * How long an unanswered provider bet may still be paid: a bonus is not lost below its minimum
 * balance while one placed this recently is open (a losing round may send no win at all).
 */
const openRoundMs = 10 * 60_000;

/**
 * The minimum bonus balance a bonus of `granted` keeps (spec §3 "min balance"), fixed when its
 * money is granted: the offer's, unless that is not below what was granted (the bonus would be lost
 * at once).
 */
function floorOf(offer: BonusOfferRow, currency: string, granted: bigint): bigint | null {
  const floor = offer.minBalance[currency];
  return floor !== undefined && BigInt(floor) > 0n && BigInt(floor) < granted ? BigInt(floor) : null;
}

/** How far a bonus's wagering is, and when a stake last moved it (null: not yet). */
type Wagering = { wagered: bigint; lastAt: Date | null };

/** The active money bonus as it stands: what is left of its money and its wagering. */
type Settled = { row: PlayerBonusRow; bonusBalance: bigint; wagered: bigint; lastWagerAt: Date | null };

/** The percent of a game's stakes that counts towards a bonus's wagering (excluded games: none). */
function gameWeight(offer: BonusOfferRow | null, game: string | null): number {
  if (!offer || game === null) return 100;
  if (offer.excludedGames.includes(game)) return 0;
  return offer.gameWeights[game] ?? 100;
}

/**
 * The network an address belongs to, for offers taken once per network: an IPv4 /24 ("203.0.113"),
 * an IPv6 /48 (its first three groups, written out); null when there is no address.
 */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}`;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  if (groups.length !== 8) return null;
  const values = groups.map((group) => Number.parseInt(group, 16));
  // an IPv4 address written as IPv6 (::ffff:cb00:7107) is that IPv4 address's network
  if (values.slice(0, 5).every((value) => value === 0) && values[5] === 0xffff) {
    const [high = 0, low = 0] = values.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}`;
  }
  return values.slice(0, 3).join(':');
}

/** The player as the bonuses need them. */
/** The player a bonus is for: their currency, and the country and tags offers are targeted by. */
export type BonusPlayer = {
  id: number;
  currencyCode: string;
  countryCode: string | null;
  tags: readonly string[];
};

/** A coupon's part in taking its offer: claimed in the taking's transaction, released if the grant fails. */
type Claim = {
  claim: (repository: BonusesRepository, bonus: PlayerBonusRow) => Promise<void>;
  release: () => Promise<void>;
};

/** Codes that match no coupon: this many in the window, and the player's codes wait. */
const couponThrottle = { failures: 10, windowMs: 15 * 60_000 };

/** The player taking a promotion: who they are, and what its rules ask of them. */
export type ActivatingPlayer = BonusPlayer & { isEmailVerified: boolean; createdAt: Date };

/** What a deposit with a bonus will grant, decided when the player clicks Deposit. */
export type ReservedBonus = {
  offer: BonusOfferRow;
  bonusAmount: bigint;
  wageringRequired: bigint;
  /** The player agreed that it ends their active bonus. */
  replacesActive: boolean;
};

/** The bonus a deposit grants on completion, for the wallet's deposit posting and its records. */
export type DepositGrant = {
  key: string;
  amount: bigint;
  replacesActive: boolean;
  records: Statement[];
};

function presentOffer(offer: BonusOfferRow, currency: string): DepositBonusOffer | null {
  const maxBonus = offer.maxBonus[currency];
  if (!maxBonus) return null;
  return {
    key: offer.key,
    title: offer.title,
    description: offer.description,
    matchPercent: offer.matchBp / 100,
    maxBonus,
    minDeposit: offer.minDeposit[currency] ?? '1',
    wageringMultiplier: offer.wageringMultiplier,
    validDays: offer.validDays,
  };
}

/**
 * Deposit bonuses (spec §1 Cashier "bonus choice", §4 bonus activation): the player picks one with a
 * deposit; when the deposit completes its bonus money is granted in the same ledger transaction and
 * the bonus is active until the player has bet `wageringMultiplier` times the bonus (what is left of
 * the bonus money then becomes cash), it expires, its money is played away, or the player cancels it
 * (its money is burnt). One bonus is active at a time; a new one replaces it only if the player agrees.
 */
export function createBonusesService({
  repository,
  transaction,
  walletService,
  clock,
  expiryJob,
  runStatements,
  scheduleExpiry,
  logError = () => undefined,
}: {
  repository: BonusesRepository;
  /** Runs work in one database transaction, with a repository bound to it. */
  transaction: <T>(work: (repository: BonusesRepository, executor: Executor) => Promise<T>) => Promise<T>;
  walletService: Wallet;
  clock: Clock;
  /**
   * The statement that schedules the bonus's expiry job, written in the transaction that activates
   * it (so the job exists exactly when the bonus does).
   */
  expiryJob?: (bonus: PlayerBonusRow, expiresAt: Date, phase?: 'wagering') => Statement;
  /** Runs statements in one transaction (ending free spins, which no posting carries). */
  runStatements?: (statements: Statement[]) => Promise<void>;
  /** Schedules the expiry job of free spins in the transaction that takes them (no posting carries it). */
  scheduleExpiry?: (bonus: PlayerBonusRow, expiresAt: Date, executor: Executor) => Promise<void>;
  /** Reports a failed settling started by a bet (nobody waits for it). */
  logError?: (error: unknown, message: string) => void;
}) {
  /**
   * Players whose bonus is being settled after a bet (one settling at a time per player), and
   * whether more play arrived meanwhile: then it settles once more when done.
   */
  const settling = new Map<number, { again: boolean; done: Promise<void> }>();
  /** Offers by id, as configured (re-read at most every 30 s). */
  let cached: { until: number; offers: Promise<BonusOfferRow[]> } | null = null;
  function offers(): Promise<BonusOfferRow[]> {
    const now = clock.now().getTime();
    if (!cached || cached.until <= now) {
      const loading = repository.listOffers();
      cached = { until: now + 30_000, offers: loading };
      loading.catch(() => {
        cached = null;
      });
    }
    return cached.offers;
  }

  /**
   * Offers the player's next deposit (number `depositCount + 1`) may take, in their currency, on
   * their day (in their time zone).
   */
  async function eligible(player: BonusPlayer, timeZone?: string): Promise<BonusOfferRow[]> {
    const next = (await walletService.depositCount(player.id)) + 1;
    const now = clock.now();
    return (await offers()).filter(
      (offer) =>
        offer.type === 'deposit' &&
        offerLive(offer, now) &&
        scheduledOn(offer, now, timeZone) &&
        playerTargeted(offer, player) &&
        offer.maxBonus[player.currencyCode] !== undefined &&
        (offer.depositNumber === null || offer.depositNumber === next),
    );
  }

  /** The offer a player's bonus came from, with its rules as they are now. */
  async function offerOf(row: PlayerBonusRow): Promise<BonusOfferRow | null> {
    return (
      (await offers()).find((entry) => entry.id === row.offerId) ??
      (await repository.findOfferById(row.offerId))
    );
  }

  /** What the player has wagered on the bonus since it was activated, by its offer's rules. */
  async function wageredOn(row: PlayerBonusRow, offer: BonusOfferRow | null): Promise<Wagering> {
    const stakes = await walletService.stakesByGame(row.userId, row.activatedAt ?? row.createdAt);
    return stakes.reduce<Wagering>(
      (sum, { game, staked, cash, lastAt }) => {
        const weight = BigInt(gameWeight(offer, game));
        const counted = ((offer?.wageringType === 'REAL_MONEY_ONLY' ? cash : staked) * weight) / 100n;
        // the latest stake that moved the wagering
        const moved = counted > 0n && lastAt !== null && (sum.lastAt === null || lastAt > sum.lastAt);
        return { wagered: sum.wagered + counted, lastAt: moved ? lastAt : sum.lastAt };
      },
      { wagered: 0n, lastAt: null },
    );
  }

  /** What a cashback has earned until `until`: its share of the real money lost, up to its cap. */
  async function cashbackDue(row: PlayerBonusRow, until: Date): Promise<{ netLoss: bigint; due: bigint }> {
    const from = row.activatedAt ?? row.createdAt;
    const netLoss =
      until > from ? await walletService.netCashLoss(row.userId, row.currency, from, until) : 0n;
    if (netLoss <= 0n || !row.cashbackBp) return { netLoss, due: 0n };
    const share = (netLoss * BigInt(row.cashbackBp)) / 10_000n;
    return { netLoss, due: row.cashbackCap !== null && share > row.cashbackCap ? row.cashbackCap : share };
  }

  /** A cashback as the player sees it: so far while it runs, what it paid once it ended. */
  async function cashbackView(row: PlayerBonusRow): Promise<PlayerBonus['cashback']> {
    if (row.kind !== 'cashback' || row.cashbackBp === null) return null;
    const now = clock.now();
    const until = row.expiresAt && row.expiresAt < now ? row.expiresAt : now;
    const running = row.status === 'active' ? await cashbackDue(row, until) : { netLoss: 0n, due: 0n };
    return {
      percent: row.cashbackBp / 100,
      cap: row.cashbackCap?.toString() ?? null,
      netLoss: (running.netLoss > 0n ? running.netLoss : 0n).toString(),
      accrued: running.due.toString(),
      paid: row.bonusAmount.toString(),
    };
  }

  /**
   * A bonus for the player; an active one with what is left of its money and how far its wagering
   * is. Its last update is when it last changed or a stake last moved its wagering.
   */
  async function present(
    row: PlayerBonusRow,
    { bonusBalance = 0n, wagered = 0n, lastWagerAt = null }: Partial<Settled> = {},
  ): Promise<PlayerBonus> {
    const [offer, cashback] = await Promise.all([offerOf(row), cashbackView(row)]);
    const counted = wagered > row.wageringRequired ? row.wageringRequired : wagered;
    const lastUpdate = lastWagerAt && lastWagerAt > row.updatedAt ? lastWagerAt : row.updatedAt;
    return {
      id: row.publicId,
      offerKey: offer?.key ?? 'unknown',
      title: offer?.title ?? 'Bonus',
      status: row.status,
      currency: row.currency,
      bonusAmount: row.bonusAmount.toString(),
      bonusBalance: bonusBalance.toString(),
      wageringRequired: row.wageringRequired.toString(),
      wagered: counted.toString(),
      wagerLeft: (row.status === 'active' || row.status === 'pending'
        ? row.wageringRequired - counted
        : 0n
      ).toString(),
      // what cancelling it now would take: its bonus money while it is active
      burnAmount: (row.status === 'active' && bonusBalance > 0n ? bonusBalance : 0n).toString(),
      activatedAt: row.activatedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      deadline: (row.status === 'active' ? row.expiresAt : null)?.toISOString() ?? null,
      lastUpdate: lastUpdate.toISOString(),
      endReason: row.endReason,
      kind: row.kind,
      freeSpins:
        row.freeSpinsTotal !== null && row.freeSpinsGame !== null && row.freeSpinStake !== null
          ? {
              game: row.freeSpinsGame,
              total: row.freeSpinsTotal,
              left: row.freeSpinsLeft ?? 0,
              stake: row.freeSpinStake.toString(),
              won: row.freeSpinsWon.toString(),
            }
          : null,
      rules: {
        maxBet: offer?.maxBet[row.currency] ?? null,
        maxWin: offer?.maxWin[row.currency] ?? null,
        // the bonus's own floor once granted; free spins show the one their winnings will have
        minBalance:
          row.minBalance?.toString() ??
          (row.kind === 'free_spins' ? (offer?.minBalance[row.currency] ?? null) : null),
        excludedGames: offer?.excludedGames ?? [],
        gameWeights: offer?.gameWeights ?? {},
        wageringType: offer?.wageringType ?? 'REAL_TO_FUN',
      },
      cashback,
    };
  }

  /** Whether the player has not played for a while (a provider's win no longer expected). */
  async function playQuiet(userId: number, now: Date): Promise<boolean> {
    const last = await walletService.lastPlayAt(userId);
    return last === null || now.getTime() - last.getTime() >= lostAfterQuietMs;
  }

  /** Runs a bonus's posting; a bonus that moved meanwhile (BN001) is left as the other change left it. */
  async function guarded(posting: () => Promise<unknown>): Promise<boolean> {
    try {
      await posting();
      return true;
    } catch (error) {
      if (databaseCode(error) === bonusMovedCode) return false;
      throw error;
    }
  }

  /**
   * Brings the active bonus up to date: expired → its money burnt; wagered → what is left becomes
   * cash; its money played away, or what is left below the offer's minimum balance → lost. Answers
   * the bonus still active, or null.
   */
  async function settle(userId: number): Promise<Settled | null> {
    const active = await settleMoney(userId);
    if (active) return active;
    // the money slot is free: free spins' winnings waiting for it become the active bonus now
    const waiting = await repository.findActiveFreeSpins(userId);
    if (
      waiting &&
      (waiting.freeSpinsLeft === 0 || (waiting.expiresAt?.getTime() ?? Infinity) <= clock.now().getTime())
    )
      if (await finishFreeSpins(waiting)) return settleMoney(userId);
    return null;
  }

  /** The active money bonus brought up to date (see `settle`). */
  async function settleMoney(userId: number): Promise<Settled | null> {
    const row = await repository.findActive(userId);
    if (!row) return null;
    const now = clock.now();
    const common = { userId, currency: row.currency };
    const offer = await offerOf(row);
    const [{ wagered, lastAt: lastWagerAt }, balances] = await Promise.all([
      wageredOn(row, offer),
      walletService.balances(userId, row.currency),
    ]);
    const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
    const still = { row, bonusBalance: balances.bonus, wagered, lastWagerAt };
    if (balances.bonus === 0n) {
      // nothing left to burn or to convert: the bonus ends, but not between a provider's bet and
      // its win (the bet may have taken the last of it): only once play has been quiet a while
      if (!expired && wagered < row.wageringRequired && !(await playQuiet(userId, now))) return still;
      await repository.end(
        row.id,
        wagered >= row.wageringRequired ? 'completed' : expired ? 'expired' : 'lost',
        now,
      );
      return null;
    }
    const { minBalance } = row;
    if (!expired && wagered < row.wageringRequired && minBalance !== null && balances.bonus < minBalance) {
      // too little bonus money left to play on (spec §3 "min balance"): lost, the rest burnt. Not
      // while a provider's round since it was granted may still pay (its win would come back as
      // bonus money with no bonus), and only if the balance is still below: both decided again
      // under the player's account lock, which every bet and win takes too
      const roundsFrom = new Date(
        Math.max((row.activatedAt ?? row.createdAt).getTime(), now.getTime() - openRoundMs),
      );
      if (await walletService.hasOpenRound(userId, roundsFrom)) return still;
      try {
        await guarded(() =>
          walletService.burnBonus({
            ...common,
            idempotencyKey: `bonus:${row.publicId}:lost`,
            onlyIf: { below: minor(minBalance), noRoundOpenSince: roundsFrom },
            context: { reason: 'bonus below its minimum balance' },
            records: [repository.endRecord(row.id, 'lost', now, 'bonus balance below the minimum')],
          }),
        );
      } catch (error) {
        if (!(error instanceof BurnRefused)) throw error;
        // a win lifted the balance, or a round opened, since it was read: the bonus stays
        return { ...still, bonusBalance: (await walletService.balances(userId, row.currency)).bonus };
      }
      return null;
    }
    if (expired) {
      await guarded(() =>
        walletService.burnBonus({
          ...common,
          idempotencyKey: `bonus:${row.publicId}:expired`,
          context: { reason: 'bonus expired' },
          records: [repository.endRecord(row.id, 'expired', now)],
        }),
      );
      // ended here, or (BN001) by another change just before: either way no longer active
      return null;
    }
    if (wagered >= row.wageringRequired) {
      // what is left becomes cash, up to the offer's max win (the rest is burnt in the same posting)
      const maxWin = offer?.maxWin[row.currency];
      const conversion = {
        ...common,
        idempotencyKey: `bonus:${row.publicId}:wagered`,
        context: { reason: 'bonus wagered' },
        records: [repository.endRecord(row.id, 'completed', now)],
      };
      await guarded(() =>
        maxWin
          ? walletService.convertBonusCapped({ ...conversion, cap: minor(BigInt(maxWin)) })
          : walletService.convertAllBonus(conversion),
      );
      // ended here, or (BN001) by another change just before: either way no longer active
      return null;
    }
    return still;
  }

  /**
   * The offer's own limits, decided under a lock of the offer (players taking it at once queue
   * there, so none overshoots): MAXIMUM_PARTICIPANTS and RETRY_PERIOD.
   */
  async function admit(
    repo: BonusesRepository,
    offer: BonusOfferRow,
    userId: number,
    now: Date,
    network: string | null,
  ) {
    // the offer as it is now (not as cached)
    const locked = (await repo.lockOffer(offer.id)) ?? offer;
    if (!locked.isActive) throw new AppError('BONUS_NOT_FOUND', 'This bonus is not available');
    const { maxParticipants, retryDays } = locked;
    if (maxParticipants !== null && (await repo.countParticipants(offer.id)) >= maxParticipants)
      throw new AppError('MAXIMUM_PARTICIPANTS', 'This bonus has reached its number of players');
    const last = await repo.lastTaken(userId, offer.id);
    if (last && (retryDays === null || now.getTime() - last.getTime() < retryDays * dayMs))
      throw new AppError(
        'RETRY_PERIOD',
        retryDays === null
          ? 'You have already taken this bonus'
          : `You can take this bonus again ${retryDays} days after you last took it`,
      );
    if (await repo.lastCancelledByOperator(userId, offer.id))
      throw new AppError('CANCELLED', 'This bonus was cancelled on your account and cannot be taken again');
    // one player per network: another account from the same /24 already took it
    if (locked.onePerNetwork && network && (await repo.networkClaimed(offer.id, network, userId)))
      throw new AppError('BONUS_FRAUD', 'This bonus has already been taken from your network');
  }

  /**
   * Free spins taken (spec §3 "free spins quantity and left"): active at once beside any money
   * bonus, one free-spins bonus at a time (ACTIVE_FREE_SPINS). No money moves until they are played.
   */
  async function takeFreeSpins(
    player: ActivatingPlayer,
    offer: BonusOfferRow,
    network: string | null,
    coupon: Claim | undefined,
  ): Promise<PlayerBonus> {
    const stake = offer.freeSpinStake[player.currencyCode];
    if (!offer.freeSpinsGame || !offer.freeSpinsCount || !stake || BigInt(stake) <= 0n)
      throw new AppError('BONUS_NOT_FOUND', 'This bonus is not offered in your currency');
    const active = () => new AppError('ACTIVE_FREE_SPINS', 'You already have free spins: play them first');
    if (await settleFreeSpins(player.id)) throw active();
    const terms = {
      kind: 'free_spins',
      game: offer.freeSpinsGame,
      count: offer.freeSpinsCount,
      stake: BigInt(stake),
    } as const;
    return hold(player, offer, network, coupon, terms, active);
  }

  /**
   * Takes a bonus that is active as soon as it is taken, one of its kind at a time (free spins,
   * instant cashback): under the offer's limits, with its coupon's use and its expiry job (for a
   * cashback, its payment at the period's end), in one transaction. `busy` is the refusal when
   * another of its kind became active meanwhile; a failure that is no fault of the player's is
   * UNIFIED_ERROR, naming the bonus it would have been (the log carries the same id).
   */
  async function hold(
    player: ActivatingPlayer,
    offer: BonusOfferRow,
    network: string | null,
    coupon: Claim | undefined,
    terms: HeldTerms,
    busy: () => AppError,
  ): Promise<PlayerBonus> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + offer.validDays * dayMs);
    const publicId = randomUUID();
    let bonus: PlayerBonusRow;
    try {
      bonus = await transaction(async (repo, executor) => {
        await admit(repo, offer, player.id, now, network);
        const taken = await repo
          .insertHeld({
            ...terms,
            publicId,
            claimNetwork: offer.onePerNetwork ? network : null,
            userId: player.id,
            offerId: offer.id,
            currency: player.currencyCode,
            at: now,
            expiresAt,
          })
          .catch((error: unknown) => {
            // another of its kind became active meanwhile (the one-active index)
            throw databaseCode(error) === uniqueViolation ? busy() : error;
          });
        await coupon?.claim(repo, taken);
        // the expiry job exists exactly when the bonus does
        await scheduleExpiry?.(taken, expiresAt, executor);
        return taken;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unifiedError(error, offer, player, publicId);
    }
    // taken (committed): a failure from here on is not a failed activation
    return present(bonus);
  }

  /** A failure that is no fault of the player's: what support needs to find it (spec §8 UNIFIED_ERROR). */
  function unifiedError(error: unknown, offer: BonusOfferRow, player: ActivatingPlayer, bonusId: string) {
    logError(error, `taking bonus ${bonusId} of promotion ${offer.key} for player ${player.id} failed`);
    return new AppError(
      'UNIFIED_ERROR',
      `The bonus could not be activated. Contact support with promotion ${offer.key}, player ${player.id}, bonus ${bonusId}.`,
      {
        fields: { promotionId: offer.key, userId: String(player.id), userBonusId: bonusId },
        cause: error,
      },
    );
  }

  /**
   * Free spins played out (none left, or expired with spins unplayed): their winnings become their
   * bonus money, wagered `wageringMultiplier` times from now, in one ledger transaction; none won,
   * they end. While another money bonus is active the winnings wait for it to end (one money bonus
   * at a time). Answers whether the winnings became the active money bonus.
   */
  async function finishFreeSpins(row: PlayerBonusRow): Promise<boolean> {
    const now = clock.now();
    if (row.freeSpinsWon === 0n) {
      await repository.endUnwonFreeSpins(row.id, (row.freeSpinsLeft ?? 0) > 0 ? 'expired' : 'completed', now);
      return false;
    }
    if (await repository.findActive(row.userId)) return false;
    const offer = await offerOf(row);
    const expiresAt = new Date(now.getTime() + (offer?.validDays ?? 7) * dayMs);
    try {
      await walletService.grantBonus({
        userId: row.userId,
        currency: row.currency,
        amount: minor(row.freeSpinsWon),
        idempotencyKey: `bonus:${row.publicId}:free-spins-won`,
        context: { reason: 'free spins winnings', offer: offer?.key ?? null },
        records: [
          repository.promoteRecord(row.id, {
            won: row.freeSpinsWon,
            wageringRequired: row.freeSpinsWon * BigInt(offer?.wageringMultiplier ?? 0),
            at: now,
            expiresAt,
            minBalance: offer ? floorOf(offer, row.currency, row.freeSpinsWon) : null,
          }),
          ...(expiryJob ? [expiryJob(row, expiresAt, 'wagering')] : []),
        ],
      });
      return true;
    } catch (error) {
      // another money bonus became active, or the spins changed or were finished by another call:
      // either way the winnings are where that change left them
      if (slotTaken(error) || databaseCode(error) === bonusMovedCode) return false;
      throw error;
    }
  }

  /** The active free spins brought up to date (played out or expired → finished); null when none. */
  async function settleFreeSpins(userId: number): Promise<PlayerBonusRow | null> {
    const row = await repository.findActiveFreeSpins(userId);
    if (!row) return null;
    const expired = row.expiresAt !== null && row.expiresAt.getTime() <= clock.now().getTime();
    if (row.freeSpinsLeft === 0 || expired) {
      await finishFreeSpins(row);
      return repository.findActiveFreeSpins(userId);
    }
    return row;
  }

  /**
   * Instant cashback taken (spec §3 instant_cashback): a period of `validDays` starts now; at its end
   * (a job) or when the player claims it earlier, its share of the real money lost meanwhile is paid
   * as cash, once. For depositors only (CASHBACK_NEED_DEPOSIT); one period at a time.
   */
  async function takeCashback(
    player: ActivatingPlayer,
    offer: BonusOfferRow,
    network: string | null,
    coupon: Claim | undefined,
  ): Promise<PlayerBonus> {
    const cap = offer.maxBonus[player.currencyCode];
    if (offer.matchBp <= 0 || cap === undefined)
      throw new AppError('BONUS_NOT_FOUND', 'This bonus is not offered in your currency');
    if ((await walletService.depositCount(player.id)) === 0)
      throw new AppError('CASHBACK_NEED_DEPOSIT', 'Cashback is for players who have made a deposit');
    const running = () =>
      new AppError('ACTIVE_BONUS', 'Your cashback is still running: take another once it has been paid');
    if (await settleCashback(player.id)) throw running();
    return hold(
      player,
      offer,
      network,
      coupon,
      { kind: 'cashback', bp: offer.matchBp, cap: BigInt(cap) },
      running,
    );
  }

  /**
   * Pays a cashback `due` (what it earned) and ends it, in one ledger transaction keyed by the
   * bonus (a second payment of the same cashback is impossible); nothing due, it ends unpaid.
   * Answers whether this call ended it.
   */
  async function payCashback(row: PlayerBonusRow, due: bigint): Promise<boolean> {
    const now = clock.now();
    try {
      if (due <= 0n) {
        if (!runStatements) throw new Error('ending a cashback needs runStatements');
        await runStatements([repository.endRecord(row.id, 'expired', now, 'no losses in the period')]);
        return true;
      }
      await walletService.payCashback({
        userId: row.userId,
        currency: row.currency,
        amount: minor(due),
        idempotencyKey: `bonus:${row.publicId}:cashback`,
        context: { reason: 'instant cashback' },
        records: [repository.cashbackPaidRecord(row.id, due, now)],
      });
      return true;
    } catch (error) {
      // paid or ended by another call meanwhile (the job and a claim at once): that one stands
      const current = await repository.findById(row.id);
      if (current?.status !== 'active') return false;
      throw error;
    }
  }

  /** The running cashback, paid first if its period has ended; null when none runs. */
  async function settleCashback(userId: number): Promise<PlayerBonusRow | null> {
    const row = await repository.findActiveCashback(userId);
    if (!row) return null;
    if (row.expiresAt && row.expiresAt.getTime() <= clock.now().getTime()) {
      await payCashback(row, (await cashbackDue(row, row.expiresAt)).due);
      return repository.findActiveCashback(userId);
    }
    return row;
  }

  /**
   * The player takes a promotion that needs no deposit (spec §4 bonus activation). Refused with
   * its spec §8 code, before anything is recorded: BONUS_NOT_FOUND, START_TIME_ERROR,
   * END_TIME_ERROR, VALID_ON_DAYS (in the player's time zone), REQUIRED_EMAIL_VERIFICATION,
   * REGISTRATION_BONUS, ACTIVE_BONUS, and, decided under a lock of the offer so that concurrent
   * players cannot overshoot, MAXIMUM_PARTICIPANTS and RETRY_PERIOD. The bonus money is granted
   * and the bonus activated (with its expiry job) in one ledger transaction.
   */
  async function take(
    player: ActivatingPlayer,
    offer: BonusOfferRow | undefined,
    options: {
      timeZone?: string | undefined;
      replaceActive?: boolean | undefined;
      replaceBonusId?: string | undefined;
      ip?: string | null | undefined;
    },
    coupon?: Claim,
  ): Promise<PlayerBonus> {
    const { timeZone } = options;
    const network = networkOf(options.ip);
    const now = clock.now();
    // an offer for other players (country, tags) is not theirs to see or take
    if (!offer?.isActive || !playerTargeted(offer, player))
      throw new AppError('BONUS_NOT_FOUND', 'This bonus is not available');
    if (offer.type === 'deposit')
      throw new AppError('DEPOSITS_NUMBER', 'This bonus comes with a deposit: choose it in the cashier');
    if (offer.type !== 'no_deposit' && offer.type !== 'freespins' && offer.type !== 'instant_cashback')
      throw new AppError('BONUS_NOT_FOUND', 'This bonus is not available yet');
    if (offer.startsAt && now.getTime() < offer.startsAt.getTime())
      throw new AppError('START_TIME_ERROR', 'This bonus has not started yet');
    if (offer.endsAt && now.getTime() >= offer.endsAt.getTime())
      throw new AppError('END_TIME_ERROR', 'This bonus has ended');
    if (offer.daysOfWeek.length > 0 && !offer.daysOfWeek.includes(isoDayOfWeek(now, timeZone)))
      throw new AppError('VALID_ON_DAYS', 'This bonus cannot be taken today');
    if (offer.dates.length > 0) {
      const today = localDate(now, timeZone);
      if (!offer.dates.includes(today)) {
        // one of its dates is coming inside the calendar's preview: the calendar shows it there
        const horizon = addDays(today, bonusCalendarPreviewDays);
        const next = offer.dates.filter((date) => date > today && date <= horizon).sort()[0];
        if (next)
          throw new AppError(
            'ADD_TO_CALENDAR',
            `This bonus is in your bonus calendar on ${next}: take it then`,
            {
              fields: { date: next },
            },
          );
        throw new AppError('DAYS_VALID', 'This bonus can only be taken on its dates');
      }
    }
    if (offer.requiresEmailVerification && !player.isEmailVerified)
      throw new AppError('REQUIRED_EMAIL_VERIFICATION', 'Verify your email address to take this bonus');
    if (
      offer.registeredWithinDays !== null &&
      now.getTime() - player.createdAt.getTime() > offer.registeredWithinDays * dayMs
    )
      throw new AppError('REGISTRATION_BONUS', 'This bonus is for newly registered players');
    if (offer.minDeposits !== null) {
      const current = await walletService.depositCount(player.id);
      if (current < offer.minDeposits)
        throw new AppError(
          'DEPOSITS_NUMBER2',
          `This bonus is for players who have made ${offer.minDeposits} deposits: ${offer.minDeposits - current} to go`,
          {
            fields: {
              required: String(offer.minDeposits),
              current: String(current),
              remaining: String(offer.minDeposits - current),
            },
          },
        );
    }
    if (offer.type === 'freespins') return takeFreeSpins(player, offer, network, coupon);
    if (offer.type === 'instant_cashback') return takeCashback(player, offer, network, coupon);
    const amount = offer.bonusAmount[player.currencyCode];
    if (!amount || BigInt(amount) <= 0n)
      throw new AppError('BONUS_NOT_FOUND', 'This bonus is not offered in your currency');
    // the active bonus ends (its money burnt) only if the player agreed: "Burn and Activate new bonus"
    const replacing = (await settle(player.id))?.row ?? null;
    // the player agreed to burn the bonus they were shown, not one that became active since
    if (
      replacing &&
      !(
        options.replaceActive &&
        (options.replaceBonusId === undefined || options.replaceBonusId === replacing.publicId)
      )
    )
      throw new AppError('ACTIVE_BONUS', 'You already have an active bonus', {
        fields: { activeBonusId: replacing.publicId },
      });

    const bonusAmount = BigInt(amount);
    const bonus = await transaction(async (repo) => {
      await admit(repo, offer, player.id, now, network);
      const taken = await repo.insertTaken({
        claimNetwork: offer.onePerNetwork ? network : null,
        userId: player.id,
        offerId: offer.id,
        currency: player.currencyCode,
        bonusAmount,
        wageringRequired: bonusAmount * BigInt(offer.wageringMultiplier),
        minBalance: floorOf(offer, player.currencyCode, bonusAmount),
      });
      await coupon?.claim(repo, taken);
      return taken;
    });

    const expiresAt = new Date(now.getTime() + offer.validDays * dayMs);
    try {
      await walletService.grantBonus({
        userId: player.id,
        currency: player.currencyCode,
        amount: minor(bonusAmount),
        idempotencyKey: `bonus:${bonus.publicId}:grant`,
        context: { reason: 'no-deposit bonus', offer: offer.key },
        replacesActive: replacing !== null,
        records: [
          ...repository.activateRecords(bonus, now, expiresAt, replacing),
          ...(expiryJob ? [expiryJob(bonus, expiresAt)] : []),
        ],
      });
    } catch (error) {
      await repository.dropTaken(bonus.id, clock.now());
      await coupon?.release();
      // another bonus became active between the check and the grant (the one-active index)
      if (slotTaken(error)) throw new AppError('ACTIVE_BONUS', 'You already have an active bonus');
      if (error instanceof AppError) throw error;
      throw unifiedError(error, offer, player, bonus.publicId);
    }
    const active = await settle(player.id);
    return active
      ? present(active.row, active)
      : present((await repository.findByPublicId(bonus.publicId)) ?? bonus);
  }

  return {
    /** Drops the offers read, after an operator's change: this process sees it at once. */
    forgetOffers(): void {
      cached = null;
    },

    /** GET /api/admin/get-all-bonus: the live promotions the query's filters keep, a page of them. */
    /**
     * The promotions a visitor sees (GET /api/admin/get-all-bonus); offers for tagged players only
     * to a signed-in `viewer` with one of those tags.
     */
    async promotions(query: PromotionsQuery, viewer: { tags: readonly string[] } | null = null) {
      const now = clock.now();
      // a coupon code lists its own offer (if the coupon is live), coupon-only offers no other way
      const coupon = query.cpnc ? await repository.findCoupon(query.cpnc.toUpperCase()) : null;
      const listed = (offer: BonusOfferRow) =>
        query.cpnc === undefined
          ? !offer.couponOnly
          : coupon?.isActive === true && coupon.offerId === offer.id;
      const matching = (await offers()).filter(
        (offer) =>
          listed(offer) &&
          promotionMatches(offer, query, now) &&
          (offer.tags.length === 0 || offer.tags.some((tag) => viewer?.tags.includes(tag))),
      );
      const from = (query.pageNo - 1) * query.limit;
      return { rows: matching.slice(from, from + query.limit).map(presentPromotion), count: matching.length };
    },

    /** The offers the player's next deposit may take and their active bonus. */
    async depositOffers(player: BonusPlayer, timeZone?: string) {
      const [list, active] = await Promise.all([eligible(player, timeZone), settle(player.id)]);
      return {
        offers: list.flatMap((offer) => presentOffer(offer, player.currencyCode) ?? []),
        activeBonus: active ? await present(active.row, active) : null,
      };
    },

    /** The player's bonuses, newest first; the active one brought up to date (the back-office). */
    async history(userId: number, limit: number): Promise<PlayerBonus[]> {
      // a cashback whose period is over is paid before it is listed
      await settleCashback(userId);
      // settled first, so that a bonus it ends is listed as it ended
      const active = await settle(userId);
      const rows = await repository.listForPlayer(userId, limit);
      return Promise.all(
        rows.map((row) => (active && active.row.id === row.id ? present(active.row, active) : present(row))),
      );
    },

    /** The player's active bonus, brought up to date; null when none. */
    async activeBonus(userId: number): Promise<PlayerBonus | null> {
      const active = await settle(userId);
      return active ? present(active.row, active) : null;
    },

    /**
     * A bet or round of a player with bonus money was posted: settle their bonus now, so the bet
     * that completes the wagering turns the bonus into cash without waiting for the next read.
     * Play that arrives while one settling runs is settled right after it; answers when done.
     */
    afterPlay(userId: number): Promise<void> {
      const running = settling.get(userId);
      if (running) {
        running.again = true;
        return running.done;
      }
      const state: { again: boolean; done: Promise<void> } = { again: false, done: Promise.resolve() };
      settling.set(userId, state);
      const run = (): Promise<void> =>
        settle(userId).then(() => {
          if (!state.again) return;
          state.again = false;
          return run();
        });
      state.done = run()
        .catch((error: unknown) => logError(error, 'settling a bonus after a bet failed'))
        .finally(() => settling.delete(userId));
      return state.done;
    },

    /**
     * The expiry job's work: a bonus still active at its expiry ends as expired (its bonus money
     * burnt) even if the player never comes back. A bonus that ended before is left alone.
     */
    async expire(publicId: string, phase?: 'wagering'): Promise<void> {
      const row = await repository.findByPublicId(publicId);
      if (row?.status !== 'active') return;
      // the free spins' own expiry, after their winnings became bonus money: its wagering has its own job
      if (phase === undefined && row.kind === 'money' && row.freeSpinsTotal !== null) return;
      // run early (another process's clock ahead of this one's): the runner tries again later
      if (row.expiresAt && row.expiresAt.getTime() > clock.now().getTime()) {
        throw new Error('the bonus has not expired yet');
      }
      if (row.kind === 'free_spins') await settleFreeSpins(row.userId);
      else if (row.kind === 'cashback') await settleCashback(row.userId);
      else await settle(row.userId);
    },

    /** The player's running instant cashback with what it has earned so far; null when none. */
    async activeCashback(userId: number): Promise<PlayerBonus | null> {
      const row = await settleCashback(userId);
      return row ? present(row) : null;
    },

    /**
     * The player claims their running cashback now (spec §3 instant cashback): what it has earned
     * is paid and the period ends. NO_CASHBACK when the player has lost nothing in it (it keeps
     * running); BONUS_NOT_FOUND when none runs (or `bonusId` names another).
     */
    async claimCashback(userId: number, bonusId?: string): Promise<PlayerBonus> {
      const row = await settleCashback(userId);
      if (!row || (bonusId !== undefined && row.publicId !== bonusId))
        throw new AppError('BONUS_NOT_FOUND', 'You have no cashback running');
      const now = clock.now();
      const { due } = await cashbackDue(row, now);
      if (due <= 0n)
        throw new AppError('NO_CASHBACK', 'There is no cashback to pay yet: it comes from real-money losses');
      // what the player was told is what is paid (a round settling meanwhile counts for no one)
      if (!(await payCashback(row, due)))
        throw new AppError('BONUS_NOT_FOUND', 'This cashback has just been paid');
      return present((await repository.findById(row.id)) ?? row);
    },

    /** The player's active free spins (spins to play, or winnings waiting), brought up to date; null when none. */
    async activeFreeSpins(userId: number): Promise<PlayerBonus | null> {
      const row = await settleFreeSpins(userId);
      return row ? present(row) : null;
    },

    /**
     * The free spin the player may play now on `game` (the play screen's spin with `freeSpin`):
     * their active free spins there with spins left. BONUS_NOT_FOUND otherwise.
     */
    async freeSpinFor(userId: number, game: string) {
      const row = await settleFreeSpins(userId);
      if (!row || row.freeSpinsGame !== game || !row.freeSpinsLeft || row.freeSpinStake === null)
        throw new AppError('BONUS_NOT_FOUND', 'You have no free spins on this game');
      return { id: row.id, stake: row.freeSpinStake, currency: row.currency };
    },

    /** The statement that counts one free spin and its win, in the round's transaction. */
    freeSpinRecord: (bonusId: number, win: bigint) => repository.freeSpinRecord(bonusId, win, clock.now()),

    /**
     * After a free spin committed: the last one turns the winnings into bonus money (or ends the
     * bonus). Answers the bonus as it stands.
     */
    async afterFreeSpin(userId: number, bonusId: number): Promise<PlayerBonus | null> {
      const row = await repository.findActiveFreeSpins(userId);
      if (row?.id === bonusId && row.freeSpinsLeft === 0) await finishFreeSpins(row);
      const after = await repository.findById(bonusId);
      return after ? present(after) : null;
    },

    /** Whether a bonus is still active (it blocks withdrawals, spec §4). */
    async hasActive(userId: number): Promise<boolean> {
      return (await settle(userId)) !== null;
    },

    /**
     * Checks a deposit's bonus choice when the player clicks (spec §4 bonus activation codes):
     * BONUS_NOT_FOUND, DEPOSITS_NUMBER, VALIDATION_ERROR for an amount under the bonus's minimum,
     * ACTIVE_BONUS when another is active and the player has not agreed to replace it.
     */
    async reserve(
      player: BonusPlayer,
      choice: { key: string; amount: bigint; replaceActive: boolean; timeZone?: string | undefined },
    ): Promise<ReservedBonus> {
      const now = clock.now();
      const offer = (await offers()).find(
        (entry) => entry.key === choice.key && entry.type === 'deposit' && offerLive(entry, now),
      );
      const maxBonus = offer?.maxBonus[player.currencyCode];
      if (!offer || !maxBonus || !playerTargeted(offer, player))
        throw new AppError('BONUS_NOT_FOUND', 'This bonus is not available');
      if (!scheduledOn(offer, now, choice.timeZone))
        throw offer.dates.length > 0
          ? new AppError('DAYS_VALID', 'This bonus can only be taken on its dates')
          : new AppError('VALID_ON_DAYS', 'This bonus cannot be taken today');
      const depositCount = await walletService.depositCount(player.id);
      if (offer.depositNumber !== null && offer.depositNumber !== depositCount + 1) {
        throw new AppError(
          'DEPOSITS_NUMBER',
          `This bonus is for deposit number ${offer.depositNumber}; this would be number ${depositCount + 1}`,
          { fields: { required: String(offer.depositNumber), current: String(depositCount) } },
        );
      }
      const minDeposit = BigInt(offer.minDeposit[player.currencyCode] ?? '1');
      if (choice.amount < minDeposit) {
        throw new AppError('VALIDATION_ERROR', 'The deposit is below this bonus’s minimum', {
          fields: { bonus: `Deposit at least ${minDeposit} (minor units) for this bonus` },
        });
      }
      if (!choice.replaceActive && (await settle(player.id))) {
        throw new AppError(
          'ACTIVE_BONUS',
          'You have an active bonus: a new one cancels it and its progress is lost',
        );
      }
      const matched = (choice.amount * BigInt(offer.matchBp)) / 10_000n;
      const bonusAmount = matched < BigInt(maxBonus) ? matched : BigInt(maxBonus);
      if (bonusAmount <= 0n) throw new AppError('BONUS_NOT_FOUND', 'This deposit brings no bonus');
      return {
        offer,
        bonusAmount,
        wageringRequired: bonusAmount * BigInt(offer.wageringMultiplier),
        replacesActive: choice.replaceActive,
      };
    },

    /** Remembers the reserved bonus with the deposit's payment: granted when it completes. */
    async attach(userId: number, paymentId: number, currency: string, reserved: ReservedBonus) {
      await repository.insertPending({
        userId,
        offerId: reserved.offer.id,
        paymentId,
        currency,
        bonusAmount: reserved.bonusAmount,
        wageringRequired: reserved.wageringRequired,
        replacesActive: reserved.replacesActive,
        minBalance: floorOf(reserved.offer, currency, reserved.bonusAmount),
      });
    },

    /**
     * The grant a completing deposit carries: the bonus money, the bonus's activation and the end
     * of the bonus it replaces, all in the deposit's transaction. Null for a deposit without one.
     */
    async grantFor(paymentId: number): Promise<DepositGrant | null> {
      const bonus = await repository.findByPayment(paymentId);
      if (bonus?.status !== 'pending') return null;
      const offer = (await offers()).find((entry) => entry.id === bonus.offerId);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + (offer?.validDays ?? 7) * dayMs);
      const replacing = await repository.findActive(bonus.userId);
      // a bonus that became active after the player chose this one is not theirs to lose unasked:
      // the deposit is credited without the new bonus
      if (replacing && !bonus.replacesActive) {
        await repository.dropPending(
          paymentId,
          now,
          'another bonus became active before the deposit completed',
        );
        return null;
      }
      return {
        key: `bonus:${bonus.publicId}:grant`,
        amount: bonus.bonusAmount,
        replacesActive: replacing !== null,
        records: [
          ...repository.activateRecords(bonus, now, expiresAt, replacing),
          ...(expiryJob ? [expiryJob(bonus, expiresAt)] : []),
        ],
      };
    },

    /** A deposit that will not complete takes its bonus with it. */
    dropFor: (paymentId: number) => repository.dropPending(paymentId, clock.now()),

    /** The player takes a promotion that needs no deposit (coupon-only offers need their code). */
    async activate(
      player: ActivatingPlayer,
      input: {
        promotionId: string;
        timeZone?: string | undefined;
        replaceActive?: boolean | undefined;
        replaceBonusId?: string | undefined;
        ip?: string | null;
      },
    ): Promise<PlayerBonus> {
      const offer = (await offers()).find((entry) => entry.key === input.promotionId && !entry.couponOnly);
      return take(player, offer, input);
    },

    /**
     * The player redeems a coupon code (spec §2 coupon entry): the code's offer is taken with all
     * its rules, and the coupon's own: once per player (COUPON_REDEEMED), up to its uses in all
     * (MAXIMUM_PARTICIPANTS, decided under the coupon's lock), inside its window, for its countries
     * and currencies. A code that matches nothing (COUPON_NOT_FOUND) counts against the player:
     * ten in 15 minutes and codes are refused for a while (TOO_MANY_ATTEMPTS).
     */
    async redeemCoupon(
      player: ActivatingPlayer & { countryCode: string | null },
      input: {
        code: string;
        timeZone?: string | undefined;
        replaceActive?: boolean | undefined;
        replaceBonusId?: string | undefined;
        ip?: string | null;
      },
    ): Promise<PlayerBonus> {
      const now = clock.now();
      const since = new Date(now.getTime() - couponThrottle.windowMs);
      if ((await repository.couponFailuresSince(player.id, since)) >= couponThrottle.failures)
        throw new AppError('TOO_MANY_ATTEMPTS', 'Too many codes that did not work. Please wait 15 minutes.');
      const coupon = await repository.findCoupon(input.code.trim().toUpperCase());
      const targeted =
        coupon?.isActive &&
        (coupon.countries.length === 0 || coupon.countries.includes(player.countryCode ?? '')) &&
        (coupon.currencies.length === 0 || coupon.currencies.includes(player.currencyCode));
      if (!coupon || !targeted) {
        await repository.recordCouponFailure(player.id, now);
        throw new AppError('COUPON_NOT_FOUND', 'This code is not valid', {
          fields: { code: 'This code is not valid' },
        });
      }
      if (coupon.startsAt && now.getTime() < coupon.startsAt.getTime())
        throw new AppError('START_TIME_ERROR', 'This code cannot be used yet');
      if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime())
        throw new AppError('END_TIME_ERROR', 'This code has expired');
      const redeemed = () =>
        new AppError('COUPON_REDEEMED', 'You have already redeemed this code', {
          fields: { code: 'You have already redeemed this code' },
        });
      if (await repository.hasRedeemed(coupon.id, player.id)) throw redeemed();
      // the coupon's own refusals come before its offer's (decided again under the lock below)
      const usedUp = () => new AppError('MAXIMUM_PARTICIPANTS', 'This code has been used up');
      if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) throw usedUp();
      const offer = (await offers()).find((entry) => entry.id === coupon.offerId);
      return take(player, offer, input, {
        claim: async (repo, bonus) => {
          const locked = await repo.lockCoupon(coupon.id);
          if (!locked?.isActive) throw new AppError('COUPON_NOT_FOUND', 'This code is not valid');
          if (await repo.hasRedeemed(coupon.id, player.id)) throw redeemed();
          if (locked.maxUses !== null && locked.uses >= locked.maxUses) throw usedUp();
          await repo.redeem(coupon.id, player.id, bonus.id);
        },
        release: () => repository.unredeem(coupon.id, player.id),
      });
    },

    /**
     * Ends the active bonus as cancelled and burns its bonus money (spec §4 "Burn"): by the player
     * (no reason), by an operator (their reason), or by a rule (a self-exclusion). BONUS_NOT_FOUND
     * when none is active; `bonusId` names the one meant (an operator's page may be stale).
     */
    async cancel(
      userId: number,
      by: { reason?: string; bonusId?: string; records?: Statement[] } = {},
    ): Promise<PlayerBonus> {
      // a cashback whose period is over is paid first: what it earned is not the operator's to take
      const others = by.bonusId
        ? await Promise.all([repository.findActiveFreeSpins(userId), settleCashback(userId)])
        : [];
      const unpaid = others.find((row) => row?.publicId === by.bonusId);
      if (unpaid) {
        // free unpaid hold no money yet: they end, with what they won, in one transaction with the
        // records; a cashback not yet paid ends unpaid
        if (!runStatements) throw new AppError('BONUS_NOT_FOUND', 'There is no such active bonus');
        try {
          await runStatements([
            repository.endRecord(unpaid.id, 'cancelled', clock.now(), by.reason ?? null),
            ...(by.records ?? []),
          ]);
        } catch (error) {
          if (databaseCode(error) === bonusMovedCode)
            throw new AppError('BONUS_NOT_FOUND', 'This bonus has just ended');
          throw error;
        }
        return present((await repository.findById(unpaid.id)) ?? unpaid);
      }
      const row = await repository.findActive(userId);
      if (!row || (by.bonusId !== undefined && row.publicId !== by.bonusId))
        throw new AppError('BONUS_NOT_FOUND', 'There is no such active bonus');
      const ended = await guarded(() =>
        walletService.burnBonus({
          userId,
          currency: row.currency,
          idempotencyKey: `bonus:${row.publicId}:cancelled`,
          context: { reason: by.reason ?? 'bonus cancelled by the player' },
          records: [
            repository.endRecord(row.id, 'cancelled', clock.now(), by.reason ?? null),
            ...(by.records ?? []),
          ],
        }),
      );
      if (!ended) throw new AppError('BONUS_NOT_FOUND', 'This bonus has just ended');
      return present((await repository.findByPublicId(row.publicId)) ?? row);
    },

    /**
     * The bonus rules a stake must keep while a bonus is active (spec §8 "game not bonus-eligible
     * with active bonus", "bonus bet limit"): BONUS_GAME_NOT_ELIGIBLE for an excluded game,
     * BONUS_BET_LIMIT above the offer's largest bet. Nothing is checked without an active bonus.
     */
    async assertBetAllowed(userId: number, play: { game: string; amount: bigint }): Promise<void> {
      const row = await repository.findActive(userId);
      if (!row) return;
      const offer = await offerOf(row);
      if (!offer) return;
      if (offer.excludedGames.includes(play.game))
        throw new AppError(
          'BONUS_GAME_NOT_ELIGIBLE',
          'This game cannot be played while your bonus is active',
          { fields: { game: play.game } },
        );
      const maxBet = offer.maxBet[row.currency];
      if (maxBet !== undefined && play.amount > BigInt(maxBet))
        throw new AppError('BONUS_BET_LIMIT', 'This bet is above the largest bet your bonus allows', {
          fields: { limit: maxBet, currency: row.currency },
        });
    },
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;
