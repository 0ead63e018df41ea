import { minor } from '@casino/money';
import { describe, expect, it } from 'vitest';
import { delayedChangeFrom, depositLimitChange, depositLimitOutcome } from './deposit-limits';

const none = { amount: null, pending: null };
const fifty = { amount: '5000', pending: null };
const risingTo80 = { amount: '5000', pending: { amount: '8000', from: '2025-06-11T10:00:00.000Z' } };
const removing = { amount: '5000', pending: { amount: null, from: '2025-06-11T10:00:00.000Z' } };

describe('when a new deposit limit applies', () => {
  it('a first limit and a lower one apply at once', () => {
    expect(depositLimitChange(none, minor(5000))).toBe('now');
    expect(depositLimitChange(fifty, minor(3000))).toBe('now');
  });

  it('a higher limit and a removal wait 24 hours', () => {
    expect(depositLimitChange(fifty, minor(8000))).toBe('later');
    expect(depositLimitChange(fifty, null)).toBe('later');
    expect(delayedChangeFrom(new Date('2025-06-10T10:00:00.000Z'))).toEqual(
      new Date('2025-06-11T10:00:00.000Z'),
    );
  });

  it('the limit in force, asked again, cancels a waiting change at once', () => {
    expect(depositLimitChange(risingTo80, minor(5000))).toBe('now');
    expect(depositLimitChange(removing, minor(5000))).toBe('now');
    expect(depositLimitChange(fifty, minor(5000))).toBe('unchanged');
  });

  it('another raise replaces the waiting one; the same one is already scheduled', () => {
    expect(depositLimitChange(risingTo80, minor(9000))).toBe('later');
    expect(depositLimitChange(risingTo80, minor(8000))).toBe('scheduled');
    expect(depositLimitChange(risingTo80, null)).toBe('later');
    expect(depositLimitChange(removing, null)).toBe('scheduled');
    expect(depositLimitChange(removing, minor(8000))).toBe('later');
  });

  it('removing a limit there is none of changes nothing', () => {
    expect(depositLimitChange(none, null)).toBe('unchanged');
  });
});

describe('a deposit limit after a change', () => {
  it('reads as in force, rising, removed or none', () => {
    expect(depositLimitOutcome(fifty)).toEqual({ kind: 'set', amount: '5000' });
    expect(depositLimitOutcome(risingTo80)).toEqual({
      kind: 'rises',
      amount: '8000',
      from: '2025-06-11T10:00:00.000Z',
    });
    expect(depositLimitOutcome(removing)).toEqual({ kind: 'removed', from: '2025-06-11T10:00:00.000Z' });
    expect(depositLimitOutcome(none)).toEqual({ kind: 'none' });
  });
});
