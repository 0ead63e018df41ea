import { type PageKey, type PageUrlEntry, policyPageKeys } from '@casino/contracts';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { pageRoutePaths } from '../lib/page-links';
import type { RouteHandle } from '../lib/route-flags';
import { AppLayout } from './layout/app-layout';
import { AccountArea, AccountSection } from './routes/account-area';
import { CategoryPage } from './routes/category-page';
import { GamePage } from './routes/game-page';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { PolicyRoute } from './routes/policy-route';
import { RouteError } from './routes/route-error';
import { SectionPage } from './routes/section-page';
import { StartupError } from './startup';

type PageArea = 'main' | 'profile' | 'profile2';
type PageDefinition = { element: ReactNode; area?: PageArea; handle?: Omit<RouteHandle, 'pageKey'> };

const policyPages = Object.fromEntries(
  policyPageKeys.map((key) => [key, { element: <PolicyRoute key={key} pageKey={key} /> }]),
) as Record<(typeof policyPageKeys)[number], PageDefinition>;

const profileSection = (key: PageKey): PageDefinition => ({
  element: <AccountSection pageKey={key} />,
  area: 'profile',
});
const profile2Section = (key: PageKey): PageDefinition => ({
  element: <AccountSection pageKey={key} />,
  area: 'profile2',
});

/** What each page renders; every key of spec §2 is here, so every route is registered. */
const pages: Record<PageKey, PageDefinition> = {
  home: { element: <HomePage /> },
  app: { element: <HomePage /> },
  casino: { element: <CategoryPage key="casino" pageKey="casino" /> },
  liveCasino: { element: <CategoryPage key="liveCasino" pageKey="liveCasino" /> },
  slots: { element: <CategoryPage key="slots" pageKey="slots" /> },
  popular: { element: <CategoryPage key="popular" pageKey="popular" /> },
  gameDetails: { element: <GamePage mode="details" />, handle: { hideCookieNotice: true } },
  play: { element: <GamePage mode="play" />, handle: { hideCookieNotice: true, skipExternalScripts: true } },
  providers: { element: <SectionPage key="providers" pageKey="providers" /> },
  tournaments: { element: <SectionPage key="tournaments" pageKey="tournaments" /> },
  promotions: { element: <SectionPage key="promotions" pageKey="promotions" /> },
  vipClub: { element: <SectionPage key="vipClub" pageKey="vipClub" /> },
  cashback: { element: <SectionPage key="cashback" pageKey="cashback" /> },
  freemoney: { element: <SectionPage key="freemoney" pageKey="freemoney" /> },
  deposit: { element: <SectionPage key="deposit" pageKey="deposit" requiresSignIn /> },
  withdraw: { element: <SectionPage key="withdraw" pageKey="withdraw" requiresSignIn /> },
  bonuses: { element: <SectionPage key="bonuses" pageKey="bonuses" requiresSignIn /> },
  profile: profileSection('profile'),
  account: profileSection('account'),
  editProfile: profileSection('editProfile'),
  transactions: profileSection('transactions'),
  verify: profileSection('verify'),
  accountVerification: profileSection('accountVerification'),
  favorites: profileSection('favorites'),
  profile2MyProfile: profile2Section('profile2MyProfile'),
  profile2Balance: profile2Section('profile2Balance'),
  profile2Verification: profile2Section('profile2Verification'),
  profile2MyBonuses: profile2Section('profile2MyBonuses'),
  profile2VipClub: profile2Section('profile2VipClub'),
  profile2MyHistory: profile2Section('profile2MyHistory'),
  profile2FreezeAccount: profile2Section('profile2FreezeAccount'),
  profile2Limits: profile2Section('profile2Limits'),
  ...policyPages,
};

/**
 * The route tree: every page at its default path and at its `pageUrlSetup` override (spec §2),
 * inside the shell layout; profile pages share their area's frame; anything else is the 404 page.
 */
export function buildRoutes(pageUrlSetup: readonly PageUrlEntry[], origin?: string): RouteObject[] {
  const byArea: Record<PageArea, RouteObject[]> = { main: [], profile: [], profile2: [] };
  for (const { key, path } of pageRoutePaths(pageUrlSetup, origin)) {
    const page = pages[key];
    const handle: RouteHandle = { pageKey: key, ...page.handle };
    byArea[page.area ?? 'main'].push({ path, element: page.element, handle });
  }
  return [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <StartupError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...byArea.main,
            { element: <AccountArea area="profile" />, children: byArea.profile },
            { element: <AccountArea area="profile2" />, children: byArea.profile2 },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(pageUrlSetup: readonly PageUrlEntry[]) {
  return createBrowserRouter(buildRoutes(pageUrlSetup, window.location.origin));
}
