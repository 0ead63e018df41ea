import { type Bins, type FftPlan, fftPlan, forwardReal, inverseReal, unitRoundoff } from './fft.ts';

/**
 * Distributions of sums of independent non-negative wins on a grid of `cells` steps below the cap,
 * the mass at or above the cap kept apart in `top`. For X, Y >= 0 the entries of X + Y below the
 * cap depend only on those of X and Y, and the mass above is the top of X, the top of Y where X is
 * below, and the part of the product of the two lower parts that reaches the cap: so every
 * product here is exact, save for rounding, which is bounded.
 *
 * Entries are stored tilted, P(X = k) * rho^k (rho = exp(tilt / cells) >= 1): an FFT's rounding
 * error is about the same size at every entry, so without the tilt the entries near the cap,
 * many orders of magnitude smaller than the bulk, would drown in it; with it, they are stored at a
 * comparable size and their error shrinks by rho^-k once untilted.
 *
 * Error bounds: `error` bounds the L2 norm of the tilted entries' error, `topError` the top's.
 * A product carries its operands' errors (Young: ||e * b||2 <= ||e||2 ||b||1) and adds the FFT
 * convolution's rounding, (2 phi + sqrt 2 gamma2)(||a||2 ||b||1 + ||a||1 ||b||2) to first order
 * (phi: one transform's relative error, see fft.ts; ||F b||inf <= ||b||1 bounds how a spectrum's
 * error grows in the pointwise product), taken as (3 phi + 4 u) with a margin.
 */
export type TruncatedGrid = {
  cells: number;
  tilt: number;
  plan: FftPlan;
  /** rho^-k, for k below the plan's size. */
  decay: Float64Array;
  /** sqrt(sum of rho^-2k over j <= k < size), for j = 0..size: weighs an L2 error by the untilt. */
  decayNorm: Float64Array;
  /** The same over j <= k < cells only, for j = 0..cells. */
  belowDecayNorm: Float64Array;
  /** One product's rounding error per (||a||2 ||b||1 + ||a||1 ||b||2). */
  kappa: number;
};

/** A truncated distribution (or a non-negative mix of them), tilted, with its top and error bounds. */
export type Truncated = { values: Float64Array; error: number; top: number; topError: number };

/** A truncated distribution ready to multiply: its spectrum, norms and untilted mass below the cap. */
export type Operand = Truncated & {
  bins: Bins;
  norm1: number;
  norm2: number;
  below: number;
  belowError: number;
};

const u = unitRoundoff;
/**
 * Relative error of a computed rho^k or rho^-k: tilt * k / cells (at most 120 for k < 2 cells) is
 * rounded twice, 240 u absolute, which exp turns into as much relative error, and exp adds an ulp.
 */
export const untiltError = 256 * u;

/** A grid of `cells` steps below the cap, tilted by exp(tilt) at the cap (tilt <= 60). */
export function truncatedGrid(cells: number, tilt: number): TruncatedGrid {
  if (!(tilt >= 0 && tilt <= 60)) throw new Error('tilt must be within 0..60');
  let size = 4;
  while (size < 2 * cells) size *= 2;
  const plan = fftPlan(size);
  const decay = Float64Array.from({ length: size }, (_, k) => Math.exp((-tilt * k) / cells));
  // suffix sums of rho^-2k, a relative hair over the rounded sums to keep them upper bounds
  const suffixNorm = (end: number) => {
    const norms = new Float64Array(end + 1);
    for (let k = end - 1; k >= 0; k--) norms[k] = (norms[k + 1] as number) + (decay[k] as number) ** 2;
    return norms.map((sum) => Math.sqrt(sum) * (1 + 1e-12));
  };
  return {
    cells,
    tilt,
    plan,
    decay,
    decayNorm: suffixNorm(size),
    belowDecayNorm: suffixNorm(cells),
    kappa: (3 * plan.relativeError + 4 * u) * 1.01,
  };
}

/** The distribution of 0: all mass at 0. */
export function unit(grid: TruncatedGrid): Truncated {
  const values = new Float64Array(grid.cells);
  values[0] = 1;
  return { values, error: 0, top: 0, topError: 0 };
}

/** A distribution from its probabilities by cell (cells at or above the cap go to the top). */
export function distribution(grid: TruncatedGrid, probabilities: Iterable<[number, number]>): Truncated {
  const { cells, tilt } = grid;
  const values = new Float64Array(cells);
  let top = 0;
  let terms = 0;
  for (const [cell, probability] of probabilities) {
    terms++;
    if (cell >= cells) top += probability;
    else values[cell] = (values[cell] as number) + probability * Math.exp((tilt * cell) / cells);
  }
  let squares = 0;
  for (const value of values) squares += value * value;
  return {
    values,
    error: (untiltError + 4 * u) * Math.sqrt(squares),
    top,
    topError: (terms + 2) * u * top,
  };
}

