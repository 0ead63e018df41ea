import { describe, expect, it } from 'vitest';
import { activeBreak } from './breaks';

const now = new Date('2025-06-10T15:00:00.000Z');
const none = { isSelfExclusionPermanent: false, selfExclusion: null, coolingOff: null, frozenUntil: null };

describe('the running break', () => {
  it('is none without break dates, or when they have passed', () => {
    expect(activeBreak(none, now)).toBeNull();
    expect(activeBreak({ ...none, coolingOff: '2025-06-10T14:00:00.000Z' }, now)).toBeNull();
    expect(activeBreak({ ...none, selfExclusion: '2025-06-09' }, now)).toBeNull();
  });

  it('names a cooling-off break and its end instant', () => {
    expect(activeBreak({ ...none, coolingOff: '2025-06-11T15:00:00.000Z' }, now)).toEqual({
      kind: 'coolingOff',
      until: new Date('2025-06-11T15:00:00.000Z'),
    });
  });

  it('reads a bare date as lasting to the end of that day (UTC)', () => {
    expect(activeBreak({ ...none, selfExclusion: '2025-06-10' }, now)).toEqual({
      kind: 'selfExclusion',
      until: new Date('2025-06-11T00:00:00.000Z'),
    });
  });

  it('puts a permanent exclusion first, then a freeze, then a self-exclusion', () => {
    const all = {
      isSelfExclusionPermanent: false,
      selfExclusion: '2026-01-01T00:00:00.000Z',
      coolingOff: '2025-06-11T00:00:00.000Z',
      frozenUntil: '2025-06-12T00:00:00.000Z',
    };
    expect(activeBreak(all, now)?.kind).toBe('freeze');
    expect(activeBreak({ ...all, frozenUntil: null }, now)?.kind).toBe('selfExclusion');
    expect(activeBreak({ ...all, isSelfExclusionPermanent: true }, now)).toEqual({
      kind: 'selfExclusion',
      until: null,
    });
  });

  it('ignores an end it cannot read', () => {
    expect(activeBreak({ ...none, coolingOff: 'soon' }, now)).toBeNull();
  });
});
