import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { kycDocuments, verificationSettings } from './verification.schema.ts';

export type DocumentRow = typeof kycDocuments.$inferSelect;
export type NewDocument = typeof kycDocuments.$inferInsert;
export type VerificationSettingsRow = typeof verificationSettings.$inferSelect;

export function createVerificationRepository(db: Executor) {
  return {
    async insert(values: NewDocument): Promise<DocumentRow | null> {
      // the same file twice (by hash) for one player is refused by the unique index, not raced
      const [row] = await db.insert(kycDocuments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async byPublicId(publicId: string): Promise<DocumentRow | null> {
      const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.publicId, publicId));
      return row ?? null;
    },

    async lockByPublicId(publicId: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.publicId, publicId))
        .for('update');
      return row ?? null;
    },

    /** A player's documents, newest first. */
    async ofUser(userId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.userId, userId))
        .orderBy(desc(kycDocuments.id));
    },

    async review(
      id: number,
      change: Pick<DocumentRow, 'status' | 'reason' | 'reviewedAt' | 'reviewedBy'>,
    ): Promise<DocumentRow> {
      const [row] = await db.update(kycDocuments).set(change).where(eq(kycDocuments.id, id)).returning();
      if (!row) throw new Error(`document ${id} vanished under its lock`);
      return row;
    },

    /** The review queue: a status's documents (of one kind, if given), oldest first. */
    async queue(
      filter: { status: DocumentRow['status']; kind?: DocumentRow['kind'] | undefined },
      offset: number,
      limit: number,
    ): Promise<{ rows: DocumentRow[]; total: number }> {
      const where = and(
        eq(kycDocuments.status, filter.status),
        filter.kind ? eq(kycDocuments.kind, filter.kind) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(kycDocuments).where(where).orderBy(asc(kycDocuments.id)).offset(offset).limit(limit),
        db.select({ value: count() }).from(kycDocuments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async settings(): Promise<VerificationSettingsRow> {
      const [row] = await db.select().from(verificationSettings).where(eq(verificationSettings.id, 1));
      if (!row) throw new Error('verification settings are missing (migration 0042)');
      return row;
    },

    async lockSettings(): Promise<VerificationSettingsRow> {
      const [row] = await db
        .select()
        .from(verificationSettings)
        .where(eq(verificationSettings.id, 1))
        .for('update');
      if (!row) throw new Error('verification settings are missing (migration 0042)');
      return row;
    },

    async updateSettings(
      values: Partial<typeof verificationSettings.$inferInsert>,
    ): Promise<VerificationSettingsRow> {
      const [row] = await db
        .update(verificationSettings)
        .set(values)
        .where(eq(verificationSettings.id, 1))
        .returning();
      if (!row) throw new Error('verification settings are missing (migration 0042)');
      return row;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
