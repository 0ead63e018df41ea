import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Development mailbox: outgoing mail is stored here when no SMTP_URL is configured. */
export const mailbox = pgTable('mailbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
