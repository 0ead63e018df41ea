import type { GameCategorySlug, GameSort } from '@casino/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { gameProviders, games, playerGames } from './games.schema.ts';

export type GameRow = typeof games.$inferSelect & { provider: string; providerSlug: string };
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
  bonusBuyRtpHundredths: games.bonusBuyRtpHundredths,
  maxWinOneIn: games.maxWinOneIn,
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
    /** Which of `slugs` name games of the catalog. */
    async knownSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      const rows = await db.select({ slug: games.slug }).from(games).where(inArray(games.slug, slugs));
      return rows.map((row) => row.slug);
    },

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
            bonusBuyRtpHundredths: excluded('bonus_buy_rtp_hundredths'),
            maxWinOneIn: excluded('max_win_one_in'),
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
