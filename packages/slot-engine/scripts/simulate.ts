/**
 * `npm run simulate -- <game> --spins N [--seed S] [--buy]`: plays N rounds with the same round
 * rules as real play and reports the RTP with its 99% confidence interval next to the exact value,
 * the hit rate, the volatility index and the win distribution.
 */
import { parseArgs } from 'node:util';
import { analyzeGame, compileGame, simulate } from '../src/index.ts';
import { findTitle, titles } from '../src/titles/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    spins: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    buy: { type: 'boolean' },
  },
});
const [id] = positionals;
const title = id ? findTitle(id) : undefined;
if (!title) {
  console.error(`Usage: npm run simulate -- <game> --spins N. Titles: ${titles.map((t) => t.id).join(', ')}`);
  process.exit(2);
}
const rounds = Number(values.spins);
const seed = Number(values.seed);
if (!Number.isSafeInteger(rounds) || rounds < 1) {
  console.error('--spins must be a positive whole number');
  process.exit(2);
}
const game = compileGame(title);
const exact = analyzeGame(game);
// simulated rounds are capped like real ones: compare with the capped figures
const exactRtp = values.buy ? (exact.bonusBuyCappedRtp ?? Number.NaN) : exact.cappedRtp;
const started = performance.now();
const report = simulate(game, { rounds, seed, buy: values.buy === true });
const seconds = (performance.now() - started) / 1000;
const percent = (fraction: number, digits = 4) => `${(fraction * 100).toFixed(digits)}%`;
const sigma = (report.rtpHigh - report.rtp) / 2.5758293035489;
const deviation = (report.rtp - exactRtp) / sigma;
console.log(
  `${title.name} (${title.id})${values.buy ? ', bought features' : ''}: ${rounds.toLocaleString('en')} rounds, seed ${seed}, ${seconds.toFixed(1)} s`,
);
console.log(
  `RTP simulated:    ${percent(report.rtp)}  99% interval [${percent(report.rtpLow)}, ${percent(report.rtpHigh)}]`,
);
console.log(
  `RTP exact:        ${percent(exactRtp)} (capped; simulated is ${deviation.toFixed(2)} sigma away)`,
);
console.log(`hit rate:         ${percent(report.hitRate, 2)} (exact ${percent(exact.hitFrequency, 2)})`);
console.log(`feature rate:     ${percent(report.featureRate, 3)}`);
console.log(
  `volatility index: ${report.volatilityIndex.toFixed(3)} (exact ${exact.volatilityIndex.toFixed(3)})`,
);
console.log(`biggest win:      ${report.biggestWin.toFixed(2)}x bet; rounds capped: ${report.capped}`);
console.table(
  report.distribution.map(({ from, to, rounds: count }) => ({
    'win (bets)': to === 0 ? '0' : `${from} < win <= ${Number.isFinite(to) ? to : '...'}`,
    rounds: count,
    share: percent(count / rounds, 4),
  })),
);
if (Math.abs(deviation) > 3) {
  console.error('The simulated RTP is more than 3 sigma from the exact value.');
  process.exit(1);
}
