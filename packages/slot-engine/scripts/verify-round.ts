/**
 * `npm run verify-round -- --game <id> --server-seed <seed> --server-seed-hash <hash>
 * --client-seed <seed> --nonce <n> [--buy]`: recomputes a round from its revealed seeds, exactly as
 * the casino played it, and checks the server seed against the hash shown before play.
 *
 * Why the check proves something: the casino shows a server seed's hash (as "the next pair's
 * server seed hash") before the player chooses the client seed that pair is played with, and
 * reveals the seed only when the player rotates to the pair after. So the server seed was fixed
 * before the client seed was known, and the client seed could not be fitted to it: a matching hash
 * and a matching replay mean the round was decided by both seeds as committed.
 */
import { parseArgs } from 'node:util';
import { compileGame, createRoundRandom, hashServerSeed, playRound } from '../src/index.ts';
import { findTitle } from '../src/titles/index.ts';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    'server-seed': { type: 'string' },
    'server-seed-hash': { type: 'string' },
    'client-seed': { type: 'string' },
    nonce: { type: 'string' },
    buy: { type: 'boolean' },
  },
});
const title = values.game ? findTitle(values.game) : undefined;
const serverSeed = values['server-seed'];
const clientSeed = values['client-seed'];
const nonce = Number(values.nonce);
if (
  !title ||
  serverSeed === undefined ||
  clientSeed === undefined ||
  !Number.isSafeInteger(nonce) ||
  nonce < 0
) {
  console.error(
    'Usage: npm run verify-round -- --game <id> --server-seed <seed> [--server-seed-hash <hash>] --client-seed <seed> --nonce <n> [--buy]',
  );
  process.exit(2);
}
const hash = hashServerSeed(serverSeed);
const expectedHash = values['server-seed-hash']?.trim().toLowerCase();
const game = compileGame(title);
const round = playRound(game, createRoundRandom({ serverSeed, clientSeed, nonce }), {
  buy: values.buy === true,
});
console.log(
  `${title.name} (${title.id}), client seed ${clientSeed}, nonce ${nonce}${values.buy ? ', bought feature' : ''}`,
);
console.log(
  `server seed hash: ${hash}${expectedHash === undefined ? '' : expectedHash === hash ? ' (matches)' : ` (DOES NOT MATCH ${expectedHash})`}`,
);
let freeSpin = 0;
for (const step of round.steps) {
  const rows = Array.from({ length: game.rows }, (_, row) =>
    step.window.map((reel) => reel[row]?.padEnd(4)).join(' '),
  );
  console.log(
    `\n${step.kind === 'base' ? 'base spin' : `free spin ${++freeSpin}`}: stops ${step.stops.join(', ')}`,
  );
  for (const row of rows) console.log(`  ${row}`);
  for (const win of step.wins)
    console.log(
      `  ${win.kind} ${'line' in win ? `${win.line + 1} ` : ''}${win.count} x ${win.symbol}: ${win.units} units`,
    );
  if (step.multiplier > 1 && step.units > 0) console.log(`  x${step.multiplier} = ${step.units} units`);
  if (step.freeSpinsAwarded > 0) console.log(`  + ${step.freeSpinsAwarded} free spins`);
}
console.log(`\nround win: ${round.units / title.betUnits} x bet${round.capped ? ' (max win reached)' : ''}`);
if (expectedHash === undefined) {
  console.log(
    '\nGive --server-seed-hash (the hash shown before you chose the client seed) to check the commitment.',
  );
} else if (expectedHash === hash) {
  console.log(
    '\nThe casino showed this hash before you chose the client seed, and revealed the seed only at the rotation:' +
      '\nthe server seed was fixed first, and this round is what the two seeds decide.',
  );
}
if (expectedHash !== undefined && expectedHash !== hash) process.exit(1);
