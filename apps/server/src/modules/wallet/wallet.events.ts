import type { Minor } from '@casino/money';
import type { Server } from 'socket.io';
import { mayReach, playerRoom } from '../../plugins/realtime.ts';
import type { WalletOperation } from './postings/postings.rules.ts';

/**
 * A request's postings, published once their transaction has committed (never for a replay): a
 * game round's bet and win, a deposit with its bonus, a single bet. The balances are the player's
 * after the request; `type` and `amount` are its last posting's, which the request answers with.
 */
export type PostingCommitted = {
  userId: number;
  currency: string;
  /** The request's idempotency key. */
  key: string;
  type: WalletOperation;
  amount: Minor;
  cash: Minor;
  bonus: Minor;
  total: Minor;
  /** Every posting the request wrote, in order, with what it moved on the player's cash and bonus. */
  postings: Array<{ type: WalletOperation; amount: Minor; cash: Minor; bonus: Minor }>;
  /** The game and round the postings belong to, when they are play. */
  game: string | null;
  round: string | null;
  /** After a deposit: how many the player has made (spec §4 deposit event). */
  depositCount?: number;
};

declare module '../../platform/events.ts' {
  interface DomainEvents {
    'wallet.posted': PostingCommitted;
  }
}

const debits: ReadonlySet<WalletOperation> = new Set(['bet', 'withdrawal_lock', 'bonus_burn']);
const credits: ReadonlySet<WalletOperation> = new Set([
  'win',
  'rollback',
  'deposit',
  'withdrawal_release',
  'bonus_grant',
  'cashback',
  'rakeback',
  'level_reward',
  'race_prize',
  'referral_reward',
]);

const magnitude = (value: bigint) => (value < 0n ? -value : value).toString();

/**
 * Turns a committed request into the socket events of spec §4 for the player's room: `debit` or
 * `credit` for each of its postings (a house round's bet, then its win), with the amount and the
 * parts of it that were cash and bonus money; `deposit` after a deposit; and always `balance` with
 * cash, non-cash and total. Amounts are decimal strings of minor units (bigint-safe).
 */
export function emitPostingToPlayer(io: Server, event: PostingCommitted): void {
  if (!mayReach(io, playerRoom(event.userId))) return;
  const room = io.to(playerRoom(event.userId));
  for (const posting of event.postings) {
    const movement = {
      type: posting.type,
      amount: posting.amount.toString(),
      currency: event.currency,
      cash: magnitude(posting.cash),
      bonus: magnitude(posting.bonus),
      ...(event.game ? { game: event.game } : {}),
    };
    if (debits.has(posting.type)) room.emit('debit', movement);
    if (credits.has(posting.type)) room.emit('credit', movement);
  }
  if (event.type === 'deposit')
    room.emit('deposit', {
      type: event.type,
      amount: event.amount.toString(),
      currency: event.currency,
      count: event.depositCount ?? null,
    });
  room.emit('balance', {
    cash: event.cash.toString(),
    nonCash: event.bonus.toString(),
    total: event.total.toString(),
    currency: event.currency,
  });
}
