import { formatMoney, type Minor } from '@casino/money';
import type { AmountLimits } from './amount';

/** The player's wallet as the cashier needs it: the currency and its exponent. */
export type WalletCurrency = { currencyCode: string; exponent: number };

/** An amount in the player's currency and locale: "€1,234.50". */
export function formatAmount(amount: Minor, wallet: WalletCurrency, locale: string): string {
  return formatMoney(amount, wallet.exponent, wallet.currencyCode, locale);
}

/**
 * A whole amount without decimals, for the quick-amount buttons: "€25", "25 BTC". Amounts with a
 * fraction keep it.
 */
export function formatWholeAmount(amount: Minor, wallet: WalletCurrency, locale: string): string {
  const unit = 10n ** BigInt(wallet.exponent);
  if (amount % unit !== 0n) return formatAmount(amount, wallet, locale);
  const whole = amount / unit;
  try {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: wallet.currencyCode,
      maximumFractionDigits: 0,
    });
    const symbol = format.formatToParts(0).find((part) => part.type === 'currency')?.value;
    // a code Intl has no symbol for reads like formatMoney's: the number, then the code
    if (symbol && symbol !== wallet.currencyCode) return format.format(whole);
  } catch {
    // not an ISO currency (USDT): fall through
  }
  return `${new Intl.NumberFormat(locale).format(whole)} ${wallet.currencyCode}`;
}

/** Which limits line to show and its amounts: "Min €5.00 · Max €5,000.00", or one side, or none. */
export function limitsText(
  limits: AmountLimits,
  wallet: WalletCurrency,
  locale: string,
): { key: 'range' | 'min' | 'max'; min?: string; max?: string } | null {
  const min = limits.min === null ? undefined : formatAmount(limits.min, wallet, locale);
  const max = limits.max === null ? undefined : formatAmount(limits.max, wallet, locale);
  if (min && max) return { key: 'range', min, max };
  if (min) return { key: 'min', min };
  if (max) return { key: 'max', max };
  return null;
}
