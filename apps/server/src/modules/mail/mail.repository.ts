import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { mailbox } from './mail.schema.ts';

export function createMailRepository(db: Executor) {
  return {
    async insertMail(message: typeof mailbox.$inferInsert): Promise<void> {
      await db.insert(mailbox).values(message);
    },

    async listMail(to: string | undefined, limit: number) {
      return db
        .select()
        .from(mailbox)
        .where(to ? sql`lower(${mailbox.to}) = ${to.toLowerCase()}` : undefined)
        .orderBy(desc(mailbox.id))
        .limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
