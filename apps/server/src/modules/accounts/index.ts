import type { KycStatus } from '@casino/contracts';
import type { Executor } from '../../db/database.ts';
import { createTokenSigner } from '../../lib/tokens.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { sessionRoom } from '../../plugins/realtime.ts';
import type { Content } from '../content/index.ts';
import type { Mail } from '../mail/index.ts';
import type { Safety } from '../safety/index.ts';
import { type RequireAuth, registerAuth } from './accounts.auth.ts';
import { createAccountsRepository, type SessionRow, type UserRow } from './accounts.repository.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { type AccountProfile, accountProfile } from './accounts.rules.ts';
import { createAccountsServices } from './accounts.service.ts';
import type { SessionsService } from './sessions/sessions.service.ts';

/*
 * Accounts: identity (who a player is: sign-up, profile), sign-in and sessions, and the email
 * links that verify an address or reset a password. Who is signed in on a request is its auth hook.
 */

export { authOf, type RequireAuth, readAccessToken } from './accounts.auth.ts';
export type { SignedUp } from './accounts.events.ts';
export type { SessionRow, UserRow } from './accounts.repository.ts';
export type { AccountProfile, PublicNameFields, RequestContext } from './accounts.rules.ts';
export { publicName } from './accounts.rules.ts';
export type {
  AuthenticatedSession,
  ProviderPlayer,
  SignInPolicy,
} from './sessions/sessions.service.ts';
export { loginThrottle, sessionLifetimeMs } from './sessions/sessions.service.ts';

/** What other modules may ask of the accounts module. */
export type Accounts = Pick<
  SessionsService,
  | 'authenticate'
  | 'launchToken'
  | 'resolveLaunchToken'
  | 'findPlayer'
  | 'endAllSessions'
  | 'limitSessions'
  | 'useSignInPolicy'
> & {
  /** The preHandler that refuses a request without a live session (403) and sets `request.auth`. */
  requireAuth: RequireAuth;
  /** The player's profile as the accounts module knows it (spec §3, without limits and ghost mode). */
  profile(user: UserRow): AccountProfile;
  /** What public names are made of, for the players given. */
  publicNameFields(
    ids: number[],
  ): Promise<Array<{ id: number; nickname: string | null; username: string | null; uniqueId: string }>>;
  /** Operators' reads (the back-office): players by a search term, one player, their sessions. */
  searchPlayers(query: {
    q: string;
    offset: number;
    limit: number;
  }): Promise<{ rows: UserRow[]; total: number }>;
  playerById(id: number): Promise<UserRow | null>;
  /** The players of `ids` that exist, in no particular order. */
  playersByIds(ids: number[]): Promise<UserRow[]>;
  recentSessions(userId: number, limit: number): Promise<SessionRow[]>;
  /** Sessions seen since `since` that lasted `minutes` or more (responsible gaming's markers of harm). */
  longSessions(
    since: Date,
    minutes: number,
    limit: number,
  ): Promise<Array<{ id: number; userId: number; createdAt: Date; lastSeenAt: Date }>>;
  /** The player's latest sign-in attempts, failed ones included, newest first. */
  recentSignIns(
    userId: number,
    limit: number,
  ): Promise<Array<{ createdAt: Date; ip: string | null; country: string | null; succeeded: boolean }>>;
  /**
   * Operators' changes, each in the caller's transaction (with its audit row): blocking ends the
   * player's sessions and refuses their sign-ins until unblocked; tags mark players for operators.
   */
  setBlocked(
    userId: number,
    change: { blocked: boolean; reason: string },
    tx: Executor,
  ): Promise<{ blockedAt: Date | null; blockReason: string | null }>;
  setTags(userId: number, tags: string[], tx: Executor): Promise<string[]>;
  /**
   * Verification's outcome (issue 21): `lockKycStatus` reads it with the player's row locked for
   * the rest of the caller's transaction (so two reviews or uploads at once are decided one after
   * the other), `setKycStatus` writes it.
   */
  lockKycStatus(userId: number, tx: Executor): Promise<KycStatus>;
  setKycStatus(userId: number, status: KycStatus, tx?: Executor): Promise<KycStatus>;
};

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export const register = defineModule<ModuleDeps & { content: Content; mail: Mail; safety: Safety }>(
  'accounts',
  async (app, { config, database, clock, events, realtime, content, mail, safety }) => {
    const repository = createAccountsRepository(database.db);
    const services = createAccountsServices({
      repository,
      transaction: (fn) => database.db.transaction((tx) => fn(createAccountsRepository(tx))),
      content,
      mail,
      clock,
      tokens: createTokenSigner(config.sessionSecret),
      publicOrigin: config.publicOrigin,
      logError: (error, message) => app.log.error({ err: error }, message),
      // an ended session's browsers learn why (they sign out and say so), then its sockets close:
      // they stop hearing the player's events, on every process
      signedUp: (event) => events.publish('accounts.signed-up', event),
      onSessionsEnded: (sessionIds, reason) => {
        for (const id of sessionIds) {
          realtime.io.in(sessionRoom(id)).emit('sessionEnded', { reason });
          realtime.io.in(sessionRoom(id)).disconnectSockets(true);
        }
      },
    });
    const { sessions } = services;
    const requireAuth = registerAuth(app, (token) => sessions.authenticate(token));
    realtime.authenticateWith(async (token) => {
      const auth = await sessions.authenticate(token);
      return auth
        ? { userId: auth.user.id, sessionId: auth.session.id, currency: auth.user.currencyCode }
        : null;
    });
    await app.register(accountsRoutes, { accounts: services, safety, requireAuth });
    app.decorate('accounts', {
      requireAuth,
      authenticate: sessions.authenticate,
      launchToken: sessions.launchToken,
      resolveLaunchToken: sessions.resolveLaunchToken,
      findPlayer: sessions.findPlayer,
      endAllSessions: sessions.endAllSessions,
      limitSessions: sessions.limitSessions,
      useSignInPolicy: sessions.useSignInPolicy,
      profile: accountProfile,
      publicNameFields: (ids) => repository.publicNameFields(ids),
      searchPlayers: (query) => repository.searchUsers(query),
      playerById: (id) => repository.findUserById(id),
      playersByIds: (ids) => repository.findUsersByIds(ids),
      recentSessions: (userId, limit) => repository.recentSessions(userId, limit),
      longSessions: (since, minutes, limit) => repository.longSessions(since, minutes, limit),
      recentSignIns: (userId, limit) => repository.listLogins(userId, limit),
      setBlocked: async (userId, { blocked, reason }, tx) => {
        const now = clock.now();
        const row = await createAccountsRepository(tx).updateUser(userId, {
          blockedAt: blocked ? now : null,
          blockReason: blocked ? reason : null,
        });
        if (blocked) await sessions.endAllSessions(userId, 'ACCOUNT_LOCKED', { tx });
        return { blockedAt: row.blockedAt, blockReason: row.blockReason };
      },
      setTags: async (userId, tags, tx) =>
        (await createAccountsRepository(tx).updateUser(userId, { tags })).tags,
      lockKycStatus: async (userId, tx) => {
        const status = await createAccountsRepository(tx).lockKycStatus(userId);
        if (status === null) throw new Error(`no player ${userId}`);
        return status;
      },
      setKycStatus: async (userId, kycStatus, tx) =>
        (await createAccountsRepository(tx ?? database.db).updateUser(userId, { kycStatus })).kycStatus,
    } satisfies Accounts);
  },
);
