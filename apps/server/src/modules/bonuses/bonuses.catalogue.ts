import type { Promotion, PromotionsQuery } from '@casino/contracts';
import type { BonusOfferRow } from './bonuses.repository.ts';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The ISO day of week (1 Monday … 7 Sunday) of an instant in a time zone. */
export function isoDayOfWeek(at: Date, timeZone = 'UTC'): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at);
  return weekdays.indexOf(name) + 1;
}

/** The calendar day ("2026-12-24") of an instant in a time zone. */
export function localDate(at: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day `days` after `date` ("2026-12-31" + 1 → "2027-01-01"). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whether the offer is live at `at`: active, and inside its validity window. */
export function offerLive(offer: BonusOfferRow, at: Date): boolean {
  const time = at.getTime();
  return (
    offer.isActive &&
    (offer.startsAt === null || offer.startsAt.getTime() <= time) &&
    (offer.endsAt === null || time < offer.endsAt.getTime())
  );
}

/** Whether the offer runs on the day `at` falls on in a time zone: one of its weekdays and dates. */
export function scheduledOn(offer: BonusOfferRow, at: Date, timeZone?: string): boolean {
  return (
    (offer.daysOfWeek.length === 0 || offer.daysOfWeek.includes(isoDayOfWeek(at, timeZone))) &&
    (offer.dates.length === 0 || offer.dates.includes(localDate(at, timeZone)))
  );
}

/** Whether a country (and its subdivision) is among the offer's targets; an empty list targets all. */
export function countryTargeted(offer: BonusOfferRow, country: string, subdivision?: string): boolean {
  if (offer.countries.length === 0) return true;
  return (
    offer.countries.includes(country) ||
    (subdivision !== undefined && offer.countries.includes(`${country}-${subdivision}`))
  );
}

/**
 * Whether the offer is for this player: their country among its countries (a player whose
 * subdivision is unknown matches only a whole country) and one of their tags among its tags.
 * A visitor who is not signed in has no tags: offers for tagged players are not theirs.
 */
export function playerTargeted(
  offer: BonusOfferRow,
  player: { countryCode: string | null; tags: readonly string[] },
): boolean {
  if (
    offer.countries.length > 0 &&
    (player.countryCode === null || !countryTargeted(offer, player.countryCode))
  )
    return false;
  return offer.tags.length === 0 || offer.tags.some((tag) => player.tags.includes(tag));
}

/** Whether a language ("pt-BR" also matches an offer for "pt") is among the offer's targets. */
export function languageTargeted(offer: BonusOfferRow, language: string): boolean {
  if (offer.languages.length === 0) return true;
  const base = language.split('-')[0] as string;
  return offer.languages.includes(language) || offer.languages.includes(base);
}

/** Whether the offer gives anything in a currency (free spins need a stake there, cashback its largest payment). */
export function offerInCurrency(offer: BonusOfferRow, currency: string): boolean {
  if (offer.type === 'deposit') return offer.maxBonus[currency] !== undefined;
  if (offer.type === 'no_deposit') return offer.bonusAmount[currency] !== undefined;
  if (offer.type === 'freespins') return offer.freeSpinStake[currency] !== undefined;
  if (offer.type === 'instant_cashback') return offer.maxBonus[currency] !== undefined;
  return true;
}

/**
 * The filter of GET /api/admin/get-all-bonus (spec §7): the offers shown for a moment, a day, a
 * place, a language and a currency. Unset filters match everything.
 */
export function promotionMatches(offer: BonusOfferRow, query: PromotionsQuery, now: Date): boolean {
  const at = query.calendarDateTime ? new Date(query.calendarDateTime) : now;
  if (!offerLive(offer, at)) return false;
  if (query.type !== undefined && offer.type !== query.type) return false;
  if (query.isDeposit !== undefined && (offer.type === 'deposit') !== query.isDeposit) return false;
  const day = query.dayOfWeek ?? isoDayOfWeek(at, query.timeZone);
  if (offer.daysOfWeek.length > 0 && !offer.daysOfWeek.includes(day)) return false;
  if (offer.dates.length > 0 && !offer.dates.includes(localDate(at, query.timeZone))) return false;
  if (query.countryCode !== undefined && !countryTargeted(offer, query.countryCode, query.subdivision))
    return false;
  if (query.language !== undefined && !languageTargeted(offer, query.language)) return false;
  // a deposit offer exists in the currencies it names a largest bonus for, a no-deposit one in those
  // it names an amount for
  if (query.currencyCode !== undefined && !offerInCurrency(offer, query.currencyCode)) return false;
  return true;
}

/** An offer as players see it (spec §3 "Bonus"). */
export function presentPromotion(offer: BonusOfferRow): Promotion {
  const deposit = offer.type === 'deposit';
  return {
    id: offer.key,
    type: offer.type,
    name: offer.title,
    banner: { bannerTitle: offer.bannerTitle || offer.title },
    description: offer.description,
    terms: offer.terms,
    isDeposit: deposit,
    depositBonusPercent: deposit ? offer.matchBp / 100 : null,
    cashbackPercent: offer.type === 'instant_cashback' ? offer.matchBp / 100 : null,
    maxBonusThreshold: offer.maxBonus,
    minDeposit: offer.minDeposit,
    minBalance: offer.minBalance,
    amounts: offer.bonusAmount,
    requiresEmailVerification: offer.requiresEmailVerification,
    wageringMultiplier: offer.wageringMultiplier,
    depositNumber: offer.depositNumber,
    daysValid: offer.validDays,
    start: offer.startsAt?.toISOString() ?? null,
    expiration: offer.endsAt?.toISOString() ?? null,
    daysOfWeek: offer.daysOfWeek,
    dates: offer.dates,
    freeSpins:
      offer.type === 'freespins' && offer.freeSpinsGame && offer.freeSpinsCount
        ? { quantity: offer.freeSpinsCount, game: offer.freeSpinsGame, stake: offer.freeSpinStake }
        : null,
  };
}
