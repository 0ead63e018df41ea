/**
 * Dev script: prints the exact maths of one or more titles while tuning them.
 * Usage: node --import tsx packages/slot-engine/scripts/tune-titles.ts [--tail] [id ...] (no id: every title);
 * --tail also prints how big a single free spin can get at a few chances, to place the max-win cap.
 */
import { analyzeGame, enumerateReelSet } from '../src/analysis.ts';
import { compileGame } from '../src/game.ts';
import { findTitle, titles } from '../src/titles/index.ts';

const args = process.argv.slice(2);
const tail = args.includes('--tail');
const ids = args.filter((arg) => !arg.startsWith('--'));
const chosen = ids.length > 0 ? ids.map((id) => findTitle(id) ?? fail(`unknown title ${id}`)) : titles;

function fail(message: string): never {
  throw new Error(message);
}

const pct = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(3)}%`);

for (const definition of chosen) {
  const started = performance.now();
  const game = compileGame(definition);
  const lengths = (set: Int32Array[]) => set.map((strip) => strip.length).join('x');
  const a = analyzeGame(game);
  const seconds = (performance.now() - started) / 1000;
  const minAward = a.awards.reduce((low, award) => (award.probability < low.probability ? award : low));
  console.log(`== ${definition.id} (${definition.volatility}) in ${seconds.toFixed(2)} s`);
  console.log(
    `  strips base ${lengths(game.base)} = ${a.combinations.base}, free ${lengths(game.free)} = ${a.combinations.free}`,
  );
  console.log(
    `  rtp ${pct(a.rtp)} capped ${pct(a.cappedRtp)} capEffect ${a.capEffect.toExponential(2)} base ${pct(a.baseRtp)} feature ${pct(a.featureRtp)}`,
  );
  console.log(
    `  vol ${a.volatilityIndex.toFixed(2)} hit ${pct(a.hitFrequency)} trigger 1/${(1 / a.featureFrequency).toFixed(1)} avgFS ${a.averageFreeSpins.toFixed(2)}`,
  );
  console.log(
    `  maxMult ${a.maxMultiplier} chance ${a.maxMultiplierChance.toExponential(2)} buy ${pct(a.bonusBuyRtp)} capped ${pct(a.bonusBuyCappedRtp)}`,
  );
  console.log(
    `  rarest award ${minAward.symbol}x${minAward.count} (${minAward.units}u) p=${minAward.probability.toExponential(2)}`,
  );
  console.log(
    `  base dist ${a.baseDistribution.map((d) => `${d.to === 0 ? '0' : `${d.from}-${d.to}`}:${pct(d.probability)}`).join(' ')}`,
  );
  if (tail && game.maxSpins > 0) {
    const free = enumerateReelSet(game, game.free);
    const spins: Array<[number, number]> = [];
    for (const counts of free.byScatters)
      for (const [units, n] of counts ?? [])
        spins.push([(units * game.freeMultiplier) / definition.betUnits, n]);
    spins.sort((x, y) => y[0] - x[0]);
    const marks = [1e-7, 1e-6, 1e-5, 1e-4, 1e-3];
    let seen = 0;
    const found: string[] = [];
    for (const [bets, n] of spins) {
      seen += n / free.combinations;
      while (marks.length > 0 && seen >= (marks[0] as number)) found.push(`P>=${marks.shift()}: ${bets}x`);
    }
    console.log(`  free spin tail (x mult, bets): max ${spins[0]?.[0]}x ${found.join(' ')}`);
  }
}
