import { bigWinMultiplier } from '@casino/contracts/constants';

/** How a round reads on the Game Pulse chart: lost, paid back less than its stake, a win, a big win. */
export type PulseTone = 'loss' | 'small' | 'win' | 'big';

export const pulseTones = ['loss', 'small', 'win', 'big'] as const satisfies readonly PulseTone[];

/** The tone of a round's bar by its multiplier (win over stake). */
export function pulseTone(multiplier: number): PulseTone {
  if (multiplier <= 0) return 'loss';
  if (multiplier < 1) return 'small';
  if (multiplier < bigWinMultiplier) return 'win';
  return 'big';
}

/** The multiplier at the top of the chart: the power of ten at or above the biggest one, at least 10×. */
export function pulseScaleTop(multipliers: readonly number[]): number {
  const biggest = Math.max(bigWinMultiplier, ...multipliers);
  return 10 ** Math.ceil(Math.log10(biggest));
}

/** Height of a loss's tick, as a share of the chart. */
export const lossTick = 0.03;
/** The lowest a winning bar goes, so a 0.1× win still stands above a loss. */
const minWinBar = 0.06;

/**
 * Height of a round's bar as a share of the chart (0–1) on a log scale, so a 2× win and a 500× win
 * both stay readable: log(1 + m) / log(1 + top). A loss is a small tick.
 */
export function pulseBarHeight(multiplier: number, top: number): number {
  if (multiplier <= 0) return lossTick;
  const share = Math.log1p(multiplier) / Math.log1p(top);
  return Math.min(1, Math.max(minWinBar, share));
}

/** The guide lines of the chart: 1×, 10×, 100× … up to `top`. */
export function pulseGuides(top: number): number[] {
  const guides: number[] = [];
  for (let value = 1; value <= top; value *= 10) guides.push(value);
  return guides;
}
