import type { Server } from 'socket.io';
import { mayReach, playerRoom } from '../../plugins/realtime.ts';
import type { WalletEvent, WalletOperation } from './wallet.service.ts';

const debits: ReadonlySet<WalletOperation> = new Set(['bet', 'withdrawal_lock', 'bonus_burn']);
const credits: ReadonlySet<WalletOperation> = new Set([
  'win',
  'rollback',
  'deposit',
  'withdrawal_release',
  'bonus_grant',
]);

/**
 * Turns a committed posting into the socket events of spec §4 for the player's room: `debit` or
 * `credit` with the amount, `deposit` after a deposit, and always `balance` with cash, non-cash
 * and total. Amounts are decimal strings of minor units (bigint-safe).
 */
export function emitWalletEvent(io: Server, event: WalletEvent): void {
  if (!mayReach(io, playerRoom(event.userId))) return;
  const room = io.to(playerRoom(event.userId));
  const movement = { type: event.type, amount: event.amount.toString(), currency: event.currency };
  if (debits.has(event.type)) room.emit('debit', movement);
  if (credits.has(event.type)) room.emit('credit', movement);
  if (event.type === 'deposit') room.emit('deposit', { ...movement, count: event.depositCount ?? null });
  room.emit('balance', {
    cash: event.cash.toString(),
    nonCash: event.bonus.toString(),
    total: event.total.toString(),
    currency: event.currency,
  });
}
