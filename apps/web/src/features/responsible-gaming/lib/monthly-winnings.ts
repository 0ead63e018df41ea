import type { MonthlyWinnings } from '@casino/contracts';
import type { Minor } from '@casino/money';
import { toMinor } from './limit-amount';

/**
 * Next month's limit when it is higher than this month's (the "rises to … on …" line); null when it
 * stays the same (the rule's ceiling is reached, or it does not rise) or the amounts cannot be read.
 */
export function monthlyWinningsRise(limit: Pick<MonthlyWinnings, 'amount' | 'nextAmount'>): Minor | null {
  const next = toMinor(limit.nextAmount);
  return next > toMinor(limit.amount) ? next : null;
}
