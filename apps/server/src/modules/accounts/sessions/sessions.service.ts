import { timingSafeEqual } from 'node:crypto';
import {
  type LoginInput,
  type LoginResponse,
  limits,
  type SessionTerminationReason,
  timing,
} from '@casino/contracts';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { rateLimitAddress } from '../../../lib/client-address.ts';
import type { Clock } from '../../../lib/clock.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import type { TokenSigner } from '../../../lib/tokens.ts';
import {
  type AccountsRepository,
  createAccountsRepository,
  type SessionRow,
  type UserRow,
} from '../accounts.repository.ts';
import type { RequestContext } from '../accounts.rules.ts';

export type AuthenticatedSession = { user: UserRow; session: SessionRow };

/**
 * What another module decides about a sign-in (responsible gaming: a frozen account may not sign
 * in, and a session time limit ends the session sooner). Throws an AppError to refuse.
 */
export type SignInPolicy = (user: UserRow) => Promise<{ maxSessionMinutes: number | null }>;

/** A player as game providers name them: their public id, and what never changes about them. */
export type ProviderPlayer = { userId: number; uniqueId: string; currencyCode: string; createdAt: Date };

/** How long a session lives at most without a session time limit of the player's own. */
export const sessionLifetimeMs = timing.accessTokenCookieMaxAgeSeconds * 1000;
// lastSeenAt is only written when older than this, so every authenticated call is not a write
const sessionTouchIntervalMs = 60_000;
/** Players remembered by findPlayer. */
const knownPlayersLimit = 100_000;

/**
 * Sign-in throttling: failures per account and IP (guessing one account from one place) and per
 * IP (spraying many accounts), over a sliding window. There is deliberately no account-wide
 * block: it would let anyone lock a player out from every device.
 */
export const loginThrottle = { windowMs: 15 * 60_000, perPair: 10, perIp: 50 } as const;

/**
 * Sign-in and sessions: the sign-in throttle, sessions and their tokens (stored only as hashes),
 * the launch tokens game providers exchange for the player, and ending sessions (whose sockets
 * close with them).
 */
