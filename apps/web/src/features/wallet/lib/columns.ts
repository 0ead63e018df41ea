import type { TransactionTab } from '@casino/contracts';

export type HistoryColumn =
  | 'transactionId'
  | 'transactionType'
  | 'gameName'
  | 'provider'
  | 'balanceBefore'
  | 'amount'
  | 'balanceAfter'
  | 'bonusBalance'
  | 'date'
  | 'method'
  | 'status'
  | 'bonus';

/** Casino transaction columns of spec §3, in order. */
const gameColumns: readonly HistoryColumn[] = [
  'transactionId',
  'transactionType',
  'gameName',
  'provider',
  'balanceBefore',
  'amount',
  'balanceAfter',
  'bonusBalance',
  'date',
];

/** Transaction columns of spec §3 (deposits and withdrawals), in order. */
const paymentColumns: readonly HistoryColumn[] = [
  'date',
  'transactionId',
  'method',
  'transactionType',
  'amount',
  'status',
  'bonus',
];

/** The columns a history tab shows. */
export function historyColumns(tab: TransactionTab): readonly HistoryColumn[] {
  return tab === 'games' ? gameColumns : paymentColumns;
}

/** Money columns are right-aligned so digits line up. */
export const numericColumns: ReadonlySet<HistoryColumn> = new Set([
  'balanceBefore',
  'amount',
  'balanceAfter',
  'bonusBalance',
]);

export const columnLabelKey = (column: HistoryColumn) => `wallet.history.columns.${column}`;
