import { depositResponseSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { cardDataIn, cardDataInDatabase } from '../../../test/card-data.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { payments } from '../../db/schema.ts';

// every log line of a casino at its most talkative (trace), as a log file would hold it
const logLines: string[] = [];
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    env: { PAYMENT_SANDBOX: 'true' },
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => {
  await app?.close();
});

const cards = ['4111111111111111', '5555555555554444', '4000056655665556'];
const cvcs = ['737', '913', '4242'];

describe('card data', () => {
  it('never reaches the logs or the database, whatever the deposit does', async () => {
    const player = await createPlayer(app);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/update-user-details',
      payload: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
      headers: bearer(player.token),
    });
    expect(put.statusCode).toBe(200);
    let clicks = 0;
    const deposit = (card: Record<string, string>, amount = '2500') =>
      app.inject({
        method: 'POST',
        url: '/api/payments/deposit',
        payload: { method: 'visa', amount, requestId: `card-data-${++clicks}-${Date.now()}`, card },
        headers: bearer(player.token),
      });
    const holder = 'Maria Borg';
    // accepted cards, refused ones (bad CVC, expired, bad Luhn, over the limit), and a 3-D Secure round trip
    for (const [index, number] of cards.entries()) {
      const started = await deposit({ number, holder, expiry: '12/39', cvc: cvcs[index % 2] ?? '737' });
      expect(started.statusCode).toBe(200);
      const next = depositResponseSchema.parse(started.json()).data.next;
      if (next.kind === 'redirect') {
        await app.inject({
          method: 'POST',
          url: next.url,
          payload: 'outcome=success',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      }
    }
    expect(
      (await deposit({ number: cards[0] ?? '', holder, expiry: '12/39', cvc: cvcs[2] ?? '' })).statusCode,
    ).toBe(400);
    expect((await deposit({ number: cards[1] ?? '', holder, expiry: '01/20', cvc: '737' })).statusCode).toBe(
      400,
    );
    expect(
      (await deposit({ number: '4111111111111112', holder, expiry: '12/39', cvc: '737' })).statusCode,
    ).toBe(400);
    expect(
      (await deposit({ number: cards[2] ?? '', holder, expiry: '12/39', cvc: '737' }, '999999999'))
        .statusCode,
    ).toBe(400);
    // the malformed body of a broken client, card number and all
    await app.inject({
      method: 'POST',
      url: '/api/payments/deposit',
      payload: `{"method":"visa","card":{"number":"${cards[0]}","cvc":"737"`,
      headers: { ...bearer(player.token), 'content-type': 'application/json' },
    });

    const logs = logLines.join('');
    expect(logs).toContain('/api/payments/deposit');
    expect(cardDataIn(logs)).toEqual([]);
    for (const secret of [...cards, '"cvc"', ...cvcs.map((cvc) => `"${cvc}"`)])
      expect(logs).not.toContain(secret);

    // the whole database: payments, the sandbox's books, webhooks, ledger, event logs and the rest
    const stored = await app.database.db
      .select({ details: payments.details })
      .from(payments)
      .where(eq(payments.userId, player.user.userId as number));
    expect(stored.map((row) => row.details.cardLast4)).toContain('1111');
    expect(await cardDataInDatabase(app.database)).toEqual([]);
  });
});
