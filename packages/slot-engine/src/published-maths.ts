// Written by `npm run rtp -- --publish` from each title's exact analysis; catalog.test.ts checks it.
import type { PublishedMaths } from './catalog.ts';

export const publishedMaths: Record<string, PublishedMaths> = {
  'copper-cherries': {
    rtpHundredths: 9415,
    maxMultiplierHundredths: 5720,
    hitFrequencyHundredths: 5223,
  },
  'tidepool-treasures': {
    rtpHundredths: 9688,
    maxMultiplierHundredths: 34000,
    hitFrequencyHundredths: 5078,
  },
  'lantern-bazaar': {
    rtpHundredths: 9622,
    maxMultiplierHundredths: 100000,
    hitFrequencyHundredths: 5478,
  },
  'honeycomb-hollow': {
    rtpHundredths: 9501,
    maxMultiplierHundredths: 120000,
    hitFrequencyHundredths: 5450,
  },
  'jade-serpent-temple': {
    rtpHundredths: 9591,
    maxMultiplierHundredths: 300000,
    hitFrequencyHundredths: 4721,
  },
  'frostpeak-vault': {
    rtpHundredths: 9473,
    maxMultiplierHundredths: 250000,
    hitFrequencyHundredths: 3909,
  },
  'nebula-nomads': {
    rtpHundredths: 9559,
    maxMultiplierHundredths: 500000,
    hitFrequencyHundredths: 3553,
  },
  'tempest-forge': {
    rtpHundredths: 9668,
    maxMultiplierHundredths: 100000,
    hitFrequencyHundredths: 3927,
  },
};
