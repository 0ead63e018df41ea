// What the first download needs of the games feature: the game lists and the providers for the
// lobby, and a game's details (its art, facts and actions: the details page's largest paint comes
// with the app, like the lobby's). The pulse, the top wins and the favourites are in pages.ts, the
// play screen and the verifier in play.ts, loaded lazily; exporting them here would pull them (and
// zod, and the slot engine) into the first download.
export { useGame } from './api/get-game';
export { useGames } from './api/list-games';
export { useProviders } from './api/list-providers';
export { GameBrowser, GameLobby } from './components/game-browser';
export { GameDetailsView } from './components/game-details';
export { ProviderList } from './components/provider-list';
export { preloadGame, preloadLobby } from './preload';
