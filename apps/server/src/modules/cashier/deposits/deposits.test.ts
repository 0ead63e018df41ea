import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cryptoNetworks, depositResponseSchema, threeDsResponseSchema } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { bearer, createPlayer, depositor as depositorOf } from '../../../../test/factories.ts';
import { depositLimits, paymentEvents, payments, sandboxTransactions, users } from '../../../db/schema.ts';
import { realtimePath } from '../../../plugins/realtime.ts';
import { createWallet } from '../../wallet/index.ts';
import { createCashierRepository } from '../cashier.repository.ts';
import { createCashierService } from '../cashier.service.ts';
import { createSandboxProvider } from '../providers/sandbox/sandbox.service.ts';
import { createDepositsService } from './deposits.service.ts';

const webhookSecret = 'test-sandbox-webhook-secret-0123456789abcdef';
let app: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp({ env: { SANDBOX_WEBHOOK_SECRET: webhookSecret, PAYMENT_SANDBOX: 'true' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
});

let clicks = 0;
const requestId = () => `dep-${Date.now().toString(36)}-${++clicks}`;
const card = { number: '4111 1111 1111 1111', holder: 'Maria Borg', expiry: '12/39', cvc: '737' };

const depositor = (overrides: Parameters<typeof createPlayer>[1] = {}) => depositorOf(app, overrides);

const deposit = (token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/payments/deposit', payload: body, headers: bearer(token) });

async function balance(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/get-user-details',
    headers: bearer(token),
  });
  const data = response.json().data;
  return { total: data.userWallet.totalAmount as string, depositCount: data.depositCount as number };
}

async function paymentRow(id: string) {
  const [row] = await app.database.db.select().from(payments).where(eq(payments.publicId, id));
  return row;
}

/** The tester's choice on the sandbox page, as the browser posts it; where the browser goes next. */
async function decide(path: string, outcome: string) {
  const page = await app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  const answer = await app.inject({
    method: 'POST',
    url: path,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.statusCode).toBe(303);
  return { page: page.body, location: new URL(String(answer.headers.location), 'http://casino.test') };
}

function signed(body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': String(timestamp),
    'x-sandbox-signature': createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex'),
  };
}

