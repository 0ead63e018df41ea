// Written by `npm run rtp -- --publish` from each title's exact analysis; catalog.test.ts checks it.
import type { PublishedMaths } from './catalog.ts';

export const publishedMaths: Record<string, PublishedMaths> = {
  'copper-cherries': {
    rtpHundredths: 9415,
    maxMultiplierHundredths: 5720,
    hitFrequencyHundredths: 5223,
    bonusBuyRtpHundredths: null,
    maxWinOneIn: 25230,
  },
  'tidepool-treasures': {
    rtpHundredths: 9696,
    maxMultiplierHundredths: 34000,
    hitFrequencyHundredths: 5078,
    bonusBuyRtpHundredths: null,
    maxWinOneIn: 2065936,
  },
  'lantern-bazaar': {
    rtpHundredths: 9630,
    maxMultiplierHundredths: 100000,
    hitFrequencyHundredths: 5478,
    bonusBuyRtpHundredths: null,
    maxWinOneIn: 11249761,
  },
  'honeycomb-hollow': {
    rtpHundredths: 9508,
    maxMultiplierHundredths: 120000,
    hitFrequencyHundredths: 5450,
    bonusBuyRtpHundredths: null,
    maxWinOneIn: 10840580,
  },
  'jade-serpent-temple': {
    rtpHundredths: 9606,
    maxMultiplierHundredths: 300000,
    hitFrequencyHundredths: 4721,
    bonusBuyRtpHundredths: 9631,
    maxWinOneIn: 20382720,
  },
  'frostpeak-vault': {
    rtpHundredths: 9474,
    maxMultiplierHundredths: 250000,
    hitFrequencyHundredths: 3909,
    bonusBuyRtpHundredths: null,
    maxWinOneIn: 16777214,
  },
  'nebula-nomads': {
    rtpHundredths: 9560,
    maxMultiplierHundredths: 500000,
    hitFrequencyHundredths: 3553,
    bonusBuyRtpHundredths: 9570,
    maxWinOneIn: 19567696,
  },
  'tempest-forge': {
    rtpHundredths: 9672,
    maxMultiplierHundredths: 100000,
    hitFrequencyHundredths: 3927,
    bonusBuyRtpHundredths: 9617,
    maxWinOneIn: 10944969,
  },
};
