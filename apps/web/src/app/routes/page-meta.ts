import type { PageKey } from '@casino/contracts';
import type { IconName } from '../../components/ui/icon';

/** Icon of each page that shows one in its header. */
export const pageIcons: Partial<Record<PageKey, IconName>> = {
  casino: 'casino',
  slots: 'slots',
  liveCasino: 'live',
  popular: 'popular',
  providers: 'providers',
  provablyFair: 'shield',
  tournaments: 'tournaments',
  promotions: 'promotions',
  vipClub: 'vip',
  cashback: 'calendar',
  freemoney: 'coins',
  bonuses: 'star',
  deposit: 'wallet',
  withdraw: 'withdraw',
  profile: 'user',
  account: 'edit',
  editProfile: 'edit',
  transactions: 'transactions',
  verify: 'idCard',
  accountVerification: 'idCard',
  favorites: 'heart',
  profile2MyProfile: 'user',
  profile2Balance: 'balance',
  profile2Verification: 'idCard',
  profile2MyBonuses: 'star',
  profile2VipClub: 'vip',
  profile2MyHistory: 'history',
  profile2FreezeAccount: 'freeze',
  profile2Limits: 'lock',
};

/** Translation key of a page's title. */
export const pageTitleKey = (key: PageKey) => `shell.pages.${key}.title`;
/** Translation key of a page's one-line description. */
export const pageDescriptionKey = (key: PageKey) => `shell.pages.${key}.description`;
