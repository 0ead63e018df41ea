import { addressListed, type Config } from '../../config.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTokenSigner } from '../../lib/tokens.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Cashier } from '../cashier/index.ts';
import type { Content } from '../content/index.ts';
import type { Games } from '../games/index.ts';
import type { Loyalty } from '../loyalty/index.ts';
import type { Races } from '../races/index.ts';
import type { Rakeback } from '../rakeback/index.ts';
import type { Referrals } from '../referrals/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Verification } from '../verification/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { createOperatorAuth } from './backoffice.auth.ts';
import { playLimitsAdminRoutes } from './backoffice.play-limits.ts';
import {
  type BackofficeRepository,
  createBackofficeRepository,
  type OperatorRow,
} from './backoffice.repository.ts';
import { type BackofficeRoute, backofficePrefix, backofficeRoutes } from './backoffice.routes.ts';
import { operators } from './backoffice.schema.ts';
import { createSecretBox } from './backoffice.secrets.ts';
import { createBackofficeService, ownerRow } from './backoffice.service.ts';
import { verificationAdminRoutes } from './backoffice.verification.ts';

/*
 * The back-office: operators (apart from players) with two-factor sign-in, roles whose permissions
 * the server checks on every /api/backoffice route, what operators read and do, and the
 * append-only audit log of all of it. Its web app is apps/backoffice, served under /backoffice.
 */

export type { BackofficeRoute } from './backoffice.routes.ts';

/** What the app (and its tests) may ask of the back-office. */
export type Backoffice = {
  /** Every back-office route and the access it requires (the permission test walks it). */
  routes: readonly BackofficeRoute[];
};

declare module 'fastify' {
  interface FastifyInstance {
    backoffice: Backoffice;
  }
}

/** The development owner (README "Back-office"): seeded only where demo players are. */
export const devOwner = {
  email: 'owner@casino.local',
  password: 'Owner#2026',
  /** Base32, for an authenticator app or `npx otplib`-style tools: codes change every 30 s. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export const register = defineModule<
  ModuleDeps & {
    accounts: Accounts;
    wallet: Wallet;
    games: Games;
    responsibleGaming: ResponsibleGaming;
    content: Content;
    cashier: Cashier;
    bonuses: Bonuses;
    rakeback: Rakeback;
    loyalty: Loyalty;
    races: Races;
    referrals: Referrals;
    verification: Verification;
  }
>(
  'backoffice',
  async (
    app,
    {
      config,
      database,
      clock,
      accounts,
      wallet,
      games,
      responsibleGaming,
      content,
      cashier,
      bonuses,
      rakeback,
      loyalty,
      races,
      referrals,
      verification,
    },
  ) => {
    const repository = createBackofficeRepository(database.db);
    const auth = createOperatorAuth({
      repository,
      transaction: (work) => database.db.transaction((tx) => work(createBackofficeRepository(tx))),
      clock,
      tokens: createTokenSigner(config.sessionSecret),
      secrets: createSecretBox(config.sessionSecret),
    });
    const transaction = <T>(work: (repo: BackofficeRepository, tx: Executor) => Promise<T>) =>
      database.db.transaction((tx) => work(createBackofficeRepository(tx), tx));
    const service = createBackofficeService({
      repository,
      transaction,
      clock,
      accounts,
      wallet,
      games,
      responsibleGaming,
      content,
      cashier,
      bonuses,
      rakeback,
      loyalty,
      races,
      referrals,
    });
    // the optional allow-list covers the back-office's pages and its API alike
    const allowed = config.backofficeAllowedIps;
    if (allowed) {
      app.addHook('onRequest', async (request) => {
        const path = request.url;
        const backoffice =
          path === '/backoffice' ||
          path.startsWith('/backoffice/') ||
          path.startsWith(`${backofficePrefix}/`);
        if (backoffice && !addressListed(allowed, request.ip))
          throw new AppError('FORBIDDEN', 'The back-office cannot be reached from this address');
      });
    }
    const routeTable: BackofficeRoute[] = [];
    await app.register(backofficeRoutes, { prefix: backofficePrefix, auth, service, routeTable });
    await app.register(verificationAdminRoutes, {
      prefix: backofficePrefix,
      auth,
      routeTable,
      verification,
      accounts,
      content,
      repository,
      transaction,
      clock,
    });
    await app.register(playLimitsAdminRoutes, {
      prefix: backofficePrefix,
      auth,
      routeTable,
      responsibleGaming,
      content,
      transaction,
      clock,
    });
    app.decorate('backoffice', { routes: routeTable } satisfies Backoffice);
  },
);

/**
 * The first owner, at start-up: in development the documented owner with a known second factor;
 * elsewhere, when the database has no operator yet, the one BACKOFFICE_OWNER_EMAIL and
 * BACKOFFICE_OWNER_PASSWORD name (they enrol two-factor at their first sign-in).
 */
export async function ensureFirstOwner(
  db: Database,
  config: Pick<Config, 'seedDemoPlayers' | 'sessionSecret' | 'backofficeOwner'>,
): Promise<void> {
  const repository = createBackofficeRepository(db);
  if (config.seedDemoPlayers && !(await repository.findOperatorByEmail(devOwner.email))) {
    const secret = createSecretBox(config.sessionSecret).seal(devOwner.totpSecret);
    await db
      .insert(operators)
      .values({ ...(await ownerRow(devOwner.email, devOwner.password)), totpSecret: secret })
      .onConflictDoNothing();
  }
  const owner = config.backofficeOwner;
  if (owner && (await repository.countOperators()) === 0) {
    await createOwner(db, owner.email, owner.password);
  }
}

/**
 * A new owner (the command line's `backoffice:create-owner`); refused when the email is taken. A
 * generated (temporary) password must be replaced at the first sign-in.
 */
export async function createOwner(
  db: Database,
  email: string,
  password: string,
  { temporary = false }: { temporary?: boolean } = {},
): Promise<OperatorRow> {
  const repository = createBackofficeRepository(db);
  if (await repository.findOperatorByEmail(email))
    throw new Error(`an operator with the email ${email} exists`);
  return repository.insertOperator({
    ...(await ownerRow(email, password)),
    passwordChangeRequired: temporary,
  });
}
