import { minor } from '@casino/money';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { bearer, createPlayer, signUpPayload } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import { createWallet } from '../wallet/index.ts';

const clock = createTestClock();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    clock,
    env: {
      PUBLIC_ORIGIN: 'https://casino.test',
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
      WALLET_API_SECRET: 'test-wallet-secret-that-is-long-enough-0123',
      SEED_ENCRYPTION_KEY: 'test-seed-key-that-is-long-enough-0123456789',
    },
  });
});
afterAll(async () => {
  await app?.close();
});

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
let signUpSequence = 0;
// every sign-up from an address of its own, so the per-IP sign-up limit stays out of these tests
const signUp = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/user/sign-up',
    payload,
    headers: {
      'x-forwarded-for': `198.19.${Math.floor(++signUpSequence / 250)}.${(signUpSequence % 250) + 1}`,
    },
  });
const login = (email: string, password: string, ip = '203.0.113.10') =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
const details = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) });
type Mail = { subject: string; text: string };
const mailbox = async (email: string) =>
  (await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json().data
    .messages as Mail[];
/** Mail goes out after the response; wait (up to 3 s) until a message about `subject` has arrived. */
const mailTo = async (email: string, subject = '') => {
  for (let waited = 0; waited < 3000; waited += 50) {
    const messages = await mailbox(email);
    if (messages.some((message) => message.subject.includes(subject))) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailbox(email);
};
const linkIn = (text: string) => /https:\/\/casino\.test(\/\S+)/.exec(text)?.[1] ?? '';

describe('sign-up by email', () => {
  it('creates the player, signs them in and mails a verification link', async () => {
    const payload = signUpPayload({ email: 'Maria.Borg@Example.com', cpnc: 'spring', token: 'aff-42' });
    const response = await signUp(payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.createUser).toMatchObject({
      email: 'maria.borg@example.com',
      isEmailVerified: false,
      currencyCode: 'EUR',
    });
    expect(body.credentials).toBeNull();

    const me = (await details(body.accessToken)).json().data;
    expect(me.getUser.email).toBe('maria.borg@example.com');
    expect(me.userWallet).toMatchObject({ amount: '0', nonCashAmount: '0', totalAmount: '0' });
    expect(me).toMatchObject({
      depositCount: 0,
      isCrypto: false,
      currencySymbol: '€',
      activeBonus: null,
      isSelfExcluded: false,
    });

    const [mail] = await mailTo('maria.borg@example.com');
    expect(mail?.subject).toContain('Confirm your email');
    expect(linkIn(mail?.text ?? '')).toMatch(/^\/api\/user\/verify-email\?token=/);
  });

  it('shows the ledger balance and deposit count in the user details', async () => {
    const { token, user } = await createPlayer(app);
    const wallet = createWallet({ database: app.database, clock });
    await wallet.deposit({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `dep-${user.userId}`,
      amount: minor(2500),
    });
    await wallet.grantBonus({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `bon-${user.userId}`,
      amount: minor(1000),
    });
    const me = (await details(token)).json().data;
    expect(me.userWallet).toMatchObject({
      amount: '2500',
      nonCashAmount: '1000',
      totalAmount: '3500',
      exponent: 2,
    });
    expect(me.depositCount).toBe(1);
  });

  it('stores the password as argon2id with m=19456, t=2, p=1', async () => {
    const { email } = await createPlayer(app);
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['a 17-year-old', { dateOfBirth: '2009-06-01' }, 'dateOfBirth', 'You must be at least 18 years old'],
    [
      'an impossible birth date',
      { dateOfBirth: '1990-02-30' },
      'dateOfBirth',
      'Please check your Date of Birth is correct',
    ],
    [
      'a password without a special character',
      { password: 'Secret123' },
      'password',
      'Password must contain a special character',
    ],
    ['a password without a number', { password: 'Secret#abc' }, 'password', 'Password must contain a number'],
    ['a short password', { password: 'S#1a' }, 'password', 'Password must be at least 6 characters'],
    ['an email with forbidden characters', { email: 'maria!@example.com' }, 'email', 'Invalid format'],
    ['an invalid phone number', { phone: '12', phoneCode: '+356' }, 'phone', 'Number is too short'],
    ['letters in the phone number', { phone: '99ab1234', phoneCode: '+356' }, 'phone', 'Invalid format'],
    [
      'no terms consent',
      { subscribe: false },
      'subscribe',
      'Please confirm you are over 18 and accept the Terms and Privacy Policy',
    ],
    ['a name over 255 characters', { firstName: 'x'.repeat(256) }, 'firstName', 'At most 255 characters'],
    ['a missing last name', { lastName: '' }, 'lastName', 'Required'],
  ])('refuses %s with the spec message and creates nothing', async (_name, overrides, field, message) => {
    const before = await userCount();
    const response = await signUp(signUpPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate email whatever its case', async () => {
    const { email } = await createPlayer(app);
    const before = await userCount();
    const response = await signUp(signUpPayload({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const response = await signUp({ ...signUpPayload(), isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ isAdmin: 'Unknown field' });
  });
});

describe('sign-up by phone and by one click', () => {
  it('registers by phone and signs in with the full number', async () => {
    const response = await signUp(
      signUpPayload({
        registrationType: 'phone',
        email: null,
        phoneCode: '+356',
        phone: '99123456',
        countryCode: 'MT',
      }),
    );
    expect(response.statusCode).toBe(200);
    const signIn = await login('+356 99123456', 'Secret#123');
    expect(signIn.statusCode).toBe(200);
  });

  it('generates credentials for one-click registration that work for signing in', async () => {
    const response = await signUp({ registrationType: 'oneClick', subscribe: true, currencyCode: 'USD' });
    expect(response.statusCode).toBe(200);
    const { credentials, createUser } = response.json();
    expect(credentials.username).toMatch(/^player[a-z0-9]{8}$/);
    expect(credentials.password.length).toBeGreaterThanOrEqual(12);
    expect(createUser.currencyCode).toBe('USD');
    expect((await login(credentials.username, credentials.password)).statusCode).toBe(200);
  });
});

describe('login and sessions', () => {
  it('returns the token, the previous login, locale and user id', async () => {
    const { email, password, user } = await createPlayer(app, { cpnc: 'c-7' });
    const first = await login(email, password, '198.51.100.7');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ userId: user.userId, locale: 'en', cpnc: 'c-7' });
    const second = (await login(email, password, '198.51.100.8')).json();
    expect(second.lastLogin).toMatchObject({ ip: '198.51.100.7' });
    expect(second.accessToken).not.toBe(first.json().accessToken);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const { email } = await createPlayer(app);
    const wrong = await login(email, 'Wrong#123');
    const unknown = await login('nobody@example.com', 'Wrong#123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('throttles 20 wrong passwords but lets the owner in from their own device', async () => {
    const { email, password } = await createPlayer(app);
    expect((await login(email, password, '192.0.2.50')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await login(email, `Wrong#${i}xx`, '203.0.113.66')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const blocked = await login(email, password, '203.0.113.66');
    expect(blocked.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(email, password, '192.0.2.50')).statusCode).toBe(200);
    clock.advance(16 * 60_000);
    expect((await login(email, password, '203.0.113.66')).statusCode).toBe(200);
  });

  it('revokes the token on logout, after which it gets 403', async () => {
    const { token } = await createPlayer(app);
    expect((await details(token)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(token),
      payload: { reason: 'USER_INACTIVITY_TIMEOUT' },
    });
    expect(out.statusCode).toBe(200);
    const after = await details(token);
    expect(after.statusCode).toBe(403);
    expect(after.json().errorCode).toBe('FORBIDDEN');
  });

  it('logs out a client that sends the JSON content type and no body', async () => {
    const { token } = await createPlayer(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await details(token)).statusCode).toBe(403);
    // a body that is there must still be JSON
    const { token: other } = await createPlayer(app);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...bearer(other), 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(malformed.json().errorCode).toBe('MALFORMED_JSON');
    expect((await details(other)).statusCode).toBe(200);
  });

  it('refuses calls without a token or with a made-up one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details' })).statusCode).toBe(403);
    expect((await details('x'.repeat(43))).statusCode).toBe(403);
  });

  it('lists active sessions and ends the others', async () => {
    const { email, password, token } = await createPlayer(app);
    const other = (await login(email, password, '198.51.100.20')).json().accessToken;
    const list = (
      await app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(token) })
    ).json().data.sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const ended = await app.inject({
      method: 'POST',
      url: '/api/user/sessions/end',
      headers: bearer(token),
      payload: {},
    });
    expect(ended.json().ended).toBe(1);
    expect((await details(other)).statusCode).toBe(403);
    expect((await details(token)).statusCode).toBe(200);
  });

  it('expires sessions after 30 days', async () => {
    const { token } = await createPlayer(app);
    clock.advance(30 * 24 * 60 * 60_000 + 1000);
    expect((await details(token)).statusCode).toBe(403);
  });
});

