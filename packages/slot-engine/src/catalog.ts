import type { GameAnalysis } from './analysis.ts';
import type { GameDefinition } from './game.ts';
import { publishedMaths } from './published-maths.ts';
import { titles } from './titles/index.ts';

/**
 * What the catalog advertises for a title, in hundredths (9612 is 96.12%), taken from its exact
 * analysis and rounded down so it never claims more than is guaranteed: the RTP is the lower end
 * of the capped RTP's interval.
 */
export type PublishedMaths = {
  rtpHundredths: number;
  maxMultiplierHundredths: number;
  hitFrequencyHundredths: number;
};

/** Turns an analysis into the published figures (`npm run rtp -- --publish` writes them for every title). */
export function publishMaths(analysis: GameAnalysis): PublishedMaths {
  // a hair of tolerance so that 0.9612 (9611.9999... in binary) is not floored to 9611
  const hundredths = (value: number) => Math.floor(value * 10_000 + 1e-6);
  return {
    rtpHundredths: hundredths(analysis.rtp - analysis.capEffect),
    maxMultiplierHundredths: Math.floor(analysis.maxMultiplier * 100 + 1e-6),
    hitFrequencyHundredths: hundredths(analysis.hitFrequency),
  };
}

/** The studio's titles with their published maths, ready for the catalog. */
export function studioCatalog(): Array<{ definition: GameDefinition; maths: PublishedMaths }> {
  return titles.map((definition) => {
    const maths = publishedMaths[definition.id];
    if (!maths) throw new Error(`${definition.id} has no published maths: run npm run rtp -- --publish`);
    return { definition, maths };
  });
}

/** The studio as a game provider. */
export const studioProvider = { slug: 'casino-studio', name: 'Casino Studio' };
