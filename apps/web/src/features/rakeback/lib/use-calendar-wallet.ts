import { formatMoney, type Minor, minor } from '@casino/money';
import { useOptionalAuth } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';
import { useLocale } from '../../../lib/use-locale';

/** The currency the calendar speaks: the player's, or for a visitor's demo the casino's default. */
export function useCalendarWallet() {
  const user = useOptionalAuth()?.user ?? null;
  const settings = useSettings();
  const locale = useLocale();
  const currencyCode = user?.userWallet.currencyCode ?? settings.defaultCurrency;
  const exponent = user?.userWallet.exponent ?? 2;
  return {
    user,
    userId: user?.getUser.userId,
    currencyCode,
    exponent,
    locale,
    theme: settings.theme,
    money: (amount: Minor | string) =>
      formatMoney(
        typeof amount === 'string' ? minor(/^-?\d+$/.test(amount) ? amount : '0') : amount,
        exponent,
        currencyCode,
        locale,
      ),
  };
}
