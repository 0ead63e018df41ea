import { and, count, desc, eq, gt, gte, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailTokens, loginAttempts, sessions, users } from './accounts.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Postgres unique-violation, with the index that was violated. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unique') : null;
}

/** Reads and writes of players, sessions, login attempts and email links. */
export function createAccountsRepository(db: Executor) {
  // A live session and its player: read by every signed-in request (each spin too), so the query is
  // built once (Drizzle's query building cost more than the read) and prepared by name.
  const liveSessionQuery = (session: SQL) =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(session, isNull(sessions.endedAt), gt(sessions.expiresAt, sql.placeholder('now'))));
  type LiveSessionQuery = ReturnType<ReturnType<typeof liveSessionQuery>['prepare']>;
  let liveSessionByToken: LiveSessionQuery | undefined;
  let liveSessionById: LiveSessionQuery | undefined;

  return {
    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The player's kycStatus, their row locked until the transaction ends (verification's writes). */
    async lockKycStatus(id: number): Promise<UserRow['kycStatus'] | null> {
      const [row] = await db
        .select({ kycStatus: users.kycStatus })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row?.kycStatus ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findUsersByIds(ids: number[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, ids));
    },

    async findUserByUniqueId(uniqueId: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.uniqueId, uniqueId));
      return row ?? null;
    },

    async findUserByUuid(userUuid: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.userUuid, userUuid));
      return row ?? null;
    },

    /**
     * A player by what they typed to sign in. The shape of the identifier decides the one column
     * searched (an @ means email, digits with an optional + mean the full phone number, anything
     * else a username), so one player's username can never answer for another's email.
     */
    async findUserByLogin(identifier: string): Promise<UserRow | null> {
      const trimmed = identifier.trim();
      let condition: SQL;
      if (trimmed.includes('@')) condition = sql`lower(${users.email}) = ${trimmed.toLowerCase()}`;
      else if (/^\+?[\d\s().-]{6,}$/.test(trimmed))
        condition = sql`replace(${users.phoneCode}, '+', '') || ${users.phone} = ${trimmed.replace(/\D/g, '')}`;
      else condition = sql`lower(${users.username}) = ${trimmed.toLowerCase()}`;
      const [row] = await db.select().from(users).where(condition).limit(1);
      return row ?? null;
    },

    /** Holds the player's row until the transaction ends, to serialise per-player work. */
    async lockUser(id: number): Promise<void> {
      // NO KEY UPDATE: serialises the player's account changes without blocking the foreign-key
      // checks of their wallet postings
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
    },

    async usernameInUse(username: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return (row?.n ?? 0) > 0;
    },

    async emailInUse(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            exceptUserId ? ne(users.id, exceptUserId) : undefined,
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async updateUser(id: number, changes: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} not found`);
      return row;
    },

    /**
     * Moves the end of a player's live sessions to match a session time limit (minutes; null: none):
     * `lifetimeMs` after they began at most, the limit after they began, but never sooner than
     * `graceMs` from `now`, so a session is not cut off without a warning. Answers the live
     * sessions' new ends.
     */
    async limitSessions(
      id: number,
      minutes: number | null,
      { now, lifetimeMs, graceMs }: { now: Date; lifetimeMs: number; graceMs: number },
    ): Promise<Array<{ id: number; expiresAt: Date }>> {
      const natural = sql`${sessions.createdAt} + ${lifetimeMs} * interval '1 millisecond'`;
      const end =
        minutes === null
          ? natural
          : sql`least(${natural}, greatest(${sessions.createdAt} + ${minutes} * interval '1 minute',
              ${now.toISOString()}::timestamptz + ${graceMs} * interval '1 millisecond'))`;
      return db
        .update(sessions)
        .set({ expiresAt: end })
        .where(and(eq(sessions.userId, id), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
    },

    /** The names public feeds are built from, of the players given (unknown ids are left out). */
    async publicNameFields(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          nickname: users.nickname,
          username: users.username,
          uniqueId: users.uniqueId,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /**
     * Players an operator searches for: a number is an id, anything else matches the public id,
     * email, username or phone exactly (case-insensitively) or the start of a name or email.
     */
    async searchUsers({ q, offset, limit }: { q: string; offset: number; limit: number }) {
      const term = q.trim();
      let where: SQL | undefined;
      if (term !== '') {
        const prefix = `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const digits = term.replace(/[^\d]/g, '');
        const matches: SQL[] = [
          eq(users.uniqueId, term),
          sql`lower(${users.email}) like ${prefix}`,
          sql`lower(${users.username}) = ${term.toLowerCase()}`,
          sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${prefix}`,
          sql`lower(${users.lastName}) like ${prefix}`,
        ];
        if (/^\d{1,15}$/.test(term)) matches.push(eq(users.id, Number(term)));
        if (digits.length >= 6)
          matches.push(sql`(coalesce(${users.phoneCode}, '') || ${users.phone}) like ${`%${digits}`}`);
        where = sql.join(matches, sql` or `);
        where = sql`(${where})`;
      }
      const [rows, [total]] = await Promise.all([
        db.select().from(users).where(where).orderBy(desc(users.id)).offset(offset).limit(limit),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The player's latest sessions, live or ended, newest first. */
    async recentSessions(userId: number, limit: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(limit);
    },

    /** Sessions seen since `since` that lasted `minutes` or more (sign-in to last activity). */
    async longSessions(since: Date, minutes: number, limit: number) {
      return db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            gte(sessions.lastSeenAt, since),
            sql`${sessions.lastSeenAt} - ${sessions.createdAt} >= make_interval(mins => ${minutes}::int)`,
          ),
        )
        .orderBy(desc(sessions.lastSeenAt))
        .limit(limit);
    },

    async insertSession(session: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** A live session and its player in one read (every signed-in request asks for both). */
    async findLiveSessionWithUser(
      tokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | null> {
      liveSessionByToken ??= liveSessionQuery(eq(sessions.tokenHash, sql.placeholder('key'))).prepare(
        'accounts_live_session_by_token',
      );
      const [row] = await liveSessionByToken.execute({ key: tokenHash, now });
      return row ?? null;
    },

    async findLiveSessionById(id: number, now: Date): Promise<{ session: SessionRow; user: UserRow } | null> {
      liveSessionById ??= liveSessionQuery(eq(sessions.id, sql.placeholder('key'))).prepare(
        'accounts_live_session_by_id',
      );
      const [row] = await liveSessionById.execute({ key: id, now });
      return row ?? null;
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async listLiveSessions(userId: number, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends one session of a player; false when it was not theirs or already over. */
    async endSession(userId: number, sessionId: number, reason: string, now: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every live session of a player, optionally keeping one; returns the ended ones' ids. */
    async endSessions(userId: number, reason: string, now: Date, keepSessionId?: number): Promise<number[]> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: now, endReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** Records an attempt before the password is checked, so parallel guesses count against each other. */
    async insertLoginAttempt(attempt: typeof loginAttempts.$inferInsert): Promise<number> {
      const [row] = await db.insert(loginAttempts).values(attempt).returning({ id: loginAttempts.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async markLoginSucceeded(id: number): Promise<void> {
      await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
    },

    /**
     * Failed attempts since `since` from one IP: against one account (or, for an unknown
     * identifier, against that identifier) and in total.
     */
    async countFailures({
      identifier,
      address,
      userId,
      since,
    }: {
      identifier: string;
      address: string;
      userId: number | null;
      since: Date;
    }) {
      const failed = and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
        eq(loginAttempts.address, address),
      );
      const [pair] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(failed, userId ? eq(loginAttempts.userId, userId) : eq(loginAttempts.identifier, identifier)),
        );
      const [fromIp] = await db.select({ n: count() }).from(loginAttempts).where(failed);
      return { pair: pair?.n ?? 0, ip: fromIp?.n ?? 0 };
    },

    async lastSuccessfulLogin(userId: number) {
      const [row] = await db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.userId, userId), eq(loginAttempts.succeeded, true)))
        .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
        .limit(1);
      return row ?? null;
    },

    async listLogins(userId: number, limit: number) {
      return db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.userId, userId))
        .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
        .limit(limit);
    },

    async insertEmailToken(token: typeof emailTokens.$inferInsert): Promise<void> {
      await db.insert(emailTokens).values(token);
    },

    /** Retires every open link of a kind for a player (a newer link, a changed email or password). */
    async retireEmailTokens(userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
        );
    },

    async lastEmailTokenAt(userId: number, purpose: EmailTokenPurpose): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async findEmailToken(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
      return row ?? null;
    },

    /** Marks a link used; false when it was used already (another request won the race). */
    async useEmailToken(id: number, now: Date): Promise<boolean> {
      const used = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return used.length > 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
