import { describe, expect, it } from 'vitest';
import { toSearch } from './api-client.ts';
import { filtersToQuery } from './data-provider.ts';

describe('filtersToQuery', () => {
  it('turns refine filters into the plain query parameters the API takes', () => {
    expect(
      filtersToQuery([
        { field: 'operator', operator: 'contains', value: ' ann@casino.local ' },
        { field: 'from', operator: 'gte', value: '2026-01-01' },
        { field: 'action', operator: 'contains', value: '' },
        { field: 'subject', operator: 'contains', value: undefined },
      ]),
    ).toEqual({ operator: 'ann@casino.local', from: '2026-01-01' });
  });

  it('leaves empty values out of the address', () => {
    expect(toSearch({ page: 2, pageSize: 25, q: '' })).toBe('?page=2&pageSize=25');
    expect(toSearch({})).toBe('');
  });
});
