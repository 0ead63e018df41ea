import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { WalletSocketEvent } from './realtime';
import { balanceFromEvent, listenToWalletEvents, readAgain, type WalletBalance } from './wallet-events';

describe('balanceFromEvent', () => {
  it('reads cash, non-cash and total as minor-unit strings', () => {
    expect(balanceFromEvent({ cash: '100', nonCash: 5, total: 105n })).toEqual({
      cash: '100',
      nonCash: '5',
      total: '105',
    });
  });

  it('rejects fractions and missing amounts', () => {
    expect(balanceFromEvent({ cash: 1.5, nonCash: 0, total: 1.5 })).toBeNull();
    expect(balanceFromEvent({ cash: '1' })).toBeNull();
    expect(balanceFromEvent(null)).toBeNull();
  });
});

describe('listening to the wallet events', () => {
  const send = (target: EventTarget, name: string, detail: unknown) =>
    target.dispatchEvent(new CustomEvent(name, { detail }));

  it('hears the events asked for, each once with its payload, and no others', () => {
    const target = new EventTarget();
    const heard: Array<[WalletSocketEvent, unknown]> = [];
    listenToWalletEvents(target, {
      events: ['deposit', 'balance', 'deposit'],
      onEvent: (event, detail) => heard.push([event, detail]),
    });
    send(target, 'wallet:deposit', { count: 2 });
    send(target, 'wallet:failedDeposit', { method: 'visa' });
    send(target, 'wallet:balance', { cash: '1', nonCash: '0', total: '1' });
    expect(heard).toEqual([
      ['deposit', { count: 2 }],
      ['balance', { cash: '1', nonCash: '0', total: '1' }],
    ]);
  });

  it('hands on the amounts of a balance event as they came, and drops a malformed one', () => {
    const target = new EventTarget();
    const balances: WalletBalance[] = [];
    listenToWalletEvents(target, { onBalance: (balance) => balances.push(balance) });
    send(target, 'wallet:balance', { cash: '2500', nonCash: '1250', total: '3750', currency: 'EUR' });
    send(target, 'wallet:balance', { cash: 'lots' });
    send(target, 'wallet:deposit', { cash: '1', nonCash: '0', total: '1' });
    expect(balances).toEqual([{ cash: '2500', nonCash: '1250', total: '3750' }]);
  });

  it('hears a balance event as an event and as amounts when asked for both', () => {
    const target = new EventTarget();
    const order: string[] = [];
    listenToWalletEvents(target, {
      events: ['balance'],
      onEvent: (event) => order.push(event),
      onBalance: (balance) => order.push(balance.total),
    });
    send(target, 'wallet:balance', { cash: '5', nonCash: '0', total: '5' });
    expect(order).toEqual(['balance', '5']);
  });

  it('stops hearing anything once stopped', () => {
    const target = new EventTarget();
    let calls = 0;
    const stop = listenToWalletEvents(target, {
      events: ['credit'],
      onEvent: () => calls++,
      onBalance: () => calls++,
    });
    stop();
    send(target, 'wallet:credit', { amount: '1' });
    send(target, 'wallet:balance', { cash: '1', nonCash: '0', total: '1' });
    expect(calls).toBe(0);
  });

  it('hears a plain event (no payload) with an undefined detail', () => {
    const target = new EventTarget();
    const details: unknown[] = [];
    listenToWalletEvents(target, { events: ['debit'], onEvent: (_event, detail) => details.push(detail) });
    target.dispatchEvent(new Event('wallet:debit'));
    expect(details).toEqual([undefined]);
  });
});

describe('reading a query again after an event', () => {
  /** A query whose answers the test hands out one by one, the way a slow server would. */
  function slowQuery() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending: Array<(value: string) => void> = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['offers', 'p1'],
      queryFn: () => new Promise<string>((resolve) => pending.push(resolve)),
    });
    const stop = observer.subscribe(() => undefined);
    const answer = async (index: number, value: string) => {
      await vi.waitFor(() => expect(pending[index]).toBeDefined());
      pending[index]?.(value);
    };
    return { queryClient, observer, stop, answer, requests: () => pending.length };
  }

  it('does not keep a first answer that was on its way when the event came', async () => {
    const { queryClient, observer, stop, answer, requests } = slowQuery();
    // the first read is in flight, and reads the state from before the deposit
    await vi.waitFor(() => expect(requests()).toBe(1));
    const again = readAgain(queryClient, ['offers']);
    await answer(0, 'before the deposit');
    await answer(1, 'after the deposit');
    await again;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('after the deposit'));
    expect(requests()).toBe(2);
    stop();
  });

  it('reads a query that has its answer once more, and leaves other queries alone', async () => {
    const { queryClient, observer, stop, answer, requests } = slowQuery();
    await answer(0, 'first');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first'));
    await Promise.all([readAgain(queryClient, ['offers']), answer(1, 'second')]);
    expect(observer.getCurrentResult().data).toBe('second');
    await readAgain(queryClient, ['history']);
    expect(requests()).toBe(2);
    stop();
  });
});
