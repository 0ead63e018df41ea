import { roundResponseSchema, seedsResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import { hashServerSeed, randomSeed, titles } from '@casino/slot-engine';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { openAsAnotherProcess } from '../../../../test/database.ts';
import { bearer, createPlayer } from '../../../../test/factories.ts';
import { devSeedEncryptionKey } from '../../../config.ts';
import { rowsOf } from '../../../db/database.ts';
import { fairSeeds } from '../../../db/schema.ts';
import { createRoundsRepository, sealingKeyIdsQuery } from './rounds.repository.ts';
import { assertSeedKeysKnown, resealServerSeeds } from './rounds.service.ts';
import { createSeedVault } from './seed-vault.ts';

/*
 * Seed custody (issue 22): a server seed that decides rounds not yet revealed is never stored in
 * plain text; seeds of an earlier release are sealed at start-up; the key can be rotated.
 */

const title = titles[0];
if (!title) throw new Error('the studio has no titles');
const devVault = createSeedVault({ current: devSeedEncryptionKey, previous: [] });
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function playerWithRounds(rounds: number) {
  const player = await createPlayer(app);
  const userId = player.user.userId as number;
  await app.wallet.deposit({
    userId,
    currency: 'EUR',
    idempotencyKey: `custody-deposit-${userId}`,
    amount: minor(100_000n),
  });
  for (let k = 0; k < rounds; k++) {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/games/${title?.id}/spin`,
      headers: bearer(player.token),
      payload: { bet: String(title?.minBet), requestId: `custody-${userId}-${k}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    roundResponseSchema.parse(answer.json());
  }
  return { ...player, userId };
}

/** Where in the database `text` appears: every row of every table, as text. */
async function tablesHolding(text: string): Promise<string[]> {
  const result = await app.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    table_name: string;
  }>;
  expect(rows.length).toBeGreaterThan(40);
  const holding: string[] = [];
  for (const { table_name: table } of rows) {
    const found = await app.database.db.execute(
      sql`select 1 from ${sql.identifier(table)} as row where strpos(row::text, ${text}) > 0 limit 1`,
    );
    const hits = Array.isArray(found) ? found : (found as { rows: unknown[] }).rows;
    if (hits.length > 0) holding.push(table);
  }
  return holding;
}

/** A player's seeds as the server holds them, opened: the active one, the next one, and revealed ones. */
async function seedsOf(userId: number) {
  const rows = await app.database.db.select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
  return rows.flatMap((row) => [
    { hash: row.serverSeedHash, seed: devVault.open(row.serverSeedSealed as string, userId) },
    ...(row.nextServerSeedSealed
      ? [{ hash: row.nextServerSeedHash, seed: devVault.open(row.nextServerSeedSealed, userId) }]
      : []),
  ]);
}

