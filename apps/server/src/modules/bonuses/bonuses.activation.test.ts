import { activateBonusResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { bonusOffers, playerBonuses, users } from '../../db/schema.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';
import { isoDayOfWeek } from './bonuses.catalogue.ts';
import { networkOf } from './bonuses.service.ts';

// real time (sign-ups are stamped by the database), moved forward by hand
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const dayMs = 86_400_000;
let app: TestApp;
let wallet: Wallet;
const run = Date.now().toString(36);
const key = (name: string) => `${run}-${name}`;

type OfferSeed = Partial<typeof bonusOffers.$inferInsert> & { key: string };
const noDeposit = (seed: OfferSeed): typeof bonusOffers.$inferInsert => ({
  type: 'no_deposit',
  title: `Free ${seed.key}`,
  matchBp: 0,
  bonusAmount: { EUR: '500' },
  wageringMultiplier: 10,
  validDays: 3,
  ...seed,
  key: key(seed.key),
});

beforeAll(async () => {
  app = await createTestApp({ clock });
  wallet = createWallet({ database: app.database, clock });
  const today = isoDayOfWeek(new Date(), 'UTC');
  await app.database.db.insert(bonusOffers).values([
    noDeposit({ key: 'free-five' }),
    noDeposit({ key: 'verified-only', requiresEmailVerification: true }),
    noDeposit({ key: 'newcomers', registeredWithinDays: 7 }),
    noDeposit({ key: 'not-today', daysOfWeek: [(today % 7) + 1] }),
    noDeposit({ key: 'next-week', startsAt: new Date(Date.now() + 7 * dayMs) }),
    noDeposit({ key: 'last-week', endsAt: new Date(Date.now() - dayMs) }),
    noDeposit({ key: 'paused', isActive: false }),
    noDeposit({ key: 'rupees-only', bonusAmount: { INR: '50000' } }),
    noDeposit({ key: 'two-players', maxParticipants: 2 }),
    noDeposit({ key: 'weekly', retryDays: 7 }),
    noDeposit({ key: 'loyal', minDeposits: 2 }),
    noDeposit({ key: 'daily', retryDays: 1 }),
    noDeposit({ key: 'per-network', onePerNetwork: true }),
    noDeposit({ key: 'vip-malta', tags: ['vip'], countries: ['MT'] }),
    {
      ...noDeposit({ key: 'vip-reload', tags: ['vip'] }),
      type: 'deposit',
      matchBp: 5_000,
      maxBonus: { EUR: '10000' },
    },
    { ...noDeposit({ key: 'deposit-kind' }), type: 'deposit', matchBp: 10_000, maxBonus: { EUR: '10000' } },
  ]);
});
afterAll(async () => {
  await app?.close();
});

const activate = (token: string, promotionId: string, timeZone?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bonuses/activate',
    headers: bearer(token),
    payload: { promotionId, ...(timeZone ? { timeZone } : {}) },
  });
const activateFrom = (token: string, promotionId: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bonuses/activate',
    headers: { ...bearer(token), 'x-forwarded-for': ip },
    remoteAddress: ip,
    payload: { promotionId },
  });
const cancel = (token: string) =>
  app.inject({ method: 'POST', url: '/api/bonuses/active/cancel', headers: bearer(token), payload: {} });

async function verifiedPlayer() {
  const player = await createPlayer(app);
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, player.email));
  return { ...player, userId: player.user.userId as number };
}

async function refusal(token: string, name: string) {
  const answer = await activate(token, key(name));
  expect(answer.statusCode, `${name}: ${answer.body}`).toBe(400);
  return answer.json().errorCode as string;
}

