import { describe, expect, it, vi } from 'vitest';
import { createOpenModalsStore } from './open-modals';

describe('open modals', () => {
  it('are tracked once each, in the order they opened', () => {
    const store = createOpenModalsStore();
    store.add('login');
    store.add('calendar');
    store.add('login');
    expect(store.getSnapshot()).toEqual(['login', 'calendar']);
    store.remove('login');
    expect(store.getSnapshot()).toEqual(['calendar']);
  });

  it('notify listeners only on a real change', () => {
    const store = createOpenModalsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add('login');
    store.add('login');
    store.remove('calendar');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.remove('login');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keep the same snapshot while nothing changes (for useSyncExternalStore)', () => {
    const store = createOpenModalsStore();
    store.add('login');
    const first = store.getSnapshot();
    store.add('login');
    expect(store.getSnapshot()).toBe(first);
  });
});