describe('card deposits through the sandbox provider', () => {
  it('takes a card through 3-D Secure, credits the deposit once and counts it', async () => {
    const { token } = await depositor();
    const click = { method: 'visa', amount: '2500', requestId: requestId(), card };
    const started = await deposit(token, click);
    expect(started.statusCode).toBe(200);
    const { payment, next } = depositResponseSchema.parse(started.json()).data;
    expect(payment).toMatchObject({
      method: 'visa',
      amount: '2500',
      currency: 'EUR',
      status: 'pending',
      details: { cardLast4: '1111', cardBrand: 'visa' },
    });
    expect(next).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^\/sandbox\/3ds\/sbx_/) });
    // a double click is the same deposit, sent to the same page
    const again = depositResponseSchema.parse((await deposit(token, click)).json()).data;
    expect(again.payment.id).toBe(payment.id);
    expect(again.next).toEqual(next);
    expect((await balance(token)).total).toBe('0');

    const { page, location } = await decide(next.kind === 'redirect' ? next.url : '', 'success');
    expect(page).toContain('Card ending in <strong>1111</strong>');
    expect(page).not.toContain('4111');
    expect(location.pathname).toBe('/deposit');
    expect(location.searchParams.get('modal')).toBe('deposit-3ds-success');
    expect(location.searchParams.get('met')).toBe('visa');
    expect(location.searchParams.get('MD')).toBe(payment.id);

    // the success modal posts PaReq and MD once: the provider confirms and the deposit completes
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/user/3ds-webhook',
      payload: { PaReq: location.searchParams.get('PaReq'), MD: location.searchParams.get('MD') },
      headers: bearer(token),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(threeDsResponseSchema.parse(confirmed.json()).data.payment.status).toBe('completed');
    expect(await balance(token)).toEqual({ total: '2500', depositCount: 1 });

    // the sandbox's webhooks arrive afterwards (some twice, in any order): nothing more is credited
    await expect
      .poll(
        async () =>
          (
            await app.database.db
              .select()
              .from(paymentEvents)
              .where(
                eq(
                  paymentEvents.providerReference,
                  next.kind === 'redirect' ? (next.url.split('/').at(-1) ?? '') : '',
                ),
              )
          ).length,
        { timeout: 5_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await balance(token)).toEqual({ total: '2500', depositCount: 1 });
    expect((await paymentRow(payment.id))?.status).toBe('completed');
    // a forged or foreign 3-D Secure result changes nothing
    const forged = await app.inject({
      method: 'POST',
      url: '/api/user/3ds-webhook',
      payload: { PaReq: 'sbx_000000000000000000000000.00', MD: payment.id },
      headers: bearer(token),
    });
    expect(forged.json().errorCode).toBe('PROVIDER_ERROR');
    const other = await createPlayer(app);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/user/3ds-webhook',
      payload: { PaReq: location.searchParams.get('PaReq'), MD: payment.id },
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('declines a card: nothing is credited and the player hears failedDeposit with the method', async () => {
    const { token } = await depositor();
    const socket = connect(url, {
      path: realtimePath,
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const failed: unknown[] = [];
    socket.on('failedDeposit', (payload: unknown) => failed.push(payload));
    const { payment, next } = depositResponseSchema.parse(
      (
        await deposit(token, {
          method: 'master',
          amount: '5000',
          requestId: requestId(),
          card: { ...card, number: '5555555555554444' },
        })
      ).json(),
    ).data;
    expect(payment.details).toEqual({ cardLast4: '4444', cardBrand: 'mastercard' });
    const { location } = await decide(next.kind === 'redirect' ? next.url : '', 'declined');
    expect(location.searchParams.get('modal')).toBe('deposit-decline');
    expect(location.searchParams.has('PaReq')).toBe(false);
    await expect
      .poll(async () => (await paymentRow(payment.id))?.status, { timeout: 5_000 })
      .toBe('declined');
    await expect.poll(() => failed.length, { timeout: 5_000 }).toBe(1);
    expect(failed[0]).toEqual({ paymentId: payment.id, paymentMethod: 'master', status: 'declined' });
    expect(await balance(token)).toEqual({ total: '0', depositCount: 0 });
    // the tester's first answer stands
    const { location: later } = await decide(next.kind === 'redirect' ? next.url : '', 'success');
    expect(later.searchParams.get('modal')).toBe('deposit-decline');
  });
});

/** The deposits service of a second server process on the same database. */
function anotherProcess() {
  const clock = { now: () => new Date() };
  const repository = createCashierRepository(app.database.db);
  return createDepositsService({
    repository,
    cashierService: createCashierService({ repository, clock }),
    providers: new Map([
      [
        'sandbox',
        createSandboxProvider({ db: app.database.db, secret: webhookSecret, clock, deliver: async () => {} }),
      ],
    ]),
    walletService: createWallet({ database: app.database, clock }),
    responsibleGaming: app.responsibleGaming,
    clock,
    getSettings: async () => ({ allowDepWithoutAddress: true }),
    applyPayout: async () => 'stale',
    depositAddress: async () => 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    onFailed: () => {},
  });
}

describe('crypto deposits', () => {
  it('give each player one address per network from the operator’s key, credited when the chain pays', async () => {
    const { token, email } = await depositor();
    await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));
    const start = async (player: string, network?: string) =>
      deposit(player, {
        method: 'crypto',
        amount: '5000',
        requestId: requestId(),
        ...(network ? { network } : {}),
      });
    expect((await start(token)).json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { network: 'Required' },
    });
    const first = depositResponseSchema.parse((await start(token, 'BTC')).json()).data;
    expect(first.next).toMatchObject({
      kind: 'address',
      network: 'BTC',
      url: expect.stringMatching(/^\/sandbox\/pay\//),
    });
    const address = first.next.kind === 'address' ? first.next.address : '';
    expect(address).toMatch(cryptoNetworks.BTC);
    // the same address for the next deposit; other networks and other players get their own
    const again = depositResponseSchema.parse((await start(token, 'BTC')).json()).data;
    expect(again.next.kind === 'address' && again.next.address).toBe(address);
    const ether = depositResponseSchema.parse((await start(token, 'ETH')).json()).data;
    expect(ether.next.kind === 'address' && ether.next.address).toMatch(cryptoNetworks.ETH);
    const other = await depositor();
    await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, other.email));
    const theirs = depositResponseSchema.parse((await start(other.token, 'BTC')).json()).data;
    expect(theirs.next.kind === 'address' && theirs.next.address).not.toBe(address);

    // the sandbox's chain confirms the payment: the deposit is credited
    await decide(first.next.kind === 'address' && first.next.url ? first.next.url : '', 'success');
    await expect
      .poll(async () => (await paymentRow(first.payment.id))?.status, { timeout: 5_000 })
      .toBe('completed');
    expect(await balance(token)).toEqual({ total: '5000', depositCount: 1 });
  });
});

