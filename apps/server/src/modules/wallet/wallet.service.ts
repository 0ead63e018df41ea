import type { Minor } from '@casino/money';
import { type DatabaseHandle, databaseCode, type Statement } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createHistoryRepository } from './history/history.repository.ts';
import { createHistoryService, type HistoryService } from './history/history.service.ts';
import { createPostingsRepository, type PostingsRepository } from './postings/postings.repository.ts';
import {
  asBetLimitError,
  type BetLimitValues,
  BurnRefused,
  betLimitsCheck,
  type Common,
  type FundingOrder,
  findBet,
  maxAmount,
  noOpenRoundCheck,
  openLock,
  type Plan,
  planBet,
  planRollback,
  planWin,
  positive,
  roundOpenCode,
} from './postings/postings.rules.ts';
import {
  createPostingEngine,
  defaultBatching,
  type PostingEngine,
  type WalletResult,
} from './postings/postings.service.ts';
import type { PostingCommitted } from './wallet.events.ts';
import { createWalletRepository, type RaceTallyQuery, type WalletRepository } from './wallet.repository.ts';

const minorOf = (value: bigint) => value as Minor;

/**
 * The only way money moves: every operation is one request to the posting engine, a balanced
 * posting (or a few, all or none) decided by the posting rules under the player's locks, idempotent
 * by the caller's key. Also the ledger's reads of a player: balances, deposits, wagering, history.
 */
