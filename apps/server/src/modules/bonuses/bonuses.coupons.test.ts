import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { bonusOffers, coupons, users } from '../../db/schema.ts';

// real time (sign-ups are stamped by the database), moved forward by hand
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const dayMs = 86_400_000;
let app: TestApp;
const run = Date.now().toString(36).toUpperCase();
const code = (name: string) => `${name}${run}`;
let offerKey = '';

beforeAll(async () => {
  app = await createTestApp({ clock });
  offerKey = `coupon-five-${run.toLowerCase()}`;
  const [offer] = await app.database.db
    .insert(bonusOffers)
    .values({
      key: offerKey,
      type: 'no_deposit',
      title: 'Coupon five',
      matchBp: 0,
      bonusAmount: { EUR: '500' },
      wageringMultiplier: 10,
      couponOnly: true,
    })
    .returning();
  const offerId = offer?.id as number;
  await app.database.db.insert(coupons).values([
    { code: code('FIVE'), offerId },
    { code: code('TWO'), offerId, maxUses: 2 },
    { code: code('MALTA'), offerId, countries: ['MT'] },
    { code: code('RUPEE'), offerId, currencies: ['INR'] },
    { code: code('LATER'), offerId, startsAt: new Date(Date.now() + dayMs) },
    { code: code('GONE'), offerId, endsAt: new Date(Date.now() - dayMs) },
    { code: code('OFF'), offerId, isActive: false },
  ]);
});
afterAll(async () => {
  await app?.close();
});

const redeem = (token: string, value: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bonuses/coupon',
    headers: bearer(token),
    payload: { code: value },
  });
const cancel = (token: string) =>
  app.inject({ method: 'POST', url: '/api/bonuses/active/cancel', headers: bearer(token), payload: {} });

async function player(overrides: Record<string, unknown> = {}) {
  const created = await createPlayer(app, overrides);
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, created.email));
  return created;
}

describe('coupon codes', () => {
  it('grant their bonus once per player, typed in any case; the offer is listed only with its code', async () => {
    const maria = await player();
    const granted = await redeem(maria.token, `  ${code('five').toLowerCase()} `);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.bonus).toMatchObject({ offerKey, status: 'active', bonusAmount: '500' });
    expect((await cancel(maria.token)).statusCode).toBe(200);
    const history = await app.inject({
      method: 'GET',
      url: '/api/bonuses/history',
      headers: bearer(maria.token),
    });
    expect(history.json().data.bonuses).toMatchObject([
      { offerKey, status: 'cancelled', bonusAmount: '500' },
    ]);
    const again = await redeem(maria.token, code('FIVE'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 'COUPON_REDEEMED',
      fields: { code: /already redeemed/ },
    });

    const listed = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/get-all-bonus?limit=100${query}` }))
        .json()
        .data.bonus.rows.map((row: { id: string }) => row.id);
    expect(await listed('')).not.toContain(offerKey);
    expect(await listed(`&cpnc=${code('five')}`)).toEqual([offerKey]);
    expect(await listed('&cpnc=NOPE')).toEqual([]);
    // a coupon-only offer cannot be taken without its code
    const direct = await app.inject({
      method: 'POST',
      url: '/api/bonuses/activate',
      headers: bearer((await player()).token),
      payload: { promotionId: offerKey },
    });
    expect(direct.json().errorCode).toBe('BONUS_NOT_FOUND');
  });

  it('are refused outside their window, places and currencies, and when switched off', async () => {
    const maria = await player({ countryCode: 'DE' });
    const refusal = async (value: string) => (await redeem(maria.token, value)).json().errorCode;
    expect(await refusal(code('LATER'))).toBe('START_TIME_ERROR');
    expect(await refusal(code('GONE'))).toBe('END_TIME_ERROR');
    expect(await refusal(code('MALTA'))).toBe('COUPON_NOT_FOUND');
    expect(await refusal(code('RUPEE'))).toBe('COUPON_NOT_FOUND');
    expect(await refusal(code('OFF'))).toBe('COUPON_NOT_FOUND');
    expect(await refusal('NO-SUCH-CODE')).toBe('COUPON_NOT_FOUND');
    const maltese = await player({ countryCode: 'MT' });
    expect((await redeem(maltese.token, code('MALTA'))).statusCode).toBe(200);
  });

  it('grant exactly their number of uses when players redeem at once', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => player()));
    const answers = await Promise.all(players.map((one) => redeem(one.token, code('TWO'))));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'granted' : answer.json().errorCode));
    expect(codes.filter((value) => value === 'granted')).toHaveLength(2);
    expect(codes.filter((value) => value === 'MAXIMUM_PARTICIPANTS')).toHaveLength(3);
    const [row] = await app.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, code('TWO')));
    expect(row?.uses).toBe(2);
  });

  it('stop a player guessing: ten codes that match nothing and even a real one waits 15 minutes', async () => {
    const guesser = await player();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await redeem(guesser.token, `GUESS${attempt}`)).json().errorCode).toBe('COUPON_NOT_FOUND');
    const blocked = await redeem(guesser.token, code('FIVE'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    offset += 15 * 60_000 + 1000;
    try {
      expect((await redeem(guesser.token, code('FIVE'))).statusCode).toBe(200);
    } finally {
      offset -= 15 * 60_000 + 1000;
    }
  });
});

describe('the ledger after these journeys', () => {
  it('is balanced: postings, cached balances, zero-sum currencies, no player below zero, each key once', async () => {
    await expectLedgerInvariants(app.database);
  });
});
