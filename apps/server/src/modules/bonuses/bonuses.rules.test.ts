import { activateBonusResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import { titles } from '@casino/slot-engine';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { auditLog, bonusOffers, ledgerTransactions, playerBonuses, users } from '../../db/schema.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';

/*
 * The wagering rules of a bonus (issue 18): excluded games and the bonus bet limit refuse a stake
 * with their own codes, game weights and the wagering type decide what counts, the max win caps
 * what converts, a bonus whose money falls below its minimum balance is lost, and a bonus ends with
 * its money burnt on a self-exclusion or an operator's cancel.
 */

let app: TestApp;
let wallet: Wallet;
const run = Date.now().toString(36);
const key = (name: string) => `${run}-${name}`;
const [excluded, allowed] = titles;
if (!excluded || !allowed) throw new Error('the studio needs two titles');

const noDeposit = (
  name: string,
  seed: Partial<typeof bonusOffers.$inferInsert> = {},
): typeof bonusOffers.$inferInsert => ({
  type: 'no_deposit',
  key: key(name),
  title: `Rules ${name}`,
  matchBp: 0,
  bonusAmount: { EUR: '1000' },
  wageringMultiplier: 2,
  validDays: 3,
  ...seed,
});

beforeAll(async () => {
  app = await createTestApp();
  wallet = createWallet({ database: app.database, clock: { now: () => new Date() } });
  await app.database.db.insert(bonusOffers).values([
    noDeposit('guarded', { excludedGames: [excluded.id], maxBet: { EUR: String(allowed.minBet * 2) } }),
    noDeposit('weighted', { gameWeights: { 'half-slot': 50, 'table-game': 0 } }),
    noDeposit('real-only', { wageringType: 'REAL_MONEY_ONLY' }),
    noDeposit('capped', { wageringMultiplier: 1, maxWin: { EUR: '300' } }),
    noDeposit('plain'),
    // lost once less than €3 of its €10 is left before the €20 of wagering is done
    noDeposit('floor', { minBalance: { EUR: '300' } }),
    // a minimum not below what is granted would lose the bonus at once: it does not apply
    noDeposit('floor-too-high', { minBalance: { EUR: '1000' } }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

async function playerWith(offer: string, cash = 0n) {
  const player = await createPlayer(app);
  const userId = player.user.userId as number;
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
  if (cash > 0n)
    await wallet.deposit({
      userId,
      currency: 'EUR',
      idempotencyKey: `rules-cash-${userId}`,
      amount: minor(cash),
    });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/bonuses/activate',
    headers: bearer(player.token),
    payload: { promotionId: key(offer) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { bonus } = activateBonusResponseSchema.parse(answer.json()).data;
  return { ...player, userId, bonus };
}

let clicks = 0;
const spin = (token: string, game: string, bet: number) =>
  app.inject({
    method: 'POST',
    url: `/api/games/${game}/spin`,
    headers: bearer(token),
    payload: { bet: String(bet), requestId: `rules-${run}-${++clicks}` },
  });

/** A stake on a game straight through the wallet (a provider's bet names its game `game`). */
const stake = (userId: number, game: string, amount: bigint) =>
  wallet.bet({
    userId,
    currency: 'EUR',
    idempotencyKey: `rules-bet-${userId}-${++clicks}`,
    amount: minor(amount),
    context: { game },
  });

describe('a bonus’s wagering rules', () => {
  it('refuses a stake on an excluded game and above the bonus bet limit, changing nothing', async () => {
    const player = await playerWith('guarded');
    expect(player.bonus.rules).toMatchObject({
      excludedGames: [excluded.id],
      maxBet: String(allowed.minBet * 2),
    });
    const before = await wallet.balances(player.userId, 'EUR');

    const onExcluded = await spin(player.token, excluded.id, excluded.minBet);
    expect(onExcluded.statusCode).toBe(400);
    expect(onExcluded.json()).toMatchObject({ errorCode: 'BONUS_GAME_NOT_ELIGIBLE' });
    const tooLarge = await spin(player.token, allowed.id, allowed.minBet * 3);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      errorCode: 'BONUS_BET_LIMIT',
      fields: { limit: String(allowed.minBet * 2), currency: 'EUR' },
    });
    expect(await wallet.balances(player.userId, 'EUR')).toEqual(before);

    const within = await spin(player.token, allowed.id, allowed.minBet * 2);
    expect(within.statusCode, within.body).toBe(200);

    // without a bonus the same stakes are the game's own business
    await app.bonuses.cancel(player.userId);
    const other = await playerWith('plain', 100_000n);
    expect((await spin(other.token, excluded.id, excluded.minBet)).statusCode).toBe(200);
  });

  it('counts each game’s stakes by its weight', async () => {
    const player = await playerWith('weighted');
    await stake(player.userId, 'half-slot', 400n);
    await stake(player.userId, 'table-game', 300n);
    await stake(player.userId, 'any-slot', 100n);
    const active = await app.bonuses.activeBonus(player.userId);
    // 400 at 50% + 300 at 0% + 100 at 100%
    expect(active?.wagered).toBe('300');
    expect(active?.status).toBe('active');
  });

  it('counts only the real-money part of stakes when the wagering type is REAL_MONEY_ONLY', async () => {
    const player = await playerWith('real-only', 300n);
    // cash first: 300 of cash and 200 of bonus money
    await stake(player.userId, 'any-slot', 500n);
    const active = await app.bonuses.activeBonus(player.userId);
    expect(active?.wagered).toBe('300');
    expect(active?.bonusBalance).toBe('800');

    const everything = await playerWith('plain', 300n);
    await stake(everything.userId, 'any-slot', 500n);
    expect((await app.bonuses.activeBonus(everything.userId))?.wagered).toBe('500');
  });

  it('converts at most the max win when wagering completes and burns the rest in the same posting', async () => {
    const player = await playerWith('capped');
    const bet = await stake(player.userId, 'any-slot', 1000n);
    expect(bet.bonus).toBe(0n);
    await wallet.win({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `rules-win-${player.userId}`,
      amount: minor(1800n),
      betKey: `rules-bet-${player.userId}-${clicks}`,
    });
    // wagered 1000 of 1000: the bonus completes, 300 becomes cash, 1500 is burnt
    expect(await app.bonuses.activeBonus(player.userId)).toBeNull();
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 300n, bonus: 0n });
    const postings = await app.database.db
      .select({
        key: ledgerTransactions.idempotencyKey,
        type: ledgerTransactions.type,
        amount: ledgerTransactions.amount,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, player.userId));
    const wagered = `bonus:${player.bonus.id}:wagered`;
    expect(postings.filter((posting) => posting.key.startsWith(wagered))).toEqual(
      expect.arrayContaining([
        { key: wagered, type: 'bonus_convert', amount: 300n },
        { key: `${wagered}:capped`, type: 'bonus_burn', amount: 1500n },
      ]),
    );
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, player.bonus.id));
    expect(row?.status).toBe('completed');

    // the back-office's list: one player, one bonus wagered into cash, €10 granted, €3 paid out
    const token = await signInOperator(app, await createOperator(app, 'marketing'));
    const list = await app.inject({
      method: 'GET',
      url: '/api/backoffice/bonus-offers',
      headers: bearer(token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const capped = (list.json().data as Array<{ key: string; stats: unknown }>).find(
      (offer) => offer.key === key('capped'),
    );
    expect(capped?.stats).toEqual({
      players: 1,
      taken: 1,
      completed: 1,
      granted: { EUR: '1000' },
      converted: { EUR: '300' },
    });
  });
});

describe('a bonus’s minimum balance (spec §3 "min balance")', () => {
  it('is lost, the rest burnt, as soon as a settled round leaves less than the minimum', async () => {
    const player = await playerWith('floor');
    expect(player.bonus).toMatchObject({
      rules: { minBalance: '300' },
      wagerLeft: '2000',
      burnAmount: '1000',
      deadline: player.bonus.expiresAt,
    });
    await stake(player.userId, 'any-slot', 600n);
    // €4 left of €10, €14 still to wager, and the bet is the bonus's last update
    const [bet] = await app.database.db
      .select({ at: ledgerTransactions.createdAt })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, player.userId), eq(ledgerTransactions.type, 'bet')));
    const active = await app.bonuses.activeBonus(player.userId);
    expect(active).toMatchObject({
      status: 'active',
      bonusBalance: '400',
      wagerLeft: '1400',
      burnAmount: '400',
    });
    expect(Date.parse(active?.lastUpdate ?? '')).toBe(bet?.at.getTime());

    // a house round settles with its bet: €2 left is below €3, so the bonus is lost at once
    await stake(player.userId, 'any-slot', 200n);
    expect(await app.bonuses.activeBonus(player.userId)).toBeNull();
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, player.bonus.id));
    expect(row).toMatchObject({ status: 'lost', endReason: 'bonus balance below the minimum' });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 0n, bonus: 0n });
    const [burn] = await app.database.db
      .select({ type: ledgerTransactions.type, amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus:${player.bonus.id}:lost`));
    expect(burn).toEqual({ type: 'bonus_burn', amount: 200n });
    // the history says so: lost, nothing left to wager or burn, no deadline
    const [history] = await app.bonuses.history(player.userId, 10);
    expect(history).toMatchObject({ status: 'lost', wagerLeft: '0', burnAmount: '0', deadline: null });
  });

  it('waits for a provider’s open round, whose win may lift the balance again', async () => {
    const player = await playerWith('floor');
    const betKey = `rules-provider-${player.userId}`;
    await wallet.bet({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: betKey,
      amount: minor(800n),
      context: { gameId: 'provider-slot' },
    });
    // €2 left while the round is open: still active
    expect(await app.bonuses.activeBonus(player.userId)).toMatchObject({
      status: 'active',
      bonusBalance: '200',
    });
    await wallet.win({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `${betKey}-win`,
      amount: minor(500n),
      betKey,
    });
    expect(await app.bonuses.activeBonus(player.userId)).toMatchObject({
      status: 'active',
      bonusBalance: '700',
    });

    // the next round loses and the provider answers it with a win of nothing: lost
    await wallet.bet({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `${betKey}-2`,
      amount: minor(500n),
      context: { gameId: 'provider-slot' },
    });
    expect(await app.bonuses.activeBonus(player.userId)).toMatchObject({
      status: 'active',
      bonusBalance: '200',
    });
    await wallet.win({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `${betKey}-2-win`,
      amount: minor(0n),
      betKey: `${betKey}-2`,
    });
    expect(await app.bonuses.activeBonus(player.userId)).toBeNull();
    expect((await wallet.balances(player.userId, 'EUR')).bonus).toBe(0n);
  });

  it('waits for every open round, not only the latest', async () => {
    const player = await playerWith('floor');
    const tableKey = `rules-table-${player.userId}`;
    // a live table's hand, still open, then a house spin that leaves €2
    await wallet.bet({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: tableKey,
      amount: minor(300n),
      context: { gameId: 'live-table' },
    });
    await stake(player.userId, 'any-slot', 500n);
    expect(await app.bonuses.activeBonus(player.userId)).toMatchObject({
      status: 'active',
      bonusBalance: '200',
    });
    // the table pays €6: back above the minimum, and nothing was burnt
    await wallet.win({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `${tableKey}:win`,
      amount: minor(600n),
      betKey: tableKey,
    });
    expect(await app.bonuses.activeBonus(player.userId)).toMatchObject({
      status: 'active',
      bonusBalance: '800',
    });
  });

  it('keeps the minimum the bonus was granted with, and none when it is not below the grant', async () => {
    const player = await playerWith('floor');
    // an operator raises the offer's minimum later: the running bonus keeps €3
    const [offer] = await app.database.db
      .select()
      .from(bonusOffers)
      .where(eq(bonusOffers.key, key('floor')));
    const token = await signInOperator(app, await createOperator(app, 'marketing'));
    const setMinimum = (amount: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/backoffice/bonus-offers/${offer?.id}`,
        headers: bearer(token),
        payload: { minBalance: { EUR: amount } },
      });
    expect((await setMinimum('900')).statusCode).toBe(200);
    await stake(player.userId, 'any-slot', 500n);
    expect(await app.bonuses.activeBonus(player.userId)).toMatchObject({
      status: 'active',
      bonusBalance: '500',
      rules: { minBalance: '300' },
    });
    expect((await setMinimum('300')).statusCode).toBe(200);

    const high = await playerWith('floor-too-high');
    expect(high.bonus.rules.minBalance).toBeNull();
    await stake(high.userId, 'any-slot', 900n);
    expect(await app.bonuses.activeBonus(high.userId)).toMatchObject({
      status: 'active',
      bonusBalance: '100',
    });
  });
});

