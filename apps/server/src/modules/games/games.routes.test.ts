import {
  categoryListResponseSchema,
  gameDetailsResponseSchema,
  gameListResponseSchema,
} from '@casino/contracts';
import { studioCatalog, studioProvider } from '@casino/slot-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { games, localeStrings } from '../../db/schema.ts';
import { createGamesRepository, type NewGame } from './games.repository.ts';
import { syncStudioCatalog } from './games.service.ts';

let app: TestApp;
const systemToken = 'casino-web-system-token';

const otherGame = (slug: string, fields: Partial<NewGame> = {}): NewGame => ({
  slug,
  name: slug
    .split('-')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' '),
  kind: 'slot',
  volatility: 'medium',
  description: '',
  rtpHundredths: 9500,
  maxMultiplierHundredths: 100_000,
  hitFrequencyHundredths: null,
  minBet: 10n,
  maxBet: 10_000n,
  releaseDate: '2024-06-01',
  hasBonusBuy: false,
  ...fields,
});

beforeAll(async () => {
  app = await createTestApp();
  // a second provider, as an aggregator adapter would list it: a live table and two slots
  const repository = createGamesRepository(app.database.db);
  const providerId = await repository.upsertProvider({
    slug: 'northern-lights',
    name: 'Northern Lights Gaming',
  });
  await repository.upsertGames(providerId, [
    otherGame('aurora-roulette', { kind: 'live', volatility: null, rtpHundredths: 9730, minBet: 100n }),
    otherGame('quokka-fortune', {
      rtpHundredths: 9410,
      minBet: 5n,
      hasBonusBuy: true,
      releaseDate: '2023-01-15',
    }),
    otherGame('polar-100-percent', { name: 'Polar 100% Wild', rtpHundredths: 9600 }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/games${query}` });
  expect(response.statusCode).toBe(200);
  return gameListResponseSchema.parse(response.json()).data;
};

describe('catalog', () => {
  it("lists the house studio's titles with the RTP and max multiplier their maths publishes", async () => {
    const { rows, count } = await list(`?provider=${studioProvider.slug}&limit=100`);
    expect(count).toBe(studioCatalog().length);
    expect(studioCatalog().length).toBeGreaterThanOrEqual(8);
    for (const { definition, maths } of studioCatalog()) {
      const game = rows.find((row) => row.slug === definition.id);
      expect(game).toMatchObject({
        name: definition.name,
        provider: studioProvider.name,
        kind: 'slot',
        volatility: definition.volatility,
        returnToPlayer: maths.rtpHundredths / 100,
        maxMultiplier: maths.maxMultiplierHundredths / 100,
        bonusBuyReturnToPlayer:
          maths.bonusBuyRtpHundredths === null ? null : maths.bonusBuyRtpHundredths / 100,
        minBet: String(definition.minBet),
        hasBonusBuy: definition.bonusBuy !== undefined,
      });
      // a title that sells its feature publishes what the feature returns of its price
      expect(game?.bonusBuyReturnToPlayer === null).toBe(definition.bonusBuy === undefined);
      expect(game?.returnToPlayer).toBeGreaterThanOrEqual(94);
      expect(game?.returnToPlayer).toBeLessThanOrEqual(97);
    }
  });

  it('filters by category, provider and search, names and providers alike, any case', async () => {
    expect((await list('?category=live-casino')).rows.map((game) => game.slug)).toEqual(['aurora-roulette']);
    const bonusBuy = await list('?category=bonus-buy&limit=100');
    expect(bonusBuy.rows.every((game) => game.hasBonusBuy)).toBe(true);
    expect(bonusBuy.rows.map((game) => game.slug)).toContain('quokka-fortune');
    expect((await list('?search=QUOKKA')).rows.map((game) => game.slug)).toEqual(['quokka-fortune']);
    // from three characters a search finds any part of a name; one or two match its start
    expect((await list('?search=okk')).rows.map((game) => game.slug)).toEqual(['quokka-fortune']);
    expect((await list('?search=Qu')).rows.map((game) => game.slug)).toEqual(['quokka-fortune']);
    expect((await list('?search=ok')).count).toBe(0);
    expect((await list('?search=northern&sort=name')).rows.map((game) => game.slug)).toEqual([
      'aurora-roulette',
      'polar-100-percent',
      'quokka-fortune',
    ]);
    // a % in the search is a character, not a wildcard
    expect((await list('?search=100%25')).rows.map((game) => game.slug)).toEqual(['polar-100-percent']);
    const none = await list('?search=no-such-game');
    expect(none).toMatchObject({ rows: [], count: 0 });
  });

  it('sorts by each spec sort with the useful end first, and pages through the result', async () => {
    const byRtp = (await list('?sort=returnToPlayer&limit=100')).rows.map((game) => game.returnToPlayer);
    expect(byRtp).toEqual([...byRtp].sort((a, b) => b - a));
    const byMinBet = (await list('?sort=minBet&limit=100')).rows.map((game) => Number(game.minBet));
    expect(byMinBet).toEqual([...byMinBet].sort((a, b) => a - b));
    const byName = (await list('?sort=name&order=desc&limit=100')).rows.map((game) => game.name);
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a, 'en')));
    const byRelease = (await list('?sort=releaseDate&limit=100')).rows.map((game) => game.releaseDate);
    expect(byRelease).toEqual([...byRelease].sort().reverse());
    const all = await list('?sort=name&limit=100');
    const firstPage = await list('?sort=name&limit=3&page=1');
    const secondPage = await list('?sort=name&limit=3&page=2');
    expect(firstPage.count).toBe(all.count);
    expect([...firstPage.rows, ...secondPage.rows].map((game) => game.slug)).toEqual(
      all.rows.slice(0, 6).map((game) => game.slug),
    );
  });

  it('refuses an unknown sort, category or page size with a validation error', async () => {
    for (const query of ['?sort=cheapest', '?category=poker', '?limit=500', '?page=0']) {
      const response = await app.inject({ method: 'GET', url: `/api/games${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('game details', () => {
  it('shows a game with its description, hit frequency, max-win odds and whether guests may try it', async () => {
    const [first] = studioCatalog();
    const response = await app.inject({ method: 'GET', url: `/api/games/${first?.definition.id}` });
    expect(response.statusCode).toBe(200);
    const { game } = gameDetailsResponseSchema.parse(response.json()).data;
    expect(game.description).toBe(first?.definition.description);
    expect(game.hitFrequency).toBe((first?.maths.hitFrequencyHundredths ?? 0) / 100);
    expect(game.maxWinOneIn).toBe(first?.maths.maxWinOneIn);
    expect(game.maxWinOneIn).toBeGreaterThan(1);
    expect(game.demoAvailable).toBe(true);
    const live = gameDetailsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/games/aurora-roulette' })).json(),
    ).data.game;
    expect(live.demoAvailable).toBe(false);
  });

  it('answers GAME NOT FOUND for an unknown or disabled game', async () => {
    await app.database.db.update(games).set({ enabled: false }).where(eq(games.slug, 'polar-100-percent'));
    for (const slug of ['no-such-game', 'polar-100-percent']) {
      const response = await app.inject({ method: 'GET', url: `/api/games/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'GAME_NOT_FOUND', message: 'GAME NOT FOUND' });
    }
    expect((await list('?search=polar')).count).toBe(0);
    // the next start-up's sync updates the maths but keeps the operator's decision
    await syncStudioCatalog(createGamesRepository(app.database.db));
    const [row] = await app.database.db.select().from(games).where(eq(games.slug, 'polar-100-percent'));
    expect(row?.enabled).toBe(false);
  });

  it('draws a thumbnail with the name, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/games/quokka-fortune/thumbnail.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('Quokka Fortune');
    expect(response.body).toMatch(/^<svg /);
    // a 3:4 picture of its own size, as the lobby's cards lay it out (width and height on the <img>)
    expect(response.body).toMatch(/^<svg [^>]*width="300" height="400" viewBox="0 0 300 400"/);
  });
});

describe('categories and providers', () => {
  it('lists the lobby categories with their game counts to the casino front end only', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/admin/get-full-category-list?locale=en' });
    expect(refused.statusCode).toBe(401);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/get-full-category-list?locale=en',
      headers: { 'x-system-token': systemToken },
    });
    expect(response.statusCode).toBe(200);
    const { topCategoryList } = categoryListResponseSchema.parse(response.json()).data;
    expect(topCategoryList.map((category) => category.slug)).toEqual([
      'slots',
      'live-casino',
      'popular',
      'new',
      'bonus-buy',
    ]);
    const counts = Object.fromEntries(
      topCategoryList.map((category) => [category.slug, category.gamesCount]),
    );
    expect(counts['live-casino']).toBe(1);
    expect(counts.slots).toBe((await list('?category=slots')).count);
  });

  it('names the categories in the requested locale, in English where it has no translation', async () => {
    await app.database.db
      .insert(localeStrings)
      .values({ locale: 'fr', strings: { 'games.category.slots': 'Machines à sous' } })
      .onConflictDoUpdate({
        target: localeStrings.locale,
        set: { strings: { 'games.category.slots': 'Machines à sous' } },
      });
    const names = async (locale: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/get-full-category-list?locale=${locale}`,
        headers: { 'x-system-token': systemToken },
      });
      return response;
    };
    const french = categoryListResponseSchema.parse((await names('fr')).json()).data.topCategoryList;
    expect(french.find((category) => category.slug === 'slots')?.name).toBe('Machines à sous');
    expect(french.find((category) => category.slug === 'live-casino')?.name).toBe('Live Casino');
    const english = categoryListResponseSchema.parse((await names('en')).json()).data.topCategoryList;
    expect(english.find((category) => category.slug === 'slots')?.name).toBe('Slots');
    const unknown = await names('xx');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('LOCALE_NOT_FOUND');
  });

  it('lists providers with how many games each has', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/games/providers' });
    const { providers } = response.json().data;
    expect(providers).toContainEqual({
      slug: studioProvider.slug,
      name: studioProvider.name,
      gamesCount: studioCatalog().length,
    });
    expect(providers).toContainEqual({
      slug: 'northern-lights',
      name: 'Northern Lights Gaming',
      gamesCount: expect.any(Number),
    });
  });
});