describe('profile update', () => {
  const update = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload });

  it('saves free fields and turns empty values into null', async () => {
    const { token } = await createPlayer(app, { city: 'Valletta' });
    const response = await update(token, {
      updateFrom: 'Profile Page',
      city: '',
      nickname: 'lucky',
      gender: 'female',
    });
    expect(response.json()).toEqual({ success: true, message: 'Your profile has been updated' });
    const me = (await details(token)).json().data.getUser;
    expect(me).toMatchObject({ city: null, nickname: 'lucky', gender: 'female' });
  });

  it('keeps names, date of birth and country locked once set', async () => {
    const { token } = await createPlayer(app);
    for (const change of [{ firstName: 'Anna' }, { dateOfBirth: '1991-01-01' }, { countryCode: 'DE' }]) {
      const response = await update(token, change);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('FIELD_LOCKED');
    }
    expect((await details(token)).json().data.getUser).toMatchObject({
      firstName: 'Maria',
      countryCode: 'MT',
    });
  });

  it('locks the email once verified', async () => {
    const { token, email } = await createPlayer(app);
    const [mail] = await mailTo(email);
    await app.inject({ method: 'GET', url: linkIn(mail?.text ?? '') });
    const response = await update(token, { email: 'new@example.com' });
    expect(response.json().errorCode).toBe('FIELD_LOCKED');
  });

  it('changes the password only with the current one and ends other sessions', async () => {
    const { token, email, password } = await createPlayer(app);
    const other = (await login(email, password, '198.51.100.30')).json().accessToken;
    const missing = await update(token, { newPassword: 'Better#456' });
    expect(missing.json()).toMatchObject({ fields: { currentPassword: 'Current password is required' } });
    const wrong = await update(token, { currentPassword: 'Nope#1234', newPassword: 'Better#456' });
    expect(wrong.json().errorCode).toBe('WRONG_PASSWORD');
    const mismatch = await update(token, {
      currentPassword: password,
      newPassword: 'Better#456',
      confirmPassword: 'Better#457',
    });
    expect(mismatch.json()).toMatchObject({ fields: { confirmPassword: 'Passwords must match' } });
    const ok = await update(token, {
      currentPassword: password,
      newPassword: 'Better#456',
      confirmPassword: 'Better#456',
    });
    expect(ok.json().message).toBe('Your password has been changed');
    expect((await details(other)).statusCode).toBe(403);
    expect((await details(token)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'Better#456')).statusCode).toBe(200);
  });
});

