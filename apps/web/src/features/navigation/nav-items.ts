import type { AppSettings, PageKey, PolicyPageKey } from '@casino/contracts';
import type { IconName } from '../../components/ui/icon';

/** One navigation entry: the page it opens (by key, so overrides apply), its label key and icon. */
export type NavItem = { page: PageKey; labelKey: string; icon: IconName };

/** Side panel categories of spec §2, grouped as the panel shows them. */
export const gameCategories: NavItem[] = [
  { page: 'casino', labelKey: 'shell.nav.casino', icon: 'casino' },
  { page: 'slots', labelKey: 'shell.nav.slots', icon: 'slots' },
  { page: 'liveCasino', labelKey: 'shell.nav.liveCasino', icon: 'live' },
  { page: 'popular', labelKey: 'shell.nav.popular', icon: 'popular' },
  { page: 'providers', labelKey: 'shell.nav.providers', icon: 'providers' },
];

export const rewardCategories: NavItem[] = [
  { page: 'tournaments', labelKey: 'shell.nav.tournaments', icon: 'tournaments' },
  { page: 'promotions', labelKey: 'shell.nav.promotions', icon: 'promotions' },
  { page: 'vipClub', labelKey: 'shell.nav.vipClub', icon: 'vip' },
  { page: 'cashback', labelKey: 'shell.nav.calendar', icon: 'calendar' },
  { page: 'freemoney', labelKey: 'shell.nav.freeMoney', icon: 'coins' },
];

export const sidePanelGroups: Array<{ labelKey: string; items: NavItem[] }> = [
  { labelKey: 'shell.nav.group.games', items: gameCategories },
  { labelKey: 'shell.nav.group.rewards', items: rewardCategories },
];

/** Header links of the basic navigation system; `wide` ones show only above the menu-collapse width. */
export const headerLinks: Array<NavItem & { wide?: boolean }> = [
  { page: 'casino', labelKey: 'shell.nav.casino', icon: 'casino' },
  { page: 'liveCasino', labelKey: 'shell.nav.liveCasino', icon: 'live' },
  { page: 'slots', labelKey: 'shell.nav.slots', icon: 'slots', wide: true },
  { page: 'promotions', labelKey: 'shell.nav.promotions', icon: 'promotions' },
  { page: 'tournaments', labelKey: 'shell.nav.tournaments', icon: 'tournaments', wide: true },
  { page: 'vipClub', labelKey: 'shell.nav.vipClub', icon: 'vip' },
];

/** Game category tabs on the casino pages. */
export const casinoTabs: NavItem[] = [
  { page: 'casino', labelKey: 'shell.nav.lobby', icon: 'casino' },
  { page: 'slots', labelKey: 'shell.nav.slots', icon: 'slots' },
  { page: 'liveCasino', labelKey: 'shell.nav.liveCasino', icon: 'live' },
  { page: 'popular', labelKey: 'shell.nav.popular', icon: 'popular' },
];

/** Profile dropdown of spec §2: Profile, Deposit, Withdrawal, Transactions (then Log out). */
export const profileMenuItems: NavItem[] = [
  { page: 'profile', labelKey: 'shell.nav.profile', icon: 'user' },
  { page: 'deposit', labelKey: 'shell.nav.deposit', icon: 'wallet' },
  { page: 'withdraw', labelKey: 'shell.nav.withdrawal', icon: 'withdraw' },
  { page: 'transactions', labelKey: 'shell.nav.transactions', icon: 'transactions' },
];

/**
 * Profile area sections. In the panel navigation system the edit-profile screen is the account page
 * (spec §2), so its entries point at /account and /account/verification.
 */
export function profileSections(navigationSystem: AppSettings['navigationSystem']): NavItem[] {
  const panel = navigationSystem === 'panel';
  return [
    { page: 'profile', labelKey: 'shell.profile.overview', icon: 'user' },
    panel
      ? { page: 'account', labelKey: 'shell.profile.account', icon: 'edit' }
      : { page: 'editProfile', labelKey: 'shell.profile.editProfile', icon: 'edit' },
    { page: 'transactions', labelKey: 'shell.profile.transactions', icon: 'transactions' },
    panel
      ? { page: 'accountVerification', labelKey: 'shell.profile.verification', icon: 'idCard' }
      : { page: 'verify', labelKey: 'shell.profile.verification', icon: 'idCard' },
    { page: 'favorites', labelKey: 'shell.profile.favorites', icon: 'heart' },
  ];
}

/** Sections of the newer profile area (/profile2/...). */
export const profile2Sections: NavItem[] = [
  { page: 'profile2MyProfile', labelKey: 'shell.profile2.myProfile', icon: 'user' },
  { page: 'profile2Balance', labelKey: 'shell.profile2.balance', icon: 'balance' },
  { page: 'profile2Verification', labelKey: 'shell.profile2.verification', icon: 'idCard' },
  { page: 'profile2MyBonuses', labelKey: 'shell.profile2.myBonuses', icon: 'star' },
  { page: 'profile2VipClub', labelKey: 'shell.profile2.vipClub', icon: 'vip' },
  { page: 'profile2ReferAFriend', labelKey: 'shell.profile2.referAFriend', icon: 'mail' },
  { page: 'profile2MyHistory', labelKey: 'shell.profile2.myHistory', icon: 'history' },
  { page: 'profile2FreezeAccount', labelKey: 'shell.profile2.freezeAccount', icon: 'freeze' },
  { page: 'profile2Limits', labelKey: 'shell.profile2.limits', icon: 'lock' },
];

/** Footer link columns. */
export const footerCasinoLinks: NavItem[] = [
  { page: 'casino', labelKey: 'shell.nav.casino', icon: 'casino' },
  { page: 'slots', labelKey: 'shell.nav.slots', icon: 'slots' },
  { page: 'liveCasino', labelKey: 'shell.nav.liveCasino', icon: 'live' },
  { page: 'providers', labelKey: 'shell.nav.providers', icon: 'providers' },
  { page: 'tournaments', labelKey: 'shell.nav.tournaments', icon: 'tournaments' },
];

export const footerRewardLinks: NavItem[] = [
  { page: 'promotions', labelKey: 'shell.nav.promotions', icon: 'promotions' },
  { page: 'vipClub', labelKey: 'shell.nav.vipClub', icon: 'vip' },
  { page: 'cashback', labelKey: 'shell.nav.calendar', icon: 'calendar' },
  { page: 'freemoney', labelKey: 'shell.nav.freeMoney', icon: 'coins' },
  { page: 'bonuses', labelKey: 'shell.nav.bonuses', icon: 'star' },
];

export const footerPolicyLinks: Array<{ page: PolicyPageKey; labelKey: string }> = [
  { page: 'termsAndConditions', labelKey: 'shell.policy.termsAndConditions' },
  { page: 'privacyPolicy', labelKey: 'shell.policy.privacyPolicy' },
  { page: 'responsibleGambling', labelKey: 'shell.policy.responsibleGambling' },
  { page: 'amlPolicy', labelKey: 'shell.policy.amlPolicy' },
  { page: 'kycRefundPolicy', labelKey: 'shell.policy.kycRefundPolicy' },
  { page: 'bonusTerms', labelKey: 'shell.policy.bonusTerms' },
  { page: 'legalUseOfWebsite', labelKey: 'shell.policy.legalUseOfWebsite' },
];
