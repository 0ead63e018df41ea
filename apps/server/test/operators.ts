import type { OperatorRole } from '@casino/contracts/backoffice';
import { generate } from 'otplib';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { operators } from '../src/modules/backoffice/backoffice.schema.ts';
import { createSecretBox, newTotpSecret } from '../src/modules/backoffice/backoffice.secrets.ts';
import type { TestApp } from './app.ts';

let sequence = 0;
export const operatorPassword = 'Operator#2026-test';

export type TestOperator = { id: number; email: string; password: string; secret: string | null };

/** An operator straight in the database: enrolled in two-factor with a known secret unless told not to. */
export async function createOperator(
  app: TestApp,
  role: OperatorRole,
  { enrolled = true }: { enrolled?: boolean } = {},
): Promise<TestOperator> {
  sequence += 1;
  const email = `${role}${sequence}-${Date.now()}@ops.example.com`;
  const secret = enrolled ? newTotpSecret() : null;
  // the test app runs on the default (development) SESSION_SECRET
  const box = createSecretBox(loadConfig({ NODE_ENV: 'test' }).sessionSecret);
  const [row] = await app.database.db
    .insert(operators)
    .values({
      email,
      role,
      passwordHash: await hashPassword(operatorPassword),
      totpSecret: secret ? box.seal(secret) : null,
    })
    .returning();
  if (!row) throw new Error('no operator inserted');
  return { id: row.id, email, password: operatorPassword, secret };
}

/** The authenticator's code at `now`. */
export const codeAt = (secret: string, now: Date) =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

/** Signs an enrolled operator in through the API (password, then the code of `now`) and answers the token. */
export async function signInOperator(
  app: TestApp,
  operator: TestOperator,
  now = new Date(),
): Promise<string> {
  if (!operator.secret) throw new Error('operator has no second factor');
  const first = await app.inject({
    method: 'POST',
    url: '/api/backoffice/auth/sign-in',
    payload: { email: operator.email, password: operator.password },
  });
  if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/backoffice/auth/code',
    payload: { challenge: first.json().challenge, code: await codeAt(operator.secret, now) },
  });
  if (second.statusCode !== 200) throw new Error(`code refused: ${second.body}`);
  return second.json().token as string;
}
