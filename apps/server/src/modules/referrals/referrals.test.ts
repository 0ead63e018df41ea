import { referralOverviewResponseSchema, userDetailsResponseSchema } from '@casino/contracts';
import { referralAdminSchema, referralSettingsSchema } from '@casino/contracts/referrals';
import { minor } from '@casino/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, depositor, signUpPayload } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { auditLog, ledgerTransactions } from '../../db/schema.ts';

/*
 * Refer-a-friend (issue 20): the link, a friend's sign-up through it, the referrer's reward once the
 * friend deposited and wagered the operator's amount (seeded for EUR: wager 20.00, reward 10.00),
 * paid once, held until the referrer deposits; and the anti-abuse refusals: the referrer's device,
 * network and card.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    env: {
      RATE_LIMIT_SCALE: '10',
      PAYMENT_SANDBOX: 'true',
      SANDBOX_WEBHOOK_SECRET: 'referrals-sandbox-secret-0123456789ab',
    },
  });
});
afterAll(async () => {
  if (app) await expectLedgerInvariants(app.database);
  await app?.close();
});

let clicks = 0;
let networks = 0;
/** A network of its own (a /24) for each player, unless one is given. */
const freshIp = () => `203.0.${++networks}.10`;

async function signUp(overrides: Record<string, unknown> = {}, ip = freshIp()) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/user/sign-up',
    payload: signUpPayload(overrides),
    headers: { 'x-forwarded-for': ip },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json();
  // a deposit needs an address (spec §4)
  const profile = await app.inject({
    method: 'PUT',
    url: '/api/user/update-user-details',
    payload: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
    headers: { ...bearer(body.accessToken), 'x-forwarded-for': ip },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await app.events.settled();
  return { token: body.accessToken as string, userId: body.createUser.userId as number, ip };
}

/** A card deposit through the sandbox provider, 3-D Secure passed: what a player does on /deposit. */
async function depositByCard(token: string, amount: string, number = '4111 1111 1111 1111') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payments/deposit',
    headers: bearer(token),
    payload: {
      method: 'visa',
      amount,
      requestId: `ref-dep-${++clicks}`,
      card: { number, holder: 'Maria Borg', expiry: '12/39', cvc: '737' },
    },
  });
  expect(started.statusCode, started.body).toBe(200);
  const next = started.json().data.next as { url: string };
  await app.inject({ method: 'GET', url: next.url });
  const decided = await app.inject({
    method: 'POST',
    url: next.url,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = new URL(String(decided.headers.location), 'http://casino.test');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/user/3ds-webhook',
    payload: { PaReq: location.searchParams.get('PaReq'), MD: location.searchParams.get('MD') },
    headers: bearer(token),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await app.events.settled();
}

let rounds = 0;
async function wager(userId: number, stake: bigint) {
  await app.wallet.settleRound({
    userId,
    currency: 'EUR',
    idempotencyKey: `ref-round-${userId}-${++rounds}`,
    bet: minor(stake),
    win: minor(0n),
    records: [],
    context: { game: 'copper-cherries' },
  });
  await app.events.settled();
}

async function overview(token: string) {
  const answer = await app.inject({ method: 'GET', url: '/api/user/referrals', headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return referralOverviewResponseSchema.parse(answer.json()).data;
}

const rewardsOf = (userId: number) =>
  app.database.db
    .select({ amount: ledgerTransactions.amount, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'referral_reward')));

describe('refer-a-friend', () => {
  it('pays the referrer once when a friend from their link has deposited and wagered the operator’s amount', async () => {
    const referrer = await signUp({ uniqueKey: 'device-referrer-1' });
    await depositByCard(referrer.token, '5000', '4111 1111 1111 1111');
    const link = await overview(referrer.token);
    expect(link).toMatchObject({
      eligible: true,
      enabled: true,
      invited: 0,
      reward: { amount: '1000', currency: 'EUR' },
      wagerRequired: { amount: '2000', currency: 'EUR' },
    });
    expect(link.code).toMatch(/^[A-Z0-9]{8}$/);
    const details = await app.inject({
      method: 'GET',
      url: '/api/user/get-user-details',
      headers: bearer(referrer.token),
    });
    expect(userDetailsResponseSchema.parse(details.json()).data.referralData).toEqual({
      code: link.code,
      referredCount: 0,
    });

    const friend = await signUp({ referralCode: link.code, uniqueKey: 'device-friend-1' });
    expect((await overview(referrer.token)).friends).toMatchObject([{ status: 'pending', deposited: false }]);
    await depositByCard(friend.token, '3000', '5555 5555 5555 4444');
    await wager(friend.userId, 1_500n);
    expect(await rewardsOf(referrer.userId)).toEqual([]);
    // the requirement reached: paid once, however many events and checks follow
    await wager(friend.userId, 500n);
    await Promise.all([
      app.referrals.check(friend.userId),
      app.referrals.catchUp(),
      wager(friend.userId, 100n),
    ]);
    expect(await rewardsOf(referrer.userId)).toEqual([{ amount: 1_000n, key: `referral:${friend.userId}` }]);
    const after = await overview(referrer.token);
    expect(after).toMatchObject({ invited: 1, qualified: 1, paid: 1, earned: { amount: '1000' } });
    expect(after.friends[0]).toMatchObject({ status: 'paid', deposited: true, wagered: { amount: '2100' } });
    expect(after.friends[0]?.paidAt).not.toBeNull();
  });

  it('shows each friend their own wagering and deposits, read for the whole list at once', async () => {
    const referrer = await signUp();
    const { code } = await overview(referrer.token);
    const keen = await signUp({ referralCode: code });
    const careful = await signUp({ referralCode: code });
    await signUp({ referralCode: code });
    // bets before a friend joined would not count; these are all after
    await depositByCard(keen.token, '3000', '5555 5555 5555 4444');
    await wager(keen.userId, 700n);
    await depositByCard(careful.token, '2000', '4000 0000 0000 0002');
    await wager(careful.userId, 300n);
    const { friends } = await overview(referrer.token);
    expect(friends.map((friend) => [friend.wagered.amount, friend.deposited]).sort()).toEqual([
      ['0', false],
      ['300', true],
      ['700', true],
    ]);
    expect(friends.every((friend) => friend.wagered.currency === 'EUR')).toBe(true);
  });

  it('holds a qualified friend’s reward until the referrer has deposited', async () => {
    const referrer = await signUp();
    const { code } = await overview(referrer.token);
    expect((await overview(referrer.token)).eligible).toBe(false);
    const friend = await signUp({ referralCode: code });
    await depositByCard(friend.token, '3000', '4000 0000 0000 0002');
    await wager(friend.userId, 2_000n);
    expect((await overview(referrer.token)).friends[0]?.status).toBe('qualified');
    expect(await rewardsOf(referrer.userId)).toEqual([]);
    await depositByCard(referrer.token, '2000', '4000 0566 5566 5556');
    // the reward follows the deposit's event, after its transaction: it may land a moment later
    await expect
      .poll(() => rewardsOf(referrer.userId), { timeout: 10_000 })
      .toEqual([{ amount: 1_000n, key: `referral:${friend.userId}` }]);
  });

  it('refuses a friend on the referrer’s device, on their network, or paying with their card', async () => {
    const referrer = await signUp({ uniqueKey: 'device-shared-9' });
    await depositByCard(referrer.token, '5000', '4242 4242 4242 4242');
    const { code } = await overview(referrer.token);

    const sameDevice = await signUp({ referralCode: code, uniqueKey: 'device-shared-9' });
    const sameNetwork = await signUp({ referralCode: code }, referrer.ip.replace(/\.10$/, '.77'));
    const sameCard = await signUp({ referralCode: code });
    await depositByCard(sameCard.token, '3000', '4242 4242 4242 4242');
    await wager(sameCard.userId, 2_000n);
    for (const friend of [sameDevice, sameNetwork]) {
      await depositByCard(friend.token, '3000', '5105 1051 0510 5100');
      await wager(friend.userId, 2_000n);
    }
    const refused = (await overview(referrer.token)).friends.map((friend) => [friend.status, friend.refusal]);
    expect(refused.sort()).toEqual([
      ['refused', 'same_card'],
      ['refused', 'same_device'],
      ['refused', 'same_network'],
    ]);
    expect(await rewardsOf(referrer.userId)).toEqual([]);
    // an unknown code changes nothing
    const stranger = await signUp({ referralCode: 'NOSUCHCODE' });
    expect((await overview(stranger.token)).invited).toBe(0);
  });

  it('operators change the terms (audited) and see every referral with why it was refused', async () => {
    const marketing = await signInOperator(app, await createOperator(app, 'marketing'));
    const settings = await app.inject({
      method: 'GET',
      url: '/api/backoffice/referrals/settings',
      headers: bearer(marketing),
    });
    expect(referralSettingsSchema.parse(settings.json().data)).toMatchObject({
      enabled: true,
      reward: { EUR: '1000' },
      wagerRequired: { EUR: '2000' },
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/backoffice/referrals/settings',
      headers: bearer(marketing),
      payload: { enabled: true, reward: { XXX: '100' }, wagerRequired: {} },
    });
    expect(bad.statusCode).toBe(400);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/backoffice/referrals/settings',
      headers: bearer(marketing),
      payload: { enabled: true, reward: { EUR: '2500' }, wagerRequired: { EUR: '100' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'referral-settings.update'));
    expect(audit?.after).toMatchObject({ reward: { EUR: '2500' } });

    const referrer = await depositor(app);
    await app.wallet.deposit({
      userId: referrer.user.userId,
      currency: 'EUR',
      idempotencyKey: `ref-seed-${referrer.user.userId}`,
      amount: minor(1_000n),
    });
    const { code } = await overview(referrer.token);
    const friend = await signUp({ referralCode: code });
    await depositByCard(friend.token, '1000', '3782 822463 10005');
    await wager(friend.userId, 100n);
    expect(await rewardsOf(referrer.user.userId)).toEqual([
      { amount: 2_500n, key: `referral:${friend.userId}` },
    ]);

    const list = await app.inject({
      method: 'GET',
      url: '/api/backoffice/referrals?status=paid',
      headers: bearer(marketing),
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.map((row: unknown) => referralAdminSchema.parse(row));
    expect(rows.find((row: { friendId: string }) => row.friendId === String(friend.userId))).toMatchObject({
      status: 'paid',
      reward: { amount: '2500', currency: 'EUR' },
      friendIp: friend.ip,
    });
    const support = await signInOperator(app, await createOperator(app, 'support'));
    const refused = await app.inject({
      method: 'GET',
      url: '/api/backoffice/referrals',
      headers: bearer(support),
    });
    expect(refused.statusCode).toBe(403);
  });
});
