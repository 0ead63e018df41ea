import { activateBonusResponseSchema, freeSpinsResponseSchema, roundResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import { compileGame, createRoundRandom, hashServerSeed, playRound, titles } from '@casino/slot-engine';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { devSeedEncryptionKey } from '../../config.ts';
import {
  auditLog,
  bonusOffers,
  coupons,
  fairSeeds,
  gameRounds,
  jobs,
  ledgerTransactions,
  playerBonuses,
  users,
} from '../../db/schema.ts';
import { createSeedVault } from '../games/index.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';

/*
 * Free spins (issue 18): taken with a coupon or on /freemoney, played on their game at their stake
 * through the real slot engine with the player's provably fair seeds, paid by no one; their
 * winnings then become bonus money with its own wagering, one free-spins bonus and one money bonus
 * at a time.
 */

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const dayMs = 86_400_000;
let app: TestApp;
let wallet: Wallet;
const run = Date.now().toString(36);
const key = (name: string) => `${run}-${name}`;
const [title] = titles;
if (!title) throw new Error('the studio needs a title');
const engine = compileGame(title);
const stake = BigInt(title.minBet);

/** A server seed and client seed whose first `spins` rounds win `won` in all (found by playing them here). */
function winningSeeds(spins: number) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const serverSeed = `free-spins-test-seed-${attempt}`.padEnd(64, '0');
    const clientSeed = 'client-seed';
    let won = 0n;
    const wins: bigint[] = [];
    for (let nonce = 0; nonce < spins; nonce += 1) {
      const outcome = playRound(engine, createRoundRandom({ serverSeed, clientSeed, nonce }), { buy: false });
      const win = (BigInt(outcome.units) * stake) / BigInt(title?.betUnits ?? 1);
      wins.push(win);
      won += win;
    }
    if (won > 0n) return { serverSeed, clientSeed, won, wins };
  }
  throw new Error('no winning seed found');
}

const freeSpins = (name: string, count: number, seed: Partial<typeof bonusOffers.$inferInsert> = {}) => ({
  type: 'freespins' as const,
  key: key(name),
  title: `Spins ${name}`,
  matchBp: 0,
  wageringMultiplier: 1,
  validDays: 2,
  freeSpinsGame: title.id,
  freeSpinsCount: count,
  freeSpinStake: { EUR: stake.toString() },
  ...seed,
});

beforeAll(async () => {
  app = await createTestApp({ clock });
  wallet = createWallet({ database: app.database, clock });
  const inserted = await app.database.db
    .insert(bonusOffers)
    .values([
      freeSpins('three', 3, { couponOnly: true }),
      freeSpins('one', 1),
      freeSpins('other', 1),
      {
        type: 'no_deposit',
        key: key('money'),
        title: 'Money bonus',
        matchBp: 0,
        bonusAmount: { EUR: '1000' },
        wageringMultiplier: 10,
      },
    ])
    .returning();
  const three = inserted.find((offer) => offer.key === key('three'));
  await app.database.db
    .insert(coupons)
    .values({ code: `SPINS-${run}`.toUpperCase(), offerId: three?.id ?? 0 });
});
afterAll(async () => {
  await app?.close();
});

async function player() {
  const created = await createPlayer(app);
  const userId = created.user.userId as number;
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
  return { ...created, userId };
}

/**
 * The player's seed pair set to known seeds before their first round (what the test can replay),
 * sealed with the test server's (development) key.
 */
async function useSeeds(userId: number, seeds: { serverSeed: string; clientSeed: string }) {
  await app.database.db.insert(fairSeeds).values({
    userId,
    serverSeedSealed: createSeedVault({ current: devSeedEncryptionKey, previous: [] }).seal(
      seeds.serverSeed,
      userId,
    ),
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    clientSeed: seeds.clientSeed,
  });
}

