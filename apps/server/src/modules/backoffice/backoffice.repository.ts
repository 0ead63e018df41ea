import { and, count, desc, eq, gt, gte, ilike, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  auditLog,
  operatorChallenges,
  operatorRecoveryCodes,
  operatorSessions,
  operatorSignInAttempts,
  operators,
  playerNotes,
} from './backoffice.schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id'>;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type AuditFilter = {
  operator?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads and writes of operators, their sessions, sign-in steps, notes on players and the audit log. */
export function createBackofficeRepository(db: Executor) {
  function auditWhere(filter: AuditFilter): SQL | undefined {
    const conditions: Array<SQL | undefined> = [
      filter.operator ? ilike(auditLog.operatorEmail, likePrefix(filter.operator)) : undefined,
      filter.action ? ilike(auditLog.action, likePrefix(filter.action)) : undefined,
      filter.from ? gte(auditLog.at, filter.from) : undefined,
      filter.to ? lt(auditLog.at, filter.to) : undefined,
    ];
    if (filter.subject) {
      // "player:12" names one subject; anything else matches a subject id or type
      const [type, id] = filter.subject.includes(':') ? filter.subject.split(':', 2) : [null, filter.subject];
      conditions.push(
        type
          ? and(eq(auditLog.subjectType, type), eq(auditLog.subjectId, id ?? ''))
          : sql`(${auditLog.subjectId} = ${id} or ${auditLog.subjectType} = ${id})`,
      );
    }
    return and(...conditions);
  }

  return {
    async insertOperator(operator: typeof operators.$inferInsert): Promise<OperatorRow> {
      const [row] = await db.insert(operators).values(operator).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findOperatorByEmail(email: string): Promise<OperatorRow | null> {
      const [row] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },

    async findOperator(id: number): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row ?? null;
    },

    /** The operator, locked for the rest of the transaction (a change that checks what it changes). */
    async lockOperator(id: number): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
      return row ?? null;
    },

    async listOperators(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(operators.id);
    },

    async countOperators(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(operators);
      return row?.n ?? 0;
    },

    async countActiveOwners(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.status, 'active')));
      return row?.n ?? 0;
    },

    async updateOperator(id: number, changes: Partial<typeof operators.$inferInsert>): Promise<OperatorRow> {
      const [row] = await db.update(operators).set(changes).where(eq(operators.id, id)).returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    /** Accepts a code's time step only if it is later than the last one accepted (no replay, even in a race). */
    async advanceTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.id, id),
            sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: operators.id });
      return rows.length > 0;
    },

    async insertChallenge(challenge: typeof operatorChallenges.$inferInsert): Promise<void> {
      await db.insert(operatorChallenges).values(challenge);
    },

    /** A live, unused challenge; null when unknown, used or expired. */
    async findChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(operatorChallenges)
        .where(
          and(
            eq(operatorChallenges.tokenHash, tokenHash),
            isNull(operatorChallenges.usedAt),
            gt(operatorChallenges.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /** Marks a challenge used; false when another request used it first. */
    async useChallenge(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(operatorChallenges)
        .set({ usedAt: now })
        .where(and(eq(operatorChallenges.id, id), isNull(operatorChallenges.usedAt)))
        .returning({ id: operatorChallenges.id });
      return rows.length > 0;
    },

    async replaceRecoveryCodes(operatorId: number, codeHashes: string[], now: Date): Promise<void> {
      await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
      if (codeHashes.length > 0)
        await db
          .insert(operatorRecoveryCodes)
          .values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
    },

    /** Uses one recovery code; false when it is not one of the operator's unused codes. */
    async useRecoveryCode(operatorId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, operatorId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length > 0;
    },

    async insertAttempt(attempt: typeof operatorSignInAttempts.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(operatorSignInAttempts)
        .values(attempt)
        .returning({ id: operatorSignInAttempts.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async markAttemptSucceeded(id: number): Promise<void> {
      await db
        .update(operatorSignInAttempts)
        .set({ succeeded: true })
        .where(eq(operatorSignInAttempts.id, id));
    },

    /** Failed attempts since `since`: of a step for an email from an address, and from the address at all. */
    async countFailures({
      email,
      address,
      step,
      since,
    }: {
      email: string;
      address: string;
      step: 'password' | 'code';
      since: Date;
    }) {
      const failed = and(
        eq(operatorSignInAttempts.succeeded, false),
        gte(operatorSignInAttempts.createdAt, since),
      );
      const [[forEmail], [fromAddress]] = await Promise.all([
        db
          .select({ n: count() })
          .from(operatorSignInAttempts)
          .where(
            and(
              failed,
              eq(operatorSignInAttempts.email, email),
              eq(operatorSignInAttempts.step, step),
              // a code is tied to the operator wherever it is tried from; a password to the place too
              step === 'password' ? eq(operatorSignInAttempts.address, address) : undefined,
            ),
          ),
        db
          .select({ n: count() })
          .from(operatorSignInAttempts)
          .where(and(failed, eq(operatorSignInAttempts.address, address))),
      ]);
      return { forEmail: forEmail?.n ?? 0, fromAddress: fromAddress?.n ?? 0 };
    },

    async insertSession(session: typeof operatorSessions.$inferInsert): Promise<OperatorSessionRow> {
      const [row] = await db.insert(operatorSessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findLiveSession(tokenHash: string) {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)));
      return row ?? null;
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
    },

    async endSession(id: number, reason: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)));
    },

    /** Ends the operator's live sessions, all of them or all but the one they are using. */
    async endOperatorSessions(
      operatorId: number,
      reason: string,
      now: Date,
      { except }: { except?: number } = {},
    ): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ endedAt: now, endReason: reason })
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.endedAt),
            except === undefined ? undefined : ne(operatorSessions.id, except),
          ),
        );
    },

    async insertNote(note: typeof playerNotes.$inferInsert) {
      const [row] = await db.insert(playerNotes).values(note).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async listNotes(userId: number) {
      return db
        .select({
          id: playerNotes.id,
          text: playerNotes.text,
          createdAt: playerNotes.createdAt,
          operatorEmail: operators.email,
        })
        .from(playerNotes)
        .innerJoin(operators, eq(operators.id, playerNotes.operatorId))
        .where(eq(playerNotes.userId, userId))
        .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id));
    },

    async insertAudit(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    async listAudit(filter: AuditFilter, { offset, limit }: { offset: number; limit: number }) {
      const where = auditWhere(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type BackofficeRepository = ReturnType<typeof createBackofficeRepository>;
