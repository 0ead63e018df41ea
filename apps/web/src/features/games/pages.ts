// The games feature's pages and panels off the lobby's path: a public entry of their own, because
// the app loads them lazily (a chunk of their own) while it imports index.ts at start. What runs the
// slot engine is in play.ts, loaded only when a game is played or a round verified.
export { gameQueryOptions, useGame } from './api/get-game';
export { FavoriteGames } from './components/favorite-games';
export { GameDetailsView } from './components/game-details';
export { GamePulse } from './components/game-pulse';
export { TopWins } from './components/top-wins';
