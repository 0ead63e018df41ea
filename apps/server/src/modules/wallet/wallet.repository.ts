import { and, count, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import type { PlayerAccountKind } from './postings/postings.repository.ts';
import { withdrawalCancelledByPlayer } from './postings/postings.rules.ts';
import { ledgerAccounts, ledgerTransactions } from './wallet.schema.ts';

// the owner index is on coalesce(user_id, 0): queries name the same expression to use it
const ownerId = sql<number>`coalesce(${ledgerAccounts.userId}, 0)`;

/**
 * A player's stakes on one game (null: postings that name none) since a time: in all, of it real
 * money, and when the latest bet was placed.
 */
/**
 * What a race counts (see raceTally): bets in `currency` placed in [from, to) of at least `minBet`
 * on `games` (empty: any), of the `entrants` from their `since` on, or of everyone who bet then.
 */
export type RaceTallyQuery = {
  currency: string;
  from: Date;
  to: Date;
  games: string[];
  minBet: bigint;
  entrants: Array<{ userId: number; since: Date }> | 'everyone';
  /** Wins and rollbacks written from then on do not count (a race that has ended); none: all count. */
  settledBy?: Date;
};

/** One entrant's race numbers: the multiplier in hundredths, `bestId` the bet that first reached it. */
export type RaceTally = {
  userId: number;
  wagered: bigint;
  rounds: number;
  lastId: number;
  bestMultiplier: bigint;
  bestId: number;
  horizonId: number;
};

export type GameStakes = { game: string | null; staked: bigint; cash: bigint; lastAt: Date | null };

/** What the ledger tells about a player: balances, deposits, wagering, bet-limit usage. */
export function createWalletRepository(db: Executor) {
  /** What a player has bet since `since`: bets less rolled-back bets (spec §3 wager). */
  async function wageredSince(userId: number, since: Date): Promise<bigint> {
    const [bets] = await db
      .select({
        wagered: sql<string>`coalesce(sum(case when ${ledgerTransactions.type} = 'bet' then ${ledgerTransactions.amount}
          else -${ledgerTransactions.amount} end), 0)::text`,
      })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, userId),
          inArray(ledgerTransactions.type, ['bet', 'rollback']),
          gte(ledgerTransactions.createdAt, since),
        ),
      );
    return BigInt(bets?.wagered ?? '0');
  }

  /** `wageredSince` for several players, each since their own time, in one read. */
  async function wageredSinceEach(
    entries: Array<{ userId: number; since: Date }>,
  ): Promise<Map<number, bigint>> {
    const wagered = new Map(entries.map((entry) => [entry.userId, 0n]));
    if (entries.length === 0) return wagered;
    const rows = await db
      .select({
        userId: ledgerTransactions.userId,
        wagered: sql<string>`coalesce(sum(case when ${ledgerTransactions.type} = 'bet' then ${ledgerTransactions.amount}
          else -${ledgerTransactions.amount} end), 0)::text`,
      })
      .from(ledgerTransactions)
      .where(
        and(
          inArray(ledgerTransactions.type, ['bet', 'rollback']),
          or(
            ...entries.map((entry) =>
              and(
                eq(ledgerTransactions.userId, entry.userId),
                gte(ledgerTransactions.createdAt, entry.since),
              ),
            ),
          ),
        ),
      )
      .groupBy(ledgerTransactions.userId);
    for (const row of rows) if (row.userId !== null) wagered.set(Number(row.userId), BigInt(row.wagered));
    return wagered;
  }

  /**
   * What a player has staked since `since` per game (bets less their rollbacks), in all and of it
   * real money: what the bonuses weigh towards wagering. A house round names its game `game`, a
   * provider's bet `gameId`.
   */
  async function stakesByGame(userId: number, since: Date): Promise<GameStakes[]> {
    const game = sql<
      string | null
    >`coalesce(${ledgerTransactions.context}->>'game', ${ledgerTransactions.context}->>'gameId')`;
    const rows = await db
      .select({
        game,
        staked: sql<string>`sum(${ledgerTransactions.cashBefore} + ${ledgerTransactions.bonusBefore}
          - ${ledgerTransactions.cashAfter} - ${ledgerTransactions.bonusAfter})::text`,
        cash: sql<string>`sum(${ledgerTransactions.cashBefore} - ${ledgerTransactions.cashAfter})::text`,
        lastAt: sql<string | null>`floor(extract(epoch from max(${ledgerTransactions.createdAt})
          filter (where ${ledgerTransactions.type} = 'bet')) * 1000)::bigint::text`,
      })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, userId),
          inArray(ledgerTransactions.type, ['bet', 'rollback']),
          gte(ledgerTransactions.createdAt, since),
        ),
      )
      .groupBy(game);
    return rows.map((row) => ({
      game: row.game,
      staked: BigInt(row.staked),
      cash: BigInt(row.cash),
      lastAt: row.lastAt === null ? null : new Date(Number(row.lastAt)),
    }));
  }

  /**
   * Real money lost in the rounds staked from `from` until `to` (exclusive), in `currency`: each
   * bet's cash less the cash its win or rollback paid back, whenever that came. A round is counted
   * once it is settled: a house round at once (its win, if any, posts with the bet), a provider's
   * once its win or rollback has arrived.
   */
  async function netCashLoss(userId: number, currency: string, from: Date, to: Date): Promise<bigint> {
    const result = await db.execute(sql`
      with bets as (
        select idempotency_key, cash_before - cash_after as cash, context ? 'game' as house
        from ledger_transactions
        where user_id = ${userId} and currency = ${currency} and type = 'bet'
          and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz),
      returned as (
        select reference, sum(cash_before - cash_after) as cash
        from ledger_transactions
        where user_id = ${userId} and type in ('win', 'rollback')
          and reference in (select idempotency_key from bets)
        group by reference)
      select coalesce(sum(bets.cash + coalesce(returned.cash, 0)), 0)::text as lost
      from bets left join returned on returned.reference = bets.idempotency_key
      where bets.house or returned.reference is not null`);
    const [row] = rowsOf(result) as Array<{
      lost: string;
    }>;
    return BigInt(row?.lost ?? '0');
  }

  /**
   * Net gaming revenue of the rounds *settled* from `from` until `to` (exclusive), in `currency`:
   * each round's stake less what it paid back, counted when it settled, a house round with its bet
   * (its win posts with it), a provider's round with its first win or rollback (so a round staked
   * before a day ended and answered after it counts in the later day, never in none). Real money
   * only, or with `includeBonus` bonus money too; negative when the player is ahead.
   */
  async function settledNetLoss(
    userId: number,
    currency: string,
    from: Date,
    to: Date,
    includeBonus = false,
  ): Promise<bigint> {
    const moved = includeBonus
      ? sql.raw('cash_before + bonus_before - cash_after - bonus_after')
      : sql.raw('cash_before - cash_after');
    const [start, end] = [from.toISOString(), to.toISOString()];
    const result = await db.execute(sql`
      with answered as (
        -- provider rounds first answered in the window
        select a.reference as bet_key
        from ledger_transactions a
        where a.user_id = ${userId} and a.currency = ${currency} and a.type in ('win', 'rollback')
          and a.reference is not null
          and a.created_at >= ${start}::timestamptz and a.created_at < ${end}::timestamptz
          and not exists (
            select 1 from ledger_transactions e
            where e.reference = a.reference and e.user_id = ${userId} and e.type in ('win', 'rollback')
              and e.created_at < ${start}::timestamptz)
        group by a.reference),
      rounds as (
        select b.idempotency_key, ${moved} as lost
        from ledger_transactions b
        where b.user_id = ${userId} and b.currency = ${currency} and b.type = 'bet' and b.context ? 'game'
          and b.created_at >= ${start}::timestamptz and b.created_at < ${end}::timestamptz
        union all
        select b.idempotency_key, ${moved} as lost
        from ledger_transactions b
        where b.user_id = ${userId} and b.type = 'bet' and not (b.context ? 'game')
          and b.idempotency_key in (select bet_key from answered)),
      returned as (
        select reference, sum(${moved}) as lost
        from ledger_transactions
        where user_id = ${userId} and type in ('win', 'rollback')
          and reference in (select idempotency_key from rounds)
        group by reference)
      select coalesce(sum(rounds.lost + coalesce(returned.lost, 0)), 0)::text as lost
      from rounds left join returned on returned.reference = rounds.idempotency_key`);
    const [row] = rowsOf(result) as Array<{
      lost: string;
    }>;
    return BigInt(row?.lost ?? '0');
  }

  /**
   * The player's bets after the posting `afterId`, oldest first: each one's real-money (cash) part
   * (read through the partial index of bets by user and id).
   */
  async function betsAfter(userId: number, afterId: number, limit: number) {
    const result = await db.execute(sql`
      select id::text as id, currency, (cash_before - cash_after)::text as cash, created_at as at
      from ledger_transactions
      where user_id = ${userId} and type = 'bet' and id > ${afterId}
      order by ledger_transactions.id
      limit ${limit}`);
    const rows = rowsOf(result) as Array<{
      id: string;
      currency: string;
      cash: string;
      at: Date | string;
    }>;
    return rows.map((row) => ({
      id: Number(row.id),
      currency: row.currency,
      cash: BigInt(row.cash),
      at: new Date(row.at),
    }));
  }

  /**
   * A race's bets, one row each: those of the entrants (from their `since` on) in `currency`, placed
   * in [from, to), of at least `minBet`, on the race's games; with their wins and whether they were
   * rolled back, counting only wins and rollbacks written before `settledBy` (the result of a race
   * that has ended is a fixed function of the ledger). With `afterId`, only the bets the postings
   * after it touched: bets placed after it, and earlier bets a later win or rollback refers to.
   */
  function raceBets(query: RaceTallyQuery, afterId: number | null): SQL {
    const games = JSON.stringify(query.games);
    const settledBy = (query.settledBy ?? new Date('9999-12-31T00:00:00Z')).toISOString();
    const touched =
      afterId === null
        ? sql`true`
        : sql`(b.id > ${afterId} or b.idempotency_key in (
            select f.reference from ledger_transactions f
            where f.user_id = e.user_id and f.type in ('win', 'rollback') and f.id > ${afterId}))`;
    return sql`
      select b.user_id, b.id, b.amount, ${afterId === null ? sql`true` : sql`b.id > ${afterId}`} as is_new,
        coalesce(w.win, 0) as win, w.win_id, coalesce(w.rolled_back, false) as rolled_back,
        coalesce(w.rollback_id, 0) as rollback_id
      from entrants e
      join ledger_transactions b on b.user_id = e.user_id and b.type = 'bet' and b.created_at >= e.since
      left join lateral (
        select sum(a.amount) filter (where a.type = 'win') as win, max(a.id) filter (where a.type = 'win') as win_id,
          bool_or(a.type = 'rollback') as rolled_back, max(a.id) filter (where a.type = 'rollback') as rollback_id
        from ledger_transactions a
        where a.reference = b.idempotency_key and a.user_id = b.user_id
          and a.created_at < ${settledBy}::timestamptz
      ) w on true
      where b.currency = ${query.currency}
        and b.created_at >= ${query.from.toISOString()}::timestamptz
        and b.created_at < ${query.to.toISOString()}::timestamptz
        and b.amount > 0 and b.amount >= ${query.minBet.toString()}::bigint
        and (jsonb_array_length(${games}::jsonb) = 0
          or coalesce(b.context->>'game', b.context->>'gameId') in
            (select jsonb_array_elements_text(${games}::jsonb)))
        and ${touched}`;
  }

  /** The aggregate of a race's bets per player (the multiplier in hundredths, reached at its win). */
  const raceAggregate = sql`
    select e.user_id::text as user_id,
      coalesce(sum(b.amount) filter (where b.is_new and not b.rolled_back), 0)::text as wagered,
      (count(*) filter (where b.is_new and not b.rolled_back))::int as rounds,
      coalesce(max(b.id) filter (where b.is_new and not b.rolled_back), 0)::text as last_id,
      coalesce(max(trunc(b.win * 100 / b.amount)) filter (where not b.rolled_back), 0)::text as best,
      coalesce((array_agg(coalesce(b.win_id, b.id)
        order by trunc(b.win * 100 / b.amount) desc, coalesce(b.win_id, b.id))
        filter (where not b.rolled_back))[1], 0)::text as best_id,
      coalesce(bool_or(not b.is_new and b.rolled_back), false) as old_rolled_back,
      greatest(
        (select max(h.id) from ledger_transactions h where h.user_id = e.user_id and h.type = 'bet'),
        (select max(h.id) from ledger_transactions h where h.user_id = e.user_id and h.type in ('win', 'rollback')),
        0)::text as horizon
    from entrants e
    left join bets b on b.user_id = e.user_id
    group by e.user_id`;

  function tallyRows(result: unknown): Array<RaceTally & { oldRolledBack: boolean }> {
    const rows = rowsOf(result) as Array<
      Record<'user_id' | 'wagered' | 'last_id' | 'best' | 'best_id' | 'horizon', string> & {
        rounds: number;
        old_rolled_back: boolean | null;
      }
    >;
    return rows.map((row) => ({
      userId: Number(row.user_id),
      wagered: BigInt(row.wagered),
      rounds: Number(row.rounds),
      lastId: Number(row.last_id),
      bestMultiplier: BigInt(row.best),
      bestId: Number(row.best_id),
      horizonId: Number(row.horizon),
      oldRolledBack: row.old_rolled_back === true,
    }));
  }

  /**
   * Each entrant's counted bets in a race: their stakes, rounds, last bet, and best multiplier (the
   * bet's wins over its stake, in hundredths) with the posting that reached it first (its last win).
   * A rolled-back bet does not count. `horizonId` is the last of the player's play postings: their
   * postings' ids grow in commit order, so a higher horizon is a later view of their play.
   */
  async function raceTally(query: RaceTallyQuery): Promise<RaceTally[]> {
    const entrants =
      query.entrants === 'everyone'
        ? sql`select distinct user_id, '-infinity'::timestamptz as since from ledger_transactions
            where type = 'bet' and currency = ${query.currency}
              and created_at >= ${query.from.toISOString()}::timestamptz
              and created_at < ${query.to.toISOString()}::timestamptz`
        : sql`select user_id, since from json_to_recordset(${JSON.stringify(
            query.entrants.map((entrant) => ({
              user_id: entrant.userId,
              since: entrant.since.toISOString(),
            })),
          )}::json) as e(user_id bigint, since timestamptz)`;
    const result = await db.execute(
      sql`with entrants as (${entrants}), bets as (${raceBets(query, null)}) ${raceAggregate}`,
    );
    return tallyRows(result).map(({ oldRolledBack: _, ...tally }) => tally);
  }

  /**
   * What one entrant's postings after `afterId` change in a race: the stakes and rounds of their new
   * bets, the best multiplier among the bets those postings touched, and whether a bet counted
   * before was rolled back since (then only a whole recount is right). Reads only the postings after
   * `afterId`, through the partial indexes of the player's bets and of their wins and rollbacks.
   */
  async function raceTallyAfter(
    query: Omit<RaceTallyQuery, 'entrants'> & { userId: number; since: Date; afterId: number },
  ): Promise<(RaceTally & { oldRolledBack: boolean }) | null> {
    const entrants = sql`select ${query.userId}::bigint as user_id, ${query.since.toISOString()}::timestamptz as since`;
    const result = await db.execute(
      sql`with entrants as (${entrants}), bets as (${raceBets({ ...query, entrants: [] }, query.afterId)}) ${raceAggregate}`,
    );
    return tallyRows(result)[0] ?? null;
  }

  /** A player's bets in all, how many won something, and how many games they played. */
  async function playSummary(userId: number) {
    const result = await db.execute(sql`
      select count(*)::int as bets,
        count(*) filter (where exists (
          select 1 from ledger_transactions w
          where w.reference = b.idempotency_key and w.user_id = b.user_id and w.type = 'win' and w.amount > 0
        ))::int as wins,
        count(distinct coalesce(b.context->>'game', b.context->>'gameId'))::int as games
      from ledger_transactions b
      where b.user_id = ${userId} and b.type = 'bet'`);
    const [row] = rowsOf(result) as Array<{
      bets: number;
      wins: number;
      games: number;
    }>;
    return { bets: Number(row?.bets ?? 0), wins: Number(row?.wins ?? 0), games: Number(row?.games ?? 0) };
  }

  /**
   * What the player deposited and how many bets they placed since `from`: one range of the index on
   * (user, time), so it stays fast however many players there are.
   */
  async function activitySince(userId: number, from: Date) {
    const result = await db.execute(sql`
      select coalesce(sum(amount) filter (where type = 'deposit'), 0)::text as deposited,
        count(*) filter (where type = 'bet')::int as bets
      from ledger_transactions
      where user_id = ${userId} and created_at >= ${from.toISOString()}::timestamptz
        and type in ('deposit', 'bet') and status = 'completed'`);
    const [row] = rowsOf(result) as Array<{
      deposited: string;
      bets: number;
    }>;
    return { deposited: BigInt(row?.deposited ?? '0'), bets: Number(row?.bets ?? 0) };
  }

  /** Each player who bet since `from` (by the transaction's start), with the id of their latest bet. */
  async function bettorsSince(from: Date): Promise<Array<{ userId: number; lastBetId: number }>> {
    const result = await db.execute(sql`
      select user_id::text as user_id, max(id)::text as last_id
      from ledger_transactions
      where type = 'bet' and created_at >= ${from.toISOString()}::timestamptz
      group by user_id`);
    const rows = rowsOf(result) as Array<{
      user_id: string;
      last_id: string;
    }>;
    return rows.map((row) => ({ userId: Number(row.user_id), lastBetId: Number(row.last_id) }));
  }

  /** When the player's first deposit was credited; null before any. */
  async function firstDepositAt(userId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: ledgerTransactions.createdAt })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'deposit')))
      .orderBy(ledgerTransactions.createdAt)
      .limit(1);
    return row?.at ?? null;
  }

  /** When the player last played (a bet, win or rollback), null if never. */
  async function lastPlayAt(userId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: ledgerTransactions.createdAt })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, userId),
          inArray(ledgerTransactions.type, ['bet', 'win', 'rollback']),
        ),
      )
      .orderBy(desc(ledgerTransactions.createdAt))
      .limit(1);
    return row?.at ?? null;
  }

  /**
   * Whether one of the player's provider bets placed since `from` may still pay: no win or
   * rollback answered it yet (a house round settles with its bet). Read through the player's
   * posting-time index.
   */
  async function hasOpenRound(userId: number, from: Date): Promise<boolean> {
    const result = await db.execute(
      sql`select ledger_open_round(${userId}::bigint, ${from.toISOString()}::timestamptz) as open`,
    );
    const [row] = rowsOf(result) as Array<{
      open: boolean;
    }>;
    return row?.open === true;
  }

  return {
    lastPlayAt,
    hasOpenRound,

    /**
     * The casino's money per UTC day and currency since `from` (the back-office dashboard): deposits,
     * settled withdrawals, stakes, wins, rolled-back stakes, bonus money converted to cash, and the
     * players who bet. Read through the BRIN index on the posting time.
     */
    async dailyTotals(from: Date) {
      const total = (type: string) =>
        sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${ledgerTransactions.type} = ${type}), 0)::text`;
      const rows = await db
        .select({
          day: sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
          currency: ledgerTransactions.currency,
          deposits: total('deposit'),
          withdrawals: total('withdrawal_settle'),
          bets: total('bet'),
          wins: total('win'),
          rollbacks: total('rollback'),
          // what the promotions cost in cash: bonus money converted, cashback and rakeback paid
          bonusConverted: sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${ledgerTransactions.type} in ('bonus_convert', 'cashback', 'rakeback', 'level_reward', 'race_prize', 'referral_reward')), 0)::text`,
          players: sql<string>`count(distinct ${ledgerTransactions.userId}) filter (where ${ledgerTransactions.type} = 'bet')::text`,
        })
        .from(ledgerTransactions)
        .where(and(gte(ledgerTransactions.createdAt, from), eq(ledgerTransactions.status, 'completed')))
        .groupBy(sql`1`, ledgerTransactions.currency)
        .orderBy(sql`1`, ledgerTransactions.currency);
      return rows.map((row) => ({
        day: row.day,
        currency: row.currency,
        deposits: BigInt(row.deposits),
        withdrawals: BigInt(row.withdrawals),
        bets: BigInt(row.bets),
        wins: BigInt(row.wins),
        rollbacks: BigInt(row.rollbacks),
        bonusConverted: BigInt(row.bonusConverted),
        players: Number(row.players),
      }));
    },

    /** What the player has paid in (deposits) and taken out (settled withdrawals), and their deposits' count. */
    async moneyInOut(userId: number) {
      const [row] = await db
        .select({
          deposited: sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${ledgerTransactions.type} = 'deposit'), 0)::text`,
          withdrawn: sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${ledgerTransactions.type} = 'withdrawal_settle'), 0)::text`,
          deposits: sql<string>`count(*) filter (where ${ledgerTransactions.type} = 'deposit')::text`,
        })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.userId, userId),
            inArray(ledgerTransactions.type, ['deposit', 'withdrawal_settle']),
            eq(ledgerTransactions.status, 'completed'),
          ),
        );
      return {
        deposited: BigInt(row?.deposited ?? 0),
        withdrawn: BigInt(row?.withdrawn ?? 0),
        deposits: Number(row?.deposits ?? 0),
      };
    },

    /** Players who bet since `from`, in any currency. */
    async activePlayers(from: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<string>`count(distinct ${ledgerTransactions.userId})::text` })
        .from(ledgerTransactions)
        .where(and(gte(ledgerTransactions.createdAt, from), eq(ledgerTransactions.type, 'bet')));
      return Number(row?.n ?? 0);
    },
    /** Completed deposits of a player (spec §6: a depositor has at least one). */
    /** How many deposits each of the players has made, in one read (0 for none). */
    async countDepositsEach(userIds: number[]): Promise<Map<number, number>> {
      const counts = new Map(userIds.map((userId) => [userId, 0]));
      if (userIds.length === 0) return counts;
      const rows = await db
        .select({ userId: ledgerTransactions.userId, n: count() })
        .from(ledgerTransactions)
        .where(and(inArray(ledgerTransactions.userId, userIds), eq(ledgerTransactions.type, 'deposit')))
        .groupBy(ledgerTransactions.userId);
      for (const row of rows) if (row.userId !== null) counts.set(Number(row.userId), row.n);
      return counts;
    },

    async countDeposits(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'deposit')));
      return row?.n ?? 0;
    },

    /** The player's latest deposit and what they have bet since it, rollbacks taken off (deposit wager). */
    async wagerSinceLastDeposit(userId: number): Promise<{ deposit: bigint; wagered: bigint } | null> {
      const [latest] = await db
        .select({ amount: ledgerTransactions.amount, createdAt: ledgerTransactions.createdAt })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'deposit')))
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(1);
      if (!latest) return null;
      return { deposit: latest.amount, wagered: await wageredSince(userId, latest.createdAt) };
    },

    wageredSince,
    wageredSinceEach,
    stakesByGame,
    netCashLoss,
    settledNetLoss,
    firstDepositAt,
    betsAfter,
    raceTally,
    raceTallyAfter,
    playSummary,
    bettorsSince,
    activitySince,

    /** What counts against the player's bet and loss limits at `now` (see ledger_bet_limit_usage). */
    async betLimitUsage(userId: number, now: Date) {
      const rows = await db.execute(
        sql`select daily_staked::text, weekly_staked::text, monthly_staked::text, daily_lost::text,
          weekly_lost::text, monthly_lost::text
          from ledger_bet_limit_usage(${userId}::bigint, '{}'::text[], ${now.toISOString()}::timestamptz)`,
      );
      const [row = {}] = rowsOf(rows) as Array<Record<string, string>>;
      const at = (column: string) => BigInt(row[column] ?? '0');
      return {
        dailyBet: at('daily_staked'),
        weeklyBet: at('weekly_staked'),
        monthlyBet: at('monthly_staked'),
        dailyLoss: at('daily_lost'),
        weeklyLoss: at('weekly_lost'),
        monthlyLoss: at('monthly_lost'),
      };
    },

    /**
     * Withdrawals players cancelled themselves since `since` (their releases with the reason
     * withdrawalCancelledByPlayer), per player and day (UTC): the markers of harm count them.
     */
    async withdrawalsCancelledByPlayer(
      since: Date,
    ): Promise<Array<{ userId: number; day: string; count: number }>> {
      const rows = await db.execute(
        sql`select user_id::text as user_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            count(*)::int as count
          from ledger_transactions
          where type = 'withdrawal_release' and created_at >= ${since.toISOString()}::timestamptz
            and context->>'reason' = ${withdrawalCancelledByPlayer}
          group by 1, 2`,
      );
      return (rowsOf(rows) as Array<Record<string, unknown>>).map((row) => ({
        userId: Number(row.user_id),
        day: String(row.day),
        count: Number(row.count),
      }));
    },

    /**
     * What a player staked and won since `since` (bets less cancelled bets; wins), for the monthly
     * winnings limit and the reality check: net is won less staked.
     */
    async playSince(userId: number, since: Date): Promise<{ staked: bigint; won: bigint }> {
      const rows = await db.execute(
        sql`select coalesce(sum(case type when 'bet' then amount when 'rollback' then -amount else 0 end), 0)::text as staked,
            coalesce(sum(amount) filter (where type = 'win'), 0)::text as won
          from ledger_transactions
          where user_id = ${userId}::bigint and type in ('bet', 'win', 'rollback')
            and created_at >= ${since.toISOString()}::timestamptz`,
      );
      const [row = {}] = rowsOf(rows) as Array<Record<string, string>>;
      return { staked: BigInt(row.staked ?? '0'), won: BigInt(row.won ?? '0') };
    },

    /** Current balances of a player in a currency, without locking (zero when no account yet). */
    async playerBalances(userId: number, currency: string): Promise<Record<PlayerAccountKind, bigint>> {
      const rows = await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ownerId, userId), eq(ledgerAccounts.currency, currency)));
      const balances: Record<PlayerAccountKind, bigint> = { cash: 0n, bonus: 0n, locked_withdrawal: 0n };
      for (const row of rows) balances[row.kind as PlayerAccountKind] = row.balance;
      return balances;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
