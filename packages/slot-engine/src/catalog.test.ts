import { describe, expect, it } from 'vitest';
import { analyzeGame } from './analysis.ts';
import { publishMaths, studioCatalog } from './catalog.ts';
import { compileGame } from './game.ts';

describe('published maths', () => {
  it.each(studioCatalog().map(({ definition, maths }) => [definition.id, definition, maths] as const))(
    '%s advertises the RTP, max multiplier and hit frequency its exact analysis computes',
    (_id, definition, maths) => {
      const analysis = analyzeGame(compileGame(definition));
      expect(maths).toEqual(publishMaths(analysis));
      // never more than guaranteed: the published RTP is at most the capped RTP's lower end
      expect(maths.rtpHundredths / 10_000).toBeLessThanOrEqual(analysis.rtp - analysis.capEffect);
    },
    60_000,
  );

  it('rounds down, so 96.12% stays 96.12% and 96.129% is not sold as 96.13%', () => {
    const base = { capEffect: 0, maxMultiplier: 57.2, hitFrequency: 0.5 } as const;
    expect(publishMaths({ ...base, rtp: 0.9612 } as never).rtpHundredths).toBe(9612);
    expect(publishMaths({ ...base, rtp: 0.96129 } as never).rtpHundredths).toBe(9612);
    expect(publishMaths({ ...base, rtp: 0.9613, capEffect: 0.00002 } as never).rtpHundredths).toBe(9612);
    expect(publishMaths({ ...base, rtp: 0.9612 } as never).maxMultiplierHundredths).toBe(5720);
  });
});
