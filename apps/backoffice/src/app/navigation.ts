import type { Permission } from '@casino/contracts/backoffice';
import type { ResourceProps } from '@refinedev/core';

export type NavItem = { to: string; label: string; permission: Permission };

/** The pages, in menu order; the first one the operator may use is where they land. */
export const navItems: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', permission: 'dashboard.read' },
  { to: '/players', label: 'Players', permission: 'players.read' },
  { to: '/withdrawals', label: 'Withdrawals', permission: 'withdrawals.review' },
  { to: '/verification', label: 'Verification', permission: 'kyc.review' },
  { to: '/payment-methods', label: 'Payment methods', permission: 'payment-methods.manage' },
  { to: '/bonus-offers', label: 'Bonus offers', permission: 'bonuses.manage' },
  { to: '/coupons', label: 'Coupons', permission: 'bonuses.manage' },
  { to: '/rakeback', label: 'Rakeback', permission: 'bonuses.manage' },
  { to: '/loyalty', label: 'Loyalty', permission: 'loyalty.manage' },
  { to: '/races', label: 'Races', permission: 'races.manage' },
  { to: '/referrals', label: 'Referrals', permission: 'referrals.manage' },
  { to: '/play-limits', label: 'Play limits', permission: 'players.read' },
  { to: '/harm-markers', label: 'Markers of harm', permission: 'players.read' },
  { to: '/settings', label: 'Settings', permission: 'settings.manage' },
  { to: '/audit', label: 'Audit log', permission: 'audit.read' },
  { to: '/operators', label: 'Operators', permission: 'operators.manage' },
];

/** refine's resources: tell useTable/useOne which API path a route's data comes from. */
export const resources: ResourceProps[] = [
  { name: 'dashboard', list: '/dashboard', meta: { label: 'Dashboard' } },
  { name: 'players', list: '/players', show: '/players/:id', meta: { label: 'Players' } },
  { name: 'withdrawals', list: '/withdrawals', meta: { label: 'Withdrawals' } },
  {
    name: 'verification/documents',
    list: '/verification',
    show: '/verification/:id',
    meta: { label: 'Verification' },
  },
  {
    name: 'payment-methods',
    list: '/payment-methods',
    edit: '/payment-methods/:id',
    meta: { label: 'Payment methods' },
  },
  {
    name: 'bonus-offers',
    list: '/bonus-offers',
    create: '/bonus-offers/new',
    edit: '/bonus-offers/:id',
    meta: { label: 'Bonus offers' },
  },
  { name: 'coupons', list: '/coupons', meta: { label: 'Coupons' } },
  { name: 'rakeback', list: '/rakeback', meta: { label: 'Rakeback' } },
  { name: 'loyalty', list: '/loyalty', meta: { label: 'Loyalty' } },
  {
    name: 'races',
    list: '/races',
    create: '/races/new',
    show: '/races/:id',
    edit: '/races/:id/edit',
    meta: { label: 'Races' },
  },
  { name: 'referrals', list: '/referrals', meta: { label: 'Referrals' } },
  { name: 'responsible-gaming/play-limits', list: '/play-limits', meta: { label: 'Play limits' } },
  { name: 'responsible-gaming/markers', list: '/harm-markers', meta: { label: 'Markers of harm' } },
  { name: 'settings', list: '/settings', meta: { label: 'Settings' } },
  { name: 'audit', list: '/audit', meta: { label: 'Audit log' } },
  { name: 'operators', list: '/operators', meta: { label: 'Operators' } },
];
