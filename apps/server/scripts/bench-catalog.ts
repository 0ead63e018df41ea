/**
 * `npm run bench:catalog`: the game catalog's data layer with 10,000 generated games on PostgreSQL
 * (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres, in a scratch
 * database it drops afterwards). Runs random lobby queries (category, provider, search, each sort
 * and direction, pages deep into the list) and prints p50, p99 and max latency per query kind.
 * Issue 5's target: search + sort + page p99 at most 20 ms. BENCH_GAMES and BENCH_QUERIES change
 * the catalog size (default 10,000) and the number of queries per kind (default 500); BENCH_KEEP=1
 * keeps the database for EXPLAIN (its URL is printed).
 */
import { type GameCategorySlug, type GameSort, gameCategorySlugs, gameSorts } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createGamesRepository, type NewGame } from '../src/modules/games/games.repository.ts';
import { createGamesService } from '../src/modules/games/games.service.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { defaultAppSettings } from '../src/seed/settings.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const gameCount = Number(process.env.BENCH_GAMES ?? 10_000);
const queriesPerKind = Number(process.env.BENCH_QUERIES ?? 500);

// a deterministic generator, so every run measures the same catalog and queries
let state = 20_261_122;
const random = () => {
  state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
  return state / 2 ** 32;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const words = [
  'gold',
  'dragon',
  'fortune',
  'wild',
  'book',
  'fruit',
  'star',
  'lucky',
  'mega',
  'royal',
  'temple',
  'ocean',
  'fire',
  'ice',
  'jungle',
  'pirate',
  'crystal',
  'diamond',
  'neon',
  'rocket',
  'viking',
  'pharaoh',
  'panda',
  'thunder',
  'magic',
  'cherry',
  'joker',
  'safari',
  'samurai',
  'galaxy',
  'candy',
  'wolf',
  'eagle',
  'lotus',
];

function generatedGames(count: number): NewGame[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${pick(words)} ${pick(words)} ${pick(words)}`.replace(/\b\w/g, (c) => c.toUpperCase());
    const live = random() < 0.08;
    const minBet = BigInt(pick([10, 20, 25, 50, 100]));
    return {
      slug: `generated-${index}`,
      name: `${name} ${index}`,
      kind: live ? 'live' : 'slot',
      volatility: live ? null : pick(['low', 'medium', 'high', 'very-high'] as const),
      description: '',
      rtpHundredths: 9000 + Math.floor(random() * 800),
      maxMultiplierHundredths: Math.floor(random() * 5_000_000),
      hitFrequencyHundredths: null,
      minBet,
      maxBet: minBet * BigInt(pick([100, 500, 1000])),
      releaseDate: new Date(Date.UTC(2015, 0, 1) + Math.floor(random() * 11 * 365) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      hasBonusBuy: random() < 0.2,
    };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const scratch = await createScratchDatabase(serverUrl, 'casino_bench_catalog');
  const database = await openDatabase({ databaseUrl: scratch.url });
  try {
    await database.migrate();
    await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
    const repository = createGamesRepository(database.db);
    const providers: string[] = [];
    for (let p = 0; p < 80; p++) {
      const slug = `provider-${p}`;
      providers.push(slug);
      const providerId = await repository.upsertProvider({ slug, name: `${pick(words)} Studio ${p}` });
      const share = generatedGames(Math.ceil(gameCount / 80)).map((game) => ({
        ...game,
        slug: `${slug}-${game.slug}`,
      }));
      await repository.upsertGames(providerId, share);
    }
    await database.db.execute(sql`update games set rounds_played = floor(random() * 100000)`);
    await database.db.execute(sql`analyze games`);
    await database.db.execute(sql`analyze game_providers`);
    const counted = await database.db.execute(sql`select count(*)::int as n from games`);
    const n = (counted as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    const service = createGamesService({
      repository,
      getSettings: async () => defaultAppSettings,
      localeStrings: async () => ({}),
      clock: systemClock,
    });

    type Query = Parameters<typeof service.listGames>[0];
    const kinds: Record<string, () => Query> = {
      'lobby page (category, sort)': () => ({
        category: pick(gameCategorySlugs) as GameCategorySlug,
        sort: pick(gameSorts) as GameSort,
        page: 1,
        limit: 24,
      }),
      'search + sort + page': () => ({
        search: pick(words).slice(0, 2 + Math.floor(random() * 4)),
        sort: pick(gameSorts) as GameSort,
        order: pick(['asc', 'desc'] as const),
        page: 1 + Math.floor(random() * 3),
        limit: 24,
      }),
      'provider + sort + deep page': () => ({
        provider: pick(providers),
        sort: pick(gameSorts) as GameSort,
        page: 1 + Math.floor(random() * 5),
        limit: 24,
      }),
      'whole catalog, deep page': () => ({
        sort: pick(gameSorts) as GameSort,
        page: 1 + Math.floor(random() * 400),
        limit: 24,
      }),
    };
    // warm-up: plans and caches, as a running server has them
    for (const make of Object.values(kinds)) for (let k = 0; k < 50; k++) await service.listGames(make());
    const rows: Array<Record<string, string | number>> = [];
    for (const [kind, make] of Object.entries(kinds)) {
      const times: number[] = [];
      for (let k = 0; k < queriesPerKind; k++) {
        const query = make();
        const started = performance.now();
        await service.listGames(query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      rows.push({
        query: kind,
        queries: times.length,
        'p50 ms': Number(percentile(times, 50).toFixed(2)),
        'p99 ms': Number(percentile(times, 99).toFixed(2)),
        'max ms': Number((times.at(-1) ?? 0).toFixed(2)),
      });
    }
    console.log(`catalog: ${n} games from 80 providers (plus the house studio), PostgreSQL`);
    console.table(rows);
  } finally {
    await database.close();
    if (!process.env.BENCH_KEEP) await scratch.drop();
    else console.log(`kept ${scratch.url}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