describe('UPI, Skrill and PIX deposits', () => {
  it('give a UPI intent link for the QR code and the UPI app, credited when the app pays', async () => {
    const { token } = await depositor({ countryCode: 'IN', currencyCode: 'INR' });
    const click = { method: 'upi', amount: '30000', requestId: requestId() };
    const started = await deposit(token, click);
    expect(started.statusCode).toBe(200);
    const { payment, next } = depositResponseSchema.parse(started.json()).data;
    if (next.kind !== 'upi') throw new Error(`expected a UPI intent, got ${next.kind}`);
    const intent = new URL(next.intentUrl);
    expect(intent.protocol).toBe('upi:');
    expect(Object.fromEntries(intent.searchParams)).toMatchObject({
      pa: 'casino.sandbox@upi',
      am: '300.00',
      cu: 'INR',
      tr: expect.stringMatching(/^sbx_/),
    });
    expect(next.url).toBe(`/sandbox/pay/${intent.searchParams.get('tr')}`);
    // a double click answers the same payment and the same intent
    expect(depositResponseSchema.parse((await deposit(token, click)).json()).data).toEqual({ payment, next });
    await decide(String(next.url), 'success');
    await expect
      .poll(async () => (await paymentRow(payment.id))?.status, { timeout: 5_000 })
      .toBe('completed');
    expect((await balance(token)).total).toBe('30000');
  });

  it('asks Skrill for the wallet’s email and shows it on the provider’s page', async () => {
    const { token } = await depositor();
    const missing = await deposit(token, { method: 'skrill', amount: '2500', requestId: requestId() });
    expect(missing.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { skrillEmail: 'Required' },
    });
    const wrong = await deposit(token, {
      method: 'skrill',
      amount: '2500',
      requestId: requestId(),
      skrillEmail: 'not-an-email',
    });
    expect(wrong.json().errorCode).toBe('VALIDATION_ERROR');
    const started = await deposit(token, {
      method: 'skrill',
      amount: '2500',
      requestId: requestId(),
      skrillEmail: 'maria.wallet@example.com',
    });
    const { next } = depositResponseSchema.parse(started.json()).data;
    if (next.kind !== 'redirect') throw new Error(`expected a redirect, got ${next.kind}`);
    const { page } = await decide(next.url, 'cancelled');
    expect(page).toContain('Skrill account maria.wallet@example.com');
  });

  it('asks PIX for a valid CPF and keeps only its masked form', async () => {
    const { token } = await depositor({ countryCode: 'BR', currencyCode: 'BRL' });
    const code = async (extra: Record<string, unknown>) =>
      (await deposit(token, { method: 'pix', amount: '5000', requestId: requestId(), ...extra })).json();
    expect(await code({})).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { cpf: 'Required' } });
    // a wrong check digit, and one digit repeated (valid checksums, never issued)
    expect((await code({ cpf: '529.982.247-26' })).errorCode).toBe('VALIDATION_ERROR');
    expect((await code({ cpf: '111.111.111-11' })).errorCode).toBe('VALIDATION_ERROR');
    const started = depositResponseSchema.parse(
      (
        await deposit(token, { method: 'pix', amount: '5000', requestId: requestId(), cpf: '529.982.247-25' })
      ).json(),
    ).data;
    if (started.next.kind !== 'redirect') throw new Error(`expected a redirect, got ${started.next.kind}`);
    const { page } = await decide(started.next.url, 'success');
    expect(page).toContain('CPF ***.982.247-**');
    expect(page).not.toContain('52998224725');
    const payers = await app.database.db
      .select({ payer: sandboxTransactions.payer })
      .from(sandboxTransactions)
      .where(sql`${sandboxTransactions.payer} like 'CPF%'`);
    expect(payers.length).toBeGreaterThan(0);
    for (const { payer } of payers) expect(payer).toMatch(/^CPF \*\*\*\.\d{3}\.\d{3}-\*\*$/);
  });
});

