import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Refer-a-friend's terms, one row: the reward paid to the referrer per qualified friend (currency →
 * minor units, the referrer's currency) and what the friend must wager (currency → minor units, the
 * friend's currency). A currency left out pays nothing / needs no wagering.
 */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    reward: jsonb('reward').$type<Record<string, string>>().notNull().default({}),
    wagerRequired: jsonb('wager_required').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('referral_settings_single', sql`${table.id} = 1`)],
);

/** Each player's referral code (made the first time they look at their link). */
export const referralCodes = pgTable('referral_codes', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A friend's sign-up through a referral link, once per friend: `pending` until the friend has
 * deposited and wagered the requirement, then `qualified`, then `paid` once the referrer's reward
 * is paid (posting `referral:<friend>`); `refused` (with why) when it was self-referral, or the
 * friend signed up from the referrer's device or network, or paid with one of the referrer's cards.
 */
export const referrals = pgTable(
  'referrals',
  {
    friendId: bigint('friend_id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: ['pending', 'qualified', 'paid', 'refused'] }).notNull(),
    refusal: text('refusal', { enum: ['self', 'same_device', 'same_network', 'same_card'] }),
    friendIp: text('friend_ip'),
    friendDevice: text('friend_device'),
    currency: text('currency'),
    reward: bigint('reward', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerId, table.createdAt),
    index('referrals_open_idx').on(table.friendId).where(sql`${table.status} in ('pending', 'qualified')`),
    uniqueIndex('referrals_code_friend').on(table.code, table.friendId),
    check('referrals_reward', sql`${table.reward} >= 0`),
  ],
);
