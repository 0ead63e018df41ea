import { bigWinMultiplier, type GameCategorySlug, type GameSort, type WinTable } from '@casino/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor, Statement } from '../../db/database.ts';
import {
  currencies,
  fairSeeds,
  gameProviders,
  gameRounds,
  games,
  playerGames,
  users,
} from '../../db/schema.ts';
import type { PublicNameFields } from '../accounts/accounts.service.ts';

export type GameRow = typeof games.$inferSelect & { provider: string; providerSlug: string };

/** Who won, as far as public feeds may say. */
export type WinnerRow = PublicNameFields;

/** A winning round as the top-wins tables read it. */
export type WinRow = {
  roundKey: string;
  currency: string;
  cost: bigint;
  win: bigint;
  createdAt: Date;
  slug: string;
  name: string;
  player: WinnerRow;
  highRoller: boolean;
};

export type FairSeedRow = typeof fairSeeds.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type NewGameRound = Omit<
  GameRoundRow,
  'id' | 'shownSteps' | 'betTransactionId' | 'balanceBefore' | 'balanceAfter'
>;
export type NewGame = Omit<typeof games.$inferInsert, 'providerId' | 'id' | 'roundsPlayed' | 'createdAt'>;

/** How many games the rule-based `popular` and `new` categories hold. */
export const showcaseSize = 24;

const columns = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  providerId: games.providerId,
  kind: games.kind,
  volatility: games.volatility,
  description: games.description,
  rtpHundredths: games.rtpHundredths,
  maxMultiplierHundredths: games.maxMultiplierHundredths,
  hitFrequencyHundredths: games.hitFrequencyHundredths,
  minBet: games.minBet,
  maxBet: games.maxBet,
  releaseDate: games.releaseDate,
  hasBonusBuy: games.hasBonusBuy,
  isBonus: games.isBonus,
  enabled: games.enabled,
  roundsPlayed: games.roundsPlayed,
  createdAt: games.createdAt,
  provider: gameProviders.name,
  providerSlug: gameProviders.slug,
};

const sortColumns = {
  popular: games.roundsPlayed,
  releaseDate: games.releaseDate,
  name: games.name,
  returnToPlayer: games.rtpHundredths,
  maxMultiplier: games.maxMultiplierHundredths,
  minBet: games.minBet,
  maxBet: games.maxBet,
} satisfies Record<GameSort, unknown>;

/** The category rules: slots and live by kind, bonus buy by flag, popular and new the top of a sort. */
function categoryFilter(category: GameCategorySlug): SQL {
  switch (category) {
    case 'slots':
      return eq(games.kind, 'slot');
    case 'live-casino':
      return eq(games.kind, 'live');
    case 'bonus-buy':
      return eq(games.hasBonusBuy, true);
    case 'popular':
      return inArray(
        games.id,
        sql`(select id from games where enabled order by rounds_played desc, release_date desc, id limit ${showcaseSize})`,
      );
    case 'new':
      return inArray(
        games.id,
        sql`(select id from games where enabled order by release_date desc, id desc limit ${showcaseSize})`,
      );
  }
}

