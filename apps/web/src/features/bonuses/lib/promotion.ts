import type { Promotion } from '@casino/contracts';
import { type Minor, minor } from '@casino/money';

/** The currency a promotion's amounts show in: the player's, else the site's, else the first it names. */
export function promotionCurrency(
  promotion: Promotion,
  preferred: readonly (string | undefined)[],
): string | null {
  const amounts = promotionAmounts(promotion);
  for (const code of preferred) if (code && amounts[code]) return code;
  return Object.keys(amounts)[0] ?? null;
}

/** A currency's minor-unit digits as Intl knows them (2 for EUR, 0 for JPY); 2 when unknown. */
export function currencyExponent(currencyCode: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A promotion's amount in one currency, or null when it names none there. */
export function promotionAmount(amounts: Record<string, string>, currencyCode: string): Minor | null {
  const value = amounts[currencyCode];
  return value && /^\d+$/.test(value) ? minor(value) : null;
}

/** What a promotion's button does for this player. */
export type PromotionState = 'guest' | 'active' | 'available' | 'unavailable' | 'busy';

/**
 * A promotion's state for the player: a guest signs in first; the bonus they hold now is active. A
 * deposit promotion their next deposit may take is available (the cashier's own list says which);
 * one taken without a deposit is available unless another bonus is active (busy: one at a time);
 * free spins and instant cashback are available beside a money bonus.
 */
export function promotionState(
  promotion: Promotion,
  player: {
    signedIn: boolean;
    activeOfferKey: string | null;
    /** The offer of the player's running cashback, held beside the money bonus. */
    cashbackOfferKey?: string | null;
    depositOfferKeys: readonly string[];
  },
): PromotionState {
  if (!player.signedIn) return 'guest';
  if (player.activeOfferKey === promotion.id || player.cashbackOfferKey === promotion.id) return 'active';
  if (promotion.isDeposit)
    return player.depositOfferKeys.includes(promotion.id) ? 'available' : 'unavailable';
  // free spins and cashback are held beside a money bonus (one of each): the server refuses a second
  if (promotion.type === 'freespins' || promotion.type === 'instant_cashback') return 'available';
  if (promotion.type !== 'no_deposit') return 'unavailable';
  return player.activeOfferKey === null ? 'available' : 'busy';
}

/**
 * The currencies a promotion gives an amount in: a deposit's largest bonus (cashback's largest
 * payment), a no-deposit bonus's amount, free spins' stake.
 */
export const promotionAmounts = (promotion: Promotion) =>
  promotion.isDeposit || promotion.type === 'instant_cashback'
    ? promotion.maxBonusThreshold
    : (promotion.freeSpins?.stake ?? promotion.amounts);

/** A promotion's calendar dates ("2026-12-24") in the player's locale; null when it has none. */
export function promotionDates(promotion: Pick<Promotion, 'dates'>, locale: string): string | null {
  if (promotion.dates.length === 0) return null;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const days = [...promotion.dates].sort().map((date) => format.format(new Date(`${date}T00:00:00Z`)));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(days);
}

/** The "until" of a promotion's card, in the player's locale; null when it has no end. */
export function promotionEnds(promotion: Promotion, locale: string): string | null {
  if (!promotion.expiration) return null;
  const date = new Date(promotion.expiration);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
