// The VIP club's page: a public entry of its own, loaded lazily by the app.

export { VipClubPage } from './components/vip-club-page';
