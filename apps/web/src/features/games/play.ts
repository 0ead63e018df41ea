// The games feature's screens that run the slot engine in the browser (the play screen with its
// round recall, the provably-fair verifier): a public entry of their own, so a game's details page
// loads neither the engine nor its titles' reel strips until the player opens the game.
export { FairVerifier } from './components/fair-verifier';
export { PlayScreen } from './components/play-screen';
