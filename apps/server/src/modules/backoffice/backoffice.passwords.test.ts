import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { codeAt, createOperator, signInOperator, type TestOperator } from '../../../test/operators.ts';

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

const request = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  request('POST', '/api/backoffice/auth/password', token, { currentPassword, newPassword });

async function auditActions(subjectId: number): Promise<string[]> {
  const result = (await app.database.db.execute(
    sql`select action from audit_log where subject_type = 'operator' and subject_id = ${String(subjectId)}
        and action like 'operator.password%' order by id`,
  )) as unknown as { rows: Array<{ action: string }> };
  return result.rows.map((row) => row.action);
}

describe('an invited operator', () => {
  it('must replace the temporary password before any page opens; the old one then stops working', async () => {
    const owner = await createOperator(app, 'owner');
    const ownerToken = await signIn(owner);
    const invite = await request('POST', '/api/backoffice/operators', ownerToken, {
      email: `invitee-${Date.now()}@ops.example.com`,
      role: 'risk',
    });
    const { data, temporaryPassword } = invite.json();
    expect(data.passwordChangeRequired).toBe(true);

    // first sign-in: password, then enrolment
    const first = await request('POST', '/api/backoffice/auth/sign-in', undefined, {
      email: data.email,
      password: temporaryPassword,
    });
    const { challenge, secret } = first.json();
    const enrolled = await request('POST', '/api/backoffice/auth/enrol', undefined, {
      challenge,
      code: await codeAt(secret, clock.now()),
    });
    expect(enrolled.statusCode).toBe(200);
    const token = enrolled.json().token as string;
    expect(enrolled.json().operator).toMatchObject({
      passwordChangeRequired: true,
      lastSignInAt: clock.now().toISOString(),
    });

    // every page's route is closed until the password is theirs; their account is open
    for (const route of app.backoffice.routes) {
      if (route.access === 'public' || route.access === 'signed-in') continue;
      const url = route.url.replaceAll(/:[a-zA-Z]+/g, '1');
      const refused = await request(route.method as 'GET', url, token);
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json().errorCode).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await request('GET', '/api/backoffice/me', token)).statusCode).toBe(200);

    const wrong = await changePassword(token, 'not-the-password', 'a-brand-new-passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'WRONG_PASSWORD',
      fields: { currentPassword: 'The current password is not correct' },
    });
    const same = await changePassword(token, temporaryPassword, temporaryPassword);
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.newPassword).toMatch(/different/);
    const short = await changePassword(token, temporaryPassword, 'short-one');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toMatch(/12 characters/);

    const changed = await changePassword(token, temporaryPassword, 'a-brand-new-passphrase');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.operator).toMatchObject({ passwordChangeRequired: false, role: 'risk' });
    expect(changed.json().data.operator.passwordChangedAt).toBe(clock.now().toISOString());
    expect((await request('GET', '/api/backoffice/players', token)).statusCode).toBe(200);

    const oldPassword = await request('POST', '/api/backoffice/auth/sign-in', undefined, {
      email: data.email,
      password: temporaryPassword,
    });
    expect(oldPassword.statusCode).toBe(401);
    clock.advance(30_000);
    expect(
      await signIn({ id: data.id, email: data.email, password: 'a-brand-new-passphrase', secret }),
    ).toEqual(expect.any(String));
    expect(await auditActions(data.id)).toEqual([
      'operator.password.change-failed',
      'operator.password.changed',
    ]);
  });
});

describe('changing one’s own password', () => {
  it('ends the operator’s other sessions and keeps this one', async () => {
    const operator = await createOperator(app, 'payments');
    const here = await signIn(operator);
    const elsewhere = await signIn(operator);
    const changed = await changePassword(here, operator.password, 'payments-new-passphrase');
    expect(changed.statusCode).toBe(200);
    expect((await request('GET', '/api/backoffice/withdrawals', here)).statusCode).toBe(200);
    expect((await request('GET', '/api/backoffice/me', elsewhere)).statusCode).toBe(401);
  });

  it('needs a session: no one changes a password anonymously', async () => {
    const answer = await request('POST', '/api/backoffice/auth/password', undefined, {
      currentPassword: 'whatever-it-is',
      newPassword: 'a-brand-new-passphrase',
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the owner resetting a password', () => {
  it('ends the operator’s sessions and gives a temporary password they must replace', async () => {
    const owner = await createOperator(app, 'owner');
    const ownerToken = await signIn(owner);
    const operator = await createOperator(app, 'support');
    const operatorToken = await signIn(operator);

    const reset = await request(
      'POST',
      `/api/backoffice/operators/${operator.id}/reset-password`,
      ownerToken,
    );
    expect(reset.statusCode).toBe(200);
    const { data, temporaryPassword } = reset.json();
    expect(data).toMatchObject({ id: operator.id, passwordChangeRequired: true, twoFactorEnrolled: true });
    expect((await request('GET', '/api/backoffice/me', operatorToken)).statusCode).toBe(401);

    const old = await request('POST', '/api/backoffice/auth/sign-in', undefined, {
      email: operator.email,
      password: operator.password,
    });
    expect(old.statusCode).toBe(401);
    // the second factor stays: the temporary password leads to the code step, not enrolment
    const token = await signIn({ ...operator, password: temporaryPassword });
    expect((await request('GET', '/api/backoffice/players', token)).json().errorCode).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    expect(await auditActions(operator.id)).toEqual(['operator.password.reset']);

    const own = await request('POST', `/api/backoffice/operators/${owner.id}/reset-password`, ownerToken);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toMatch(/Account page/);
    const nobody = await request('POST', '/api/backoffice/operators/999999/reset-password', ownerToken);
    expect(nobody.statusCode).toBe(404);
  });
});