describe('taking a no-deposit bonus', () => {
  it('grants its money in one ledger posting and activates it; wagering it turns what is left into cash', async () => {
    const player = await verifiedPlayer();
    const answer = await activate(player.token, key('free-five'));
    expect(answer.statusCode, answer.body).toBe(200);
    const { bonus } = activateBonusResponseSchema.parse(answer.json()).data;
    expect(bonus).toMatchObject({
      offerKey: key('free-five'),
      status: 'active',
      bonusAmount: '500',
      bonusBalance: '500',
      wageringRequired: '5000',
    });
    expect((await wallet.balances(player.userId, 'EUR')).bonus).toBe(500n);
    // the expiry is the offer's days from now
    expect(Date.parse(bonus.expiresAt ?? '') - clock.now().getTime()).toBeGreaterThan(3 * dayMs - 60_000);

    // €50 of bets from bonus money: bet €5 and win it back ten times
    for (let round = 0; round < 10; round += 1) {
      const bet = await wallet.bet({
        userId: player.userId,
        currency: 'EUR',
        idempotencyKey: `nd-bet-${player.userId}-${round}`,
        amount: minor(500n),
      });
      await wallet.win({
        userId: player.userId,
        currency: 'EUR',
        idempotencyKey: `nd-win-${player.userId}-${round}`,
        amount: minor(500n),
        betKey: `nd-bet-${player.userId}-${round}`,
      });
      expect(bet.status).toBeDefined();
    }
    await app.bonuses.activeBonus(player.userId);
    const balances = await wallet.balances(player.userId, 'EUR');
    expect(balances).toMatchObject({ bonus: 0n, cash: 500n });
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, bonus.id));
    expect(row?.status).toBe('completed');
    expect(row?.paymentId).toBeNull();
  });

  it('refuses each rule with its own code and records nothing', async () => {
    const unverified = await createPlayer(app);
    expect(await refusal(unverified.token, 'verified-only')).toBe('REQUIRED_EMAIL_VERIFICATION');
    const player = await verifiedPlayer();
    expect(await refusal(player.token, 'deposit-kind')).toBe('DEPOSITS_NUMBER');
    expect(await refusal(player.token, 'paused')).toBe('BONUS_NOT_FOUND');
    expect(await refusal(player.token, 'no-such-offer')).toBe('BONUS_NOT_FOUND');
    expect(await refusal(player.token, 'rupees-only')).toBe('BONUS_NOT_FOUND');
    expect(await refusal(player.token, 'not-today')).toBe('VALID_ON_DAYS');
    expect(await refusal(player.token, 'next-week')).toBe('START_TIME_ERROR');
    expect(await refusal(player.token, 'last-week')).toBe('END_TIME_ERROR');
    const taken = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, player.userId));
    expect(taken).toHaveLength(0);
    expect((await wallet.balances(player.userId, 'EUR')).bonus).toBe(0n);

    // one bonus at a time
    expect((await activate(player.token, key('newcomers'))).statusCode).toBe(200);
    expect(await refusal(player.token, 'free-five')).toBe('ACTIVE_BONUS');
  });

  it('is for newcomers when the offer says so: REGISTRATION_BONUS once they are older', async () => {
    const player = await verifiedPlayer();
    offset += 8 * dayMs;
    try {
      expect(await refusal(player.token, 'newcomers')).toBe('REGISTRATION_BONUS');
    } finally {
      offset -= 8 * dayMs;
    }
  });

  it('grants exactly the number of participants allowed when players take it at once', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => verifiedPlayer()));
    const answers = await Promise.all(players.map((player) => activate(player.token, key('two-players'))));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'granted' : answer.json().errorCode));
    expect(codes.filter((code) => code === 'granted')).toHaveLength(2);
    expect(codes.filter((code) => code === 'MAXIMUM_PARTICIPANTS')).toHaveLength(3);
    const granted = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.status, 'active'));
    const forOffer = granted.filter((row) => players.some((player) => player.userId === row.userId));
    expect(forOffer).toHaveLength(2);
  });

  it('may be taken again only after its retry period; once only without one', async () => {
    const player = await verifiedPlayer();
    expect((await activate(player.token, key('weekly'))).statusCode).toBe(200);
    expect((await cancel(player.token)).statusCode).toBe(200);
    expect(await refusal(player.token, 'weekly')).toBe('RETRY_PERIOD');
    offset += 7 * dayMs + 60_000;
    try {
      expect((await activate(player.token, key('weekly'))).statusCode).toBe(200);
      expect((await cancel(player.token)).statusCode).toBe(200);
    } finally {
      offset -= 7 * dayMs + 60_000;
    }

    expect((await activate(player.token, key('free-five'))).statusCode).toBe(200);
    expect((await cancel(player.token)).statusCode).toBe(200);
    const again = await activate(player.token, key('free-five'));
    expect(again.json()).toMatchObject({
      errorCode: 'RETRY_PERIOD',
      message: 'You have already taken this bonus',
    });
  });
});

