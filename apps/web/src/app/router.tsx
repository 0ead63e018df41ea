import type { PageKey, PageUrlEntry } from '@casino/contracts';
import { policyPageKeys } from '@casino/contracts/pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { preloadGame, preloadLobby } from '../features/games';
import { DocumentTitle } from '../lib/document-title';
import { lazyPage } from '../lib/lazy-page';
import { pageRoutePaths } from '../lib/page-links';
import type { RouteHandle } from '../lib/route-flags';
import { useIsSignedIn } from '../lib/session';
import { AppLayout } from './layout/app-layout';
import { CategoryPage } from './routes/category-page';
import { preloadDeposit } from './routes/deposit-preload';
import { GamePage } from './routes/game-page';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { pageDescriptionKey, pageIcons, pageTitleKey } from './routes/page-meta';
import { RouteError } from './routes/route-error';
import { SignInRequired } from './routes/sign-in-required';
import { StartupError } from './startup';

// Only the lobby (/ and the game categories) and a game's page (its frame and details; what the page
// shows below them and the play screen are lazy) are in the first download. Every other page is a chunk
// of its own, fetched when first opened while the shell's Suspense shows a spinner: a first visit
// downloads the lobby, not the play screen, the cashier, the profile, the history or the policy
// texts (`npm run check:bundle` holds the lobby to its budget).
const ProvidersPage = lazyPage(() => import('./routes/providers-page').then((m) => m.ProvidersPage));
const ProvablyFairPage = lazyPage(() =>
  import('./routes/provably-fair-page').then((m) => m.ProvablyFairPage),
);
const AccountArea = lazyPage(() => import('./routes/account-area').then((m) => m.AccountArea));
const AccountSection = lazyPage(() => import('./routes/account-area').then((m) => m.AccountSection));
const Profile2Landing = lazyPage(() => import('./routes/account-area').then((m) => m.Profile2Landing));
const ResetPasswordPage = lazyPage(() =>
  import('../features/accounts/pages').then((m) => m.ResetPasswordPage),
);
const FavoriteGames = lazyPage(() => import('../features/games/pages').then((m) => m.FavoriteGames));
// a lazy start page (contracts `lazyStartPages`): its strings are in the language's start part, so
// it renders with its code, not after the whole language
const DepositPage = lazyPage(() => import('./routes/cashier-pages').then((m) => m.DepositWithBonuses), {
  strings: 'start',
});
const WithdrawPage = lazyPage(() => import('./routes/withdraw-page').then((m) => m.WithdrawWithBonuses));
const EditProfilePage = lazyPage(() => import('../features/profile').then((m) => m.EditProfilePage));
const ProfileOverviewPage = lazyPage(() => import('../features/profile').then((m) => m.ProfileOverviewPage));
const LimitsPage = lazyPage(() => import('../features/responsible-gaming').then((m) => m.LimitsPage));
const FreezeAccountPage = lazyPage(() =>
  import('../features/responsible-gaming').then((m) => m.FreezeAccountPage),
);
const TransactionHistory = lazyPage(() => import('../features/wallet').then((m) => m.TransactionHistory));
const PolicyRoute = lazyPage(() => import('./routes/policy-route').then((m) => m.PolicyRoute));
const PromotionsPage = lazyPage(() => import('../features/bonuses/pages').then((m) => m.PromotionsPage));
const MyBonuses = lazyPage(() => import('../features/bonuses/pages').then((m) => m.MyBonuses));
const RakebackPage = lazyPage(() => import('../features/rakeback/pages').then((m) => m.RakebackPage));
const VipClubPage = lazyPage(() => import('../features/loyalty/pages').then((m) => m.VipClubPage));
const ReferAFriendPage = lazyPage(() =>
  import('../features/referrals/pages').then((m) => m.ReferAFriendPage),
);
const VerificationPage = lazyPage(() =>
  import('../features/verification/pages').then((m) => m.VerificationPage),
);
const RacesPage = lazyPage(() => import('../features/races/pages').then((m) => m.RacesPage));
const RacePage = lazyPage(() => import('../features/races/pages').then((m) => m.RacePage));

