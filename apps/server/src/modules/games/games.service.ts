import { defaultEnglishStrings } from '@casino/content';
import type {
  AppSettings,
  CategoryList,
  Game,
  GameDetails,
  GameListQuery,
  GameProvider,
  GameSort,
} from '@casino/contracts';
import { defaultLocale, gameCategorySlugs, gameListQuerySchema } from '@casino/contracts';
import { studioCatalog, studioProvider } from '@casino/slot-engine';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GameRow, GamesRepository } from './games.repository.ts';

/** Which end of a sort comes first unless the player picks: the end a player is looking for. */
const defaultOrder: Record<GameSort, 'asc' | 'desc'> = {
  popular: 'desc',
  releaseDate: 'desc',
  name: 'asc',
  returnToPlayer: 'desc',
  maxMultiplier: 'desc',
  minBet: 'asc',
  maxBet: 'desc',
};

/** Games a player's favourites and recent games list at most. */
export const playerListSize = 48;

/** A catalog row as the API shows it. */
export function presentGame(row: GameRow): Game {
  return {
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    providerSlug: row.providerSlug,
    kind: row.kind,
    volatility: row.volatility,
    isBonus: row.isBonus,
    returnToPlayer: row.rtpHundredths / 100,
    maxMultiplier: row.maxMultiplierHundredths / 100,
    bonusBuyReturnToPlayer: row.bonusBuyRtpHundredths === null ? null : row.bonusBuyRtpHundredths / 100,
    minBet: row.minBet.toString(),
    maxBet: row.maxBet.toString(),
    releaseDate: row.releaseDate,
    hasBonusBuy: row.hasBonusBuy,
    thumbnailUrl: `/api/games/${row.slug}/thumbnail.svg`,
  };
}

/** Lists the house studio's titles in the catalog with their published maths (at every start-up). */
export async function syncStudioCatalog(repository: GamesRepository): Promise<void> {
  const providerId = await repository.upsertProvider({ ...studioProvider, sortOrder: 0 });
  await repository.upsertGames(
    providerId,
    studioCatalog().map(({ definition, maths }) => ({
      slug: definition.id,
      name: definition.name,
      kind: 'slot' as const,
      volatility: definition.volatility,
      description: definition.description,
      rtpHundredths: maths.rtpHundredths,
      maxMultiplierHundredths: maths.maxMultiplierHundredths,
      hitFrequencyHundredths: maths.hitFrequencyHundredths,
      bonusBuyRtpHundredths: maths.bonusBuyRtpHundredths,
      maxWinOneIn: maths.maxWinOneIn,
      minBet: BigInt(definition.minBet),
      maxBet: BigInt(definition.maxBet),
      releaseDate: definition.releaseDate,
      hasBonusBuy: definition.bonusBuy !== undefined,
    })),
  );
}

/** The game catalog: lobby lists, search, details, categories and providers. */
export function createGamesService({
  repository,
  getSettings,
  localeStrings,
  clock,
}: {
  repository: GamesRepository;
  getSettings: () => Promise<AppSettings>;
  /** The operator's translations of a locale (refuses an unsupported locale with LOCALE_NOT_FOUND). */
  localeStrings: (locale: string) => Promise<Record<string, string>>;
  clock: Clock;
}) {
  return {
    async listGames(input: GameListQuery) {
      const query = gameListQuerySchema.parse(input);
      const { rows, count } = await repository.listGames({
        category: query.category,
        provider: query.provider,
        search: query.search || undefined,
        sort: query.sort,
        order: query.order ?? defaultOrder[query.sort],
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { rows: rows.map(presentGame), count, page: query.page, limit: query.limit };
    },

    async getGame(slug: string): Promise<GameDetails> {
      const row = await repository.findGame(slug.toLowerCase());
      if (!row) throw new AppError('GAME_NOT_FOUND', 'GAME NOT FOUND');
      const settings = await getSettings();
      return {
        ...presentGame(row),
        description: row.description,
        hitFrequency: row.hitFrequencyHundredths === null ? null : row.hitFrequencyHundredths / 100,
        maxWinOneIn: row.maxWinOneIn,
        // live tables have no demo; the house slots have one when the operator allows guests to try
        demoAvailable: row.kind === 'slot' && settings.guestDemoPlay,
      };
    },

    /** The lobby categories with their game counts, named in `locale` (English where it has no translation). */
    async listCategories(locale?: string): Promise<CategoryList> {
      const [counts, translated] = await Promise.all([
        repository.categoryCounts(),
        locale && locale !== defaultLocale ? localeStrings(locale) : ({} as Record<string, string>),
      ]);
      return gameCategorySlugs.map((slug) => {
        const key = `games.category.${slug}`;
        return {
          slug,
          name: translated[key] ?? defaultEnglishStrings[key] ?? slug,
          gamesCount: counts[slug],
        };
      });
    },

    async listProviders(): Promise<GameProvider[]> {
      return repository.listProviders();
    },

    /** The player's favourites or recently opened games, latest first. */
    async playerGames(userId: number, list: 'favorites' | 'recent'): Promise<Game[]> {
      return (await repository.playerGames(userId, list, playerListSize)).map(presentGame);
    },

    /** Adds the game to the player's favourites, or takes it out. */
    async setFavorite(userId: number, slug: string, favorite: boolean) {
      const row = await repository.findGame(slug.toLowerCase());
      if (!row) throw new AppError('GAME_NOT_FOUND', 'GAME NOT FOUND');
      await repository.setFavorite(userId, row.id, favorite ? clock.now() : null);
      return { game: row.slug, favorite };
    },

    /** Records that the player opened the game (it leads their recent games); the game's slug. */
    async markPlayed(userId: number, slug: string): Promise<string> {
      const row = await repository.findGame(slug.toLowerCase());
      if (!row) throw new AppError('GAME_NOT_FOUND', 'GAME NOT FOUND');
      await repository.markPlayed(userId, row.id, clock.now());
      return row.slug;
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
