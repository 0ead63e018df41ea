import type { SignUpPayload } from '@casino/contracts';
import type { TestApp } from './app.ts';

let sequence = 0;

/** A sign-up payload that passes every default rule; override what a test is about. */
export function signUpPayload(overrides: Partial<SignUpPayload> = {}): SignUpPayload {
  sequence += 1;
  return {
    registrationType: 'email',
    email: `player${Date.now()}${sequence}@example.com`,
    password: 'Secret#123',
    firstName: 'Maria',
    lastName: 'Borg',
    countryCode: 'MT',
    currencyCode: 'EUR',
    dateOfBirth: '1990-05-17',
    subscribe: true,
    newsLetter: false,
    ...overrides,
  };
}

/** Registers a player through the API and returns its token and email. */
export async function createPlayer(app: TestApp, overrides: Partial<SignUpPayload> = {}) {
  const payload = signUpPayload(overrides);
  // each player signs up from an address of its own, as real players do, so per-IP limits stay out of the way
  const ip = `198.18.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/sign-up',
    payload,
    headers: { 'x-forwarded-for': ip },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json();
  return {
    token: body.accessToken as string,
    email: payload.email as string,
    password: payload.password as string,
    user: body.createUser,
  };
}

export const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'x-authorization': `Bearer ${token}`,
});

/** A player row straight in the database, for module tests that do not go through sign-up. */
export async function insertUser(db: import('../src/db/database.ts').Database, currencyCode = 'EUR') {
  const { users } = await import('../src/db/schema.ts');
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      uniqueId: `t${Date.now().toString(36)}${sequence}`,
      email: `ledger${Date.now()}${sequence}@example.com`,
      passwordHash: 'not-a-real-hash',
      registrationType: 'email',
      currencyCode,
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}

/** A new player whose profile is complete enough to deposit (an address, spec §4). */
export async function depositor(app: TestApp, overrides: Partial<SignUpPayload> = {}) {
  const player = await createPlayer(app, overrides);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/user/update-user-details',
    payload: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
    headers: bearer(player.token),
  });
  if (response.statusCode !== 200) throw new Error(`profile update failed: ${response.body}`);
  return player;
}

/** A new player with `amount` (minor units of EUR) of cash, deposited straight through the wallet. */
export async function fundedPlayer(
  app: TestApp,
  wallet: import('../src/modules/wallet/wallet.service.ts').WalletService,
  amount = 100_000n,
) {
  const { minor } = await import('@casino/money');
  const player = await createPlayer(app);
  await wallet.deposit({
    userId: player.user.userId,
    currency: 'EUR',
    idempotencyKey: `test-seed-${player.user.userId}`,
    amount: minor(amount),
  });
  return player;
}
