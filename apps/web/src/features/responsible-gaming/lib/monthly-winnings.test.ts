import { describe, expect, it } from 'vitest';
import { monthlyWinningsRise } from './monthly-winnings';

describe('the rise of the monthly winnings limit', () => {
  it("shows next month's limit when it is higher", () => {
    expect(monthlyWinningsRise({ amount: '500000', nextAmount: '525000' })).toBe(525_000n);
    // compared as numbers, not as text ("99" > "100" as strings)
    expect(monthlyWinningsRise({ amount: '99', nextAmount: '100' })).toBe(100n);
  });

  it('says nothing when the limit stays or would fall', () => {
    expect(monthlyWinningsRise({ amount: '800000', nextAmount: '800000' })).toBeNull();
    expect(monthlyWinningsRise({ amount: '800000', nextAmount: '600000' })).toBeNull();
  });

  it('says nothing when next month cannot be read', () => {
    expect(monthlyWinningsRise({ amount: '500000', nextAmount: 'broken' })).toBeNull();
  });
});
