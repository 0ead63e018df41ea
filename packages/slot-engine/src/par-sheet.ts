import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Award, GameAnalysis } from './analysis.ts';
import type { CompiledGame } from './game.ts';

/**
 * PAR sheets: a title's reels, paytable and exact maths in one document, as Markdown for people
 * and as a JSON twin with the same figures for tools. Both are generated (`npm run par`), carry
 * no dates, and a test keeps the committed copies equal to what the generator writes now.
 */

/** How the strips are serialized for hashing, as the sheets state it. */
export const stripSerialization =
  'SHA-256 of the UTF-8 bytes of JSON.stringify(strips): an array with one array per reel (left to right) of its symbol ids, top of the strip first, with no whitespace, e.g. [["CH","LE"],["PL","CH"]]';

/** SHA-256 (hex) of a reel set's strips in the canonical serialization. */
export function hashStrips(strips: string[][]): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(strips))));
}

/** A compiled title's strips as symbol ids: the base set, and the free set when it has free spins. */
export function stripsOf(game: CompiledGame): { base: string[][]; free: string[][] | null } {
  const ids = (set: Int32Array[]) =>
    set.map((strip) => Array.from(strip, (at) => game.symbolIds[at] as string));
  return { base: ids(game.base), free: game.maxSpins > 0 ? ids(game.free) : null };
}

/** The hashes of a compiled title's strips (null: no free spins). */
export function stripHashes(game: CompiledGame): { base: string; free: string | null } {
  const { base, free } = stripsOf(game);
  return { base: hashStrips(base), free: free ? hashStrips(free) : null };
}

// figures keep 12 significant digits: far past their certified accuracy, and stable should the
// last bits of Math.exp or Math.cos differ between JavaScript engines
const exact = (value: number) => Number(value.toPrecision(12));
const oneIn = (chance: number) => (chance > 0 ? Math.round(1 / chance) : null);

const awardFigures = (award: Award, scale = 1) => ({
  symbol: award.symbol,
  count: award.count,
  units: award.units,
  probability: exact(award.probability),
  oneIn: oneIn(award.probability),
  ...(award.kind === 'ways' ? { averageWays: exact(award.averageWays) } : {}),
  ...(award.kind === 'scatter' ? { freeSpins: award.freeSpins } : {}),
  rtp: exact(award.rtp * scale),
});

/** A title's PAR sheet as data: what the JSON twin holds and the Markdown shows. */
export type ParSheet = ReturnType<typeof parSheet>;