describe('email verification and password reset', () => {
  it('verifies once, then treats the link as used', async () => {
    const { email, token } = await createPlayer(app);
    const link = linkIn((await mailTo(email))[0]?.text ?? '');
    const first = await app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/casino?modal=login&verified=1');
    expect((await details(token)).json().data.getUser.isEmailVerified).toBe(true);
    const again = await app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toContain('modal=verify-email-expired');
  });

  it('sends an expired link to the verify-email-expired modal', async () => {
    const { email, token } = await createPlayer(app);
    const link = linkIn((await mailTo(email))[0]?.text ?? '');
    clock.advance(25 * 60 * 60_000);
    const response = await app.inject({ method: 'GET', url: link });
    expect(response.headers.location).toBe('/?modal=verify-email-expired');
    clock.advance(-25 * 60 * 60_000);
    expect((await details(token)).json().data.getUser.isEmailVerified).toBe(false);
  });

  it('resets a forgotten password with a single-use link and ends every session', async () => {
    const { email, token } = await createPlayer(app);
    const request = await app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email },
    });
    expect(request.statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect(unknown.json()).toEqual(request.json());
    const mail = (await mailTo(email, 'Reset')).find((message) => message.subject.includes('Reset'));
    const resetToken = new URL(`https://x${linkIn(mail?.text ?? '')}`).searchParams.get('token');
    const reset = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token: resetToken, password, confirmPassword: password },
      });
    expect((await reset('weak')).json().errorCode).toBe('VALIDATION_ERROR');
    expect((await reset('Fresh#789')).statusCode).toBe(200);
    expect((await reset('Other#789')).json().errorCode).toBe('INVALID_LINK');
    expect((await details(token)).statusCode).toBe(403);
    expect((await login(email, 'Fresh#789')).statusCode).toBe(200);
  });
});

