import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailTokens, loginAttempts, sessions, users } from '../../db/schema.ts';

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
  return {
    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findUserByUuid(userUuid: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.userUuid, userUuid));
      return row ?? null;
    },

    /** A player by email, username, or full phone number (+code and national number). */
    async findUserByLogin(identifier: string): Promise<UserRow | null> {
      const lowered = identifier.toLowerCase();
      const digits = identifier.replace(/[^\d]/g, '');
      const [row] = await db
        .select()
        .from(users)
        .where(
          or(
            sql`lower(${users.email}) = ${lowered}`,
            sql`lower(${users.username}) = ${lowered}`,
            digits.length >= 6
              ? sql`replace(${users.phoneCode}, '+', '') || ${users.phone} = ${digits}`
              : undefined,
          ),
        )
        .limit(1);
      return row ?? null;
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

    async insertSession(session: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findLiveSession(tokenHash: string, now: Date): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now)));
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

    /** Ends every live session of a player, optionally keeping one; returns how many ended. */
    async endSessions(userId: number, reason: string, now: Date, keepSessionId?: number): Promise<number> {
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
      return ended.length;
    },

    async insertLoginAttempt(attempt: typeof loginAttempts.$inferInsert): Promise<void> {
      await db.insert(loginAttempts).values(attempt);
    },

    /** Failed attempts since `since`, for one identifier from one IP, from one IP overall, and for an account. */
    async countFailures({
      identifier,
      ip,
      userId,
      since,
    }: {
      identifier: string;
      ip: string;
      userId: number | null;
      since: Date;
    }) {
      const failed = and(eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since));
      const [pair] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(failed, eq(loginAttempts.identifier, identifier), eq(loginAttempts.ip, ip)));
      const [fromIp] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(failed, eq(loginAttempts.ip, ip)));
      const [account] = userId
        ? await db
            .select({ n: count() })
            .from(loginAttempts)
            .where(and(failed, eq(loginAttempts.userId, userId)))
        : [{ n: 0 }];
      return { pair: pair?.n ?? 0, ip: fromIp?.n ?? 0, account: account?.n ?? 0 };
    },

    /** Whether this player has ever signed in successfully from this IP (a known device). */
    async hasSucceededFrom(userId: number, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.userId, userId), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, true)),
        );
      return (row?.n ?? 0) > 0;
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
