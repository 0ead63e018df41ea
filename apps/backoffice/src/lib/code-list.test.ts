import { describe, expect, it } from 'vitest';
import { joinList, parseCountries, parseCurrencies, parseEmails, parseTags, splitList } from './code-list.ts';

describe('typed lists', () => {
  it('splits on commas, semicolons and any spaces', () => {
    expect(splitList(' MT, DE;fr\n  it ,, ')).toEqual(['MT', 'DE', 'fr', 'it']);
    expect(splitList('   ')).toEqual([]);
  });

  it('upper-cases country and currency codes, each once, and names what is not a code', () => {
    expect(parseCountries('mt, DE mt')).toEqual({ values: ['MT', 'DE'], invalid: [] });
    expect(parseCountries('MT Malta D3')).toEqual({ values: ['MT'], invalid: ['Malta', 'D3'] });
    expect(parseCurrencies('eur usd, EURO')).toEqual({ values: ['EUR', 'USD'], invalid: ['EURO'] });
  });

  it('lower-cases emails and tags', () => {
    expect(parseEmails('Ann@Casino.local, bad@, ann@casino.local')).toEqual({
      values: ['ann@casino.local'],
      invalid: ['bad@'],
    });
    expect(parseTags('VIP high_roller -x')).toEqual({ values: ['vip', 'high_roller'], invalid: ['-x'] });
  });

  it('joins a list back for its input', () => {
    expect(joinList(['MT', 'DE'])).toBe('MT, DE');
    expect(joinList([])).toBe('');
  });
});