/** Catalog reads and the studio's catalog upsert. */
export function createGamesRepository(db: Executor) {
  return {
    /** Adds the provider, or updates its name; its id. */
    async upsertProvider(provider: { slug: string; name: string; sortOrder?: number }): Promise<number> {
      const [row] = await db
        .insert(gameProviders)
        .values(provider)
        .onConflictDoUpdate({ target: gameProviders.slug, set: { name: provider.name } })
        .returning({ id: gameProviders.id });
      return (row as { id: number }).id;
    },

    /**
     * Adds a provider's games; for games already listed, updates what the provider owns (maths,
     * features, bets, release) and keeps what the operator decides (enabled, bonus eligibility).
     */
    async upsertGames(providerId: number, rows: NewGame[]): Promise<void> {
      if (rows.length === 0) return;
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(games)
        .values(rows.map((row) => ({ ...row, providerId })))
        .onConflictDoUpdate({
          target: games.slug,
          set: {
            name: excluded('name'),
            kind: excluded('kind'),
            volatility: excluded('volatility'),
            description: excluded('description'),
            rtpHundredths: excluded('rtp_hundredths'),
            maxMultiplierHundredths: excluded('max_multiplier_hundredths'),
            hitFrequencyHundredths: excluded('hit_frequency_hundredths'),
            minBet: excluded('min_bet'),
            maxBet: excluded('max_bet'),
            releaseDate: excluded('release_date'),
            hasBonusBuy: excluded('has_bonus_buy'),
          },
        });
    },

    /** One page of enabled games, filtered and sorted, and how many match. */
    async listGames({
      category,
      provider,
      search,
      sort,
      order,
      offset,
      limit,
    }: {
      category?: GameCategorySlug | undefined;
      provider?: string | undefined;
      search?: string | undefined;
      sort: GameSort;
      order: 'asc' | 'desc';
      offset: number;
      limit: number;
    }): Promise<{ rows: GameRow[]; count: number }> {
      const filters: SQL[] = [eq(games.enabled, true)];
      if (category) filters.push(categoryFilter(category));
      if (provider) filters.push(eq(gameProviders.slug, provider));
      if (search) {
        const escaped = search.replace(/[\\%_]/g, (char) => `\\${char}`);
        // a trigram index finds a part of a name from three characters on; one or two characters
        // (the first keys a player types) match the start of a name instead, through a prefix index
        const pattern = search.length >= 3 ? `%${escaped}%` : `${escaped}%`;
        // the name through its trigram index; a provider's name by the few providers that match
        const providers = sql`(select id from game_providers where name ilike ${pattern})`;
        const byName =
          search.length >= 3
            ? ilike(games.name, pattern)
            : sql`lower(${games.name}) like ${pattern.toLowerCase()}`;
        filters.push(or(byName, inArray(games.providerId, providers)) as SQL);
      }
      const where = and(...filters);
      const direction = order === 'asc' ? asc : desc;
      const rows = await db
        .select(columns)
        .from(games)
        .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
        .where(where)
        // ties follow the sort's direction, so one index per sort serves both directions
        .orderBy(direction(sortColumns[sort]), direction(games.name), direction(games.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(games)
        .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
        .where(where);
      return { rows, count: total?.n ?? 0 };
    },

    async findGame(slug: string): Promise<GameRow | null> {
      const [row] = await db
        .select(columns)
        .from(games)
        .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
        .where(and(eq(games.slug, slug), eq(games.enabled, true)));
      return row ?? null;
    },

    /** Enabled games per category. */
    async categoryCounts(): Promise<Record<GameCategorySlug, number>> {
      const [row] = await db
        .select({
          all: count(),
          slots: sql<number>`count(*) filter (where ${games.kind} = 'slot')`.mapWith(Number),
          live: sql<number>`count(*) filter (where ${games.kind} = 'live')`.mapWith(Number),
          bonusBuy: sql<number>`count(*) filter (where ${games.hasBonusBuy})`.mapWith(Number),
        })
        .from(games)
        .where(eq(games.enabled, true));
      const all = row?.all ?? 0;
      return {
        slots: row?.slots ?? 0,
        'live-casino': row?.live ?? 0,
        popular: Math.min(all, showcaseSize),
        new: Math.min(all, showcaseSize),
        'bonus-buy': row?.bonusBuy ?? 0,
      };
    },

    /** The player's active seed pair, if any. */
    async activeSeed(userId: number): Promise<FairSeedRow | null> {
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
      return row ?? null;
    },

    /** Starts an active seed pair unless the player has one (two racing callers make one). */
    async openSeed(seed: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }) {
      await db.insert(fairSeeds).values(seed).onConflictDoNothing();
    },

    /**
     * The statement a round writes with its postings to use `nonce` of a seed pair: it moves the
     * pair's next nonce past it, and fails the transaction (GS001) unless the pair is still active
     * and the nonce unused. Its row lock also makes a rotation wait for the round to commit.
     */
    useNonce(seedId: number, nonce: number): Statement {
      return {
        name: 'game-use-nonce',
        text: `with used as (
            update fair_seeds set next_nonce = $2::int + 1
            where id = $1::bigint and revealed_at is null and next_nonce <= $2::int
            returning id
          )
          select fair_seed_expect(exists (select 1 from used))`,
        values: [String(seedId), String(nonce)],
      };
    },

    /** Reveals the active pair (its rounds become verifiable); the revealed row. */
    async revealSeed(userId: number, at: Date): Promise<FairSeedRow | null> {
      const [row] = await db
        .update(fairSeeds)
        .set({ revealedAt: at })
        .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)))
        .returning();
      return row ?? null;
    },

    async lastRevealedSeed(userId: number): Promise<FairSeedRow | null> {
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), isNotNull(fairSeeds.revealedAt)))
        .orderBy(desc(fairSeeds.revealedAt), desc(fairSeeds.id))
        .limit(1);
      return row ?? null;
    },

    async seedsById(ids: number[]): Promise<FairSeedRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(fairSeeds).where(inArray(fairSeeds.id, ids));
    },

    /**
     * The statement that records a round; the wallet writes it in the transaction of the round's
     * postings, after them (the bet posting's id is looked up by the round's key).
     */
    roundRecord(round: NewGameRound): Statement {
      return {
        name: 'game-round-record',
        // the balances come from the round's own postings, written just before in this transaction
        text: `insert into game_rounds (round_key, user_id, game_id, currency, bet, cost, win, seed_id, nonce,
            bought, outcome, created_at, bet_transaction_id, balance_before, balance_after)
          select $1, $2::bigint, $3::int, $4, $5::bigint, $6::bigint, $7::bigint, $8::bigint, $9::int, $10::boolean,
            $11::jsonb, $12::timestamptz, bet.id, bet.cash_before + bet.bonus_before,
            coalesce(win.cash_after + win.bonus_after, bet.cash_after + bet.bonus_after)
          from ledger_transactions bet
          left join ledger_transactions win on win.idempotency_key = $1 || ':win'
          where bet.idempotency_key = $1`,
        values: [
          round.roundKey,
          String(round.userId),
          String(round.gameId),
          round.currency,
          round.bet.toString(),
          round.cost.toString(),
          round.win.toString(),
          String(round.seedId),
          String(round.nonce),
          String(round.bought),
          JSON.stringify(round.outcome),
          round.createdAt.toISOString(),
        ],
      };
    },

    async findRound(roundKey: string): Promise<GameRoundRow | null> {
      const [row] = await db.select().from(gameRounds).where(eq(gameRounds.roundKey, roundKey));
      return row ?? null;
    },

    /** A player's latest rounds of a game, newest first. */
    async recentRounds(userId: number, gameId: number, limit: number): Promise<GameRoundRow[]> {
      return db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), eq(gameRounds.gameId, gameId)))
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit);
    },

    /** Moves a round's shown-steps mark forward (never back); false when there is no such round. */
    async markShown(roundKey: string, shownSteps: number): Promise<boolean> {
      const rows = await db
        .update(gameRounds)
        .set({ shownSteps: sql`greatest(${gameRounds.shownSteps}, ${shownSteps})` })
        .where(eq(gameRounds.roundKey, roundKey))
        .returning({ id: gameRounds.id });
      return rows.length > 0;
    },

    /** Popularity: rounds played per game over the last `days` days, written onto the catalog (changed rows only). */
    async refreshPopularity(days: number): Promise<void> {
      await db.execute(sql`update games set rounds_played = counted.rounds
        from (
          select games.id, coalesce(played.rounds, 0) as rounds from games
          left join (
            select game_id, count(*) as rounds from game_rounds
            where created_at > now() - make_interval(days => ${days})
            group by game_id
          ) as played on played.game_id = games.id
        ) as counted
        where games.id = counted.id and games.rounds_played <> counted.rounds`);
    },

    /** A player's favourite or recently played games, latest first (enabled games only). */
    async playerGames(userId: number, list: 'favorites' | 'recent', limit: number): Promise<GameRow[]> {
      const at = list === 'favorites' ? playerGames.favoritedAt : playerGames.lastPlayedAt;
      return db
        .select(columns)
        .from(playerGames)
        .innerJoin(games, and(eq(games.id, playerGames.gameId), eq(games.enabled, true)))
        .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
        .where(and(eq(playerGames.userId, userId), isNotNull(at)))
        .orderBy(desc(at))
        .limit(limit);
    },

    /** Marks a game a favourite of the player (at `at`), or no longer one (null). */
    async setFavorite(userId: number, gameId: number, at: Date | null): Promise<void> {
      if (at === null) {
        await db
          .update(playerGames)
          .set({ favoritedAt: null })
          .where(and(eq(playerGames.userId, userId), eq(playerGames.gameId, gameId)));
        return;
      }
      await db
        .insert(playerGames)
        .values({ userId, gameId, favoritedAt: at })
        .onConflictDoUpdate({
          target: [playerGames.userId, playerGames.gameId],
          // a favourite keeps its place when marked again
          set: { favoritedAt: sql`coalesce(${playerGames.favoritedAt}, excluded.favorited_at)` },
        });
    },

    /** Records that the player opened the game (recent games). */
    async markPlayed(userId: number, gameId: number, at: Date): Promise<void> {
      await db
        .insert(playerGames)
        .values({ userId, gameId, lastPlayedAt: at })
        .onConflictDoUpdate({
          target: [playerGames.userId, playerGames.gameId],
          set: { lastPlayedAt: sql`excluded.last_played_at` },
        });
    },

    /**
     * One top-wins table (see `winTables`), newest first, or biggest multiplier first for
     * `multipliers`; `userId` for the player's own, `gameId` for one game's.
     */
    async wins({
      table,
      userId,
      gameId,
      since,
      limit,
    }: {
      table: WinTable;
      userId?: number | undefined;
      gameId?: number | undefined;
      since: Date;
      limit: number;
    }): Promise<WinRow[]> {
      const filters: SQL[] = [gt(gameRounds.win, 0n)];
      if (table === 'mine') filters.push(eq(gameRounds.userId, userId ?? 0));
      if (gameId !== undefined) filters.push(eq(gameRounds.gameId, gameId));
      if (table === 'high-rollers') {
        filters.push(sql`${gameRounds.cost} >= ${currencies.highRollerBet}`, gt(gameRounds.createdAt, since));
      }
      if (table === 'multipliers') {
        // the partial indexes' predicate, written the same way so the planner can use them
        filters.push(sql`${gameRounds.win} >= ${gameRounds.cost} * ${sql.raw(String(bigWinMultiplier))}`);
        filters.push(gt(gameRounds.createdAt, since));
      }
      const order =
        table === 'multipliers'
          ? [desc(sql`${gameRounds.win}::numeric / ${gameRounds.cost}`), desc(gameRounds.createdAt)]
          : [desc(gameRounds.createdAt)];
      const rows = await db
        .select({
          roundKey: gameRounds.roundKey,
          currency: gameRounds.currency,
          cost: gameRounds.cost,
          win: gameRounds.win,
          createdAt: gameRounds.createdAt,
          slug: games.slug,
          name: games.name,
          nickname: users.nickname,
          username: users.username,
          uniqueId: users.uniqueId,
          ghostMode: users.ghostMode,
          highRoller: sql<boolean>`coalesce(${gameRounds.cost} >= ${currencies.highRollerBet}, false)`,
        })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .innerJoin(users, eq(users.id, gameRounds.userId))
        .leftJoin(currencies, eq(currencies.code, gameRounds.currency))
        .where(and(...filters))
        .orderBy(...order, desc(gameRounds.id))
        .limit(limit);
      return rows.map(({ nickname, username, uniqueId, ghostMode, ...row }) => ({
        ...row,
        player: { nickname, username, uniqueId, ghostMode },
      }));
    },

    /** A game's latest real-money rounds (cost and win), newest first: the Game Pulse. */
    async latestResults(gameId: number, limit: number) {
      return db
        .select({ cost: gameRounds.cost, win: gameRounds.win, createdAt: gameRounds.createdAt })
        .from(gameRounds)
        .where(eq(gameRounds.gameId, gameId))
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit);
    },

    /** Each currency's high-roller stake (minor units); currencies without one are left out. */
    async highRollerBets(): Promise<Map<string, bigint>> {
      const rows = await db
        .select({ code: currencies.code, bet: currencies.highRollerBet })
        .from(currencies)
        .where(isNotNull(currencies.highRollerBet));
      return new Map(rows.map((row) => [row.code, row.bet as bigint]));
    },

    /** Providers with enabled games, and how many each has. */
    async listProviders(): Promise<Array<{ slug: string; name: string; gamesCount: number }>> {
      return db
        .select({ slug: gameProviders.slug, name: gameProviders.name, gamesCount: count() })
        .from(gameProviders)
        .innerJoin(games, and(eq(games.providerId, gameProviders.id), eq(games.enabled, true)))
        .groupBy(gameProviders.id)
        .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.name));
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
