// The signed-in header's menus, loaded lazily by the site header (see there).
export { BalanceWidget } from './balance-widget';
export { ProfileMenu } from './profile-menu';
