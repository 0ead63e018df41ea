import { minor } from '@casino/money';
import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { systemClock } from '../lib/clock.ts';
import { createWallet } from '../modules/wallet/index.ts';
import { demoPlayers } from './demo-players.ts';

/** What each demo player starts with, in major units of their currency. */
const demoFunds = 500n;

/**
 * Gives the demo players money to play with (there is no cashier yet): one deposit posting each,
 * through the wallet like any other, keyed so that it happens once however often the server starts.
 */
export async function fundDemoPlayers(database: DatabaseHandle): Promise<void> {
  const wallet = createWallet({ database, clock: systemClock });
  const rows = await database.db
    .select({ id: users.id, uniqueId: users.uniqueId, currencyCode: users.currencyCode })
    .from(users)
    .where(
      inArray(
        users.uniqueId,
        demoPlayers.map((player) => player.uniqueId),
      ),
    );
  for (const row of rows) {
    await wallet.deposit({
      userId: row.id,
      currency: row.currencyCode,
      idempotencyKey: `demo-funds:${row.uniqueId}`,
      // EUR and TRY both have two decimals
      amount: minor(demoFunds * 100n),
      context: { method: 'demo funds' },
    });
  }
}