/** Prepares a distribution for products: its spectrum, norms and untilted mass below the cap. */
export function operand(grid: TruncatedGrid, vector: Truncated): Operand {
  const { values } = vector;
  let norm1 = 0;
  let squares = 0;
  let below = 0;
  let belowAbs = 0;
  for (let k = 0; k < values.length; k++) {
    const value = values[k] as number;
    norm1 += Math.abs(value);
    squares += value * value;
    const untilted = value * (grid.decay[k] as number);
    below += untilted;
    belowAbs += Math.abs(untilted);
  }
  const { cells } = grid;
  return {
    ...vector,
    bins: forwardReal(grid.plan, values),
    norm1: norm1 * (1 + cells * u),
    norm2: Math.sqrt(squares) * (1 + cells * u),
    below,
    belowError: vector.error * (grid.belowDecayNorm[0] as number) + (cells * u + untiltError) * belowAbs,
  };
}

/** The distribution of the sum of two independent wins. */
export function multiply(grid: TruncatedGrid, a: Operand, b: Operand): Truncated {
  const { plan, cells, decay, decayNorm } = grid;
  const bins = a.bins.re.length;
  const re = new Float64Array(bins);
  const im = new Float64Array(bins);
  for (let k = 0; k < bins; k++) {
    const ar = a.bins.re[k] as number;
    const ai = a.bins.im[k] as number;
    const br = b.bins.re[k] as number;
    const bi = b.bins.im[k] as number;
    re[k] = ar * br - ai * bi;
    im[k] = ar * bi + ai * br;
  }
  const product = inverseReal(plan, { re, im });
  // the part of the product of the lower parts that reaches the cap
  let overflow = 0;
  let overflowAbs = 0;
  for (let k = cells; k < 2 * cells - 1; k++) {
    const term = (product[k] as number) * (decay[k] as number);
    overflow += term;
    overflowAbs += Math.abs(term);
  }
  const spread =
    a.error * b.norm1 +
    (a.norm1 + Math.sqrt(cells) * a.error) * b.error +
    grid.kappa * (a.norm2 * b.norm1 + a.norm1 * b.norm2);
  const massB = b.below + b.top;
  const massBError = b.belowError + b.topError;
  const top = a.top * massB + a.below * b.top + overflow;
  const topError =
    a.topError * (massB + massBError) +
    (a.top + a.topError) * massBError +
    a.belowError * (b.top + b.topError) +
    (a.below + a.belowError) * b.topError +
    spread * (decayNorm[cells] as number) +
    (cells * u + untiltError) * overflowAbs +
    4 * u * (Math.abs(a.top * massB) + Math.abs(a.below * b.top) + Math.abs(top));
  return { values: product.slice(0, cells), error: spread, top, topError };
}

/**
 * Adds `weight * vector` into `into`, carrying the errors, the multiply-add's rounding and the
 * weight's own relative error `weightError`.
 */
export function addScaled(into: Truncated, weight: number, vector: Truncated, weightError = 0): void {
  const { values } = into;
  const added = vector.values;
  let addedSquares = 0;
  let sumSquares = 0;
  for (let k = 0; k < values.length; k++) {
    const term = weight * (added[k] as number);
    const sum = (values[k] as number) + term;
    addedSquares += term * term;
    sumSquares += sum * sum;
    values[k] = sum;
  }
  into.error +=
    weight * vector.error +
    (weightError + 2 * u) * Math.sqrt(addedSquares) * 1.01 +
    2 * u * Math.sqrt(sumSquares) * 1.01;
  into.top += weight * vector.top;
  into.topError += weight * vector.topError + weightError * weight * vector.top + 2 * u * into.top;
}

/** Powers of a distribution (sums of independent copies), by squaring, memoized. */
export function powers(grid: TruncatedGrid, base: Truncated): (exponent: number) => Truncated {
  const memo = new Map<number, Truncated>([
    [0, unit(grid)],
    [1, base],
  ]);
  let baseOperand: Operand | null = null;
  const power = (exponent: number): Truncated => {
    let known = memo.get(exponent);
    if (known) return known;
    const half = operand(grid, power(Math.floor(exponent / 2)));
    known = multiply(grid, half, half);
    if (exponent % 2 === 1) {
      baseOperand ??= operand(grid, base);
      known = multiply(grid, operand(grid, known), baseOperand);
    }
    memo.set(exponent, known);
    return known;
  };
  return power;
}
