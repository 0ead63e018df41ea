import { defaultEnglishStrings } from '@casino/content';
import { describe, expect, it } from 'vitest';
import { columnLabelKey, historyColumns } from './columns';

const labels = (tab: 'games' | 'deposit' | 'withdrawal') =>
  historyColumns(tab).map((column) => defaultEnglishStrings[columnLabelKey(column)]);

describe('history columns', () => {
  it('shows exactly the casino transaction columns of spec §3 on the Games tab', () => {
    expect(labels('games')).toEqual([
      'Transaction ID',
      'Transaction Type',
      'Game Name',
      'Provider',
      'Balance Before',
      'Amount',
      'Balance After',
      'Bonus Balance',
      'Date',
    ]);
  });

  it('shows exactly the transaction columns of spec §3 on the Deposit and Withdrawal tabs', () => {
    const expected = ['Date', 'Transaction ID', 'Method', 'Transaction Type', 'Amount', 'Status', 'Bonus'];
    expect(labels('deposit')).toEqual(expected);
    expect(labels('withdrawal')).toEqual(expected);
  });
});
