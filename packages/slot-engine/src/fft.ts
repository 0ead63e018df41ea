/**
 * A radix-2 FFT of real sequences (a complex transform of half the size, then one split step) on
 * typed arrays, with a proved bound on its rounding error for the convolutions built on it.
 */

/** Unit roundoff of binary64. */
export const unitRoundoff = 2 ** -53;

/** A real transform size N with its tables, and the proved relative error of one transform. */
export type FftPlan = {
  /** Real length N, a power of two of at least 4. */
  size: number;
  /** Bit reversal of the half-size complex transform. */
  reverse: Uint32Array;
  /** exp(-2 pi i k / N) for k < N / 2: the split step's factors. */
  cos: Float64Array;
  sin: Float64Array;
  /** The half-size transform's factors per stage, contiguous: stage h (1, 2, 4...) at offset h. */
  stageCos: Float64Array;
  stageSin: Float64Array;
  /** Work space of the half-size transform, and the inverse's output (overwritten by the next call). */
  scratchRe: Float64Array;
  scratchIm: Float64Array;
  output: Float64Array;
  /**
   * Bound on ||computed - exact||2 / ||exact||2 of one transform, from Higham, Accuracy and
   * Stability of Numerical Algorithms (2nd ed.), Theorem 24.2: n eta / (1 - n eta) for n radix-2
   * stages, eta = mu + gamma_k (sqrt 2 + mu), mu bounding the factors' error. The split step is
   * counted as one more stage, with gamma6 for its extra additions instead of the butterfly's
   * gamma4; mu is 12 units of roundoff (the angle 2 pi k / N is rounded twice, and
   * Math.cos/Math.sin are within an ulp).
   */
  relativeError: number;
};

/** A plan for real sequences of `size` (a power of two). */
export function fftPlan(size: number): FftPlan {
  if (size < 4 || 2 ** Math.round(Math.log2(size)) !== size)
    throw new Error('size must be a power of two >= 4');
  const half = size / 2;
  const bits = Math.log2(half);
  const reverse = new Uint32Array(half);
  for (let k = 1; k < half; k++) reverse[k] = ((reverse[k >> 1] as number) >> 1) | ((k & 1) << (bits - 1));
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let k = 0; k < half; k++) {
    const angle = (2 * Math.PI * k) / size;
    cos[k] = Math.cos(angle);
    sin[k] = Math.sin(angle);
  }
  // stage h of the half-size transform turns by exp(-i pi k / h) = exp(-2 pi i k (N / 2h) / N)
  const stageCos = new Float64Array(half);
  const stageSin = new Float64Array(half);
  for (let h = 1; h < half; h *= 2) {
    const stride = size / (2 * h);
    for (let k = 0; k < h; k++) {
      stageCos[h + k] = cos[k * stride] as number;
      stageSin[h + k] = sin[k * stride] as number;
    }
  }
  const u = unitRoundoff;
  const mu = 12 * u;
  const gamma6 = (6 * u) / (1 - 6 * u);
  const eta = mu + gamma6 * (Math.SQRT2 + mu);
  const stages = bits + 1;
  return {
    size,
    reverse,
    cos,
    sin,
    stageCos,
    stageSin,
    scratchRe: new Float64Array(half),
    scratchIm: new Float64Array(half),
    output: new Float64Array(size),
    relativeError: (stages * eta) / (1 - stages * eta),
  };
}

/** In-place complex transform of half the plan's size: forward, or inverse without the 1/n. */
function complexTransform(plan: FftPlan, re: Float64Array, im: Float64Array, inverse: boolean): void {
  const { reverse, stageCos, stageSin } = plan;
  const n = reverse.length;
  for (let k = 0; k < n; k++) {
    const j = reverse[k] as number;
    if (j > k) {
      const r = re[k] as number;
      re[k] = re[j] as number;
      re[j] = r;
      const i = im[k] as number;
      im[k] = im[j] as number;
      im[j] = i;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let h = 1; h < n; h *= 2) {
    for (let start = 0; start < n; start += 2 * h) {
      for (let k = 0; k < h; k++) {
        const wr = stageCos[h + k] as number;
        const wi = sign * (stageSin[h + k] as number);
        const a = start + k;
        const b = a + h;
        const br = re[b] as number;
        const bi = im[b] as number;
        const xr = br * wr - bi * wi;
        const xi = br * wi + bi * wr;
        const ar = re[a] as number;
        const ai = im[a] as number;
        re[b] = ar - xr;
        im[b] = ai - xi;
        re[a] = ar + xr;
        im[a] = ai + xi;
      }
    }
  }
}

/** A real sequence's spectrum: bins 0..N/2 (the rest are their conjugates). */
export type Bins = { re: Float64Array; im: Float64Array };

/** The spectrum of `values` zero-padded to the plan's size. */
export function forwardReal(plan: FftPlan, values: Float64Array): Bins {
  const half = plan.size / 2;
  const { scratchRe: zr, scratchIm: zi } = plan;
  const length = Math.min(values.length, plan.size);
  for (let m = 0; m < half; m++) {
    zr[m] = 2 * m < length ? (values[2 * m] as number) : 0;
    zi[m] = 2 * m + 1 < length ? (values[2 * m + 1] as number) : 0;
  }
  complexTransform(plan, zr, zi, false);
  const re = new Float64Array(half + 1);
  const im = new Float64Array(half + 1);
  const { cos, sin } = plan;
  for (let k = 0; k <= half; k++) {
    // Z = E + i O with E, O the transforms of the even and odd entries; X_k = E_k + w^k O_k
    const zkr = zr[k % half] as number;
    const zki = zi[k % half] as number;
    const zcr = zr[(half - k) % half] as number;
    const zci = -(zi[(half - k) % half] as number);
    const er = 0.5 * (zkr + zcr);
    const ei = 0.5 * (zki + zci);
    const or = 0.5 * (zki - zci);
    const oi = -0.5 * (zkr - zcr);
    const wr = k < half ? (cos[k] as number) : -1;
    const wi = k < half ? -(sin[k] as number) : 0;
    re[k] = er + (or * wr - oi * wi);
    im[k] = ei + (or * wi + oi * wr);
  }
  return { re, im };
}

/** The real sequence (length N) of a spectrum, including the 1/N, in `plan.output` until the next call. */
export function inverseReal(plan: FftPlan, bins: Bins): Float64Array {
  const half = plan.size / 2;
  const { scratchRe: zr, scratchIm: zi } = plan;
  const { cos, sin } = plan;
  for (let k = 0; k < half; k++) {
    // E_k = (X_k + conj X_{n-k}) / 2, O_k = (X_k - conj X_{n-k}) / (2 w^k), Z_k = E_k + i O_k
    const xr = bins.re[k] as number;
    const xi = bins.im[k] as number;
    const cr = bins.re[half - k] as number;
    const ci = -(bins.im[half - k] as number);
    const er = 0.5 * (xr + cr);
    const ei = 0.5 * (xi + ci);
    const dr = 0.5 * (xr - cr);
    const di = 0.5 * (xi - ci);
    const wr = cos[k] as number;
    const wi = sin[k] as number;
    const or = dr * wr - di * wi;
    const oi = dr * wi + di * wr;
    zr[k] = er - oi;
    zi[k] = ei + or;
  }
  complexTransform(plan, zr, zi, true);
  const values = plan.output;
  const scale = 1 / half;
  for (let m = 0; m < half; m++) {
    values[2 * m] = (zr[m] as number) * scale;
    values[2 * m + 1] = (zi[m] as number) * scale;
  }
  return values;
}
