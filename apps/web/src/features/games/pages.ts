// The games feature's pages and panels off the lobby's path: a public entry of their own, because
// the app loads them lazily (a chunk of their own) while it imports index.ts at start.
export { gameQueryOptions, useGame } from './api/get-game';
export { FairVerifier } from './components/fair-verifier';
export { FavoriteGames } from './components/favorite-games';
export { GameDetailsView } from './components/game-details';
export { GamePulse } from './components/game-pulse';
export { PlayScreen } from './components/play-screen';
export { TopWins } from './components/top-wins';
