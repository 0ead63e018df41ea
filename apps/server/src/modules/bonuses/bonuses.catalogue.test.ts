import { promotionsResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { bonusOffers } from '../../db/schema.ts';
import { isoDayOfWeek } from './bonuses.catalogue.ts';

// Friday 27 November 2026, 23:30 UTC: already Saturday in Malta (UTC+1)
const clock = createTestClock(new Date('2026-11-27T23:30:00Z'));
let app: TestApp;
const run = Date.now().toString(36);

type OfferSeed = Partial<typeof bonusOffers.$inferInsert> & { key: string };

const offer = (seed: OfferSeed): typeof bonusOffers.$inferInsert => ({
  title: `Offer ${seed.key}`,
  matchBp: 10_000,
  maxBonus: { EUR: '10000' },
  minDeposit: { EUR: '1000' },
  wageringMultiplier: 30,
  ...seed,
  key: `${run}-${seed.key}`,
});

beforeAll(async () => {
  app = await createTestApp({ clock });
  await app.database.db.insert(bonusOffers).values([
    offer({ key: 'everyone', bannerTitle: '100% up to €100', terms: 'Wager 30 times.' }),
    offer({
      key: 'free-spins',
      type: 'freespins',
      maxBonus: {},
      minDeposit: {},
      freeSpinsGame: 'copper-cherries',
      freeSpinsCount: 10,
      freeSpinStake: { EUR: '20' },
    }),
    offer({ key: 'weekend', daysOfWeek: [6, 7] }),
    offer({ key: 'december', startsAt: new Date('2026-12-01T00:00:00Z') }),
    offer({ key: 'ended', endsAt: new Date('2026-11-27T00:00:00Z') }),
    offer({ key: 'paused', isActive: false }),
    offer({ key: 'ontario', countries: ['CA-ON'] }),
    offer({ key: 'malta', countries: ['MT'], languages: ['en', 'mt'] }),
    offer({ key: 'rupees', maxBonus: { INR: '1000000' } }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

/** The keys (without this run's prefix) of the promotions the query lists, in order. */
async function listed(query: Record<string, string> = {}): Promise<string[]> {
  const search = new URLSearchParams({ limit: '100', ...query });
  const answer = await app.inject({ method: 'GET', url: `/api/admin/get-all-bonus?${search}` });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = promotionsResponseSchema.parse(answer.json());
  return body.data.bonus.rows.flatMap((row) =>
    row.id.startsWith(`${run}-`) ? [row.id.slice(run.length + 1)] : [],
  );
}

describe('GET /api/admin/get-all-bonus', () => {
  it('lists live offers only: not before their start, after their end, or paused', async () => {
    const keys = await listed();
    expect(keys).toEqual(expect.arrayContaining(['everyone', 'free-spins', 'ontario', 'malta', 'rupees']));
    for (const hidden of ['december', 'ended', 'paused']) expect(keys).not.toContain(hidden);
    expect(await listed({ calendarDateTime: '2026-12-02T10:00:00Z' })).toContain('december');
    expect(await listed({ calendarDateTime: '2026-11-26T10:00:00+01:00' })).toContain('ended');
  });

  it('keeps weekend offers to the weekend of the visitor’s time zone, or of the day asked for', async () => {
    expect(await listed()).not.toContain('weekend');
    expect(await listed({ timeZone: 'Europe/Malta' })).toContain('weekend');
    expect(await listed({ dayOfWeek: '7' })).toContain('weekend');
    expect(await listed({ dayOfWeek: '1', timeZone: 'Europe/Malta' })).not.toContain('weekend');
  });

  it('targets countries, subdivisions, languages and currencies', async () => {
    const canada = await listed({ countryCode: 'ca' });
    expect(canada).not.toContain('ontario');
    expect(canada).not.toContain('malta');
    expect(await listed({ countryCode: 'CA', subdivision: 'ON' })).toContain('ontario');
    expect(await listed({ countryCode: 'MT', language: 'en' })).toContain('malta');
    expect(await listed({ countryCode: 'MT', language: 'de' })).not.toContain('malta');
    const euros = await listed({ currencyCode: 'EUR' });
    expect(euros).not.toContain('rupees');
    // free spins are listed where they have a stake
    expect(euros).toContain('free-spins');
  });

  it('filters by type and by deposit, and pages 24 at a time by default', async () => {
    expect(await listed({ type: 'freespins' })).toEqual(['free-spins']);
    expect(await listed({ isDeposit: 'false' })).toEqual(['free-spins']);
    expect(await listed({ isDeposit: 'true' })).not.toContain('free-spins');

    const first = await app.inject({ method: 'GET', url: '/api/admin/get-all-bonus?limit=2&pageNo=1' });
    const second = await app.inject({ method: 'GET', url: '/api/admin/get-all-bonus?limit=2&pageNo=2' });
    const [a, b] = [first.json().data.bonus, second.json().data.bonus];
    expect(a.count).toBe(b.count);
    expect(a.rows).toHaveLength(2);
    expect(a.rows.map((row: { id: string }) => row.id)).not.toContain(b.rows[0].id);
    const byDefault = await app.inject({ method: 'GET', url: '/api/admin/get-all-bonus' });
    expect(byDefault.json().data.bonus.rows.length).toBeLessThanOrEqual(24);
  });

  it('answers a promotion with its banner, terms and amounts', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/admin/get-all-bonus?limit=100' });
    const everyone = answer
      .json()
      .data.bonus.rows.find((row: { id: string }) => row.id === `${run}-everyone`);
    expect(everyone).toMatchObject({
      type: 'deposit',
      name: 'Offer everyone',
      banner: { bannerTitle: '100% up to €100' },
      terms: 'Wager 30 times.',
      isDeposit: true,
      depositBonusPercent: 100,
      maxBonusThreshold: { EUR: '10000' },
      wageringMultiplier: 30,
    });
  });

  it('refuses filters it cannot read with a 400 that names the field', async () => {
    for (const [query, field] of [
      ['timeZone=Mars/Olympus', 'timeZone'],
      ['dayOfWeek=8', 'dayOfWeek'],
      ['type=lottery', 'type'],
      ['calendarDateTime=yesterday', 'calendarDateTime'],
    ] as const) {
      const answer = await app.inject({ method: 'GET', url: `/api/admin/get-all-bonus?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errorCode).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(answer.json())).toContain(field);
    }
  });
});

describe('isoDayOfWeek', () => {
  it('is the day in the given time zone', () => {
    const at = new Date('2026-11-29T23:30:00Z'); // Sunday in UTC
    expect(isoDayOfWeek(at)).toBe(7);
    expect(isoDayOfWeek(at, 'Europe/Malta')).toBe(1);
    expect(isoDayOfWeek(at, 'America/Los_Angeles')).toBe(7);
  });
});
