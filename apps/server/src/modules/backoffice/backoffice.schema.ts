import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Operators: the back-office's accounts, apart from players'. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['owner', 'support', 'payments', 'risk', 'marketing'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** The TOTP secret, encrypted under a key derived from SESSION_SECRET; null until enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret offered at enrolment, kept (encrypted) until the first code proves it was scanned. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set while the password is one someone else chose (an invitation, a reset, a generated one). */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operators_email_unique').on(sql`lower(${table.email})`)],
);

/** Operators' sessions: bearer tokens stored as keyed hashes, ended after 30 minutes idle. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** The step between a right password and the code: single use, short-lived. */
export const operatorChallenges = pgTable('operator_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose', { enum: ['code', 'enrol'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Recovery codes, stored as keyed hashes; each works once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/** Sign-in attempts (passwords and codes), for throttling. */
export const operatorSignInAttempts = pgTable(
  'operator_sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    email: text('email').notNull(),
    step: text('step', { enum: ['password', 'code'] }).notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('operator_sign_in_attempts_email_idx').on(table.email, table.createdAt),
    index('operator_sign_in_attempts_address_idx').on(table.address, table.createdAt),
  ],
);

/** Operators' notes on a player (a foreign key to users in SQL). */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('player_notes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The audit log: every operator action, append-only (a trigger refuses updates, deletes and
 * truncation, migration 0024), written in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for an attempt by someone not (yet) known: a failed sign-in of an unknown email. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorEmail: text('operator_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
    index('audit_log_operator_idx').on(table.operatorId, table.at),
  ],
);
