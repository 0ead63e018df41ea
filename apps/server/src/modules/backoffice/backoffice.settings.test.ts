import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';

let app: TestApp;
let owner: string;
let payments: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signInOperator(app, await createOperator(app, 'owner'));
  payments = await signInOperator(app, await createOperator(app, 'payments'));
});
afterAll(async () => {
  await app?.close();
});

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function lastAudit(action: string) {
  const result = (await app.database.db.execute(
    sql`select before, after from audit_log where action = ${action} order by id desc limit 1`,
  )) as unknown as { rows: Array<{ before: unknown; after: unknown }> };
  return result.rows[0];
}

describe('settings', () => {
  it('the owner changes a setting; players get it at once; the audit log holds before and after', async () => {
    const before = (await call('GET', '/api/backoffice/settings', owner)).json().data;
    const changed = await call('PATCH', '/api/backoffice/settings', owner, {
      brandName: 'Lucky Harbour',
      theme: before.theme,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().changed).toEqual(['brandName']);
    const players = await app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
    expect(players.json().data.brandName).toBe('Lucky Harbour');
    expect(await lastAudit('settings.update')).toEqual({
      before: { brandName: before.brandName },
      after: { brandName: 'Lucky Harbour' },
    });
  });

  it('refuses an invalid value or an unknown setting, changing nothing; other roles may not touch settings', async () => {
    const invalid = await call('PATCH', '/api/backoffice/settings', owner, { theme: 'neon' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errorCode).toBe('VALIDATION_ERROR');
    const unknown = await call('PATCH', '/api/backoffice/settings', owner, { adminPassword: 'x' });
    expect(unknown.statusCode).toBe(400);
    const players = await app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
    expect(players.json().data.theme).not.toBe('neon');
    expect((await call('PATCH', '/api/backoffice/settings', payments, { brandName: 'X' })).statusCode).toBe(
      403,
    );
  });
});

describe('payment methods', () => {
  it('a payments operator deactivates a method: players stop seeing it at once', async () => {
    const list = (await call('GET', '/api/backoffice/payment-methods', payments)).json().data;
    const skrill = list.find((method: { name: string }) => method.name === 'skrill');
    expect(skrill).toBeDefined();
    const offered = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/get-payments?countryCode=MT&currencyCode=EUR' }))
        .json()
        .data.payments.map((method: { name: string }) => method.name);
    expect(await offered()).toContain('skrill');

    const off = await call('PATCH', `/api/backoffice/payment-methods/${skrill.id}`, payments, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expect(await offered()).not.toContain('skrill');
    expect(await lastAudit('payment-method.update')).toEqual({
      before: { isActive: true },
      after: { isActive: false },
    });

    const badLimits = await call('PATCH', `/api/backoffice/payment-methods/${skrill.id}`, payments, {
      limits: { EUR: { min: '5000', max: '100' } },
    });
    expect(badLimits.statusCode).toBe(400);
    const badCountry = await call('PATCH', `/api/backoffice/payment-methods/${skrill.id}`, payments, {
      allowedCountries: ['Malta'],
    });
    expect(badCountry.statusCode).toBe(400);
    await call('PATCH', `/api/backoffice/payment-methods/${skrill.id}`, payments, { isActive: true });
    expect(await offered()).toContain('skrill');
    expect(
      (await call('PATCH', '/api/backoffice/payment-methods/999999', payments, { hidden: true })).statusCode,
    ).toBe(404);
  });
});

describe('deposit bonus offers', () => {
  it('marketing creates an offer players are offered, then deactivates it', async () => {
    const marketing = await signInOperator(app, await createOperator(app, 'marketing'));
    const offer = {
      key: 'weekend-boost',
      title: 'Weekend boost',
      description: '50% up to €100',
      matchBp: 5_000,
      maxBonus: { EUR: '10000' },
      minDeposit: { EUR: '2000' },
      wageringMultiplier: 30,
      depositNumber: null,
      validDays: 7,
      isActive: true,
      sortPriority: 5,
    };
    const created = await call('POST', '/api/backoffice/bonus-offers', marketing, offer);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const duplicate = await call('POST', '/api/backoffice/bonus-offers', marketing, offer);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields.key).toMatch(/exists/);
    const noCurrency = await call('POST', '/api/backoffice/bonus-offers', marketing, {
      ...offer,
      key: 'broken',
      maxBonus: {},
    });
    expect(noCurrency.statusCode).toBe(400);

    const player = await createPlayer(app);
    const offered = async () =>
      (await app.inject({ method: 'GET', url: '/api/bonuses/deposit-offers', headers: bearer(player.token) }))
        .json()
        .data.offers.map((entry: { key: string }) => entry.key);
    expect(await offered()).toContain('weekend-boost');

    const off = await call('PATCH', `/api/backoffice/bonus-offers/${id}`, marketing, { isActive: false });
    expect(off.json().data.isActive).toBe(false);
    expect(await offered()).not.toContain('weekend-boost');
    expect(await lastAudit('bonus-offer.update')).toEqual({
      before: { isActive: true },
      after: { isActive: false },
    });
    expect((await call('GET', '/api/backoffice/bonus-offers', payments)).statusCode).toBe(403);
  });

  it('creates a no-deposit offer players take until its participant limit; each type needs its amounts', async () => {
    const marketing = await signInOperator(app, await createOperator(app, 'marketing'));
    const base = {
      title: 'Free tenner',
      description: '',
      matchBp: 0,
      maxBonus: {},
      minDeposit: {},
      wageringMultiplier: 10,
      depositNumber: null,
      validDays: 3,
      isActive: true,
      sortPriority: 0,
    };
    const noAmount = await call('POST', '/api/backoffice/bonus-offers', marketing, {
      ...base,
      key: 'free-nothing',
      type: 'no_deposit',
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().fields.bonusAmount).toMatch(/at least one currency/);
    const noMatch = await call('POST', '/api/backoffice/bonus-offers', marketing, {
      ...base,
      key: 'deposit-nothing',
      maxBonus: { EUR: '1000' },
    });
    expect(noMatch.json().fields.matchBp).toMatch(/at least 1%/);

    const created = await call('POST', '/api/backoffice/bonus-offers', marketing, {
      ...base,
      key: 'free-tenner',
      type: 'no_deposit',
      bonusAmount: { EUR: '1000' },
      maxParticipants: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      type: 'no_deposit',
      bonusAmount: { EUR: '1000' },
      maxParticipants: 1,
    });

    const take = async () => {
      const player = await createPlayer(app);
      return app.inject({
        method: 'POST',
        url: '/api/bonuses/activate',
        headers: bearer(player.token),
        payload: { promotionId: 'free-tenner' },
      });
    };
    expect((await take()).statusCode).toBe(200);
    expect((await take()).json().errorCode).toBe('MAXIMUM_PARTICIPANTS');
  });

  it('creates coupons for a no-deposit offer; players redeem them until switched off; all audited', async () => {
    const marketing = await signInOperator(app, await createOperator(app, 'marketing'));
    const offer = await call('POST', '/api/backoffice/bonus-offers', marketing, {
      key: 'coupon-ten',
      type: 'no_deposit',
      title: 'Coupon ten',
      description: '',
      matchBp: 0,
      maxBonus: {},
      minDeposit: {},
      bonusAmount: { EUR: '1000' },
      wageringMultiplier: 10,
      depositNumber: null,
      validDays: 3,
      isActive: true,
      sortPriority: 0,
    });
    const offerId = offer.json().data.id;
    const created = await call('POST', '/api/backoffice/coupons', marketing, {
      code: 'ten-off',
      offerId,
      maxUses: 100,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      code: 'TEN-OFF',
      offerTitle: 'Coupon ten',
      uses: 0,
      isActive: true,
    });
    expect(
      (await call('POST', '/api/backoffice/coupons', marketing, { code: 'TEN-OFF', offerId })).json().fields
        .code,
    ).toMatch(/exists/);
    const [welcome] = (await call('GET', '/api/backoffice/bonus-offers', marketing))
      .json()
      .data.filter((row: { key: string }) => row.key === 'welcome');
    const forDeposit = await call('POST', '/api/backoffice/coupons', marketing, {
      code: 'DEP-1',
      offerId: welcome.id,
    });
    expect(forDeposit.json().fields.offerId).toMatch(/no-deposit/);

    const redeem = async () => {
      const player = await createPlayer(app);
      return app.inject({
        method: 'POST',
        url: '/api/bonuses/coupon',
        headers: bearer(player.token),
        payload: { code: 'Ten-Off' },
      });
    };
    expect((await redeem()).statusCode).toBe(200);
    const listed = (await call('GET', '/api/backoffice/coupons', marketing)).json().data;
    expect(listed.find((row: { code: string }) => row.code === 'TEN-OFF')).toMatchObject({ uses: 1 });

    const { id } = created.json().data;
    const tooFew = await call('PATCH', `/api/backoffice/coupons/${id}`, marketing, { maxUses: 0 });
    expect(tooFew.statusCode).toBe(400);
    const off = await call('PATCH', `/api/backoffice/coupons/${id}`, marketing, { isActive: false });
    expect(off.json().data.isActive).toBe(false);
    expect((await redeem()).json().errorCode).toBe('COUPON_NOT_FOUND');
    expect(await lastAudit('coupon.update')).toEqual({
      before: { isActive: true },
      after: { isActive: false },
    });
    expect(await lastAudit('coupon.create')).toMatchObject({ after: { code: 'TEN-OFF', offerId } });
    expect((await call('GET', '/api/backoffice/coupons', payments)).statusCode).toBe(403);
  });

  it('schedules and targets an offer: the promotions list and the cashier follow its window and places', async () => {
    const marketing = await signInOperator(app, await createOperator(app, 'marketing'));
    const now = Date.now();
    const created = await call('POST', '/api/backoffice/bonus-offers', marketing, {
      key: 'maltese-reload',
      title: 'Maltese reload',
      description: '25% on any deposit',
      matchBp: 2_500,
      maxBonus: { EUR: '5000' },
      minDeposit: { EUR: '1000' },
      wageringMultiplier: 20,
      depositNumber: null,
      validDays: 7,
      isActive: true,
      sortPriority: 1,
      bannerTitle: '25% for Malta',
      terms: 'Players in Malta only.',
      startsAt: new Date(now + 86_400_000).toISOString(),
      countries: ['MT'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      bannerTitle: '25% for Malta',
      countries: ['MT'],
      endsAt: null,
    });
    const listed = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/get-all-bonus?limit=100&${query}` }))
        .json()
        .data.bonus.rows.map((row: { id: string }) => row.id);
    const player = await createPlayer(app);
    const offered = async () =>
      (await app.inject({ method: 'GET', url: '/api/bonuses/deposit-offers', headers: bearer(player.token) }))
        .json()
        .data.offers.map((entry: { key: string }) => entry.key);

    // not started yet: neither listed nor offered
    expect(await listed('countryCode=MT')).not.toContain('maltese-reload');
    expect(await offered()).not.toContain('maltese-reload');

    // an end before the start is refused and changes nothing
    const backwards = await call('PATCH', `/api/backoffice/bonus-offers/${id}`, marketing, {
      endsAt: new Date(now).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.endsAt).toMatch(/after the start/);

    const started = await call('PATCH', `/api/backoffice/bonus-offers/${id}`, marketing, {
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    });
    expect(started.statusCode).toBe(200);
    expect(await listed('countryCode=MT')).toContain('maltese-reload');
    expect(await listed('countryCode=DE')).not.toContain('maltese-reload');
    expect(await offered()).toContain('maltese-reload');
    expect(await lastAudit('bonus-offer.update')).toMatchObject({ before: { endsAt: null } });
  });
});