/** The PAR sheet of a compiled title from its exact analysis. */
export function parSheet(game: CompiledGame, analysis: GameAnalysis) {
  const { definition } = game;
  const { betUnits } = definition;
  const strips = stripsOf(game);
  const hashes = stripHashes(game);
  const reelSet = (set: string[][], sha: string) => ({
    sha256: sha,
    lengths: set.map((strip) => strip.length),
    combinations: set.reduce((product, strip) => product * strip.length, 1),
    strips: set.map((strip) => strip.join(' ')),
  });
  const freeSpinsPerRound = analysis.featureFrequency * analysis.averageFreeSpins;
  const byScatter = (awards: Award[]) => awards.filter((award) => award.kind === 'scatter');
  const feature = definition.freeSpins;
  const buy = definition.bonusBuy;
  return {
    id: definition.id,
    name: definition.name,
    volatility: definition.volatility,
    regenerate: `npm run par -- ${definition.id}`,
    layout: {
      reels: game.reelCount,
      rows: game.rows,
      pays: game.ways ? 'ways' : 'lines',
      lines: game.ways ? null : definition.mode.kind === 'lines' ? definition.mode.lines : null,
      ways: game.ways ? game.rows ** game.reelCount : null,
      betUnits,
    },
    reels: {
      hash: stripSerialization,
      base: reelSet(strips.base, hashes.base),
      free: strips.free && hashes.free ? reelSet(strips.free, hashes.free) : null,
    },
    paytable: definition.symbols.map((symbol) => ({
      id: symbol.id,
      name: symbol.name,
      kind: symbol.kind,
      pays: Object.fromEntries(
        (symbol.kind === 'scatter' ? (definition.scatter?.pays ?? []) : (symbol.pays ?? []))
          .map((units, count) => [count, units] as const)
          .filter(([, units]) => units > 0),
      ),
    })),
    awards: {
      base: analysis.awards.filter((award) => award.kind !== 'scatter').map((award) => awardFigures(award)),
      free: analysis.freeAwards
        .filter((award) => award.kind !== 'scatter')
        .map((award) => awardFigures(award, game.freeMultiplier * freeSpinsPerRound)),
    },
    scatter: definition.scatter
      ? {
          symbol: definition.scatter.symbol,
          base: byScatter(analysis.awards).map((award) => awardFigures(award)),
          free: byScatter(analysis.freeAwards).map((award) =>
            awardFigures(award, game.freeMultiplier * freeSpinsPerRound),
          ),
        }
      : null,
    feature: feature
      ? {
          multiplier: feature.multiplier,
          maxSpins: feature.maxSpins,
          triggerProbability: exact(analysis.featureFrequency),
          triggerOneIn: oneIn(analysis.featureFrequency),
          averageFreeSpins: exact(analysis.averageFreeSpins),
          freeSpinsPerRound: exact(freeSpinsPerRound),
          retriggerProbabilityPerSpin: exact(analysis.retriggerChance),
          averageRetriggersPerFeature: exact(analysis.averageRetriggers),
        }
      : null,
    rtp: {
      base: exact(analysis.baseRtp),
      feature: exact(analysis.featureRtp),
      uncapped: exact(analysis.rtp),
      capEffect: exact(analysis.capEffect),
      capped: exact(analysis.cappedRtp),
      certifiedError: exact(analysis.cappedRtpError),
    },
    bonusBuy:
      buy && analysis.bonusBuyCappedRtp !== null
        ? {
            cost: buy.cost,
            spins: buy.spins,
            rtpUncapped: exact(analysis.bonusBuyRtp ?? 0),
            capEffect: exact(analysis.bonusBuyCapEffect ?? 0),
            rtp: exact(analysis.bonusBuyCappedRtp),
            certifiedError: exact(analysis.bonusBuyCappedRtpError ?? 0),
            averageFreeSpins: exact(analysis.bonusBuyAverageSpins ?? 0),
            capProbability: exact(analysis.bonusBuyCapChance ?? 0),
            capProbabilityError: exact(analysis.bonusBuyCapChanceError ?? 0),
          }
        : null,
    hitFrequency: exact(analysis.hitFrequency),
    volatilityIndex: exact(analysis.volatilityIndex),
    maxWin: {
      multiplier: analysis.maxMultiplier,
      reachedBy: analysis.maxMultiplier === definition.maxWin ? 'cap' : 'top win',
      probability: exact(analysis.maxMultiplierChance),
      certifiedError: exact(analysis.maxMultiplierChanceError),
      oneIn: oneIn(analysis.maxMultiplierChance),
    },
    cap: {
      bets: definition.maxWin,
      units: game.maxWinUnits,
      rule: feature
        ? 'A round pays at most the cap. The feature ends as soon as the round total (base win plus free-spin wins) reaches it, the remaining free spins are forfeited, and the round pays exactly the cap; as wins are never negative, a round pays min(W, cap) for W its win with no cap.'
        : 'A round is a single spin and pays at most the cap: min(W, cap) for W its win with no cap.',
    },
    combinations: { base: analysis.combinations.base, free: analysis.combinations.free },
    baseDistribution: analysis.baseDistribution.map(({ from, to, probability }) => ({
      from,
      to: Number.isFinite(to) ? to : null,
      probability: exact(probability),
    })),
  };
}

/** The JSON twin, as written to docs/games/<id>.json. */
export function parSheetJson(sheet: ParSheet): string {
  return `${formatJson(sheet, '', 0, 0)}\n`;
}

