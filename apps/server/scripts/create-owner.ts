/**
 * `npm run backoffice:create-owner -- --email owner@example.com [--password ...]`: creates a
 * back-office owner in the database the server's environment names (DATABASE_URL, or the embedded
 * database under DATA_DIR: stop the server first, PGlite opens its directory from one process).
 * Without --password a strong one is generated and printed once, and must be replaced at the first
 * sign-in. The owner enrols two-factor at their first sign-in.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { randomReadable } from '../src/lib/tokens.ts';
import { createOwner } from '../src/modules/backoffice/index.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(
    'Usage: npm run backoffice:create-owner -- --email owner@example.com [--password <12+ characters>]',
  );
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 12) {
  console.error('The password must be at least 12 characters.');
  process.exit(2);
}
const password = values.password ?? randomReadable(20);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const owner = await createOwner(database.db, email, password, { temporary: !values.password });
  console.log(`Owner ${owner.email} created (operator ${owner.id}).`);
  if (!values.password) console.log(`Temporary password (shown once): ${password}`);
  console.log(
    values.password
      ? 'Sign in at /backoffice; you will be asked to set up an authenticator app.'
      : 'Sign in at /backoffice; you will be asked to set up an authenticator app, then to choose your own password.',
  );
} catch (error) {
  console.error(`Could not create the owner: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
