// The games feature's pages and panels off the lobby's path: a public entry of their own, because
// the app loads them lazily (a chunk of their own) while it imports index.ts at start. What runs the
// slot engine is in play.ts, loaded only when a game is played or a round verified.

export { FavoriteGames } from './components/favorite-games';
export { GameDetailsExtras } from './components/game-details-extras';
export { GamePulse } from './components/game-pulse';
export { TopWins } from './components/top-wins';