type PageArea = 'main' | 'profile' | 'profile2';
type PageDefinition = { element: ReactNode; area?: PageArea; handle?: Omit<RouteHandle, 'pageKey'> };

const policyPages = Object.fromEntries(
  policyPageKeys.map((key) => [key, { element: <PolicyRoute key={key} pageKey={key} /> }]),
) as Record<(typeof policyPageKeys)[number], PageDefinition>;

const profileSection = (key: PageKey, content?: ReactNode): PageDefinition => ({
  element: (
    <AccountSection key={key} pageKey={key}>
      {content}
    </AccountSection>
  ),
  area: 'profile',
});
const profile2Section = (key: PageKey, content?: ReactNode): PageDefinition => ({
  element: (
    <AccountSection key={key} pageKey={key}>
      {content}
    </AccountSection>
  ),
  area: 'profile2',
});

/** /deposit: the cashier's deposit page in the frame of a section page; guests are asked to log in. */
function DepositRoute() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const title = t(pageTitleKey('deposit'));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader title={title} icon={pageIcons.deposit} description={t(pageDescriptionKey('deposit'))} />
      {signedIn ? <DepositPage /> : <SignInRequired />}
    </div>
  );
}

/** /bonuses: the player's active bonus and the coupon entry; guests are asked to log in. */
function BonusesRoute() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const title = t(pageTitleKey('bonuses'));
  const description = pageDescriptionKey('bonuses');
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        icon={pageIcons.bonuses}
        description={t(description, { defaultValue: '' }) || undefined}
      />
      {signedIn ? <MyBonuses /> : <SignInRequired />}
    </div>
  );
}

/** /withdraw: the cashier's withdrawal page in the frame of a section page; guests are asked to log in. */
function WithdrawRoute() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const title = t(pageTitleKey('withdraw'));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader title={title} icon={pageIcons.withdraw} description={t(pageDescriptionKey('withdraw'))} />
      {signedIn ? <WithdrawPage /> : <SignInRequired />}
    </div>
  );
}

/** /cashback, labelled Calendar: the rakeback calendar; visitors see a demo of it. */
function CashbackRoute() {
  const { t } = useTranslation();
  const title = t(pageTitleKey('cashback'));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader title={title} icon={pageIcons.cashback} description={t(pageDescriptionKey('cashback'))} />
      <RakebackPage />
    </div>
  );
}

/** /vip-club: the loyalty levels and their perks; a player's standing and history, a visitor's invitation. */
function VipClubRoute() {
  const { t } = useTranslation();
  const title = t(pageTitleKey('vipClub'));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader title={title} icon={pageIcons.vipClub} description={t(pageDescriptionKey('vipClub'))} />
      <VipClubPage />
    </div>
  );
}

/** /tournaments: the running and upcoming races with win of the month, and the finished ones. */
function TournamentsRoute() {
  const { t } = useTranslation();
  const title = t(pageTitleKey('tournaments'));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        icon={pageIcons.tournaments}
        description={t(pageDescriptionKey('tournaments'))}
      />
      <RacesPage />
    </div>
  );
}

/** /tournaments/:raceId: one race; its page writes its own title (the race's name). */
function RaceRoute() {
  return (
    <div className="page">
      <RacePage />
    </div>
  );
}