/**
 * JSON laid out as the repository's formatter (Biome, 110 columns) lays it out, so that a freshly
 * written sheet is already formatted: objects one member per line, arrays on one line when that
 * line fits, else one item per line. `column` is where the value starts; `after` what follows it.
 */
function formatJson(value: unknown, indent: string, column: number, after: number): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = flatJson(value);
    if (flat !== null && column + flat.length + after <= 110) return flat;
    const items = value.map(
      (item, at) => inner + formatJson(item, inner, inner.length, at < value.length - 1 ? 1 : 0),
    );
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const members = entries.map(([key, item], at) => {
      const head = `${inner}${JSON.stringify(key)}: `;
      return head + formatJson(item, inner, head.length, at < entries.length - 1 ? 1 : 0);
    });
    return `{\n${members.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** An array of plain values (or such arrays) on one line; null when it holds an object. */
function flatJson(value: unknown): string | null {
  if (!Array.isArray(value))
    return value !== null && typeof value === 'object' ? null : JSON.stringify(value);
  const items = value.map(flatJson);
  return items.includes(null) ? null : `[${items.join(', ')}]`;
}

const percent = (fraction: number, digits = 4) => `${(fraction * 100).toFixed(digits)}%`;
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');
const odds = (chance: number) => {
  if (!(chance > 0)) return 'never';
  return chance > 1e-3 ? `1 in ${(1 / chance).toFixed(2)}` : `1 in ${grouped(Math.round(1 / chance))}`;
};
const table = (head: string[], rows: Array<Array<string | number>>) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The Markdown sheet, as written to docs/games/<id>.md. */
export function parSheetMarkdown(sheet: ParSheet): string {
  const { layout, rtp, feature, bonusBuy, maxWin } = sheet;
  const ways = layout.pays === 'ways';
  const payUnit = ways ? 'units per way' : 'line bets per line';
  const count = (n: number) => `${n} ×`;
  const lines: string[] = [];
  const section = (title: string, ...body: string[]) =>
    lines.push(`## ${title}`, '', ...body.flatMap((part) => [part, '']));

  lines.push(
    `<!-- Generated by \`${sheet.regenerate}\` from the title's data and exact analysis; do not edit. -->`,
    '',
    `# ${sheet.name} — PAR sheet`,
    '',
    `\`${sheet.id}\`, ${sheet.volatility} volatility: ${layout.reels} reels × ${layout.rows} rows, ${
      ways ? `${layout.ways} ways` : `${layout.lines?.length} lines`
    }, a bet of ${layout.betUnits} units${ways ? '' : ' (one line bet per line)'}. Regenerate with \`${sheet.regenerate}\` (or \`npm run par -- --all\`) whenever the title or the maths change; a test fails until the committed sheet matches. Probabilities are exact (complete enumeration and exact feature distributions); RTP figures are fractions of the bet staked.`,
    '',
  );

  section(
    'Summary',
    table(
      ['Figure', 'Value'],
      [
        [
          'RTP as played (cap applied)',
          `**${percent(rtp.capped)}** (certified to ±${percent(rtp.certifiedError, 8)})`,
        ],
        ['RTP with no cap', percent(rtp.uncapped)],
        ['Cap effect on RTP', `−${percent(rtp.capEffect, 6)}`],
        ...(bonusBuy ? [['Bonus buy RTP', `**${percent(bonusBuy.rtp)}**`] as [string, string]] : []),
        ['Hit frequency', `${percent(sheet.hitFrequency, 2)} (${odds(sheet.hitFrequency)})`],
        [
          'Volatility index',
          `${sheet.volatilityIndex.toFixed(3)} (standard deviation of a round's win in bets, no cap)`,
        ],
        [
          'Max multiplier',
          `${maxWin.multiplier}× bet (${maxWin.reachedBy}), ${odds(maxWin.probability)} rounds`,
        ],
        [
          'Combinations',
          `${grouped(sheet.combinations.base)} base${sheet.combinations.free ? `, ${grouped(sheet.combinations.free)} free` : ''}`,
        ],
      ],
    ),
  );

  section(
    'RTP by component',
    table(
      ['Component', 'RTP'],
      [
        ['Base game', percent(rtp.base)],
        ...(feature ? [['Free spins feature (no cap)', percent(rtp.feature)] as [string, string]] : []),
        ['Total with no cap', percent(rtp.uncapped)],
        ['Cap effect', `−${percent(rtp.capEffect, 6)}`],
        ['**Total as played**', `**${percent(rtp.capped)}**`],
        ...(bonusBuy
          ? [
              [
                `Bonus buy (${bonusBuy.cost}× bet for ${bonusBuy.spins} free spins)`,
                `${percent(bonusBuy.rtp)} (no cap ${percent(bonusBuy.rtpUncapped)}, cap effect −${percent(bonusBuy.capEffect, 6)}, certified to ±${percent(bonusBuy.certifiedError, 8)})`,
              ] as [string, string],
            ]
          : []),
      ],
    ),
  );

  section(
    'Paytable',
    `Pays in ${payUnit}${ways ? ` (the bet is ${layout.betUnits} units)` : ''}, by how many reels from the left the combination covers; wilds stand in for every regular symbol${ways ? ' and do not pay alone' : ''}.${sheet.scatter ? ' Scatter pays are times the whole bet, for scatters anywhere in view.' : ''}`,
    table(
      ['Symbol', 'Name', 'Kind', ...Array.from({ length: layout.reels }, (_, k) => count(k + 1))],
      sheet.paytable.map((symbol) => [
        symbol.id,
        symbol.name,
        symbol.kind,
        ...Array.from({ length: layout.reels }, (_, k) =>
          String((symbol.pays as Record<number, number>)[k + 1] ?? ''),
        ),
      ]),
    ),
  );
  if (layout.lines) {
    section(
      'Paylines',
      'Row crossed on each reel, top row 0.',
      table(
        ['Line', 'Rows'],
        layout.lines.map((rows, line) => [line + 1, rows.join(' ')]),
      ),
    );
  }

  const awardRows = (awards: typeof sheet.awards.base) =>
    awards.map((award) => [
      award.symbol,
      award.count,
      award.units,
      award.probability.toExponential(6),
      award.oneIn === null ? 'never' : grouped(award.oneIn),
      ...(ways ? [(award as { averageWays?: number }).averageWays?.toFixed(4) ?? ''] : []),
      percent(award.rtp, 4),
    ]);
  const awardHead = (what: string) => [
    'Symbol',
    'Reels',
    ways ? 'Pays per way' : 'Pays per line',
    what,
    '1 in',
    ...(ways ? ['Average ways'] : []),
    'RTP share',
  ];
  section(
    'Base game awards',
    ways
      ? 'Per ways symbol: the chance that a base spin pays the symbol on exactly that many reels (by any number of ways), the expected ways when it does, and its share of the RTP.'
      : `Per line: the chance that one given line pays the award in a base spin (every line has the same chance: each row of a wrapping strip shows every stop once and the reels are independent), and its share of the RTP over all ${layout.lines?.length} lines.`,
    table(awardHead(ways ? 'Probability per spin' : 'Probability per line'), awardRows(sheet.awards.base)),
  );
  if (feature) {
    section(
      'Free spin awards',
      `The same on the free-spin reels, per free spin; the RTP share is of the round's RTP with no cap: the award's return per free spin times the ${feature.multiplier}× multiplier times the ${feature.freeSpinsPerRound.toFixed(6)} free spins a round plays on average.`,
      table(awardHead(ways ? 'Probability per spin' : 'Probability per line'), awardRows(sheet.awards.free)),
    );
  }

  if (sheet.scatter) {
    const scatterRows = (awards: typeof sheet.scatter.base) =>
      awards.map((award) => [
        award.count,
        award.units / layout.betUnits,
        (award as { freeSpins?: number }).freeSpins ?? 0,
        award.probability.toExponential(6),
        award.oneIn === null ? 'never' : grouped(award.oneIn),
        percent(award.rtp, 4),
      ]);
    const head = (spins: string) => ['Scatters', 'Pays (× bet)', spins, 'Probability', '1 in', 'RTP share'];
    section(
      'Scatter awards',
      `${sheet.scatter.symbol} anywhere in view, exactly that many.`,
      '**Base game** (per spin):',
      table(head('Free spins'), scatterRows(sheet.scatter.base)),
      ...(feature
        ? [
            '**Free spins** (per free spin; RTP share of the round, no cap):',
            table(head('Retrigger spins'), scatterRows(sheet.scatter.free)),
          ]
        : []),
    );
  }

  if (feature) {
    section(
      'Free spins feature',
      table(
        ['Figure', 'Value'],
        [
          [
            'Trigger probability per base spin',
            `${feature.triggerProbability.toExponential(6)} (${odds(feature.triggerProbability)})`,
          ],
          ['Average free spins per feature', feature.averageFreeSpins.toFixed(6)],
          ['Win multiplier', `${feature.multiplier}×`],
          ['Most free spins in one feature', feature.maxSpins],
          [
            'Retrigger probability per free spin',
            `${feature.retriggerProbabilityPerSpin.toExponential(6)} (${odds(feature.retriggerProbabilityPerSpin)})`,
          ],
          ['Expected retriggers per feature', feature.averageRetriggersPerFeature.toFixed(6)],
          ...(bonusBuy
            ? [
                ['Average free spins per bought feature', bonusBuy.averageFreeSpins.toFixed(6)],
                [
                  'Bought feature reaches the cap',
                  `${odds(bonusBuy.capProbability)} (probability ${bonusBuy.capProbability.toExponential(6)}, certified to ±${bonusBuy.capProbabilityError.toExponential(1)})`,
                ],
              ]
            : []),
        ],
      ),
      'Averages count the spins as if the cap never ended a feature early; a retrigger counts when it adds spins (not once maxSpins is reached).',
    );
  }

  section(
    'Max win and the cap',
    `${sheet.cap.rule} The cap is ${sheet.cap.bets}× bet (${grouped(sheet.cap.units)} units).`,
    table(
      ['Figure', 'Value'],
      [
        [
          'Max multiplier',
          `${maxWin.multiplier}× bet (${maxWin.reachedBy === 'cap' ? 'the cap can be reached' : 'the cap is never reached: the top win'})`,
        ],
        [
          'Probability per round',
          `${maxWin.probability.toExponential(6)} (certified to ±${maxWin.certifiedError.toExponential(1)})`,
        ],
        ['Odds', odds(maxWin.probability)],
        [
          'Cap effect on RTP',
          `−${percent(rtp.capEffect, 6)} (rounds: RTP ${percent(rtp.uncapped)} with no cap, ${percent(rtp.capped)} as played)`,
        ],
        ...(bonusBuy
          ? [['Cap effect on bonus buy RTP', `−${percent(bonusBuy.capEffect, 6)}`] as [string, string]]
          : []),
      ],
    ),
  );

  section(
    'Base spin win distribution',
    table(
      ['Win (× bet)', 'Probability'],
      sheet.baseDistribution.map(({ from, to, probability }) => [
        to === 0 ? '0' : `over ${from} up to ${to ?? '…'}`,
        percent(probability, 6),
      ]),
    ),
  );

  const reelTable = (set: NonNullable<typeof sheet.reels.free>) =>
    table(
      ['Reel', 'Length', 'Strip (top to bottom)'],
      set.strips.map((strip, reel) => [reel + 1, set.lengths[reel] ?? 0, `\`${strip}\``]),
    );
  section(
    'Reel strips',
    `Hash: ${sheet.reels.hash}.`,
    `**Base reels** — ${grouped(sheet.reels.base.combinations)} combinations, SHA-256 \`${sheet.reels.base.sha256}\``,
    reelTable(sheet.reels.base),
    ...(sheet.reels.free
      ? [
          `**Free-spin reels** — ${grouped(sheet.reels.free.combinations)} combinations, SHA-256 \`${sheet.reels.free.sha256}\``,
          reelTable(sheet.reels.free),
        ]
      : []),
  );
  return `${lines.join('\n').trimEnd()}\n`;
}
