// Refer a friend's page: a public entry of its own, loaded lazily by the app.

export { ReferAFriendPage } from './components/refer-a-friend-page';
