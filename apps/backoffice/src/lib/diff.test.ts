import { describe, expect, it } from 'vitest';
import { changedFields, isSame, listChanges, stableStringify } from './diff.ts';

describe('changedFields', () => {
  it('keeps only the fields that differ, for a PATCH body', () => {
    const current = { title: 'Visa', isActive: true, allowedCountries: ['MT'], sortPriority: 100 };
    const next = { title: 'Visa', isActive: false, allowedCountries: ['MT', 'DE'], sortPriority: 100 };
    expect(changedFields(current, next)).toEqual({ isActive: false, allowedCountries: ['MT', 'DE'] });
    expect(changedFields(current, { ...current })).toEqual({});
  });

  it('does not count a record whose keys only moved as a change', () => {
    const current = { limits: { EUR: { min: '500', max: '5000' }, USD: { min: '1', max: '2' } } };
    const next = { limits: { USD: { max: '2', min: '1' }, EUR: { min: '500', max: '5000' } } };
    expect(changedFields(current, next)).toEqual({});
    expect(isSame({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('treats null and a value as different, and array order as meaningful', () => {
    expect(changedFields({ mirrorDomain: null }, { mirrorDomain: '' })).toEqual({ mirrorDomain: '' });
    expect(isSame(['MT', 'DE'], ['DE', 'MT'])).toBe(false);
  });
});

describe('listChanges', () => {
  it('lists changed fields in form order with before and after', () => {
    expect(
      listChanges({ theme: 'curacao', brandName: 'Casino' }, { brandName: 'Lucky', theme: 'lulu' }),
    ).toEqual([
      { path: 'brandName', before: 'Casino', after: 'Lucky' },
      { path: 'theme', before: 'curacao', after: 'lulu' },
    ]);
  });

  it('opens the named records per key: added, changed and removed entries', () => {
    const current = { limits: { EUR: { min: '500', max: '5000' }, USD: { min: '1', max: '2' } } };
    const next = { limits: { EUR: { min: '1000', max: '5000' }, TRY: { min: '1', max: '9' } } };
    expect(listChanges(current, next, ['limits'])).toEqual([
      { path: 'limits.EUR', before: { min: '500', max: '5000' }, after: { min: '1000', max: '5000' } },
      { path: 'limits.USD', before: { min: '1', max: '2' }, after: undefined },
      { path: 'limits.TRY', before: undefined, after: { min: '1', max: '9' } },
    ]);
  });

  it('leaves records it was not told to open whole', () => {
    const changes = listChanges({ group: { a: 1, b: 2 } }, { group: { a: 1, b: 3 } });
    expect(changes).toEqual([{ path: 'group', before: { a: 1, b: 2 }, after: { a: 1, b: 3 } }]);
  });
});

describe('stableStringify', () => {
  it('sorts keys at every depth', () => {
    expect(stableStringify({ b: [{ d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});