describe('sandbox webhooks', () => {
  it('refuses bad signatures and stale timestamps, logs them, and applies a valid event once', async () => {
    const { token } = await depositor();
    const { payment, next } = depositResponseSchema.parse(
      (await deposit(token, { method: 'card', amount: '3000', requestId: requestId(), card })).json(),
    ).data;
    const reference = next.kind === 'redirect' ? (next.url.split('/').at(-1) ?? '') : '';
    const event = (id: string, status: string) =>
      JSON.stringify({ id, reference, status, occurredAt: new Date().toISOString() });
    const post = (body: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: body, headers });

    const completed = event('evt_test_completed', 'completed');
    const forged = await post(completed, { ...signed(completed), 'x-sandbox-signature': 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(401);
    const stale = await post(completed, signed(completed, Math.floor(Date.now() / 1000) - 301));
    expect(stale.statusCode).toBe(401);
    expect((await balance(token)).total).toBe('0');
    const rejected = await app.database.db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.outcome} = 'rejected' and ${paymentEvents.detail} like 'signature%'`);
    expect(rejected.length).toBeGreaterThan(0);

    // the provider's final word arriving several times at once, at this process and at another
    // one sharing the database (different notifications of the same outcome): one credit
    const other = anotherProcess();
    const burst = ['a', 'b', 'c', 'd'].map((suffix) => event(`evt_test_burst_${suffix}`, 'completed'));
    const outcomes = await Promise.all([
      ...burst.map((body) => other.receiveWebhook('sandbox', signed(body), body)),
      post(burst[0] ?? '', signed(burst[0] ?? '')).then((answer) => answer.json()),
    ]);
    expect(outcomes.filter((outcome) => outcome.outcome === 'applied').length).toBeGreaterThanOrEqual(1);
    expect(await balance(token)).toEqual({ total: '3000', depositCount: 1 });
    // the same notification again is logged as a duplicate and changes nothing
    expect((await post(completed, signed(completed))).json()).toEqual({ success: true, outcome: 'stale' });
    expect((await post(completed, signed(completed))).json()).toEqual({
      success: true,
      outcome: 'duplicate',
    });
    // an older "processing" arriving after the final word changes nothing
    const late = event('evt_test_processing', 'processing');
    expect((await post(late, signed(late))).json()).toEqual({ success: true, outcome: 'stale' });
    const declined = event('evt_test_declined', 'declined');
    expect((await post(declined, signed(declined))).json().outcome).toBe('stale');
    expect((await paymentRow(payment.id))?.status).toBe('completed');
    expect(await balance(token)).toEqual({ total: '3000', depositCount: 1 });
    const unknown = JSON.stringify({
      id: 'evt_x',
      reference: 'sbx_unknown',
      status: 'completed',
      occurredAt: '',
    });
    expect((await post(unknown, signed(unknown))).json().outcome).toBe('unknown');
  });
});

describe('deposit checks (spec §5, §8)', () => {
  it('refuses what it must with the code of its situation, and records nothing', async () => {
    const { token } = await depositor();
    const india = await depositor({ countryCode: 'IN', currencyCode: 'INR' });
    const turkey = await depositor({ countryCode: 'TR', currencyCode: 'TRY' });
    const code = async (player: string, body: Record<string, unknown>) => {
      const response = await deposit(player, { requestId: requestId(), ...body });
      expect(response.statusCode).toBe(400);
      return response.json().errorCode as string;
    };
    expect(await code(token, { method: 'visa', amount: '0', card })).toBe('AMOUNT_BELOW_ZERO');
    expect(await code(token, { method: 'visa', amount: '-500', card })).toBe('AMOUNT_BELOW_ZERO');
    expect(await code(token, { method: 'visa', amount: '499', card })).toBe(
      'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
    );
    expect(await code(token, { method: 'visa', amount: '500001', card })).toBe(
      'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
    );
    expect(await code(india.token, { method: 'pix', amount: '5000' })).toBe('DEPOSIT_COUNTRY_BLOCK');
    expect(await code(turkey.token, { method: 'crypto', amount: '50000' })).toBe('PAYMENT_SERVICE_ERROR');
    expect(await code(token, { method: 'visa', amount: '2500' })).toBe('VALIDATION_ERROR');
    expect(
      await code(token, { method: 'visa', amount: '2500', card: { ...card, number: '4111111111111112' } }),
    ).toBe('VALIDATION_ERROR');
    expect(await code(token, { method: 'visa', amount: '2500', card: { ...card, cvc: '7373' } })).toBe(
      'VALIDATION_ERROR',
    );
    expect(await code(token, { method: 'visa', amount: '2500', card: { ...card, holder: ' ' } })).toBe(
      'VALIDATION_ERROR',
    );
    expect(await code(token, { method: 'visa', amount: '2500', card: { ...card, expiry: '01/20' } })).toBe(
      'VALIDATION_ERROR',
    );
    // the withdrawal-only bank method is not a way to deposit
    const bank = await deposit(token, { method: 'bank', amount: '2500', requestId: requestId() });
    expect(bank.statusCode).toBe(404);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/payments/deposit',
      payload: { method: 'visa', amount: '2500', requestId: requestId(), card },
    });
    expect(guest.statusCode).toBe(403);
    const rows = await app.database.db
      .select()
      .from(payments)
      .where(
        sql`${payments.userId} in (select id from users where email in (${sql.join([india.email, turkey.email], sql`, `)}))`,
      );
    expect(rows).toEqual([]);
  });

  it('needs a verified email for crypto, and keeps gross deposits within the player’s limits', async () => {
    const { token, email, user } = await depositor();
    const crypto = await deposit(token, { method: 'crypto', amount: '5000', requestId: requestId() });
    expect(crypto.json().errorCode).toBe('REQUIRED_EMAIL_VERIFICATION');
    await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));
    expect(
      (await deposit(token, { method: 'crypto', amount: '5000', requestId: requestId(), network: 'BTC' }))
        .statusCode,
    ).toBe(200);

    // a daily limit of 100.00: the pending 50.00 above counts, a declined deposit does not
    await app.database.db
      .insert(depositLimits)
      .values({ userId: user.userId, period: 'daily', amount: 10_000n });
    const declined = depositResponseSchema.parse(
      (await deposit(token, { method: 'visa', amount: '4000', requestId: requestId(), card })).json(),
    ).data;
    await decide(declined.next.kind === 'redirect' ? declined.next.url : '', 'declined');
    await expect
      .poll(async () => (await paymentRow(declined.payment.id))?.status, { timeout: 5_000 })
      .toBe('declined');
    expect(
      (await deposit(token, { method: 'visa', amount: '5000', requestId: requestId(), card })).statusCode,
    ).toBe(200);
    const over = await deposit(token, { method: 'visa', amount: '500', requestId: requestId(), card });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'PAYMENT_LIMIT_THRESHOLD' });
    expect(over.json().message).toContain('daily');
  });

  it('asks for the profile first: a player without an address cannot deposit until it is filled in', async () => {
    const { token } = await createPlayer(app);
    const response = await deposit(token, { method: 'visa', amount: '2500', requestId: requestId(), card });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { address: 'Required to deposit', city: 'Required to deposit', zipCode: 'Required to deposit' },
    });
    expect(Object.keys(response.json().fields)).not.toContain('firstName');
  });

  it('never keeps a card number or CVC: not in payments, the sandbox books or the webhook log', async () => {
    const dump = await app.database.db.execute(
      sql`select coalesce(string_agg(t::text, ' '), '') as text from (
        select row_to_json(p)::text as t from payments p
        union all select row_to_json(s)::text from sandbox_transactions s
        union all select row_to_json(e)::text from payment_events e) rows`,
    );
    const text = String((dump as unknown as { rows: Array<{ text: string }> }).rows[0]?.text ?? '');
    expect(text.length).toBeGreaterThan(0);
    expect(text).toContain('1111');
    for (const secret of ['4111111111111111', '5555555555554444', '"737"', 'cvc'])
      expect(text).not.toContain(secret);
  });
});
