import { Authenticated } from '@refinedev/core';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { LoadingState } from '../components/states.tsx';
import { signInPath } from '../lib/auth-provider.ts';
import { AccountPage } from '../pages/account/account-page.tsx';
import { AuditPage } from '../pages/audit/audit-page.tsx';
import { BonusOfferPage, NewBonusOfferPage } from '../pages/bonus-offers/bonus-offer-page.tsx';
import { BonusOffersPage } from '../pages/bonus-offers/bonus-offers-page.tsx';
import { CouponsPage } from '../pages/coupons/coupons-page.tsx';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { HarmMarkersPage } from '../pages/harm-markers/harm-markers-page.tsx';
import { LoyaltyPage } from '../pages/loyalty/loyalty-page.tsx';
import { OperatorsPage } from '../pages/operators/operators-page.tsx';
import { PaymentMethodPage } from '../pages/payment-methods/payment-method-page.tsx';
import { PaymentMethodsPage } from '../pages/payment-methods/payment-methods-page.tsx';
import { PlayLimitsPage } from '../pages/play-limits/play-limits-page.tsx';
import { PlayerPage } from '../pages/player/player-page.tsx';
import { PlayersListPage } from '../pages/players/players-list-page.tsx';
import { EditRacePage, NewRacePage, RacePage } from '../pages/races/race-page.tsx';
import { RacesPage } from '../pages/races/races-page.tsx';
import { WinOfTheMonthPage } from '../pages/races/win-of-the-month-page.tsx';
import { RakebackPage } from '../pages/rakeback/rakeback-page.tsx';
import { ReferralsPage } from '../pages/referrals/referrals-page.tsx';
import { SettingsPage } from '../pages/settings/settings-page.tsx';
import { SignInPage } from '../pages/sign-in/sign-in-page.tsx';
import { DocumentPage } from '../pages/verification/document-page.tsx';
import { ThresholdPage } from '../pages/verification/threshold-page.tsx';
import { VerificationPage } from '../pages/verification/verification-page.tsx';
import { WithdrawalsPage } from '../pages/withdrawals/withdrawals-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { LandingRedirect } from './landing-redirect.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RefineRoot } from './refine-root.tsx';
import { RequirePermission } from './require-permission.tsx';
import { SignInRedirect } from './sign-in-redirect.tsx';

const checking: ReactNode = <LoadingState label="Checking your session…" />;

export const router = createBrowserRouter(
  [
    {
      element: <RefineRoot />,
      children: [
        {
          path: signInPath.slice(1),
          // someone already signed in goes to the app instead
          element: (
            <Authenticated key="sign-in" fallback={<Outlet />} loading={checking}>
              <Navigate to="/" replace />
            </Authenticated>
          ),
          children: [{ index: true, element: <SignInPage /> }],
        },
        {
          element: (
            <Authenticated key="app" fallback={<SignInRedirect />} loading={checking}>
              <AppLayout />
            </Authenticated>
          ),
          children: [
            { index: true, element: <LandingRedirect /> },
            {
              path: 'dashboard',
              element: (
                <RequirePermission permission="dashboard.read" title="Dashboard">
                  <DashboardPage />
                </RequirePermission>
              ),
            },
            {
              path: 'players',
              element: (
                <RequirePermission permission="players.read" title="Players">
                  <PlayersListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'players/:id',
              element: (
                <RequirePermission permission="players.read" title="Player">
                  <PlayerPage />
                </RequirePermission>
              ),
            },
            {
              path: 'withdrawals',
              element: (
                <RequirePermission permission="withdrawals.review" title="Withdrawals">
                  <WithdrawalsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'verification',
              element: (
                <RequirePermission permission="kyc.review" title="Verification">
                  <VerificationPage />
                </RequirePermission>
              ),
            },
            {
              path: 'verification/threshold',
              element: (
                <RequirePermission permission="kyc.review" title="Withdrawal threshold">
                  <ThresholdPage />
                </RequirePermission>
              ),
            },
            {
              path: 'verification/:id',
              element: (
                <RequirePermission permission="kyc.review" title="Document">
                  <DocumentPage />
                </RequirePermission>
              ),
            },
            {
              path: 'payment-methods',
              element: (
                <RequirePermission permission="payment-methods.manage" title="Payment methods">
                  <PaymentMethodsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'payment-methods/:id',
              element: (
                <RequirePermission permission="payment-methods.manage" title="Payment method">
                  <PaymentMethodPage />
                </RequirePermission>
              ),
            },
            {
              path: 'bonus-offers',
              element: (
                <RequirePermission permission="bonuses.manage" title="Bonus offers">
                  <BonusOffersPage />
                </RequirePermission>
              ),
            },
            {
              path: 'bonus-offers/new',
              element: (
                <RequirePermission permission="bonuses.manage" title="New bonus offer">
                  <NewBonusOfferPage />
                </RequirePermission>
              ),
            },
            {
              path: 'bonus-offers/:id',
              element: (
                <RequirePermission permission="bonuses.manage" title="Bonus offer">
                  <BonusOfferPage />
                </RequirePermission>
              ),
            },
            {
              path: 'coupons',
              element: (
                <RequirePermission permission="bonuses.manage" title="Coupons">
                  <CouponsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'rakeback',
              element: (
                <RequirePermission permission="bonuses.manage" title="Rakeback">
                  <RakebackPage />
                </RequirePermission>
              ),
            },
            {
              path: 'loyalty',
              element: (
                <RequirePermission permission="loyalty.manage" title="Loyalty">
                  <LoyaltyPage />
                </RequirePermission>
              ),
            },
            {
              path: 'races',
              element: (
                <RequirePermission permission="races.manage" title="Races">
                  <RacesPage />
                </RequirePermission>
              ),
            },
            {
              path: 'races/new',
              element: (
                <RequirePermission permission="races.manage" title="New race">
                  <NewRacePage />
                </RequirePermission>
              ),
            },
            {
              path: 'races/win-of-the-month',
              element: (
                <RequirePermission permission="races.manage" title="Win of the month">
                  <WinOfTheMonthPage />
                </RequirePermission>
              ),
            },
            {
              path: 'races/:id',
              element: (
                <RequirePermission permission="races.manage" title="Race">
                  <RacePage />
                </RequirePermission>
              ),
            },
            {
              path: 'races/:id/edit',
              element: (
                <RequirePermission permission="races.manage" title="Edit race">
                  <EditRacePage />
                </RequirePermission>
              ),
            },
            {
              path: 'referrals',
              element: (
                <RequirePermission permission="referrals.manage" title="Referrals">
                  <ReferralsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'play-limits',
              element: (
                <RequirePermission permission="players.read" title="Play limits">
                  <PlayLimitsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'harm-markers',
              element: (
                <RequirePermission permission="players.read" title="Markers of harm">
                  <HarmMarkersPage />
                </RequirePermission>
              ),
            },
            {
              path: 'settings',
              element: (
                <RequirePermission permission="settings.manage" title="Settings">
                  <SettingsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'audit',
              element: (
                <RequirePermission permission="audit.read" title="Audit log">
                  <AuditPage />
                </RequirePermission>
              ),
            },
            {
              path: 'operators',
              element: (
                <RequirePermission permission="operators.manage" title="Operators">
                  <OperatorsPage />
                </RequirePermission>
              ),
            },
            // every operator's own account: no permission needed
            { path: 'account', element: <AccountPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/backoffice' },
);
