import type { ChildProcess } from 'node:child_process';
import { minor } from '@casino/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/factories.ts';
import { createScratchDatabase } from '../../../test/scratch-database.ts';
import { seedDatabase } from '../../../test/seed.ts';
import { freePort, startServerProcess } from '../../../test/server-process.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { systemClock } from '../../lib/clock.ts';
import { signWalletRequest } from '../../plugins/provider-signature.ts';
import { createWallet } from './wallet.service.ts';

// A crash needs a real server process and a database that outlives it: PostgreSQL (CI's second pass).
const serverUrl = process.env.DATABASE_URL;
const secret = 'crash-test-wallet-secret-0123456789abcdef';

let scratch: { url: string; drop(): Promise<void> } | undefined;
let database: DatabaseHandle | undefined;
let server: ChildProcess | undefined;

const startServer = (databaseUrl: string, port: number) =>
  startServerProcess(databaseUrl, port, { WALLET_API_SECRET: secret });

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'casino_crash');
  database = await openDatabase({ databaseUrl: scratch.url });
  await database.migrate();
  await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
}, 60_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await database?.close();
  await scratch?.drop();
});

describe.runIf(serverUrl)('a server killed mid-workload', () => {
  it('loses no acknowledged posting and keeps every invariant after a restart', async () => {
    const db = (database as DatabaseHandle).db;
    const wallet = createWallet({ database: database as DatabaseHandle, clock: systemClock });
    const players = await Promise.all(Array.from({ length: 20 }, () => insertUser(db)));
    for (const player of players) {
      await wallet.deposit({
        userId: player.id,
        currency: 'EUR',
        idempotencyKey: `crash-dep-${player.id}`,
        amount: minor(100_000),
      });
    }

    const port = await freePort();
    server = await startServer(scratch?.url ?? '', port);
    type Call = { path: 'bet' | 'win'; body: Record<string, unknown>; key: string };
    const calls: Call[] = players.flatMap((player) =>
      Array.from({ length: 30 }, (_, round): Call[] => {
        const common = {
          playerId: player.uniqueId,
          currency: 'EUR',
          roundId: `r-${round}`,
          gameId: 'crash-test',
        };
        const bet = `c-${player.id}-${round}-bet`;
        return [
          { path: 'bet', key: bet, body: { ...common, transactionId: bet, amount: String(10 + round) } },
          {
            path: 'win',
            key: `c-${player.id}-${round}-win`,
            body: {
              ...common,
              transactionId: `c-${player.id}-${round}-win`,
              betTransactionId: bet,
              amount: String(round * 3),
            },
          },
        ];
      }).flat(),
    );
    const send = async (call: Call) => {
      const payload = JSON.stringify(call.body);
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(`http://127.0.0.1:${port}/api/wallet/v1/${call.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-wallet-timestamp': String(timestamp),
          'x-wallet-signature': signWalletRequest(secret, timestamp, payload),
        },
        body: payload,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    // players play in parallel, each round in order; the server dies while they are at it
    const acknowledged = new Map<string, unknown>();
    const byPlayer = players.map((player) => calls.filter((call) => call.key.startsWith(`c-${player.id}-`)));
    let killed = false;
    // kill once about a third of the calls were acknowledged, whatever the machine's speed
    const kill = (async () => {
      while (acknowledged.size < calls.length / 3) await new Promise((resolve) => setTimeout(resolve, 10));
      server?.kill('SIGKILL');
      killed = true;
    })();
    await Promise.all([
      kill,
      ...byPlayer.map(async (sequence) => {
        for (const call of sequence) {
          try {
            const reply = await send(call);
            if (reply.status === 200) acknowledged.set(call.key, reply.body.transactionId);
          } catch {
            return; // connection refused or reset: this player's provider stops until the server is back
          }
        }
      }),
    ]);
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(calls.length);

    // restart; providers retry everything they sent, in order
    server = await startServer(scratch?.url ?? '', port);
    for (const sequence of byPlayer) {
      for (const call of sequence) {
        const reply = await send(call);
        expect(reply.status, `${call.key}: ${JSON.stringify(reply.body)}`).toBe(200);
        if (acknowledged.has(call.key)) {
          expect(reply.body.replayed).toBe(true);
          expect(reply.body.transactionId).toBe(acknowledged.get(call.key));
        }
      }
    }

    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(
      await rows(
        sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`,
      ),
    ).toEqual([]);
    expect(
      await rows(sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
    ).toEqual([]);
    expect(await rows(sql`select sum(balance)::text as total from ledger_accounts`)).toEqual([
      { total: '0' },
    ]);
    const posted = await rows(
      sql`select count(*)::int as n from ledger_transactions where idempotency_key like 'provider:c-%'`,
    );
    expect(posted).toEqual([{ n: calls.length }]);
  }, 120_000);
});