/** What each page renders; every key of spec §2 is here, so every route is registered. */
const pages: Record<PageKey, PageDefinition> = {
  home: { element: <HomePage /> },
  app: { element: <HomePage /> },
  casino: {
    element: <CategoryPage key="casino" pageKey="casino" />,
    handle: { preload: (_params, search) => preloadLobby(search) },
  },
  liveCasino: { element: <CategoryPage key="liveCasino" pageKey="liveCasino" /> },
  slots: { element: <CategoryPage key="slots" pageKey="slots" /> },
  popular: { element: <CategoryPage key="popular" pageKey="popular" /> },
  gameDetails: {
    element: <GamePage mode="details" />,
    handle: {
      hideCookieNotice: true,
      preload: ({ game }) => {
        if (game) preloadGame(game);
      },
    },
  },
  play: {
    element: <GamePage mode="play" />,
    handle: {
      hideCookieNotice: true,
      skipExternalScripts: true,
      // the play screen's code (the slot engine) alongside the game page's, not after it
      preload: () => void import('../features/games/play'),
    },
  },
  providers: { element: <ProvidersPage /> },
  provablyFair: { element: <ProvablyFairPage /> },
  tournaments: { element: <TournamentsRoute /> },
  promotions: { element: <PromotionsPage key="promotions" /> },
  vipClub: { element: <VipClubRoute /> },
  cashback: { element: <CashbackRoute /> },
  freemoney: { element: <PromotionsPage key="freemoney" kind="freemoney" /> },
  // the page's reads and its code start with the app
  deposit: {
    element: <DepositRoute />,
    handle: {
      preload: () => {
        preloadDeposit();
        void DepositPage.preload()?.catch(() => undefined);
      },
    },
  },
  withdraw: { element: <WithdrawRoute /> },
  bonuses: { element: <BonusesRoute /> },
  profile: profileSection('profile', <ProfileOverviewPage />),
  // in the panel navigation system the edit-profile screen is the account page (spec §2)
  account: profileSection('account', <EditProfilePage />),
  editProfile: profileSection('editProfile', <EditProfilePage />),
  transactions: profileSection('transactions', <TransactionHistory />),
  verify: profileSection('verify', <VerificationPage />),
  accountVerification: profileSection('accountVerification', <VerificationPage />),
  favorites: profileSection('favorites', <FavoriteGames />),
  profile2MyProfile: profile2Section('profile2MyProfile', <EditProfilePage withSummary />),
  profile2Balance: profile2Section('profile2Balance', <DepositPage headingLevel={3} />),
  profile2Verification: profile2Section('profile2Verification', <VerificationPage />),
  profile2MyBonuses: profile2Section('profile2MyBonuses', <MyBonuses />),
  profile2VipClub: profile2Section('profile2VipClub', <VipClubPage headingLevel={3} />),
  profile2ReferAFriend: profile2Section('profile2ReferAFriend', <ReferAFriendPage />),
  profile2MyHistory: profile2Section('profile2MyHistory', <TransactionHistory />),
  profile2FreezeAccount: profile2Section('profile2FreezeAccount', <FreezeAccountPage />),
  profile2Limits: profile2Section('profile2Limits', <LimitsPage />),
  ...policyPages,
};

/**
 * The route tree: every page at its default path and at its `pageUrlSetup` override (spec §2),
 * inside the shell layout; profile pages share their area's frame; anything else is the 404 page.
 */
export function buildRoutes(pageUrlSetup: readonly PageUrlEntry[], origin?: string): RouteObject[] {
  const byArea: Record<PageArea, RouteObject[]> = { main: [], profile: [], profile2: [] };
  const paths = pageRoutePaths(pageUrlSetup, origin);
  for (const { key, path } of paths) {
    const page = pages[key];
    const handle: RouteHandle = { pageKey: key, ...page.handle };
    byArea[page.area ?? 'main'].push({ path, element: page.element, handle });
  }
  const taken = new Set(paths.map(({ path }) => path));
  // one race's page, under each path of the tournaments page (not a page key of spec §2)
  for (const { key, path } of paths) {
    if (key !== 'tournaments') continue;
    const racePath = `${path === '/' ? '' : path}/:raceId`;
    if (!taken.has(racePath))
      byArea.main.push({ path: racePath, element: <RaceRoute />, handle: { pageKey: 'tournaments' } });
  }
  // pages outside the page keys of spec §2: an operator's page URL of the same path wins
  if (!taken.has('/reset-password'))
    byArea.main.push({ path: '/reset-password', element: <ResetPasswordPage /> });
  if (!taken.has('/profile2')) byArea.main.push({ path: '/profile2', element: <Profile2Landing /> });
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
