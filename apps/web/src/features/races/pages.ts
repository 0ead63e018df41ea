// Races' pages (the list and one race): a public entry of their own, loaded lazily by the app.

export { RacePage } from './components/race-page';
export { RacesPage } from './components/races-page';
