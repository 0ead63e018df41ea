/**
 * `npm run bench:public-stats`: `GET /api/user/get-public-player-statistic` (spec §3, §7: answered
 * within 2 s) on PostgreSQL with 100,000 players (DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres, in a scratch database dropped afterwards). Every
 * player has a deposit and 20 bets spread over 60 days; ten "whales" have 100,000 bets each in the
 * last 30 days. The ledger's rows are written straight into `ledger_transactions` (the read only
 * looks at them; a real posting also writes its entries). Prints p50, p99 and max latency through
 * the whole app (`inject`: routing, auth, the reads) for ordinary players and for the whales.
 * BENCH_PLAYERS and BENCH_QUERIES change the sizes (default 100,000 and 500).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { signUpPayload } from '../test/factories.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { percentile } from './lib/bench.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const playerCount = Number(process.env.BENCH_PLAYERS ?? 100_000);
const queries = Number(process.env.BENCH_QUERIES ?? 500);
const whales = 10;
const whaleBets = 100_000;

async function main() {
  const scratch = await createScratchDatabase(serverUrl, 'casino_bench_public_stats');
  const database = await openDatabase({ databaseUrl: scratch.url });
  const started = performance.now();
  try {
    await database.migrate();
    await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: scratch.url,
        RATE_LIMIT_SCALE: '1000',
      }),
      database,
      geolocator: { lookup: async () => null },
    });
    await app.ready();
    const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
    const tag = randomBytes(3).toString('hex');
    // the players, in batches of 10,000 (one statement each)
    for (let from = 1; from <= playerCount; from += 10_000) {
      const to = Math.min(from + 9_999, playerCount);
      await run(sql`
        insert into users (unique_id, email, password_hash, registration_type, currency_code, country_code, created_at)
        select 'b' || ${tag} || n, 'bench' || n || '@' || ${tag} || '.example.com', 'x', 'email', 'EUR', 'MT',
          now() - interval '90 days'
        from generate_series(${from}::int, ${to}::int) as n`);
    }
    const [range] = (
      (await run(
        sql`select min(id)::int as first, max(id)::int as last from users where unique_id like ${`b${tag}%`}`,
      )) as unknown as {
        rows: Array<{ first: number; last: number }>;
      }
    ).rows;
    if (!range) throw new Error('no players');
    // a deposit each (half of them in the last 30 days) and 20 bets each over 60 days
    for (let from = range.first; from <= range.last; from += 5_000) {
      const to = Math.min(from + 4_999, range.last);
      await run(sql`
        insert into ledger_transactions (idempotency_key, request_hash, type, status, user_id, currency, amount,
          cash_before, cash_after, bonus_before, bonus_after, created_at)
        select 'bench-dep-' || u, 'x', 'deposit', 'completed', u, 'EUR', 10000, 0, 10000, 0, 0,
          now() - ((u % 60) || ' days')::interval
        from generate_series(${from}::int, ${to}::int) as u`);
      await run(sql`
        insert into ledger_transactions (idempotency_key, request_hash, type, status, user_id, currency, amount,
          cash_before, cash_after, bonus_before, bonus_after, created_at)
        select 'bench-bet-' || u || '-' || k, 'x', 'bet', 'completed', u, 'EUR', 100, 10000, 9900, 0, 0,
          now() - ((k * 3) || ' days')::interval - (u % 1000 || ' seconds')::interval
        from generate_series(${from}::int, ${to}::int) as u, generate_series(1, 20) as k`);
    }
    for (let w = 0; w < whales; w++) {
      const whale = range.first + w;
      await run(sql`
        insert into ledger_transactions (idempotency_key, request_hash, type, status, user_id, currency, amount,
          cash_before, cash_after, bonus_before, bonus_after, created_at)
        select 'bench-whale-' || ${whale}::int || '-' || k, 'x', 'bet', 'completed', ${whale}::int, 'EUR', 500,
          100000, 99500, 0, 0, now() - (k % 2500000 || ' seconds')::interval
        from generate_series(1, ${whaleBets}::int) as k`);
    }
    await run(sql`analyze users`);
    await run(sql`analyze ledger_transactions`);
    const [size] = (
      (await run(sql`select count(*)::int as n from ledger_transactions`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    console.log(
      `${playerCount} players, ${size?.n ?? 0} ledger rows (${whales} players with ${whaleBets} bets each), ` +
        `made in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    // the viewer: a player signed up through the API (the statistic is for signed-in players)
    const signUp = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: signUpPayload() });
    if (signUp.statusCode !== 200) throw new Error(`sign-up ${signUp.statusCode}: ${signUp.body}`);
    const token = signUp.json().accessToken as string;
    const ask = async (n: number) => {
      const uniqueId = `b${tag}${n}`;
      const begin = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/user/get-public-player-statistic?uniqueId=${uniqueId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.statusCode !== 200) throw new Error(`statistic ${answer.statusCode}: ${answer.body}`);
      return performance.now() - begin;
    };
    for (let k = 0; k < 50; k++) await ask(1 + Math.floor(Math.random() * playerCount)); // warm-up
    const rows: Array<Record<string, string | number>> = [];
    for (const [kind, pickOne] of [
      [
        'ordinary player (21 rows, about 11 in the window)',
        () => whales + 1 + Math.floor(Math.random() * (playerCount - whales)),
      ],
      [`whale (${whaleBets} bets in the window)`, () => 1 + Math.floor(Math.random() * whales)],
    ] as const) {
      const times: number[] = [];
      for (let k = 0; k < queries; k++) times.push(await ask(pickOne()));
      times.sort((a, b) => a - b);
      rows.push({
        query: kind,
        queries: times.length,
        'p50 ms': Number(percentile(times, 50).toFixed(2)),
        'p99 ms': Number(percentile(times, 99).toFixed(2)),
        'max ms': Number((times.at(-1) ?? 0).toFixed(2)),
      });
    }
    console.table(rows);
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