describe('the checks against abuse', () => {
  it('asks for a number of deposits first: DEPOSITS_NUMBER2 with required, current and remaining', async () => {
    const player = await verifiedPlayer();
    await wallet.deposit({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `loyal-deposit-${player.userId}-1`,
      amount: minor(1000n),
    });
    const refused = await activate(player.token, key('loyal'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'DEPOSITS_NUMBER2',
      fields: { required: '2', current: '1', remaining: '1' },
    });
    await wallet.deposit({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `loyal-deposit-${player.userId}-2`,
      amount: minor(1000n),
    });
    expect((await activate(player.token, key('loyal'))).statusCode).toBe(200);
  });

  it('refuses a bonus an operator cancelled on the account: CANCELLED, even after its retry period', async () => {
    const player = await verifiedPlayer();
    const taken = await activate(player.token, key('daily'));
    const { bonus } = activateBonusResponseSchema.parse(taken.json()).data;
    await app.bonuses.cancel(player.userId, { bonusId: bonus.id, reason: 'Bonus abuse' });
    offset += dayMs + 60_000;
    try {
      expect(await refusal(player.token, 'daily')).toBe('CANCELLED');
    } finally {
      offset -= dayMs + 60_000;
    }
    // a bonus the player cancelled themselves may be taken again after its retry period
    const other = await verifiedPlayer();
    expect((await activate(other.token, key('daily'))).statusCode).toBe(200);
    expect((await cancel(other.token)).statusCode).toBe(200);
    offset += dayMs + 60_000;
    try {
      expect((await activate(other.token, key('daily'))).statusCode).toBe(200);
    } finally {
      offset -= dayMs + 60_000;
    }
  });

  it('grants an offer once per network when it says so: BONUS_FRAUD for a second account on the same /24', async () => {
    const [first, second, elsewhere] = await Promise.all([
      verifiedPlayer(),
      verifiedPlayer(),
      verifiedPlayer(),
    ]);
    const network = `198.51.${Number.parseInt(run.slice(-2), 36) % 250}`;
    expect((await activateFrom(first.token, key('per-network'), `${network}.10`)).statusCode).toBe(200);
    const refused = await activateFrom(second.token, key('per-network'), `${network}.77`);
    expect(refused.json()).toMatchObject({ errorCode: 'BONUS_FRAUD' });
    expect((await wallet.balances(second.userId, 'EUR')).bonus).toBe(0n);
    expect((await activateFrom(elsewhere.token, key('per-network'), '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('the network of an address', () => {
  it('is the IPv4 /24 or the IPv6 /48, written out', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113');
    expect(networkOf('::ffff:cb00:7107')).toBe('203.0.113');
    expect(networkOf('2001:db8:ab::1')).toBe(networkOf('2001:0db8:00ab:0001:0000:0000:0000:0009'));
    expect(networkOf('2001:db8:ab::1')).toBe('8193:3512:171');
    expect(networkOf('2001:db8:ac::1')).not.toBe(networkOf('2001:db8:ab::1'));
    expect(networkOf(undefined)).toBeNull();
  });
});

describe('an offer targeted at players (countries, tags)', () => {
  const listed = async (token?: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/get-all-bonus?limit=100',
      ...(token ? { headers: bearer(token) } : {}),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data.bonus.rows as Array<{ id: string }>).map((row) => row.id);
  };
  const depositOffers = async (token: string) =>
    (
      (await app.inject({ method: 'GET', url: '/api/bonuses/deposit-offers', headers: bearer(token) })).json()
        .data.offers as Array<{ key: string }>
    ).map((offer) => offer.key);

  it('is seen and taken only by players with one of its tags, in its countries', async () => {
    const plain = await verifiedPlayer();
    // not for visitors, nor for a player without the tag: not listed, not taken, not chosen with a deposit
    expect(await listed()).not.toContain(key('vip-malta'));
    expect(await listed(plain.token)).not.toContain(key('vip-malta'));
    expect(await refusal(plain.token, 'vip-malta')).toBe('BONUS_NOT_FOUND');
    expect(await depositOffers(plain.token)).not.toContain(key('vip-reload'));
    await expect(
      app.bonuses.reserve(
        { id: plain.userId, currencyCode: 'EUR', countryCode: 'MT', tags: [] },
        { key: key('vip-reload'), amount: 5_000n, replaceActive: false },
      ),
    ).rejects.toMatchObject({ code: 'BONUS_NOT_FOUND' });
    expect(
      await app.database.db.select().from(playerBonuses).where(eq(playerBonuses.userId, plain.userId)),
    ).toEqual([]);

    // a tagged player in another country: the tag is not enough
    const abroad = await verifiedPlayer();
    await app.database.db
      .update(users)
      .set({ tags: ['vip'], countryCode: 'DE' })
      .where(eq(users.id, abroad.userId));
    expect(await refusal(abroad.token, 'vip-malta')).toBe('BONUS_NOT_FOUND');

    // a tagged player in Malta sees both, and takes the one without a deposit
    const vip = await verifiedPlayer();
    await app.database.db
      .update(users)
      .set({ tags: ['regular', 'vip'] })
      .where(eq(users.id, vip.userId));
    expect(await listed(vip.token)).toEqual(expect.arrayContaining([key('vip-malta'), key('vip-reload')]));
    expect(await depositOffers(vip.token)).toContain(key('vip-reload'));
    const taken = await activate(vip.token, key('vip-malta'));
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await wallet.balances(vip.userId, 'EUR')).bonus).toBe(500n);
  });
});

describe('the ledger after these journeys', () => {
  it('is balanced: postings, cached balances, zero-sum currencies, no player below zero, each key once', async () => {
    await expectLedgerInvariants(app.database);
  });
});
