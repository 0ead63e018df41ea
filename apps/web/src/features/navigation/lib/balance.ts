import type { UserDetails } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';

export type FormattedBalance = { cash: string; bonus: string; total: string };

/**
 * The player's wallet (minor units as decimal strings) formatted in their currency and the
 * interface locale; an amount that cannot be read shows as zero rather than breaking the header.
 */
export function formatBalance(wallet: UserDetails['userWallet'], locale: string): FormattedBalance {
  const format = (amount: string) => {
    let value = minor(0);
    try {
      value = minor(amount);
    } catch {
      // keep zero
    }
    return formatMoney(value, wallet.exponent, wallet.currencyCode, locale);
  };
  return {
    cash: format(wallet.amount),
    bonus: format(wallet.nonCashAmount),
    total: format(wallet.totalAmount),
  };
}