describe('seed custody', () => {
  it('stores no server seed in plain text, active, committed or revealed', async () => {
    const player = await playerWithRounds(3);
    const rotate = await app.inject({
      method: 'POST',
      url: '/api/games/seeds/rotate',
      headers: bearer(player.token),
      payload: {},
    });
    expect(rotate.statusCode).toBe(200);
    const revealed = seedsResponseSchema.parse(rotate.json()).data.revealed?.serverSeed as string;
    const seeds = await seedsOf(player.userId);
    // the revealed pair, the active pair and its committed successor
    expect(seeds).toHaveLength(3);
    expect(seeds.map(({ seed }) => seed)).toContain(revealed);
    for (const { hash, seed } of seeds) {
      expect(hashServerSeed(seed)).toBe(hash);
      expect(await tablesHolding(seed)).toEqual([]);
      // the search finds what is there: the seed's hash is stored in the clear
      expect(await tablesHolding(hash as string)).toContain('fair_seeds');
    }
  });

  it('seals at start-up the seeds an earlier release stored in plain text, and plays on with them', async () => {
    const player = await createPlayer(app);
    const userId = player.user.userId as number;
    const legacy = randomSeed();
    await app.database.db.insert(fairSeeds).values({
      userId,
      plainServerSeed: legacy,
      serverSeedHash: hashServerSeed(legacy),
      clientSeed: 'legacy-client',
    });
    expect(await tablesHolding(legacy)).toEqual(['fair_seeds']);
    // a server starting on this database (the next release) seals it before playing
    const restarted = await createTestApp({ database: await openAsAnotherProcess(app.database) });
    try {
      expect(await tablesHolding(legacy)).toEqual([]);
      const [row] = await app.database.db.select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
      expect(row?.plainServerSeed).toBeNull();
      expect(devVault.open(row?.serverSeedSealed as string, userId)).toBe(legacy);
      // the pair is still the one whose hash the player saw, and gains a committed successor
      const shown = await restarted.inject({
        method: 'GET',
        url: '/api/games/seeds',
        headers: bearer(player.token),
      });
      const { active } = seedsResponseSchema.parse(shown.json()).data;
      expect(active).toMatchObject({ serverSeedHash: hashServerSeed(legacy), clientSeed: 'legacy-client' });
      expect(active.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await restarted.close();
    }
  });

  it('re-seals every seed under a new key, after which the old key is not needed', async () => {
    const player = await playerWithRounds(1);
    const before = await seedsOf(player.userId);
    const repository = createRoundsRepository(app.database.db);
    const newKey = 'a-new-seed-encryption-key-for-the-rotation-test';
    const rotating = createSeedVault({ current: newKey, previous: [devSeedEncryptionKey] });
    const onlyNew = createSeedVault({ current: newKey, previous: [] });
    try {
      expect(await resealServerSeeds(repository, rotating)).toBeGreaterThanOrEqual(2);
      const rows = await app.database.db.select().from(fairSeeds);
      for (const row of rows) {
        expect(onlyNew.isCurrent(row.serverSeedSealed as string)).toBe(true);
        if (row.nextServerSeedSealed) expect(onlyNew.isCurrent(row.nextServerSeedSealed)).toBe(true);
      }
      const mine = rows.filter((row) => row.userId === player.userId);
      expect(mine.map((row) => onlyNew.open(row.serverSeedSealed as string, player.userId))).toEqual([
        before[0]?.seed,
      ]);
      // a second run has nothing left to do
      expect(await resealServerSeeds(repository, rotating)).toBe(0);
      // a server started with only the old key refuses to start beside seeds it cannot open
      await expect(assertSeedKeysKnown(repository, devVault)).rejects.toThrow(/SEED_ENCRYPTION_KEY/);
      await assertSeedKeysKnown(repository, rotating);
    } finally {
      // the app of this file keeps the development key: rotate back
      await resealServerSeeds(
        repository,
        createSeedVault({ current: devSeedEncryptionKey, previous: [newKey] }),
      );
    }
  });
});

describe('the sealing keys read at start-up', () => {
  it('lists every key stored seeds are sealed with, from the indexes rather than every row', async () => {
    const player = await playerWithRounds(1);
    const repository = createRoundsRepository(app.database.db);
    const devKeyIds = await repository.sealingKeyIds();
    // revealed pairs sealed under keys of older releases, one of them only as a next seed, and
    // many under one key, as a casino's players' seeds would be
    const old = [
      { serverSeedSealed: 'v1.key-a.sealed', nextServerSeedSealed: null },
      { serverSeedSealed: 'v1.key-b.sealed', nextServerSeedSealed: 'v1.key-c.sealed' },
      ...Array.from({ length: 300 }, (_, k) => ({
        serverSeedSealed: `v1.key-a.${k}`,
        nextServerSeedSealed: `v1.key-a.next-${k}`,
      })),
    ];
    const inserted = await app.database.db
      .insert(fairSeeds)
      .values(
        old.map((seeds) => ({
          ...seeds,
          userId: player.userId,
          serverSeedHash: 'f'.repeat(64),
          revealedAt: new Date(),
        })),
      )
      .returning({ id: fairSeeds.id });
    try {
      expect((await repository.sealingKeyIds()).sort()).toEqual(
        [...new Set([...devKeyIds, 'key-a', 'key-b', 'key-c'])].sort(),
      );
      // the rows it reads: a step per key along the two expression indexes, not every seed
      const [row] = rowsOf(
        await app.database.db.execute(sql`explain (analyze, format json) ${sealingKeyIdsQuery}`),
      ) as Array<Record<string, unknown>>;
      const plan = Object.values(row ?? {})[0];
      const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
      expect(rowsReadFromSeeds(root.Plan)).toBeLessThan(20);
    } finally {
      for (const { id } of inserted) await app.database.db.delete(fairSeeds).where(eq(fairSeeds.id, id));
    }
  });
});

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/** How many rows the plan's scans of fair_seeds returned, over all their loops. */
function rowsReadFromSeeds(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'fair_seeds' ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadFromSeeds(child), 0);
}

describe('the seed vault', () => {
  it('opens only what it sealed, for the same player, unaltered', () => {
    const sealed = devVault.seal('a'.repeat(64), 7);
    expect(sealed).not.toContain('a'.repeat(16));
    expect(devVault.open(sealed, 7)).toBe('a'.repeat(64));
    expect(() => devVault.open(sealed, 8)).toThrow();
    const [version, key, iv, body = ''] = sealed.split('.');
    // one character in the middle (six bits of the ciphertext, never padding) changed to another:
    // the old flip looked at the last character and wrote the one before it, so one seal in 64
    // (a fresh IV each) was left unchanged and opened
    const middle = Math.floor(body.length / 2);
    const flipped = `${body.slice(0, middle)}${body[middle] === 'A' ? 'B' : 'A'}${body.slice(middle + 1)}`;
    expect(flipped).not.toBe(body);
    expect(() => devVault.open([version, key, iv, flipped].join('.'), 7)).toThrow();
    const other = createSeedVault({ current: 'another-key-of-at-least-thirty-two-chars', previous: [] });
    expect(() => other.open(sealed, 7)).toThrow(/neither SEED_ENCRYPTION_KEY/);
    // two seals of one seed differ (a fresh IV each)
    expect(devVault.seal('a'.repeat(64), 7)).not.toBe(sealed);
  });
});
