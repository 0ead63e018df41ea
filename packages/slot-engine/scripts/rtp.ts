/**
 * `npm run rtp -- [game] [--json]`: the exact maths of one title (or a summary of every title):
 * RTP by complete enumeration of the reel-stop combinations, the free-spins feature by its exact
 * expectation, the max-win cap's effect by a proved bound, and the enumeration's speed.
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
    const { rtpHundredths, maxMultiplierHundredths, hitFrequencyHundredths } = publishMaths(
      analyze(title.id),
    );
    return [
      `  '${title.id}': {`,
      `    rtpHundredths: ${rtpHundredths},`,
      `    maxMultiplierHundredths: ${maxMultiplierHundredths},`,
      `    hitFrequencyHundredths: ${hitFrequencyHundredths},`,
      '  },',
    ].join('\n');
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
      RTP: percent(a.rtp, 2),
      'hit frequency': percent(a.hitFrequency, 1),
      'volatility index': Number(a.volatilityIndex.toFixed(2)),
      'max multiplier': a.maxMultiplier,
      'bonus buy RTP': a.bonusBuyRtp === null ? '-' : percent(a.bonusBuyRtp, 2),
      combinations: a.combinations.base + a.combinations.free,
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
      `RTP (exact):            ${percent(a.rtp)}  base ${percent(a.baseRtp)} + feature ${percent(a.featureRtp)}`,
    );
    if (a.capEffect > 0) {
      console.log(
        `max-win cap takes:      at most ${percent(a.capEffect, 6)} (RTP with the cap in [${percent(a.rtp - a.capEffect)}, ${percent(a.rtp)}])`,
      );
    }
    console.log(
      `hit frequency:          ${percent(a.hitFrequency, 2)} (1 in ${(1 / a.hitFrequency).toFixed(2)})`,
    );
    if (a.featureFrequency > 0) {
      console.log(
        `free spins:             1 in ${(1 / a.featureFrequency).toFixed(1)} rounds, ${a.averageFreeSpins.toFixed(2)} spins on average`,
      );
    }
    console.log(
      `volatility index:       ${a.volatilityIndex.toFixed(3)} (standard deviation of a round's win, in bets)`,
    );
    console.log(
      `max multiplier:         ${a.maxMultiplier}x, chance at least 1 in ${(1 / a.maxMultiplierChance).toExponential(2)}`,
    );
    if (a.bonusBuyRtp !== null) console.log(`bonus buy RTP:          ${percent(a.bonusBuyRtp)}`);
    console.log(
      `enumerated:             ${combinations.toLocaleString('en')} stop combinations in ${a.seconds.toFixed(2)} s (${(combinations / a.seconds / 1e6).toFixed(1)} million per second)`,
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
      `every award: chance at least 1 in ${(1 / rarest.probability).toExponential(2)} (rarest: ${rarest.count} x ${rarest.symbol})`,
    );
  }
}
