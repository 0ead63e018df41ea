import type { RealityCheck } from '@casino/contracts/responsible-gaming';
import { describe, expect, it } from 'vitest';
import {
  clockSkewRetryMs,
  nextReminderStep,
  realityCheckDueEvent,
  reminderCheckIntervalMs,
} from './reminder-schedule';

const at = (iso: string) => Date.parse(iso);
const state = (overrides: Partial<RealityCheck> = {}): RealityCheck => ({
  minutes: 30,
  currency: 'EUR',
  sessionStartedAt: '2026-03-01T12:00:00.000Z',
  dueAt: '2026-03-01T12:30:00.000Z',
  due: false,
  session: { minutes: 10, staked: '0', won: '0', net: '0' },
  ...overrides,
});
const fetched = at('2026-03-01T12:10:00.000Z');

describe('when the reality-check reminder shows', () => {
  it('waits for nothing without a reality check', () => {
    expect(nextReminderStep(undefined, 0, fetched)).toEqual({ kind: 'idle' });
    expect(nextReminderStep(state({ minutes: null, dueAt: null }), fetched, fetched)).toEqual({
      kind: 'idle',
    });
  });

  it('shows at once when the server says it is due', () => {
    expect(nextReminderStep(state({ due: true }), fetched, fetched)).toEqual({ kind: 'show' });
  });

  it('looks again at least once a minute until dueAt, then reads the state', () => {
    expect(nextReminderStep(state(), fetched, fetched)).toEqual({
      kind: 'wait',
      ms: reminderCheckIntervalMs,
    });
    expect(nextReminderStep(state(), fetched, at('2026-03-01T12:29:45.000Z'))).toEqual({
      kind: 'wait',
      ms: 15_000,
    });
    expect(nextReminderStep(state(), fetched, at('2026-03-01T12:30:00.000Z'))).toEqual({ kind: 'fetch' });
    // a laptop that slept past dueAt asks as soon as it wakes
    expect(nextReminderStep(state(), fetched, at('2026-03-01T14:00:00.000Z'))).toEqual({ kind: 'fetch' });
  });

  it('asks again a little later, not at once, when the server’s clock is behind', () => {
    const afterDue = at('2026-03-01T12:30:02.000Z');
    expect(nextReminderStep(state(), afterDue, afterDue)).toEqual({ kind: 'wait', ms: clockSkewRetryMs });
    expect(nextReminderStep(state(), afterDue, afterDue + clockSkewRetryMs)).toEqual({ kind: 'fetch' });
  });

  it('ignores a due time it cannot read', () => {
    expect(nextReminderStep(state({ dueAt: 'soon' }), fetched, fetched)).toEqual({ kind: 'idle' });
  });

  it('is asked for by the event name the games feature sends', () => {
    // features/games/lib/reality-check-signal.ts pins the same name
    expect(realityCheckDueEvent).toBe('casino:reality-check-due');
  });
});
