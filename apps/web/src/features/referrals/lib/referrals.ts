import type { MoneyAmount, ReferralRefusal, ReferredFriend } from '@casino/contracts';
import { referralQueryParameter } from '@casino/contracts/referrals';
import { formatMoney, minor } from '@casino/money';

/*
 * How refer-a-friend writes its figures and links: amounts in their currency, a friend's progress
 * towards the wagering, dates, the player's referral link and the links that share it.
 */

/** An amount of the API (minor units as a string) for people: "€10.00"; null when there is none. */
export function moneyText(money: MoneyAmount | null, locale: string): string | null {
  if (!money || !/^-?\d+$/.test(money.amount)) return null;
  return formatMoney(minor(money.amount), money.exponent, money.currency, locale);
}

/** A day for people: "12 Mar 2026"; the ISO text when unreadable. */
export function dateText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/**
 * How far a friend is towards the wagering, 0 to 100 (whole percent, rounded down so 100 means done);
 * a qualified or paid friend is done; null when there is nothing to measure (no requirement, refused).
 */
export function friendProgress(
  friend: Pick<ReferredFriend, 'status' | 'wagered' | 'required'>,
): number | null {
  if (friend.status === 'qualified' || friend.status === 'paid') return 100;
  if (friend.status === 'refused' || !friend.required) return null;
  if (!/^\d+$/.test(friend.required.amount) || !/^-?\d+$/.test(friend.wagered.amount)) return null;
  const required = BigInt(friend.required.amount);
  if (required <= 0n) return 100;
  const wagered = BigInt(friend.wagered.amount);
  if (wagered <= 0n) return 0;
  return wagered >= required ? 100 : Number((wagered * 100n) / required);
}

/** What a friend's status means, for its badge and the line under it. */
export type FriendStage = 'deposit' | 'wager' | 'qualified' | 'paid' | 'refused';

/** The stage a friend is at: a pending friend first deposits, then wagers. */
export function friendStage(friend: Pick<ReferredFriend, 'status' | 'deposited'>): FriendStage {
  if (friend.status === 'pending') return friend.deposited ? 'wager' : 'deposit';
  return friend.status;
}

/** The translation key explaining a refusal in plain words. */
export const refusalKey = (refusal: ReferralRefusal | null) => `referrals.refusal.${refusal ?? 'other'}`;

/** The player's referral link: the casino's home page with `?ref=<code>`. */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(referralQueryParameter, code);
  return url.href;
}

/** Links that share `message` (which carries the link) by mail, WhatsApp and Telegram. */
export function shareLinks(link: string, subject: string, message: string) {
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(subject)}`,
  };
}
