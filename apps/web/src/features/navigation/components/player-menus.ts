// The signed-in header's menus, loaded lazily by the site header (see there).
export { BalanceMenu } from './balance-widget';
export { ProfileMenu } from './profile-menu';
