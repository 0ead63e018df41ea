// What the lobby needs of the games feature, in the first download: the game lists and the
// providers. The game page, the play screen, the verifier and the favourites are in pages.ts,
// loaded lazily; exporting them here would pull them (and the slot engine) into the lobby.
export { useGames } from './api/list-games';
export { useProviders } from './api/list-providers';
export { GameBrowser, GameLobby } from './components/game-browser';
export { ProviderList } from './components/provider-list';
export { preloadGame, preloadLobby } from './preload';
