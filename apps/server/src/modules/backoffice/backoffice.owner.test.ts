import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loadConfig } from '../../config.ts';
import { createOwner, devOwner, ensureFirstOwner } from './index.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/backoffice/auth/sign-in', payload: { email, password } });

describe('the first owner', () => {
  it('comes from the environment while there is no operator, once; they enrol two-factor at first sign-in', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      WALLET_API_SECRET: 'w'.repeat(40),
      SEED_ENCRYPTION_KEY: 'k'.repeat(40),
      BACKOFFICE_OWNER_EMAIL: 'Boss@Example.com',
      BACKOFFICE_OWNER_PASSWORD: 'a-long-owner-password',
    });
    expect(config.seedDemoPlayers).toBe(false);
    await ensureFirstOwner(app.database.db, config);
    await ensureFirstOwner(app.database.db, {
      ...config,
      backofficeOwner: { email: 'other@example.com', password: 'another-long-one' },
    });
    const answer = await signIn('boss@example.com', 'a-long-owner-password');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().stage).toBe('enrol');
    // the second start-up found an operator and created nobody
    expect((await signIn('other@example.com', 'another-long-one')).statusCode).toBe(401);
    await expect(createOwner(app.database.db, 'BOSS@example.com', 'whatever-password')).rejects.toThrow(
      /exists/,
    );
  });

  it('from the command line with a generated password must choose their own; a chosen one need not', async () => {
    const generated = await createOwner(app.database.db, 'cli@example.com', 'generated-password-1', {
      temporary: true,
    });
    expect(generated.passwordChangeRequired).toBe(true);
    const chosen = await createOwner(app.database.db, 'chosen@example.com', 'chosen-password-12');
    expect(chosen.passwordChangeRequired).toBe(false);
  });

  it('in development is the documented owner with a known second factor', async () => {
    await ensureFirstOwner(app.database.db, {
      ...loadConfig({ NODE_ENV: 'test' }),
      seedDemoPlayers: true,
      backofficeOwner: null,
    });
    const answer = await signIn(devOwner.email, devOwner.password);
    expect(answer.json().stage).toBe('code');
  });
});