export function createWalletService({
  engine,
  repository,
  history,
  clock,
}: {
  engine: PostingEngine;
  repository: WalletRepository;
  history: HistoryService;
  clock: Clock;
}) {
  return {
    /** What counts against the player's bet and loss limits now (staked and lost per period). */
    betLimitUsage(userId: number, now: Date) {
      return repository.betLimitUsage(userId, now);
    },

    /** Withdrawals players cancelled themselves since a moment, per player and day (markers of harm). */
    withdrawalsCancelledByPlayer(since: Date) {
      return repository.withdrawalsCancelledByPlayer(since);
    },

    /** What the player staked and won since a moment (monthly winnings, the reality check). */
    playSince(userId: number, since: Date) {
      return repository.playSince(userId, since);
    },

    /** Debits a stake: cash then bonus (or bonus then cash); refused when both together do not cover it. */
    bet(
      input: Common & { amount: Minor; funding?: FundingOrder; limits?: BetLimitValues },
    ): Promise<WalletResult> {
      const funding = input.funding ?? 'cash_first';
      const check = betLimitsCheck(input, [input.idempotencyKey], input.amount, clock.now(), input.limits);
      return engine
        .run(
          input,
          { op: 'bet', amount: input.amount, funding },
          (accounts, ledger) => planBet(input, funding, accounts, ledger),
          check.length > 0 ? { records: check } : {},
        )
        .catch(asBetLimitError);
    },

    /**
     * Settles a whole game round in one transaction: its bet, its win (none when it lost) and the
     * round's own record, all or nothing. Keyed by the round: the bet posts under the key, the win
     * under `<key>:win`; a repeated key answers the first result again. Answers the round's last
     * posting (the balance after the round).
     */
    settleRound(
      input: Common & {
        bet: Minor;
        win: Minor;
        funding?: FundingOrder;
        records: Statement[];
        limits?: BetLimitValues;
      },
    ): Promise<WalletResult> {
      const funding = input.funding ?? 'cash_first';
      const winKey = `${input.idempotencyKey}:win`;
      const check = betLimitsCheck(
        input,
        [input.idempotencyKey, winKey],
        input.bet,
        clock.now(),
        input.limits,
      );
      return engine
        .run(
          input,
          // the outcome is not part of the request: a retried click (new nonce, new outcome) replays the first
          { op: 'round', bet: input.bet, funding, game: input.context?.game ?? null },
          (accounts, ledger) => {
            const bet = planBet({ ...input, amount: input.bet }, funding, accounts, ledger);
            if (input.win === 0n) return [bet];
            return [bet, { ...planWin(input.win, input.idempotencyKey, bet), key: winKey }];
          },
          { records: [...input.records, ...check], answersWithWin: true },
        )
        .catch(asBetLimitError);
    },

    /** Credits a win for an existing bet; a bet paid partly with bonus pays that share back as bonus. */
    win(input: Common & { amount: Minor; betKey: string }): Promise<WalletResult> {
      const hashParts = { op: 'win', amount: input.amount, betKey: input.betKey };
      return engine.run(
        input,
        hashParts,
        (_accounts, ledger) => {
          if (input.amount < 0n) throw new AppError('INVALID_AMOUNT', 'A win cannot be negative');
          if (input.amount > maxAmount) throw new AppError('INVALID_AMOUNT', 'The win is too large');
          const bet = findBet(ledger, input.betKey);
          if (!bet || bet.userId !== input.userId) throw new AppError('BET_NOT_FOUND', 'No bet with this id');
          if (ledger.referring(input.betKey, 'rollback', input.userId).length > 0) {
            throw new AppError('BET_ROLLED_BACK', 'This bet was cancelled');
          }
          return planWin(input.amount, input.betKey, bet);
        },
        { refersTo: input.betKey },
      );
    },

    /**
     * Cancels a bet and refunds it to where it came from. A rollback of an unknown bet succeeds as a
     * no-op and blocks a bet that arrives later with that id; a bet that already won is not rolled back.
     */
    rollback(input: Common & { betKey: string }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'rollback', betKey: input.betKey },
        (_accounts, ledger) => planRollback(input, ledger),
        { refersTo: input.betKey },
      );
    },

    /**
     * Credits a confirmed deposit from the payment provider's clearing account. With `bonus`, the
     * deposit's bonus is granted in the same transaction (under the bonus's own key), after the
     * bonus money of a bonus it replaces is burnt: all of it or none.
     */
    deposit(
      input: Common & {
        amount: Minor;
        records?: Statement[];
        bonus?: { key: string; amount: Minor; replacesActive: boolean };
      },
    ): Promise<WalletResult> {
      const bonus = input.bonus;
      return engine.run(
        input,
        // the bonus is not part of the request: a late second delivery of the same deposit finds
        // its bonus already active (no grant to carry) and must replay the first, not be refused
        { op: 'deposit', amount: input.amount },
        (accounts) => {
          positive(input.amount, 'A deposit');
          const plans: Plan[] = [];
          if (bonus) {
            positive(bonus.amount, 'A bonus');
            if (bonus.replacesActive && accounts.bonus.balance > 0n) {
              plans.push({
                key: `${bonus.key}:replaces`,
                type: 'bonus_burn',
                amount: accounts.bonus.balance,
                bonus: -accounts.bonus.balance,
                counterpart: 'bonus_cost',
                context: { reason: 'replaced by a new bonus' },
              });
            }
            plans.push({
              key: bonus.key,
              type: 'bonus_grant',
              amount: bonus.amount,
              bonus: bonus.amount,
              counterpart: 'bonus_cost',
            });
          }
          // the deposit posts last: it is what the request answers (and announces)
          plans.push({
            type: 'deposit',
            amount: input.amount,
            cash: input.amount,
            counterpart: 'provider_clearing',
          });
          return plans;
        },
        // the cashier's own record of the payment, written in the posting's transaction
        input.records ? { records: input.records } : {},
      );
    },

    /** Moves cash into the locked-withdrawal account while a withdrawal is pending. */
    lockWithdrawal(input: Common & { amount: Minor; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'withdrawal_lock', amount: input.amount },
        (accounts) => {
          positive(input.amount, 'A withdrawal');
          if (input.amount > accounts.cash.balance)
            throw new AppError('INSUFFICIENT_FUNDS', 'Not enough balance to withdraw');
          return {
            type: 'withdrawal_lock',
            amount: input.amount,
            cash: -input.amount,
            locked: input.amount,
            status: 'pending',
          };
        },
        input.records ? { records: input.records } : {},
      );
    },

    /** Returns a pending withdrawal's locked funds to cash, without fees. */
    releaseWithdrawal(input: Common & { lockKey: string; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'withdrawal_release', lockKey: input.lockKey },
        (_accounts, ledger) => {
          const lock = openLock(ledger, input.userId, input.lockKey);
          return {
            type: 'withdrawal_release',
            amount: lock.amount,
            reference: input.lockKey,
            cash: lock.amount,
            locked: -lock.amount,
          };
        },
        { refersTo: input.lockKey, ...(input.records ? { records: input.records } : {}) },
      );
    },

    /** Pays a pending withdrawal out: the locked funds leave through the provider's clearing account. */
    settleWithdrawal(input: Common & { lockKey: string; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'withdrawal_settle', lockKey: input.lockKey },
        (_accounts, ledger) => {
          const lock = openLock(ledger, input.userId, input.lockKey);
          return {
            type: 'withdrawal_settle',
            amount: lock.amount,
            reference: input.lockKey,
            locked: -lock.amount,
            counterpart: 'provider_clearing',
          };
        },
        { refersTo: input.lockKey, ...(input.records ? { records: input.records } : {}) },
      );
    },

    /**
     * Grants bonus money, paid by the casino's bonus-cost account. With `replacesActive`, the bonus
     * money of the bonus it replaces is burnt first, in the same transaction (under `<key>:replaces`).
     */
    grantBonus(
      input: Common & { amount: Minor; records?: Statement[]; replacesActive?: boolean },
    ): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'bonus_grant', amount: input.amount, replaces: input.replacesActive === true },
        (accounts) => {
          positive(input.amount, 'A bonus');
          const grant: Plan = {
            type: 'bonus_grant',
            amount: input.amount,
            bonus: input.amount,
            counterpart: 'bonus_cost',
          };
          if (!input.replacesActive || accounts.bonus.balance === 0n) return grant;
          return [
            {
              key: `${input.idempotencyKey}:replaces`,
              type: 'bonus_burn',
              amount: accounts.bonus.balance,
              bonus: -accounts.bonus.balance,
              counterpart: 'bonus_cost',
              context: { reason: 'replaced by a new bonus' },
            },
            { ...grant, key: input.idempotencyKey },
          ];
        },
        input.records ? { records: input.records } : {},
      );
    },

    /** Turns bonus money into cash once wagering is complete (up to the bonus balance). */
    convertBonus(input: Common & { amount: Minor }): Promise<WalletResult> {
      return engine.run(input, { op: 'bonus_convert', amount: input.amount }, (accounts) => {
        positive(input.amount, 'A conversion');
        if (input.amount > accounts.bonus.balance)
          throw new AppError('INSUFFICIENT_FUNDS', 'Not enough bonus balance');
        return { type: 'bonus_convert', amount: input.amount, bonus: -input.amount, cash: input.amount };
      });
    },

    /** Turns the whole bonus balance, as it is when the posting locks it, into cash (a wagered bonus). */
    convertAllBonus(input: Common & { records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'bonus_convert_all' },
        (accounts) => ({
          type: 'bonus_convert',
          amount: accounts.bonus.balance,
          bonus: -accounts.bonus.balance,
          cash: accounts.bonus.balance,
        }),
        input.records ? { records: input.records } : {},
      );
    },

    /**
     * Turns the bonus balance into cash up to `cap` (a bonus's max win) and burns the rest, in one
     * transaction: the conversion under the request's key, the burn under `<key>:capped`.
     */
    convertBonusCapped(input: Common & { cap: Minor; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'bonus_convert_capped', cap: input.cap },
        (accounts) => {
          const balance = accounts.bonus.balance;
          const converted = balance < input.cap ? balance : input.cap;
          const plans: Plan[] = [
            { type: 'bonus_convert', amount: converted, bonus: -converted, cash: converted },
          ];
          if (balance > converted)
            plans.push({
              key: `${input.idempotencyKey}:capped`,
              type: 'bonus_burn',
              amount: balance - converted,
              bonus: -(balance - converted),
              counterpart: 'bonus_cost',
              context: { ...input.context, reason: 'above the bonus’s max win' },
            });
          return plans;
        },
        input.records ? { records: input.records } : {},
      );
    },

    /** Pays a rakeback day: cash from the casino's bonus-cost account, like cashback. */
    payRakeback(input: Common & { amount: Minor; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'rakeback', amount: input.amount },
        () => {
          positive(input.amount, 'Rakeback');
          return { type: 'rakeback', amount: input.amount, cash: input.amount, counterpart: 'bonus_cost' };
        },
        input.records ? { records: input.records } : {},
      );
    },

    /** Pays a loyalty level's reward: cash from the casino's bonus-cost account, like rakeback. */
    payLevelReward(input: Common & { amount: Minor; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'level_reward', amount: input.amount },
        () => {
          positive(input.amount, 'A level reward');
          return {
            type: 'level_reward',
            amount: input.amount,
            cash: input.amount,
            counterpart: 'bonus_cost',
          };
        },
        input.records ? { records: input.records } : {},
      );
    },

    /** Pays a race's prize: cash from the casino's bonus-cost account (promotions pay for it). */
    payRacePrize(input: Common & { amount: Minor; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'race_prize', amount: input.amount },
        () => {
          positive(input.amount, 'A race prize');
          return { type: 'race_prize', amount: input.amount, cash: input.amount, counterpart: 'bonus_cost' };
        },
        input.records ? { records: input.records } : {},
      );
    },

    /** Pays a referrer's reward for a qualified friend: cash from the casino's bonus-cost account. */
    payReferralReward(input: Common & { amount: Minor; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'referral_reward', amount: input.amount },
        () => {
          positive(input.amount, 'A referral reward');
          return {
            type: 'referral_reward',
            amount: input.amount,
            cash: input.amount,
            counterpart: 'bonus_cost',
          };
        },
        input.records ? { records: input.records } : {},
      );
    },

    /** Pays instant cashback: cash from the casino's bonus-cost account (promotions pay for it). */
    payCashback(input: Common & { amount: Minor; records?: Statement[] }): Promise<WalletResult> {
      return engine.run(
        input,
        { op: 'cashback', amount: input.amount },
        () => {
          positive(input.amount, 'Cashback');
          return { type: 'cashback', amount: input.amount, cash: input.amount, counterpart: 'bonus_cost' };
        },
        input.records ? { records: input.records } : {},
      );
    },

    /**
     * Removes the whole bonus balance (bonus cancelled, expired or forfeited). With `onlyIf`, only
     * when, under the player's account lock, the balance is below `below` and none of their
     * provider bets since `noRoundOpenSince` is unanswered; otherwise nothing changes and the burn
     * is refused with `BurnRefused`.
     */
    burnBonus(
      input: Common & { records?: Statement[]; onlyIf?: { below: Minor; noRoundOpenSince: Date } },
    ): Promise<WalletResult> {
      const { onlyIf } = input;
      const records = [
        ...(input.records ?? []),
        ...(onlyIf ? [noOpenRoundCheck(input.userId, onlyIf.noRoundOpenSince)] : []),
      ];
      return engine
        .run(
          input,
          // a plain burn's request is what it always was (its postings replay as before); a
          // conditional one is the same request whatever the threshold it was asked with
          { op: 'bonus_burn', ...(onlyIf ? { conditional: true } : {}) },
          (accounts) => {
            if (onlyIf && accounts.bonus.balance >= onlyIf.below) throw new BurnRefused('not-below');
            return {
              type: 'bonus_burn',
              amount: accounts.bonus.balance,
              bonus: -accounts.bonus.balance,
              counterpart: 'bonus_cost',
            };
          },
          records.length > 0 ? { records } : {},
        )
        .catch((error: unknown) => {
          throw databaseCode(error) === roundOpenCode ? new BurnRefused('round-open') : error;
        });
    },

    /** What the player has bet since `since` (bets less their rollbacks), in their currency. */
    wageredSince: (userId: number, since: Date) => repository.wageredSince(userId, since),
    /** `wageredSince` for several players at once, each since their own time. */
    wageredSinceEach: (entries: Array<{ userId: number; since: Date }>) =>
      repository.wageredSinceEach(entries),
    /** What the player has staked since `since` per game, in all and of it real money. */
    stakesByGame: (userId: number, since: Date) => repository.stakesByGame(userId, since),
    /**
     * What the player lost in real money in the settled rounds they staked from `from` until `to`:
     * cash staked less cash won back. Bonus money's part of a stake or a win is not counted;
     * negative when the player is ahead.
     */
    netCashLoss: (userId: number, currency: string, from: Date, to: Date) =>
      repository.netCashLoss(userId, currency, from, to),
    /**
     * Net gaming revenue of the rounds settled from `from` until `to` (a provider's round counts
     * when its first win or rollback arrives, a house round with its bet); the rakeback calendar's
     * days, so that no round falls between two days.
     */
    settledNetLoss: (userId: number, currency: string, from: Date, to: Date, includeBonus = false) =>
      repository.settledNetLoss(userId, currency, from, to, includeBonus),
    /** When the player's first deposit was credited; null before any. */
    firstDepositAt: (userId: number) => repository.firstDepositAt(userId),

    /** The player's bets after the posting `afterId` (loyalty counts them in this order). */
    betsAfter: (userId: number, afterId: number, limit: number) =>
      repository.betsAfter(userId, afterId, limit),

    /** Deposited and how many bets since `from` (the public player statistic). */
    activitySince: (userId: number, from: Date) => repository.activitySince(userId, from),
    /** Races: each entrant's stake, rounds and best multiplier from the ledger (see raceTally). */
    raceTally: (query: RaceTallyQuery) => repository.raceTally(query),
    /** Races: what one entrant's postings after a horizon change (see raceTallyAfter). */
    raceTallyAfter: repository.raceTallyAfter,
    /** A player's bets, wins and games played in all (a race's player stats). */
    playSummary: (userId: number) => repository.playSummary(userId),

    /** Who bet since `from`, with their latest bet's id (loyalty's catch-up). */
    bettorsSince: (from: Date) => repository.bettorsSince(from),
    /** When the player last played (a bet, win or rollback); null if never. */
    lastPlayAt: (userId: number) => repository.lastPlayAt(userId),
    /** Whether one of the player's provider bets placed since `from` is still unanswered. */
    hasOpenRound: (userId: number, from: Date) => repository.hasOpenRound(userId, from),

    depositCount: (userId: number) => repository.countDeposits(userId),
    /** `depositCount` for several players at once. */
    depositCounts: (userIds: number[]) => repository.countDepositsEach(userIds),
    /** Deposit wager (spec §3): the latest deposit and what the player has bet since; null before any deposit. */
    wagerSinceLastDeposit: (userId: number) => repository.wagerSinceLastDeposit(userId),

    /** One tab of the player's history (spec §3 columns); dates are inclusive UTC days. */
    history: history.history,
    /** The casino's money per UTC day and currency since `from` (the back-office dashboard). */
    dailyTotals: (from: Date) => repository.dailyTotals(from),
    /** What the player has paid in and taken out, from the ledger (demo funds and every provider alike). */
    moneyInOut: (userId: number) => repository.moneyInOut(userId),
    /** Players who bet since `from`. */
    activePlayers: (from: Date) => repository.activePlayers(from),
    /** Every posting of the player, newest first, with the total (the back-office's ledger). */
    postings: history.postings,

    /** Cash, bonus and total of a player in a currency (zero before the first posting). */
    async balances(userId: number, currency: string) {
      const balances = await repository.playerBalances(userId, currency);
      return {
        cash: minorOf(balances.cash),
        bonus: minorOf(balances.bonus),
        locked: minorOf(balances.locked_withdrawal),
        total: minorOf(balances.cash + balances.bonus),
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

/**
 * The wallet as a process runs it: one posting engine (so postings group-commit) over the given
 * database, publishing each committed request to `publish`. Another instance over the same database
 * is what another process of the casino is (tests create one to post as it would).
 */
export function createWallet({
  database,
  clock,
  publish,
  systemBuckets,
  batching = defaultBatching,
  postings = createPostingsRepository(database),
}: {
  database: DatabaseHandle;
  clock: Clock;
  publish?: (event: PostingCommitted) => void;
  /** Rows each system account is spread over (1: the house is one hot row). */
  systemBuckets?: number;
  batching?: { maxBatch: number; lanes: number; maxWaiting?: number };
  /** The posting transaction's repository (a test gives one with a smaller memory). */
  postings?: PostingsRepository;
}): WalletService {
  const repository = createWalletRepository(database.db);
  const engine = createPostingEngine({
    repository: postings,
    countDeposits: (userId) => repository.countDeposits(userId),
    clock,
    batching,
    ...(publish ? { publish } : {}),
    ...(systemBuckets === undefined ? {} : { systemBuckets }),
  });
  const history = createHistoryService({ repository: createHistoryRepository(database.db), clock });
  return createWalletService({ engine, repository, history, clock });
}