describe('a bonus ended by a rule or an operator', () => {
  it('is replaced by a new one only when the player agrees: Burn and Activate new bonus', async () => {
    const player = await playerWith('plain');
    await stake(player.userId, 'any-slot', 400n);
    const take = (replaceActive?: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/bonuses/activate',
        headers: bearer(player.token),
        payload: { promotionId: key('weighted'), ...(replaceActive === undefined ? {} : { replaceActive }) },
      });
    const refused = await take();
    expect(refused.json()).toMatchObject({
      errorCode: 'ACTIVE_BONUS',
      fields: { activeBonusId: player.bonus.id },
    });
    expect((await wallet.balances(player.userId, 'EUR')).bonus).toBe(600n);

    // the player agreed to burn another bonus than the active one (it changed meanwhile): refused
    const stale = await app.inject({
      method: 'POST',
      url: '/api/bonuses/activate',
      headers: bearer(player.token),
      payload: {
        promotionId: key('weighted'),
        replaceActive: true,
        replaceBonusId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(stale.json()).toMatchObject({
      errorCode: 'ACTIVE_BONUS',
      fields: { activeBonusId: player.bonus.id },
    });
    const replaced = await take(true);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { bonus } = activateBonusResponseSchema.parse(replaced.json()).data;
    expect(bonus).toMatchObject({
      offerKey: key('weighted'),
      status: 'active',
      bonusBalance: '1000',
      wagered: '0',
    });
    const [old] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, player.bonus.id));
    expect(old?.status).toBe('cancelled');
    const [burn] = await app.database.db
      .select({ amount: ledgerTransactions.amount, type: ledgerTransactions.type })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus:${bonus.id}:grant:replaces`));
    expect(burn).toEqual({ amount: 600n, type: 'bonus_burn' });
  });

  it('burns the bonus money when the player excludes themselves', async () => {
    const player = await playerWith('plain');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/user/responsible-gaming/self-exclusion',
      headers: bearer(player.token),
      payload: { period: '1m', confirm: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await app.events.settled();
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, player.bonus.id));
    expect(row).toMatchObject({ status: 'cancelled', endReason: 'self-exclusion' });
    expect((await wallet.balances(player.userId, 'EUR')).bonus).toBe(0n);
  });

  it('lets an operator with bonuses.manage cancel a player’s bonus with a reason, audited', async () => {
    const player = await playerWith('plain');
    const path = `/api/backoffice/players/${player.userId}/bonus/cancel`;
    const support = await signInOperator(app, await createOperator(app, 'support'));
    const refused = await app.inject({
      method: 'POST',
      url: path,
      headers: bearer(support),
      payload: { bonusId: player.bonus.id, reason: 'Abuse of the offer' },
    });
    expect(refused.statusCode).toBe(403);

    const owner = await createOperator(app, 'owner');
    const token = await signInOperator(app, owner);
    const noReason = await app.inject({
      method: 'POST',
      url: path,
      headers: bearer(token),
      payload: { bonusId: player.bonus.id, reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect((await wallet.balances(player.userId, 'EUR')).bonus).toBe(1000n);

    const answer = await app.inject({
      method: 'POST',
      url: path,
      headers: bearer(token),
      payload: { bonusId: player.bonus.id, reason: 'Abuse of the offer' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      id: player.bonus.id,
      status: 'cancelled',
      endReason: 'Abuse of the offer',
    });
    expect((await wallet.balances(player.userId, 'EUR')).bonus).toBe(0n);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, owner.id), eq(auditLog.action, 'player.bonus-cancel')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ status: 'cancelled', reason: 'Abuse of the offer' });

    const again = await app.inject({
      method: 'POST',
      url: path,
      headers: bearer(token),
      payload: { bonusId: player.bonus.id, reason: 'Abuse of the offer' },
    });
    expect(again.json()).toMatchObject({ errorCode: 'BONUS_NOT_FOUND' });
  });
});

describe('the ledger after these journeys', () => {
  it('is balanced: postings, cached balances, zero-sum currencies, no player below zero, each key once', async () => {
    await expectLedgerInvariants(app.database);
  });
});