const post = (token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
let clicks = 0;
const freeSpin = (token: string) =>
  post(token, `/api/games/${title.id}/spin`, {
    bet: '1',
    requestId: `free-${run}-${++clicks}`,
    freeSpin: true,
  });

describe('free spins', () => {
  it('are granted by a coupon, played at their stake paid by no one, and their winnings become bonus money that is wagered and converted', async () => {
    const seeds = winningSeeds(3);
    const p = await player();
    await useSeeds(p.userId, seeds);
    const redeemed = await post(p.token, '/api/bonuses/coupon', { code: `spins-${run}` });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const { bonus } = activateBonusResponseSchema.parse(redeemed.json()).data;
    expect(bonus).toMatchObject({
      kind: 'free_spins',
      status: 'active',
      freeSpins: { game: title.id, total: 3, left: 3, stake: stake.toString(), won: '0' },
    });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/bonuses/free-spins',
      headers: bearer(p.token),
    });
    expect(freeSpinsResponseSchema.parse(listed.json()).data.freeSpins?.id).toBe(bonus.id);

    // each spin: the stake is the offer's whatever the bet asked, and the balance does not move
    for (let spin = 0; spin < 3; spin += 1) {
      const answer = await freeSpin(p.token);
      expect(answer.statusCode, answer.body).toBe(200);
      const round = roundResponseSchema.parse(answer.json()).data.round;
      expect(round).toMatchObject({ bet: stake.toString(), win: seeds.wins[spin]?.toString() });
      expect(round.seeds).toMatchObject({ clientSeed: seeds.clientSeed, nonce: spin });
      expect(round.freeSpins).toMatchObject({ left: 2 - spin, done: spin === 2 });
      if (spin < 2) expect(await wallet.balances(p.userId, 'EUR')).toMatchObject({ cash: 0n, bonus: 0n });
    }
    const none = await freeSpin(p.token);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errorCode: 'BONUS_NOT_FOUND' });

    // the rounds are recorded, each naming the free spins, none with a bet posting
    const rounds = await app.database.db.select().from(gameRounds).where(eq(gameRounds.userId, p.userId));
    expect(rounds).toHaveLength(3);
    expect(rounds.every((row) => row.betTransactionId === null && row.freeSpinBonusId !== null)).toBe(true);
    expect(await wallet.stakesByGame(p.userId, new Date(0))).toEqual([]);

    // the winnings are now the player's bonus money, wagered once
    expect(await wallet.balances(p.userId, 'EUR')).toMatchObject({ cash: 0n, bonus: seeds.won });
    const active = await app.bonuses.activeBonus(p.userId);
    expect(active).toMatchObject({
      id: bonus.id,
      kind: 'money',
      bonusAmount: seeds.won.toString(),
      wageringRequired: seeds.won.toString(),
      wagered: '0',
    });
    const grants = await app.database.db
      .select({ amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, p.userId), eq(ledgerTransactions.type, 'bonus_grant')));
    expect(grants).toEqual([{ amount: seeds.won }]);

    // bet it and win it back: wagered, it becomes cash
    await wallet.bet({
      userId: p.userId,
      currency: 'EUR',
      idempotencyKey: `fs-bet-${p.userId}`,
      amount: minor(seeds.won),
      context: { game: title.id },
    });
    await wallet.win({
      userId: p.userId,
      currency: 'EUR',
      idempotencyKey: `fs-win-${p.userId}`,
      amount: minor(seeds.won),
      betKey: `fs-bet-${p.userId}`,
    });
    expect(await app.bonuses.activeBonus(p.userId)).toBeNull();
    expect(await wallet.balances(p.userId, 'EUR')).toMatchObject({ cash: seeds.won, bonus: 0n });
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, bonus.id));
    expect(row?.status).toBe('completed');
  });

  it('are held beside a money bonus, one set at a time; their winnings wait until the money bonus ends', async () => {
    const seeds = winningSeeds(1);
    const p = await player();
    await useSeeds(p.userId, seeds);
    expect((await post(p.token, '/api/bonuses/activate', { promotionId: key('money') })).statusCode).toBe(
      200,
    );
    const taken = await post(p.token, '/api/bonuses/activate', { promotionId: key('one') });
    expect(taken.statusCode, taken.body).toBe(200);
    const second = await post(p.token, '/api/bonuses/activate', { promotionId: key('other') });
    expect(second.json()).toMatchObject({ errorCode: 'ACTIVE_FREE_SPINS' });

    expect((await freeSpin(p.token)).statusCode).toBe(200);
    // the money bonus is still the active one; the winnings wait, not yet in the balance
    expect((await app.bonuses.activeBonus(p.userId))?.offerKey).toBe(key('money'));
    expect((await wallet.balances(p.userId, 'EUR')).bonus).toBe(1000n);
    const waiting = await app.inject({
      method: 'GET',
      url: '/api/bonuses/free-spins',
      headers: bearer(p.token),
    });
    expect(freeSpinsResponseSchema.parse(waiting.json()).data.freeSpins).toMatchObject({
      freeSpins: { left: 0, won: seeds.won.toString() },
    });

    expect((await post(p.token, '/api/bonuses/active/cancel', {})).statusCode).toBe(200);
    const promoted = await app.bonuses.activeBonus(p.userId);
    expect(promoted).toMatchObject({
      offerKey: key('one'),
      kind: 'money',
      bonusAmount: seeds.won.toString(),
    });
    expect((await wallet.balances(p.userId, 'EUR')).bonus).toBe(seeds.won);
  });

  it('answer a repeated request id with the round it played, and end with a self-exclusion', async () => {
    const p = await player();
    expect((await post(p.token, '/api/bonuses/activate', { promotionId: key('other') })).statusCode).toBe(
      200,
    );
    const requestId = `free-repeat-${run}-${p.userId}`;
    const spin = () => post(p.token, `/api/games/${title.id}/spin`, { bet: '1', requestId, freeSpin: true });
    const first = await spin();
    const again = await spin();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(roundResponseSchema.parse(again.json()).data.round.id).toBe(requestId);
    const rounds = await app.database.db.select().from(gameRounds).where(eq(gameRounds.userId, p.userId));
    expect(rounds).toHaveLength(1);

    const q = await player();
    const taken = await post(q.token, '/api/bonuses/activate', { promotionId: key('one') });
    const { bonus } = activateBonusResponseSchema.parse(taken.json()).data;
    const excluded = await post(q.token, '/api/user/responsible-gaming/self-exclusion', {
      period: '1m',
      confirm: true,
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    await app.events.settled();
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, bonus.id));
    expect(row).toMatchObject({ status: 'cancelled', endReason: 'self-exclusion' });
  });

  it('grants exactly one spin when the last is played twice at once', async () => {
    const p = await player();
    expect((await post(p.token, '/api/bonuses/activate', { promotionId: key('other') })).statusCode).toBe(
      200,
    );
    const answers = await Promise.all([freeSpin(p.token), freeSpin(p.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const rounds = await app.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, p.userId), isNull(gameRounds.betTransactionId)));
    expect(rounds).toHaveLength(1);
  });

  it('are cancelled by an operator with a reason, audited, leaving the money bonus alone', async () => {
    const p = await player();
    expect((await post(p.token, '/api/bonuses/activate', { promotionId: key('money') })).statusCode).toBe(
      200,
    );
    const taken = await post(p.token, '/api/bonuses/activate', { promotionId: key('one') });
    const { bonus } = activateBonusResponseSchema.parse(taken.json()).data;
    const operator = await createOperator(app, 'marketing');
    const token = await signInOperator(app, operator, clock.now());
    const answer = await app.inject({
      method: 'POST',
      url: `/api/backoffice/players/${p.userId}/bonus/cancel`,
      headers: bearer(token),
      payload: { bonusId: bonus.id, reason: 'Given by mistake' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: bonus.id,
      status: 'cancelled',
      endReason: 'Given by mistake',
    });
    expect((await freeSpin(p.token)).json()).toMatchObject({ errorCode: 'BONUS_NOT_FOUND' });
    expect((await app.bonuses.activeBonus(p.userId))?.offerKey).toBe(key('money'));
    expect((await wallet.balances(p.userId, 'EUR')).bonus).toBe(1000n);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, operator.id), eq(auditLog.action, 'player.bonus-cancel')));
    expect(audit).toHaveLength(1);
  });

  it('expire at their time: spins not played end with the bonus, by the job runner', async () => {
    const p = await player();
    const taken = await post(p.token, '/api/bonuses/activate', { promotionId: key('one') });
    const { bonus } = activateBonusResponseSchema.parse(taken.json()).data;
    // the expiry job was written with the free spins, at their expiry
    const [job] = await app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'bonuses.expire'), eq(jobs.key, `bonus:${bonus.id}`)));
    expect(job?.runAt.toISOString()).toBe(bonus.expiresAt);
    offset += 2 * dayMs + 60_000;
    try {
      await app.jobs.runDue();
      const [row] = await app.database.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.publicId, bonus.id));
      expect(row).toMatchObject({ status: 'expired', freeSpinsLeft: 1 });
      expect((await freeSpin(p.token)).json()).toMatchObject({ errorCode: 'BONUS_NOT_FOUND' });
    } finally {
      offset -= 2 * dayMs + 60_000;
    }
  });
});

describe('the ledger after these journeys', () => {
  it('is balanced: postings, cached balances, zero-sum currencies, no player below zero, each key once', async () => {
    await expectLedgerInvariants(app.database);
  });
});
