import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's own books (a real provider keeps these on its side): its payments, the
 * outcome the tester chose and a token for the card, never the card number or the CVC.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  kind: text('kind', { enum: ['deposit', 'payout'] }).notNull(),
  method: text('method').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  cardToken: text('card_token'),
  cardLast4: text('card_last4'),
  /** Who pays, as the provider's page shows it: a Skrill account's email, a masked CPF. */
  payer: text('payer'),
  returnUrl: text('return_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