export function createSessionsService({
  repository,
  clock,
  tokens,
  onSessionsEnded = () => undefined,
}: {
  repository: AccountsRepository;
  clock: Clock;
  tokens: TokenSigner;
  /**
   * Sessions just ended (a password change, "log out everywhere", a freeze, an operator): their
   * browsers are told why, then their sockets close.
   */
  onSessionsEnded?: (sessionIds: number[], reason: SessionTerminationReason) => void;
}) {
  let signInPolicy: SignInPolicy = async () => ({ maxSessionMinutes: null });
  const knownPlayers = new Map<string, ProviderPlayer>();

  /** Opens a session for the player and answers its token; `repo` when it is part of a transaction. */
  async function startSession(
    user: UserRow,
    context: RequestContext,
    { maxSessionMinutes }: { maxSessionMinutes: number | null },
    repo = repository,
  ): Promise<string> {
    const { token, tokenHash } = tokens.issue();
    const now = clock.now();
    await repo.insertSession({
      userId: user.id,
      tokenHash,
      ip: context.ip,
      country: context.country,
      userAgent: context.userAgent?.slice(0, limits.deviceStringMaxLength) ?? null,
      createdAt: now,
      lastSeenAt: now,
      // the player's own session time limit ends the session sooner
      expiresAt: new Date(
        now.getTime() + Math.min(sessionLifetimeMs, (maxSessionMinutes ?? Number.POSITIVE_INFINITY) * 60_000),
      ),
    });
    return token;
  }

  /**
   * Records a sign-in attempt as failed before anything is checked, so parallel guesses count
   * against each other, then refuses when the account (or unknown identifier) has had too many
   * failures from this address, or this address too many in total (an IPv6 address counts as its
   * /64, which one subscriber holds whole). Windows slide: nobody is locked out for longer than 15
   * minutes after their last failure, and a player elsewhere is never affected.
   */
  async function recordAttempt(
    identifier: string,
    user: UserRow | null,
    context: RequestContext,
  ): Promise<number> {
    const now = clock.now();
    const address = rateLimitAddress(context.ip);
    const attemptId = await repository.insertLoginAttempt({
      userId: user?.id ?? null,
      identifier,
      ip: context.ip,
      address,
      country: context.country,
      userAgent: context.userAgent,
      succeeded: false,
      createdAt: now,
    });
    const since = new Date(now.getTime() - loginThrottle.windowMs);
    const failures = await repository.countFailures({
      identifier,
      address,
      userId: user?.id ?? null,
      since,
    });
    // the attempt just recorded counts too, hence "more than"
    if (failures.pair > loginThrottle.perPair || failures.ip > loginThrottle.perIp) {
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
    return attemptId;
  }

  /** Ends every live session of a player but `keep`; in `tx` when given, with the caller's change. */
  async function endAllSessions(
    userId: number,
    reason: SessionTerminationReason,
    { tx, keep }: { tx?: Executor; keep?: number } = {},
  ): Promise<number[]> {
    const repo = tx ? createAccountsRepository(tx) : repository;
    const ended = await repo.endSessions(userId, reason, clock.now(), keep);
    // closed at once, even inside a transaction: should it roll back, the browser simply reconnects
    if (ended.length > 0) onSessionsEnded(ended, reason);
    return ended;
  }

  return {
    startSession,
    recordAttempt,
    endAllSessions,

    /** Lets another module decide about every sign-in (see SignInPolicy); set once. */
    useSignInPolicy(policy: SignInPolicy): void {
      signInPolicy = policy;
    },

    async login(input: LoginInput, context: RequestContext): Promise<LoginResponse> {
      const identifier = input.email.trim().toLowerCase();
      const user = await repository.findUserByLogin(identifier);
      const previous = user ? await repository.lastSuccessfulLogin(user.id) : null;
      const attemptId = await recordAttempt(identifier, user, context);
      const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', 'Incorrect email or password');
      // only once the password is right: a refused account (a freeze) is not told apart from a wrong guess
      if (user.blockedAt) {
        throw new AppError('ACCOUNT_BLOCKED', 'This account is blocked. Please contact support.');
      }
      const policy = await signInPolicy(user);
      await repository.markLoginSucceeded(attemptId);

      const accessToken = await startSession(user, context, policy);
      return {
        success: true,
        accessToken,
        lastLogin: previous
          ? { created_at: previous.createdAt.toISOString(), ip: previous.ip, location: previous.country }
          : null,
        locale: user.preferredLanguage,
        cpnc: input.cpnc ?? user.cpnc,
        userId: user.id,
      };
    },

    /** The player and session behind a token; null when unknown, ended or expired. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const now = clock.now();
      const found = await repository.findLiveSessionWithUser(tokens.hash(token), now);
      if (!found) return null;
      const { session, user } = found;
      if (now.getTime() - session.lastSeenAt.getTime() > sessionTouchIntervalMs) {
        await repository.touchSession(session.id, now);
      }
      return { user, session };
    },

    /**
     * A token a game provider exchanges for the player (`authenticate`): the session and game,
     * signed with the server secret. It is good for as long as the session lives.
     */
    launchToken(session: SessionRow, game: string): string {
      return `${session.id}.${game}.${tokens.hash(`launch:${session.id}:${game}`)}`;
    },

    /** The player, session and game behind a launch token; null when forged or its session has ended. */
    async resolveLaunchToken(token: string): Promise<(AuthenticatedSession & { game: string }) | null> {
      const match = /^(\d{1,15})\.([a-z0-9-]{1,64})\.([0-9a-f]{64})$/.exec(token);
      if (!match) return null;
      const [, id = '', game = '', signature = ''] = match;
      const expected = Buffer.from(tokens.hash(`launch:${id}:${game}`), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      const found = await repository.findLiveSessionById(Number(id), clock.now());
      return found ? { ...found, game } : null;
    },

    /**
     * A player by the public id game providers know them by; null when unknown. Providers name the
     * player on every wallet call: found ones are remembered (up to knownPlayersLimit, oldest
     * forgotten first), since what is answered never changes.
     */
    async findPlayer(uniqueId: string): Promise<ProviderPlayer | null> {
      const known = knownPlayers.get(uniqueId);
      if (known) return known;
      const user = await repository.findUserByUniqueId(uniqueId);
      if (!user) return null;
      const player = {
        userId: user.id,
        uniqueId: user.uniqueId,
        currencyCode: user.currencyCode,
        createdAt: user.createdAt,
      };
      if (knownPlayers.size >= knownPlayersLimit) {
        knownPlayers.delete(knownPlayers.keys().next().value as string);
      }
      knownPlayers.set(uniqueId, player);
      return player;
    },

    async logout(session: SessionRow, reason: SessionTerminationReason): Promise<void> {
      if (await repository.endSession(session.userId, session.id, reason, clock.now())) {
        onSessionsEnded([session.id], reason);
      }
    },

    async listSessions({ user, session }: AuthenticatedSession) {
      const rows = await repository.listLiveSessions(user.id, clock.now());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === session.id,
        ip: row.ip,
        country: row.country,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },

    async listLogins(user: UserRow, limit = 50) {
      const rows = await repository.listLogins(user.id, limit);
      return rows.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        ip: row.ip,
        country: row.country,
        succeeded: row.succeeded,
      }));
    },

    /** The player ends one session, or every other session (and optionally this one too). */
    async endSessions(
      { user, session }: AuthenticatedSession,
      { sessionId, includeCurrent }: { sessionId?: number | undefined; includeCurrent: boolean },
    ): Promise<number> {
      if (sessionId !== undefined) {
        const ended = await repository.endSession(user.id, sessionId, 'USER_INITIATED', clock.now());
        if (!ended) throw new AppError('NOT_FOUND', 'That session is not active');
        onSessionsEnded([sessionId], 'USER_INITIATED');
        return 1;
      }
      const ended = await endAllSessions(
        user.id,
        'USER_INITIATED',
        includeCurrent ? {} : { keep: session.id },
      );
      return ended.length;
    },

    /**
     * Makes the player's live sessions end at a session time limit (minutes; null: none), but
     * never sooner than `graceMs` from now; answers their new ends.
     */
    limitSessions(
      userId: number,
      minutes: number | null,
      { graceMs, tx }: { graceMs: number; tx?: Executor },
    ) {
      const repo = tx ? createAccountsRepository(tx) : repository;
      return repo.limitSessions(userId, minutes, {
        now: clock.now(),
        lifetimeMs: sessionLifetimeMs,
        graceMs,
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
