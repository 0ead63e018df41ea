import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A document a player sent for verification (issue 21), one row per file: its kind, how it was
 * sent, what the player stated about it, where the checked (and, for images, re-encoded) file is
 * stored under a server-made key, and the reviewer's decision. `sha256` is of the bytes as sent, so
 * the same file twice is refused. A file is never listed or served by anything but its row.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['identity', 'selfie', 'address', 'card'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'requested'] }).notNull(),
    source: text('source', { enum: ['upload', 'camera'] }).notNull(),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    details: jsonb('details')
      .$type<{ issueDate?: string; cardholderName?: string; firstFour?: string; lastFour?: string }>()
      .notNull()
      .default({}),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    uniqueIndex('kyc_documents_user_hash_idx').on(table.userId, table.sha256),
    index('kyc_documents_user_idx').on(table.userId, table.id),
    // the review queue: a status's documents, oldest first
    index('kyc_documents_queue_idx').on(table.status, table.id),
  ],
);

/** The operator's verification rules, one row: per currency, minor units withdrawable in 30 days without KYC. */
export const verificationSettings = pgTable(
  'verification_settings',
  {
    id: smallint('id').primaryKey().default(1),
    withdrawalThresholds: jsonb('withdrawal_thresholds')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('verification_settings_single', sql`${table.id} = 1`)],
);
