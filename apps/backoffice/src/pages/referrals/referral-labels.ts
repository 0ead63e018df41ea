import { type ReferralRefusal, type ReferralStatus, referralStatuses } from '@casino/contracts/referrals';

/** The list's filter: every referral, or those of one status. */
export const statusFilters = ['all', ...referralStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const filterLabels: Record<StatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  qualified: 'Qualified',
  paid: 'Paid',
  refused: 'Refused',
};

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value !== null && (statusFilters as readonly string[]).includes(value);
}

/** The badge classes' tones. */
type Tone = 'good' | 'bad' | 'neutral' | 'warn';

/** A status as its badge says it; the colour only repeats the word. */
export const statusBadges: Record<ReferralStatus, { word: string; tone: Tone }> = {
  pending: { word: 'Pending', tone: 'warn' },
  qualified: { word: 'Qualified', tone: 'neutral' },
  paid: { word: 'Paid', tone: 'good' },
  refused: { word: 'Refused', tone: 'bad' },
};

/** Why a referral does not count, in words. */
export const refusalLabels: Record<ReferralRefusal, string> = {
  self: 'Self-referral',
  same_device: 'Same device',
  same_network: 'Same network as the referrer',
  same_card: 'Paid with the referrer’s card',
};
