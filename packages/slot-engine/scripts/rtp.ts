/**
 * `npm run rtp -- [game] [--json] [--publish]`: the exact maths of one title (or a summary of every
 * title): RTP by complete enumeration of the reel-stop combinations, the free-spins feature by its
 * exact expectation, the capped RTP, bonus-buy RTP and max-win odds from the exact distribution of
 * the feature's win (with their proved error bounds), and how long the analysis took.
 * `--publish` rewrites src/published-maths.ts, the catalog's figures.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publishMaths } from '../src/catalog.ts';
import { analyzeGame, compileGame, type GameAnalysis } from '../src/index.ts';
import { findTitle, titles } from '../src/titles/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'boolean' }, publish: { type: 'boolean' } },
});
const percent = (fraction: number, digits = 4) => `${(fraction * 100).toFixed(digits)}%`;
const oneIn = (chance: number) => Math.round(1 / chance).toLocaleString('en');

function analyze(id: string): GameAnalysis & { seconds: number } {
  const title = findTitle(id);
  if (!title) {
    console.error(`No title "${id}". Titles: ${titles.map((t) => t.id).join(', ')}`);
    process.exit(2);
  }
  const started = performance.now();
  const analysis = analyzeGame(compileGame(title));
  return { ...analysis, seconds: (performance.now() - started) / 1000 };
}

const [id] = positionals;
if (values.publish) {
  // the catalog's figures: written from the analyses, checked against them by catalog.test.ts
  const entries = titles.map((title) => {
    const maths = publishMaths(analyze(title.id));
    const fields = Object.entries(maths).map(([name, value]) => `    ${name}: ${value},`);
    return [`  '${title.id}': {`, ...fields, '  },'].join('\n');
  });
  const file = path.join(import.meta.dirname, '../src/published-maths.ts');
  writeFileSync(
    file,
    `// Written by \`npm run rtp -- --publish\` from each title's exact analysis; catalog.test.ts checks it.\n` +
      `import type { PublishedMaths } from './catalog.ts';\n\n` +
      `export const publishedMaths: Record<string, PublishedMaths> = {\n${entries.join('\n')}\n};\n`,
  );
  console.log(`wrote ${titles.length} titles to ${path.relative(process.cwd(), file)}`);
} else if (!id) {
  const rows = titles.map((title) => {
    const a = analyze(title.id);
    return {
      game: title.id,
      volatility: title.volatility,
      'RTP uncapped': percent(a.rtp, 4),
      'RTP capped': percent(a.cappedRtp, 4),
      'certified to': a.cappedRtpError.toExponential(1),
      'hit frequency': percent(a.hitFrequency, 1),
      'volatility index': Number(a.volatilityIndex.toFixed(2)),
      'max multiplier': a.maxMultiplier,
      'max win 1 in': oneIn(a.maxMultiplierChance),
      'bonus buy RTP': a.bonusBuyCappedRtp === null ? '-' : percent(a.bonusBuyCappedRtp, 4),
      seconds: Number(a.seconds.toFixed(1)),
    };
  });
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else console.table(rows);
} else {
  const a = analyze(id);
  const title = findTitle(id);
  if (values.json) {
    console.log(JSON.stringify(a, null, 2));
  } else {
    const combinations = a.combinations.base + a.combinations.free;
    console.log(`${title?.name} (${id}), ${title?.volatility} volatility`);
    console.log(
      `RTP with no cap:        ${percent(a.rtp, 6)}  base ${percent(a.baseRtp)} + feature ${percent(a.featureRtp)}`,
    );
    console.log(
      `RTP as played (capped): ${percent(a.cappedRtp, 6)} +- ${percent(a.cappedRtpError, 9)} (the cap takes ${percent(a.capEffect, 6)})`,
    );
    console.log(
      `hit frequency:          ${percent(a.hitFrequency, 2)} (1 in ${(1 / a.hitFrequency).toFixed(2)})`,
    );
    if (a.featureFrequency > 0) {
      console.log(
        `free spins:             1 in ${(1 / a.featureFrequency).toFixed(1)} rounds, ${a.averageFreeSpins.toFixed(2)} spins and ${a.averageRetriggers.toFixed(4)} retriggers on average`,
      );
    }
    console.log(
      `volatility index:       ${a.volatilityIndex.toFixed(3)} (standard deviation of a round's win, in bets)`,
    );
    console.log(
      `max multiplier:         ${a.maxMultiplier}x, 1 in ${oneIn(a.maxMultiplierChance)} rounds (chance ${a.maxMultiplierChance.toExponential(6)} +- ${a.maxMultiplierChanceError.toExponential(1)})`,
    );
    if (a.bonusBuyCappedRtp !== null) {
      console.log(
        `bonus buy RTP:          ${percent(a.bonusBuyCappedRtp, 6)} +- ${percent(a.bonusBuyCappedRtpError ?? 0, 9)} (no cap: ${percent(a.bonusBuyRtp ?? 0, 6)})`,
      );
    }
    console.log(
      `enumerated:             ${combinations.toLocaleString('en')} stop combinations; analysis took ${a.seconds.toFixed(2)} s`,
    );
    console.log('\nBase spin wins (exact):');
    console.table(
      a.baseDistribution.map(({ from, to, probability }) => ({
        'win (bets)': to === 0 ? '0' : `${from} < win <= ${Number.isFinite(to) ? to : '...'}`,
        probability: percent(probability, 4),
      })),
    );
    const rarest = a.awards.reduce((low, award) => (award.probability < low.probability ? award : low));
    console.log(
      `rarest award: ${rarest.count} x ${rarest.symbol}, 1 in ${oneIn(rarest.probability)} (per line or spin)`,
    );
  }
}
