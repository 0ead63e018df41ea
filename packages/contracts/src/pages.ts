/**
 * Every page of spec §2 by its page key, with its default path. Settings `pageUrlSetup` may move a
 * page to another href; the web app links by key so an override reaches every link.
 */
export const defaultPagePaths = {
  home: '/',
  casino: '/casino',
  liveCasino: '/casino/live-casino',
  slots: '/casino/slots',
  popular: '/casino/popular',
  gameDetails: '/casino/games/:game',
  play: '/play/:game',
  providers: '/providers',
  provablyFair: '/provably-fair',
  tournaments: '/tournaments',
  promotions: '/promotions',
  vipClub: '/vip-club',
  deposit: '/deposit',
  withdraw: '/withdraw',
  cashback: '/cashback',
  bonuses: '/bonuses',
  freemoney: '/freemoney',
  profile: '/profile',
  account: '/account',
  editProfile: '/profile/edit-profile',
  transactions: '/profile/transactions',
  verify: '/profile/verify',
  accountVerification: '/account/verification',
  favorites: '/profile/favorites',
  profile2MyProfile: '/profile2/my-profile',
  profile2Balance: '/profile2/balance',
  profile2Verification: '/profile2/verification',
  profile2MyBonuses: '/profile2/my-bonuses',
  profile2VipClub: '/profile2/vip-club',
  profile2ReferAFriend: '/profile2/refer-a-friend',
  profile2MyHistory: '/profile2/my-history',
  profile2FreezeAccount: '/profile2/freeze-account',
  profile2Limits: '/profile2/limits',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  amlPolicy: '/aml-policy',
  responsibleGambling: '/responsible-gambling',
  kycRefundPolicy: '/kyc-refund-policy',
  bonusTerms: '/bonus-terms',
  legalUseOfWebsite: '/legal-use-of-website',
  app: '/_app',
} as const;

export type PageKey = keyof typeof defaultPagePaths;

export const pageKeys = Object.keys(defaultPagePaths) as PageKey[];

/** Policy pages whose text is content stored by the server (spec §2 policy pages). */
export const policyPageKeys = [
  'privacyPolicy',
  'termsAndConditions',
  'amlPolicy',
  'responsibleGambling',
  'kycRefundPolicy',
  'bonusTerms',
  'legalUseOfWebsite',
] as const satisfies readonly PageKey[];

export type PolicyPageKey = (typeof policyPageKeys)[number];
