import { getPaymentsResponseSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { paymentMethods, users } from '../../db/schema.ts';
import type { PaymentMethodRow } from './cashier.repository.ts';
import { offers } from './cashier.service.ts';

let app: TestApp;
// the service keeps methods for 30 s: a clock the tests move past that after changing them
let offset = 0;

beforeAll(async () => {
  app = await createTestApp({ clock: { now: () => new Date(Date.now() + offset) } });
});
afterAll(async () => {
  await app?.close();
});

async function payments(query: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/get-payments${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode).toBe(200);
  return getPaymentsResponseSchema.parse(response.json()).data.payments;
}
const names = (list: Array<{ name: string }>) => list.map((method) => method.name);

describe('payment methods (GET /api/admin/get-payments)', () => {
  it('offers each country and currency its own methods, best first, with the limits in that currency', async () => {
    const malta = await payments('?currencyCode=EUR&countryCode=MT');
    expect(names(malta)).toEqual(['visa', 'master', 'card', 'crypto', 'skrill', 'carouseller', 'bank']);
    expect(malta.find((method) => method.name === 'visa')).toMatchObject({
      paymentMethod: 'card',
      isCardForm: true,
      minAmount: '500',
      maxAmount: '500000',
      thumbnailUrl: '/api/payments/methods/visa/logo.svg',
    });
    // the withdrawal-only bank method is listed hidden, for the withdrawal form
    expect(malta.find((method) => method.name === 'bank')).toMatchObject({
      hidden: true,
      withdrawalExist: true,
    });

    expect(names(await payments('?currencyCode=INR&countryCode=IN'))).toEqual(['upi', 'carouseller', 'bank']);
    expect(names(await payments('?currencyCode=BRL&countryCode=BR'))).toEqual([
      'visa',
      'master',
      'card',
      'pix',
    ]);
    // restricted in the US: the cards, Skrill and the local methods
    expect(names(await payments('?currencyCode=USD&countryCode=US'))).toEqual(['crypto', 'bank']);
    expect(names(await payments('?currencyCode=BTC&countryCode=MT'))).toEqual(['crypto']);
  });

  it("uses a signed-in player's country and currency when the query leaves them out", async () => {
    const { token } = await createPlayer(app, { countryCode: 'IN', currencyCode: 'INR' });
    expect(names(await payments('', token))).toEqual(['upi', 'carouseller', 'bank']);
  });

  it('keeps methods on an email allow-list or for tagged players to those players', async () => {
    const insider = await createPlayer(app);
    const tagged = await createPlayer(app);
    const other = await createPlayer(app);
    await app.database.db
      .update(users)
      .set({ tags: ['vip'] })
      .where(eq(users.email, tagged.email));
    await app.database.db.insert(paymentMethods).values([
      {
        name: 'test-insiders',
        kind: 'wallet',
        title: 'Insiders',
        rawTitle: 'test-insiders',
        thumbnailUrl: '/api/payments/methods/test-insiders/logo.svg',
        allowEmails: [insider.email.toUpperCase()],
        sortPriority: 1,
        limits: { EUR: { min: '100', max: '100000' } },
      },
      {
        name: 'test-vip',
        kind: 'wallet',
        title: 'VIP wire',
        rawTitle: 'test-vip',
        thumbnailUrl: '/api/payments/methods/test-vip/logo.svg',
        allowTags: ['vip'],
        sortPriority: 1,
        limits: { EUR: { min: '100', max: '100000' } },
      },
    ]);
    offset += 60_000;
    const query = '?currencyCode=EUR&countryCode=MT';
    expect(names(await payments(query, insider.token))).toContain('test-insiders');
    expect(names(await payments(query, insider.token))).not.toContain('test-vip');
    expect(names(await payments(query, tagged.token))).toContain('test-vip');
    expect(names(await payments(query, tagged.token))).not.toContain('test-insiders');
    expect(names(await payments(query, other.token))).not.toContain('test-vip');
    expect(names(await payments(query))).not.toContain('test-insiders');
    await app.database.db
      .update(paymentMethods)
      .set({ isActive: false })
      .where(eq(paymentMethods.name, 'test-vip'));
    offset += 60_000;
    expect(names(await payments(query, tagged.token))).not.toContain('test-vip');
  });

  it('refuses a malformed country or currency, and serves each method its logo', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/admin/get-payments?countryCode=Malta' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    const logo = await app.inject({ method: 'GET', url: '/api/payments/methods/upi/logo.svg' });
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('UPI');
    // 8:5 at its own size, as the cashier's tiles lay it out
    expect(logo.body).toMatch(/^<svg [^>]*width="160" height="100" viewBox="0 0 160 100"/);
    expect((await app.inject({ method: 'GET', url: '/api/payments/methods/nope/logo.svg' })).statusCode).toBe(
      404,
    );
  });
});

describe('countries restricted by tag', () => {
  const method = (tagRestrictedCountries: Record<string, string[]>, allowTags: string[] = []) =>
    ({
      isActive: true,
      allowedCountries: [],
      restrictedCountries: [],
      allowedCurrencies: [],
      restrictedCurrencies: [],
      allowEmails: [],
      allowTags,
      tagRestrictedCountries,
      limits: {},
    }) as unknown as PaymentMethodRow;
  const audience = (countryCode: string, tags: string[] = []) => ({
    countryCode,
    currencyCode: 'EUR',
    email: null,
    tags,
  });

  it('applies default to everyone, a tag’s list to its players, matched and unmatched by those tags', () => {
    expect(offers(method({ default: ['FR'] }), audience('FR'))).toBe(false);
    expect(offers(method({ default: ['FR'] }), audience('MT'))).toBe(true);
    expect(offers(method({ bonusHunter: ['MT'] }), audience('MT', ['bonusHunter']))).toBe(false);
    expect(offers(method({ bonusHunter: ['MT'] }), audience('MT', ['loyal']))).toBe(true);
    const split = method({ vip: [], affiliate: ['GB'], matched: ['DE'], unmatched: ['MT'] });
    // a player with a listed tag: matched applies, unmatched does not
    expect(offers(split, audience('DE', ['vip']))).toBe(false);
    expect(offers(split, audience('MT', ['vip']))).toBe(true);
    expect(offers(split, audience('GB', ['affiliate']))).toBe(false);
    // a player with none of them: unmatched applies
    expect(offers(split, audience('MT', ['loyal']))).toBe(false);
    expect(offers(split, audience('DE'))).toBe(true);
    // allowTags keeps the method to tagged players whatever the country
    expect(offers(method({}, ['vip']), audience('MT'))).toBe(false);
    expect(offers(method({}, ['vip']), audience('MT', ['vip']))).toBe(true);
  });
});
