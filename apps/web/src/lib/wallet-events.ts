import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { type WalletSocketEvent, walletWindowEvent } from './realtime';

/** The amounts of a `balance` event: cash, bonus money (non-cash) and total, minor units as strings. */
export type WalletBalance = { cash: string; nonCash: string; total: string };

/** Reads the `wallet:balance` window event detail ({ cash, nonCash, total }); null when malformed. */
export function balanceFromEvent(detail: unknown): WalletBalance | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { cash, nonCash, total } = detail as Record<string, unknown>;
  const amount = (value: unknown) =>
    typeof value === 'string' && /^-?\d+$/.test(value)
      ? value
      : typeof value === 'number' && Number.isInteger(value)
        ? String(value)
        : typeof value === 'bigint'
          ? value.toString()
          : null;
  const [c, n, t] = [amount(cash), amount(nonCash), amount(total)];
  return c !== null && n !== null && t !== null ? { cash: c, nonCash: n, total: t } : null;
}

export type WalletEventHandlers = {
  /** The wallet events `onEvent` hears (re-broadcast by lib/realtime as `wallet:<event>`). */
  events?: readonly WalletSocketEvent[];
  onEvent?: (event: WalletSocketEvent, detail: unknown) => void;
  /** Hears `balance` with its amounts read; a malformed payload is dropped. */
  onBalance?: (balance: WalletBalance) => void;
};

/** Listens on `target` for the wallet's window events; the returned function stops listening. */
export function listenToWalletEvents(
  target: EventTarget,
  { events = [], onEvent, onBalance }: WalletEventHandlers,
): () => void {
  const listeners: Array<[string, EventListener]> = [];
  for (const event of new Set(events)) {
    listeners.push([walletWindowEvent(event), (received) => onEvent?.(event, detailOf(received))]);
  }
  if (onBalance) {
    listeners.push([
      walletWindowEvent('balance'),
      (received) => {
        const balance = balanceFromEvent(detailOf(received));
        if (balance) onBalance(balance);
      },
    ]);
  }
  for (const [name, listener] of listeners) target.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) target.removeEventListener(name, listener);
  };
}

const detailOf = (event: Event): unknown => (event instanceof CustomEvent ? event.detail : undefined);

/**
 * Reads a query's answers again after an event that changed them. An answer still on its way may
 * predate the event, and TanStack reuses a first fetch in flight rather than refetching (it cancels
 * one only when the query already has data): such a fetch is cancelled first, so the page does not
 * keep the state from before the event (a deposit's offers read while the deposit was being credited).
 */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}

export type UseWalletEventsOptions = WalletEventHandlers & {
  /** Queries whose data moves with `events` (history rows, withdrawals, offers): read again on each. */
  invalidate?: readonly QueryKey[];
};

/**
 * Follows the wallet's realtime events while mounted (spec §4 Realtime): each of `events` reads the
 * `invalidate` queries again and runs `onEvent`; `onBalance` gets the amounts a `balance` event
 * carries, to be used as they are rather than fetched again. The latest options are used without
 * listening anew on every render.
 */
export function useWalletEvents({
  events = [],
  invalidate = [],
  onEvent,
  onBalance,
}: UseWalletEventsOptions): void {
  const queryClient = useQueryClient();
  const handleEvent = useEffectEvent((event: WalletSocketEvent, detail: unknown) => {
    for (const queryKey of invalidate) void readAgain(queryClient, queryKey);
    onEvent?.(event, detail);
  });
  const handleBalance = useEffectEvent((balance: WalletBalance) => onBalance?.(balance));
  // by content, so an inline array does not listen anew on every render
  const followed = events.join(' ');
  const hearsBalance = onBalance !== undefined;
  useEffect(
    () =>
      listenToWalletEvents(window, {
        events: followed === '' ? [] : (followed.split(' ') as WalletSocketEvent[]),
        onEvent: handleEvent,
        ...(hearsBalance ? { onBalance: handleBalance } : {}),
      }),
    [followed, hearsBalance],
  );
}
