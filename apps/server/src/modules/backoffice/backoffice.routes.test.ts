import { operatorRoles, permissionsByRole, roleHas } from '@casino/contracts/backoffice';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { codeAt, createOperator, signInOperator, type TestOperator } from '../../../test/operators.ts';
import { installGuard } from './backoffice.routes.ts';

const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

/** Each sign-in in its own 30-second step: a code is never accepted twice. */
async function signIn(operator: TestOperator): Promise<string> {
  clock.advance(30_000);
  return signInOperator(app, operator, clock.now());
}

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const post = (url: string, token: string | undefined, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

async function auditActions(operatorId: number): Promise<string[]> {
  const result = (await app.database.db.execute(
    sql`select action from audit_log where operator_id = ${operatorId} order by id`,
  )) as unknown as { rows: Array<{ action: string }> };
  return result.rows.map((row) => row.action);
}

describe('operator sign-in', () => {
  it('enrols an authenticator at the first sign-in and hands out ten recovery codes', async () => {
    const operator = await createOperator(app, 'support', { enrolled: false });
    const first = await post('/api/backoffice/auth/sign-in', undefined, {
      email: operator.email.toUpperCase(),
      password: operator.password,
    });
    expect(first.statusCode).toBe(200);
    const { stage, challenge, secret, otpauthUri } = first.json();
    expect(stage).toBe('enrol');
    expect(otpauthUri).toContain(`secret=${secret}`);

    const wrong = await post('/api/backoffice/auth/enrol', undefined, { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('INVALID_CREDENTIALS');

    const enrolled = await post('/api/backoffice/auth/enrol', undefined, {
      challenge,
      code: await codeAt(secret, clock.now()),
    });
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.operator).toMatchObject({ email: operator.email, role: 'support', twoFactorEnrolled: true });
    expect(body.permissions).toEqual([...permissionsByRole.support]);

    const me = await get('/api/backoffice/me', body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.operator.email).toBe(operator.email);

    // the same challenge cannot open a second session
    clock.advance(30_000);
    const again = await post('/api/backoffice/auth/enrol', undefined, {
      challenge,
      code: await codeAt(secret, clock.now()),
    });
    expect(again.statusCode).toBe(401);
    expect(await auditActions(operator.id)).toEqual([
      'operator.sign-in.failed',
      'operator.two-factor.enrolled',
      'operator.sign-in',
    ]);

    // a recovery code signs in once, and only once
    const [recovery] = body.recoveryCodes as string[];
    for (const expected of [200, 401]) {
      const step = await post('/api/backoffice/auth/sign-in', undefined, {
        email: operator.email,
        password: operator.password,
      });
      expect(step.json().stage).toBe('code');
      const answer = await post('/api/backoffice/auth/code', undefined, {
        challenge: step.json().challenge,
        recoveryCode: recovery,
      });
      expect(answer.statusCode).toBe(expected);
    }
  });

  it('refuses a wrong password and a wrong or replayed code, and throttles codes after five failures', async () => {
    const operator = await createOperator(app, 'payments');
    const badPassword = await post('/api/backoffice/auth/sign-in', undefined, {
      email: operator.email,
      password: 'not-the-password',
    });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().errorCode).toBe('INVALID_CREDENTIALS');

    clock.advance(30_000);
    const code = await codeAt(operator.secret as string, clock.now());
    const challengeOf = async () =>
      (
        await post('/api/backoffice/auth/sign-in', undefined, {
          email: operator.email,
          password: operator.password,
        })
      ).json().challenge as string;
    expect(
      (await post('/api/backoffice/auth/code', undefined, { challenge: await challengeOf(), code }))
        .statusCode,
    ).toBe(200);
    // the code just used, again within its 30 seconds
    const replay = await post('/api/backoffice/auth/code', undefined, {
      challenge: await challengeOf(),
      code,
    });
    expect(replay.statusCode).toBe(401);

    const challenge = await challengeOf();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await post('/api/backoffice/auth/code', undefined, { challenge, code: '123456' });
      expect(wrong.statusCode).toBe(401);
    }
    const throttled = await post('/api/backoffice/auth/code', undefined, { challenge, code: '123456' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    // even the right code waits out the window
    clock.advance(30_000);
    const right = await post('/api/backoffice/auth/code', undefined, {
      challenge,
      code: await codeAt(operator.secret as string, clock.now()),
    });
    expect(right.statusCode).toBe(429);
    expect(await auditActions(operator.id)).toContain('operator.sign-in.throttled');

    clock.advance(16 * 60_000);
    expect(await signIn(operator)).toMatch(/\S{20,}/);
  });

  it('ends a session after 30 minutes without a request, and on sign-out', async () => {
    const operator = await createOperator(app, 'risk');
    const token = await signIn(operator);
    clock.advance(29 * 60_000);
    expect((await get('/api/backoffice/me', token)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await get('/api/backoffice/me', token)).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    const idle = await get('/api/backoffice/me', token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().errorCode).toBe('UNAUTHORIZED');

    const second = await signIn(operator);
    expect((await post('/api/backoffice/auth/sign-out', second)).statusCode).toBe(200);
    expect((await get('/api/backoffice/me', second)).statusCode).toBe(401);
  });

  it('keeps players and operators apart: neither token opens the other side', async () => {
    const player = await createPlayer(app);
    expect((await get('/api/backoffice/me', player.token)).statusCode).toBe(401);
    const operator = await createOperator(app, 'owner');
    const token = await signIn(operator);
    const asPlayer = await app.inject({
      method: 'GET',
      url: '/api/user/get-user-details',
      headers: bearer(token),
    });
    expect(asPlayer.statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('every back-office route names its access, and refuses each role without it (403) and strangers (401)', async () => {
    const routes = app.backoffice.routes;
    expect(routes.length).toBeGreaterThan(10);
    const tokens = new Map<string, string>();
    for (const role of operatorRoles) tokens.set(role, await signIn(await createOperator(app, role)));

    for (const route of routes) {
      if (route.access === 'public') {
        expect(route.url).toMatch(/^\/api\/backoffice\/auth\//);
        continue;
      }
      const url = route.url.replaceAll(/:[a-zA-Z]+/g, '1');
      const anonymous = await app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a session`).toBe(401);
      if (route.access === 'signed-in') continue;
      for (const role of operatorRoles) {
        if (roleHas(role, route.access)) continue;
        const refused = await app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens.get(role)}` },
        });
        expect(refused.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
        expect(refused.json().errorCode).toBe('FORBIDDEN');
      }
    }
  });

  it('the owner holds every permission; support may not see the withdrawal queue or the audit log', () => {
    expect(operatorRoles.every((role) => permissionsByRole[role].every((p) => roleHas('owner', p)))).toBe(
      true,
    );
    expect(roleHas('support', 'withdrawals.review')).toBe(false);
    expect(roleHas('support', 'audit.read')).toBe(false);
    expect(roleHas('payments', 'withdrawals.review')).toBe(true);
  });
});

describe('players', () => {
  it('finds a player by email, shows their page (audited), adds a note and ends their sessions', async () => {
    const player = await createPlayer(app, { firstName: 'Ines', lastName: 'Farrugia' });
    const support = await createOperator(app, 'support');
    const token = await signIn(support);

    const found = await get(`/api/backoffice/players?q=${encodeURIComponent(player.email)}`, token);
    expect(found.statusCode).toBe(200);
    expect(found.json().total).toBe(1);
    const [item] = found.json().data;
    expect(item).toMatchObject({ email: player.email, name: 'Ines Farrugia', currencyCode: 'EUR' });
    const byName = await get('/api/backoffice/players?q=ines%20farr', token);
    expect(byName.json().data.map((row: { id: number }) => row.id)).toContain(item.id);

    const detail = await get(`/api/backoffice/players/${item.id}`, token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      email: player.email,
      balances: { real: '0', bonus: '0', exponent: 2 },
      responsibleGaming: { breakKind: null },
    });
    expect(detail.json().data.sessions.length).toBeGreaterThan(0);

    const note = await post(`/api/backoffice/players/${item.id}/notes`, token, {
      text: 'Called about a deposit',
    });
    expect(note.statusCode).toBe(200);
    const empty = await post(`/api/backoffice/players/${item.id}/notes`, token, { text: '  ' });
    expect(empty.statusCode).toBe(400);

    const ledger = await get(`/api/backoffice/players/${item.id}/ledger`, token);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toEqual({ data: [], total: 0 });

    // the player's session works until support ends it
    const details = () =>
      app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(player.token) });
    expect((await details()).statusCode).toBe(200);
    const ended = await post(`/api/backoffice/players/${item.id}/sessions/end`, token);
    expect(ended.json().data.ended).toBe(1);
    expect((await details()).statusCode).toBe(403);

    expect(await auditActions(support.id)).toEqual([
      'operator.sign-in',
      'player.view',
      'player.note.add',
      'player.sessions.end',
    ]);
    expect((await get('/api/backoffice/players/999999999', token)).statusCode).toBe(404);
  });
});

describe('player actions', () => {
  it('risk blocks a player (signed out, sign-in refused) and unblocks them; tags are added and removed', async () => {
    const player = await createPlayer(app);
    const token = await signIn(await createOperator(app, 'risk'));
    const [row] = (await get(`/api/backoffice/players?q=${encodeURIComponent(player.email)}`, token)).json()
      .data;
    expect(row.blocked).toBe(false);

    const noReason = await post(`/api/backoffice/players/${row.id}/block`, token, {
      blocked: true,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const blocked = await post(`/api/backoffice/players/${row.id}/block`, token, {
      blocked: true,
      reason: 'Chargeback fraud',
    });
    expect(blocked.json().data).toEqual({ blocked: true, blockReason: 'Chargeback fraud' });
    const details = await app.inject({
      method: 'GET',
      url: '/api/user/get-user-details',
      headers: bearer(player.token),
    });
    expect(details.statusCode).toBe(403);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: player.email, password: player.password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ACCOUNT_BLOCKED');
    expect((await get(`/api/backoffice/players/${row.id}`, token)).json().data).toMatchObject({
      blocked: true,
      blockReason: 'Chargeback fraud',
    });

    await post(`/api/backoffice/players/${row.id}/block`, token, {
      blocked: false,
      reason: 'Bank confirmed',
    });
    expect((await login()).statusCode).toBe(200);

    const tagged = await post(`/api/backoffice/players/${row.id}/tags`, token, { tag: 'VIP' });
    expect(tagged.json().data.tags).toEqual(['vip']);
    const badTag = await post(`/api/backoffice/players/${row.id}/tags`, token, { tag: 'no spaces' });
    expect(badTag.statusCode).toBe(400);
    const untagged = await app.inject({
      method: 'DELETE',
      url: `/api/backoffice/players/${row.id}/tags/vip`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(untagged.json().data.tags).toEqual([]);
  });

  it('support removes a bet limit at the player’s request; the player can then play without it', async () => {
    const player = await createPlayer(app);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/bet-limits',
      headers: bearer(player.token),
      payload: { dailyLossLimit: '5000' },
    });
    expect(set.statusCode).toBe(200);
    // a daily deposit limit, then a raise that waits a day (spec §4): support sees both
    for (const amount of ['10000', '50000']) {
      const limit = await app.inject({
        method: 'PUT',
        url: '/api/user/responsible-gaming/deposit-limits/daily',
        headers: bearer(player.token),
        payload: { amount },
      });
      expect(limit.statusCode).toBe(200);
    }
    const token = await signIn(await createOperator(app, 'support'));
    const [row] = (await get(`/api/backoffice/players?q=${encodeURIComponent(player.email)}`, token)).json()
      .data;
    const page = (await get(`/api/backoffice/players/${row.id}`, token)).json().data;
    expect(page.responsibleGaming.betLimits).toEqual({ dailyLossLimit: '5000' });
    expect(page.responsibleGaming.depositLimits).toContainEqual(
      expect.objectContaining({
        period: 'daily',
        amount: '10000',
        pending: expect.objectContaining({ amount: '50000' }),
      }),
    );

    // spec §6: support removes limits only for players of an eligible level (the clock tests of
    // backoffice.responsible-gaming.test.ts cover the removal itself, which waits 24 hours)
    expect(page.responsibleGaming.limitChangeAllowed).toBe(false);
    const refused = await post(`/api/backoffice/players/${row.id}/limits/remove`, token, {
      kind: 'dailyLossLimit',
      note: 'Player asked by chat, identity checked',
    });
    expect(refused.statusCode).toBe(403);
    const limits = await app.inject({
      method: 'GET',
      url: '/api/user/responsible-gaming/bet-limits',
      headers: bearer(player.token),
    });
    expect(limits.json().data.limits.dailyLossLimit).toBe('5000');
  });
});

describe('audit log', () => {
  it('is append-only in the database itself', async () => {
    const owner = await createOperator(app, 'owner');
    await signIn(owner);
    const refusal = (query: ReturnType<typeof sql>) =>
      app.database.db.execute(query).then(
        () => 'no error',
        (error: { message: string; cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_log set action = 'x' where operator_id = ${owner.id}`)).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(sql`delete from audit_log where operator_id = ${owner.id}`)).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only \(TRUNCATE refused\)/);
    expect(await auditActions(owner.id)).toEqual(['operator.sign-in']);
  });

  it('lists and filters entries and exports them as CSV, formulas defused', async () => {
    const risk = await createOperator(app, 'risk');
    const token = await signIn(risk);
    const player = await createPlayer(app);
    const [row] = (await get(`/api/backoffice/players?q=${encodeURIComponent(player.email)}`, token)).json()
      .data;
    await post(`/api/backoffice/players/${row.id}/notes`, token, { text: '=HYPERLINK("http://evil")' });

    const listed = await get(`/api/backoffice/audit?operator=${encodeURIComponent(risk.email)}`, token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'player.note.add',
      'operator.sign-in',
    ]);
    const bySubject = await get(`/api/backoffice/audit?subject=player:${row.id}`, token);
    expect(bySubject.json().total).toBe(1);
    const badRange = await get('/api/backoffice/audit?from=2026-11-27&to=2026-11-01', token);
    expect(badRange.statusCode).toBe(400);

    const csv = await get(`/api/backoffice/audit.csv?operator=${encodeURIComponent(risk.email)}`, token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,operatorEmail,action,subjectType,subjectId,ip,before,after');
    expect(lines).toHaveLength(3);
    expect(csv.body).not.toMatch(/,=HYPERLINK/);
    // the export is itself audited
    expect((await auditActions(risk.id)).at(-1)).toBe('audit.export');
  });
});

describe('operators', () => {
  it('the owner invites an operator who signs in with the temporary password; at least one owner stays', async () => {
    const owner = await createOperator(app, 'owner');
    const token = await signIn(owner);
    const invite = await post('/api/backoffice/operators', token, {
      email: 'New.Support@ops.example.com',
      role: 'support',
    });
    expect(invite.statusCode).toBe(200);
    const { data, temporaryPassword } = invite.json();
    expect(data).toMatchObject({
      email: 'new.support@ops.example.com',
      role: 'support',
      twoFactorEnrolled: false,
    });
    const duplicate = await post('/api/backoffice/operators', token, {
      email: 'new.support@ops.example.com',
      role: 'risk',
    });
    expect(duplicate.statusCode).toBe(409);

    const first = await post('/api/backoffice/auth/sign-in', undefined, {
      email: 'new.support@ops.example.com',
      password: temporaryPassword,
    });
    expect(first.json().stage).toBe('enrol');

    const patch = (id: number, payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/backoffice/operators/${id}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    expect((await patch(data.id, { role: 'risk' })).json().data.role).toBe('risk');
    // every other owner is disabled: this one cannot step down
    const owners = (await get('/api/backoffice/operators', token))
      .json()
      .data.filter(
        (row: { role: string; status: string; id: number }) =>
          row.role === 'owner' && row.status === 'active' && row.id !== owner.id,
      );
    for (const other of owners) expect((await patch(other.id, { status: 'disabled' })).statusCode).toBe(200);
    const lastOwner = await patch(owner.id, { role: 'support' });
    expect(lastOwner.statusCode).toBe(400);
    expect(lastOwner.json().message).toMatch(/owner must remain/);

    // disabling ends the operator's sessions
    const other = await createOperator(app, 'marketing');
    const otherToken = await signIn(other);
    expect((await patch(other.id, { status: 'disabled' })).statusCode).toBe(200);
    expect((await get('/api/backoffice/me', otherToken)).statusCode).toBe(401);
    for (const restored of owners)
      expect((await patch(restored.id, { status: 'active' })).statusCode).toBe(200);
  });
});

describe('the route guard', () => {
  it('stops the app from starting when a back-office route names no access', async () => {
    const { default: Fastify } = await import('fastify');
    const bare = Fastify();
    const start = async () => {
      await bare.register(async (scope) => {
        installGuard(scope as never, { authenticate: async () => null }, []);
        scope.get('/api/backoffice/forgotten', async () => 'open to all');
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/must name its access/);
  });
});

describe('the address allow-list', () => {
  it('when set, answers the back-office only to listed addresses (pages and API), and players anywhere', async () => {
    const listed = await createTestApp({ env: { BACKOFFICE_ALLOWED_IPS: '10.1.0.0/16, 192.0.2.7' } });
    try {
      const from = (ip: string, url: string) =>
        listed.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
      expect((await from('198.51.100.4', '/api/backoffice/me')).statusCode).toBe(403);
      expect((await from('198.51.100.4', '/backoffice/players')).statusCode).toBe(403);
      // inside the list the usual checks follow: no session, 401
      expect((await from('10.1.20.30', '/api/backoffice/me')).statusCode).toBe(401);
      expect((await from('192.0.2.7', '/api/backoffice/me')).statusCode).toBe(401);
      expect((await from('198.51.100.4', '/api/core/casino/settings2')).statusCode).toBe(200);
    } finally {
      await listed.close();
    }
  });
});
