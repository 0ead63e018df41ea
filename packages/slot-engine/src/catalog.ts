import type { GameAnalysis } from './analysis.ts';
import type { GameDefinition } from './game.ts';
import { publishedMaths } from './published-maths.ts';
import { titles } from './titles/index.ts';

/**
 * What the catalog advertises for a title, from its exact analysis: the RTP of rounds as played
 * (the cap applied) and of a bought feature, in hundredths of a percent rounded to the nearest
 * (9606 is 96.06%, within 0.005 points of the exact value); the max multiplier and the hit
 * frequency in hundredths rounded down (never more than is true); and the max win's odds, one
 * round in `maxWinOneIn` (rounded to the nearest round).
 */
export type PublishedMaths = {
  rtpHundredths: number;
  maxMultiplierHundredths: number;
  hitFrequencyHundredths: number;
  bonusBuyRtpHundredths: number | null;
  maxWinOneIn: number;
};

/** Turns an analysis into the published figures (`npm run rtp -- --publish` writes them for every title). */
export function publishMaths(analysis: GameAnalysis): PublishedMaths {
  const nearest = (fraction: number) => Math.round(fraction * 10_000);
  // a hair of tolerance so that 0.5213 (5212.9999... in binary) is not floored to 5212
  const floored = (value: number) => Math.floor(value + 1e-6);
  return {
    rtpHundredths: nearest(analysis.cappedRtp),
    maxMultiplierHundredths: floored(analysis.maxMultiplier * 100),
    hitFrequencyHundredths: floored(analysis.hitFrequency * 10_000),
    bonusBuyRtpHundredths: analysis.bonusBuyCappedRtp === null ? null : nearest(analysis.bonusBuyCappedRtp),
    maxWinOneIn: Math.round(1 / analysis.maxMultiplierChance),
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