describe('hardening', () => {
  const update = (token: string, payload: Record<string, unknown>, ip = '203.0.113.90') =>
    app.inject({
      method: 'PUT',
      url: '/api/user/update-user-details',
      headers: { ...bearer(token), 'x-forwarded-for': ip },
      payload,
    });

  it('never lets a username answer for another player’s email', async () => {
    const refused = await signUp(signUpPayload({ username: 'victim@example.org' }));
    expect(refused.statusCode).toBe(400);
    const victim = await createPlayer(app, { email: 'victim@example.org' });
    expect((await login('victim@example.org', victim.password)).statusCode).toBe(200);
  });

  it('refuses a hidden registration field sent by hand', async () => {
    // username is hidden (flag 0) in the default registration fields
    const response = await signUp(signUpPayload({ username: 'sneaky_name' }));
    expect(response.json()).toMatchObject({ fields: { username: 'This field is not accepted' } });
  });

  it('verifies only the address a link was sent to', async () => {
    const { token, email, password } = await createPlayer(app);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const oldLink = linkIn((await mailTo(email))[0]?.text ?? '');
    const changed = await update(token, { email: 'someone.else@example.org', currentPassword: password });
    expect(changed.statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: oldLink });
    expect(response.headers.location).toContain('modal=verify-email-expired');
    expect((await details(token)).json().data.getUser).toMatchObject({
      email: 'someone.else@example.org',
      isEmailVerified: false,
    });
  });

  it('asks for the current password before replacing an email', async () => {
    const { token } = await createPlayer(app);
    const response = await update(token, { email: 'new.address@example.org' });
    expect(response.json()).toMatchObject({ fields: { currentPassword: 'Current password is required' } });
  });

  it('counts wrong passwords from one IPv6 /64 together, whichever of its addresses they come from', async () => {
    const { email, password } = await createPlayer(app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login(email, `Wrong#${i}yy`, `2001:db8:5:5::${i + 1}`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await login(email, password, '2001:db8:5:5:abcd::1')).json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(email, password, '2001:db8:5:6::1')).statusCode).toBe(200);
  });

  it('counts parallel wrong passwords against each other', async () => {
    const { email } = await createPlayer(app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `Wrong#${i}zz`, '203.0.113.77')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('throttles guessing the current password through the profile', async () => {
    const { token, password } = await createPlayer(app);
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (await update(token, { currentPassword: `Guess#${i}xx`, newPassword: 'Better#456' })).json()
          .errorCode,
      );
    }
    expect(codes.slice(0, 10).every((code) => code === 'WRONG_PASSWORD')).toBe(true);
    expect(codes.slice(10)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    const stillBlocked = await update(token, { currentPassword: password, newPassword: 'Better#456' });
    expect(stillBlocked.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it('derives the phone code from the country and keeps phone numbers unique', async () => {
    const payload = signUpPayload({
      registrationType: 'phone',
      email: null,
      phone: '99887766',
      countryCode: 'MT',
    });
    const first = await signUp(payload);
    expect(first.json().createUser.phoneCode).toBe('+356');
    const again = await signUp({ ...payload, email: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('PHONE_TAKEN');
    const mismatch = await signUp(signUpPayload({ phone: '99887700', phoneCode: '+44', countryCode: 'MT' }));
    expect(mismatch.json()).toMatchObject({
      fields: { phoneCode: 'The phone code does not match the country' },
    });
    const { token } = await createPlayer(app);
    const taken = await update(token, { phone: '99887766' });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses sign-up for a resident of an excluded country', async () => {
    const blocked = await signUp(signUpPayload({ countryCode: 'US' }));
    expect(blocked.json().errorCode).toBe('COUNTRY_BLOCKED');
  });

  it('only lets the client end a session for its own reasons', async () => {
    const { token } = await createPlayer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(token),
      payload: { reason: 'SECURITY_LOGOUT' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('serves the development mailbox to this machine only', async () => {
    const remote = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '198.51.100.9',
    });
    expect(remote.statusCode).toBe(403);
  });

  it('counts reset requests per address, every address of an IPv6 /64 as one', async () => {
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'nobody.here@example.com' },
        remoteAddress,
      });
    // five tries from five addresses of one block use up the block's limit
    for (let host = 1; host <= 5; host++) expect((await ask(`2001:db8:7:7::${host}`)).statusCode).toBe(200);
    const sixth = await ask('2001:db8:7:7:ffff:ffff:ffff:99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('RATE_LIMITED');
    // the next block and an IPv4 address are counted on their own
    expect((await ask('2001:db8:7:8::1')).statusCode).toBe(200);
    expect((await ask('192.0.2.77')).statusCode).toBe(200);
  });

  it('sends one reset mail a minute per player', async () => {
    const { email } = await createPlayer(app);
    for (let i = 0; i < 3; i++) {
      await app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    }
    await mailTo(email, 'Reset');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const resets = (await mailbox(email)).filter((message) => message.subject.includes('Reset'));
    expect(resets).toHaveLength(1);
  });
});
