import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis } from './analysis.ts';
import { publishMaths, studioCatalog } from './catalog.ts';
import { compileGame, type GameDefinition } from './game.ts';
import { parSheet, parSheetJson, parSheetMarkdown, stripHashes } from './par-sheet.ts';
import { pinnedStripHashes } from './strip-hashes.ts';
import { titles } from './titles/index.ts';

const analyses = new Map<string, GameAnalysis>();

/** A title's exact analysis, computed once for the catalog figures and the PAR sheet alike. */
function maths(definition: GameDefinition): GameAnalysis {
  let analysis = analyses.get(definition.id);
  if (!analysis) {
    analysis = analyzeGame(compileGame(definition));
    analyses.set(definition.id, analysis);
  }
  return analysis;
}

/** An analysis takes a few seconds per title. */
const analysisTime = 120_000;

describe('published maths', () => {
  it.each(studioCatalog().map(({ definition, maths }) => [definition.id, definition, maths] as const))(
    '%s advertises the capped RTP, bonus-buy RTP, max multiplier, its odds and hit frequency its exact analysis computes',
    (_id, definition, published) => {
      const analysis = maths(definition);
      expect(published).toEqual(publishMaths(analysis));
      // rounded to the nearest hundredth of a percent of the exact figure
      expect(Math.abs(published.rtpHundredths / 10_000 - analysis.cappedRtp)).toBeLessThanOrEqual(
        0.00005 + analysis.cappedRtpError,
      );
      expect(analysis.cappedRtpError).toBeLessThan(1e-7);
      expect(published.bonusBuyRtpHundredths === null).toBe(definition.bonusBuy === undefined);
    },
    analysisTime,
  );

  it('rounds RTPs to the nearest hundredth of a percent and the rest down', () => {
    const base = {
      cappedRtp: 0.96057,
      maxMultiplier: 57.2,
      hitFrequency: 0.52129,
      bonusBuyCappedRtp: null,
      maxMultiplierChance: 1 / 25_230.4,
    } as const;
    expect(publishMaths(base as never)).toEqual({
      rtpHundredths: 9606,
      maxMultiplierHundredths: 5720,
      hitFrequencyHundredths: 5212,
      bonusBuyRtpHundredths: null,
      maxWinOneIn: 25_230,
    });
    expect(publishMaths({ ...base, cappedRtp: 0.960549, bonusBuyCappedRtp: 0.96305 } as never)).toMatchObject(
      {
        rtpHundredths: 9605,
        bonusBuyRtpHundredths: 9631,
      },
    );
  });
});

describe('PAR sheets', () => {
  const sheets = path.join(import.meta.dirname, '../../../docs/games');
  const read = (file: string) => {
    try {
      return readFileSync(path.join(sheets, file), 'utf8');
    } catch {
      return null;
    }
  };

  it.each(titles.map((title) => [title.id, title] as const))(
    '%s keeps the reel strips its PAR sheet certifies (pinned SHA-256)',
    (id, title) => {
      expect(
        stripHashes(compileGame(title)),
        `${id}: its reel strips changed; pin the new hash in src/strip-hashes.ts on purpose and run npm run par -- ${id}`,
      ).toEqual(pinnedStripHashes[id]);
    },
  );

  it.each(titles.map((title) => [title.id, title] as const))(
    '%s has a committed PAR sheet equal to what the generator writes now',
    (id, title) => {
      const game = compileGame(title);
      const sheet = parSheet(game, maths(title));
      const outdated = `${id}: docs/games/${id} is out of date; run npm run par -- ${id}`;
      expect(read(`${id}.md`), outdated).toBe(parSheetMarkdown(sheet));
      // the JSON twin is compared as data, so the formatter may lay it out as it likes
      const json = read(`${id}.json`);
      expect(json === null ? null : JSON.parse(json), outdated).toEqual(JSON.parse(parSheetJson(sheet)));
    },
    analysisTime,
  );
});
