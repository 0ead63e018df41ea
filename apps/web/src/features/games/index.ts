export { gameQueryOptions, useGame } from './api/get-game';
export { useGames } from './api/list-games';
export { useProviders } from './api/list-providers';
export { FairVerifier } from './components/fair-verifier';
export { GameBrowser, GameLobby } from './components/game-browser';
export { GameDetailsView } from './components/game-details';
export { PlayScreen } from './components/play-screen';
export { ProviderList } from './components/provider-list';
