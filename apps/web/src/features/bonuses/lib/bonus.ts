import type { DepositBonusOffer, PlayerBonus } from '@casino/contracts';
import { formatMoney, type Minor, minor, zero } from '@casino/money';

/** The player's wallet as the bonus pieces need it: the currency and its exponent. */
export type WalletCurrency = { currencyCode: string; exponent: number };

/** An amount in the player's currency and locale: "€1,234.50". */
export function formatAmount(amount: Minor, wallet: WalletCurrency, locale: string): string {
  return formatMoney(amount, wallet.exponent, wallet.currencyCode, locale);
}

/** Reads a minor-unit string from the server; anything that is not a whole number counts as zero. */
function readMinor(value: string): Minor {
  return /^-?\d+$/.test(value) ? minor(value) : zero;
}

/** An offer's money terms as amounts: the match in basis points (100% = 10,000), the cap and the minimum. */
export type OfferTerms = { matchBp: bigint; maxBonus: Minor; minDeposit: Minor };

/** Reads an offer's percent, cap and minimum deposit (minor-unit strings) into amounts. */
export function offerTerms(
  offer: Pick<DepositBonusOffer, 'matchPercent' | 'maxBonus' | 'minDeposit'>,
): OfferTerms {
  const matchBp = Number.isFinite(offer.matchPercent)
    ? BigInt(Math.max(0, Math.round(offer.matchPercent * 100)))
    : 0n;
  return { matchBp, maxBonus: readMinor(offer.maxBonus), minDeposit: readMinor(offer.minDeposit) };
}

/**
 * What a deposit of `amount` brings with an offer: `bonus` money for an amount of at least the
 * offer's minimum deposit, `belowMin` (with the minimum) for a smaller or missing amount.
 */
export type OfferQuote = { kind: 'bonus'; bonus: Minor } | { kind: 'belowMin'; minDeposit: Minor };

/**
 * The bonus for a deposit: `matchPercent` of the amount, at most `maxBonus`, rounded down to whole
 * minor units (the server grants no fractions of a cent either).
 */
export function bonusForAmount(terms: OfferTerms, amount: Minor): Minor {
  if (amount <= 0n) return zero;
  const matched = (amount * terms.matchBp) / 10_000n;
  return minor(matched < terms.maxBonus ? matched : terms.maxBonus);
}

/** Whether a deposit of `amount` may take the offer: it reaches the minimum deposit and is not zero. */
export function meetsMinDeposit(terms: OfferTerms, amount: Minor | null): amount is Minor {
  return amount !== null && amount > 0n && amount >= terms.minDeposit;
}

/** The offer's line for the amount typed: the bonus it brings, or the minimum it needs. */
export function quoteOffer(terms: OfferTerms, amount: Minor | null): OfferQuote {
  if (!meetsMinDeposit(terms, amount)) return { kind: 'belowMin', minDeposit: terms.minDeposit };
  return { kind: 'bonus', bonus: bonusForAmount(terms, amount) };
}

/** The offer chosen, or null for "No bonus" and for a key the offers no longer list. */
export function chosenOffer(
  offers: readonly DepositBonusOffer[],
  key: string | null,
): DepositBonusOffer | null {
  if (key === null) return null;
  return offers.find((offer) => offer.key === key) ?? null;
}

/**
 * The bonus a deposit form has chosen, checked against the amount typed: the offer, its minimum
 * deposit and whether the amount reaches it. Null for "No bonus" and for a key the offers no
 * longer list (used up, withdrawn), which the form takes as "No bonus".
 */
export type DepositBonusCheck = { offer: DepositBonusOffer; minDeposit: Minor; reachesMinimum: boolean };

export function checkDepositBonus(
  offers: readonly DepositBonusOffer[],
  key: string | null,
  amount: Minor | null,
): DepositBonusCheck | null {
  const offer = chosenOffer(offers, key);
  if (!offer) return null;
  const terms = offerTerms(offer);
  return { offer, minDeposit: terms.minDeposit, reachesMinimum: meetsMinDeposit(terms, amount) };
}

/** Wagering progress of a bonus: amounts, what is left, and the share done as a whole percent (0–100). */
export type WageringProgress = { wagered: Minor; required: Minor; left: Minor; percent: number };

/**
 * How far the player is with a bonus's wagering; what is left is the server's "wager left".
 * Wagering beyond the requirement counts as done; a bonus with nothing to wager is complete (100%).
 * The percent is rounded down, so 100% means done.
 */
export function wageringProgress(
  bonus: Pick<PlayerBonus, 'wagered' | 'wageringRequired' | 'wagerLeft'>,
): WageringProgress {
  const required = readMinor(bonus.wageringRequired);
  const raw = readMinor(bonus.wagered);
  if (required <= 0n) return { wagered: raw < zero ? zero : raw, required: zero, left: zero, percent: 100 };
  const wagered = raw < 0n ? zero : raw > required ? required : raw;
  const left = readMinor(bonus.wagerLeft);
  return {
    wagered,
    required,
    left: left < 0n ? zero : left > required ? minor(required) : left,
    percent: Number((wagered * 100n) / required),
  };
}

/** The bonus money that cancelling burns (the server's "burn amount"), never below zero. */
export function burnAmount(bonus: Pick<PlayerBonus, 'burnAmount'>): Minor {
  const amount = readMinor(bonus.burnAmount);
  return amount < 0n ? zero : amount;
}

/** "copper-cherries" → "Copper cherries": a game's slug read as its name (bonus rules, free spins). */
export function gameName(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
