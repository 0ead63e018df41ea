/*
 * Shares (a bonus's match, the rakeback share) are kept in basis points, 1 bp = 0.01%, and typed
 * in percent. The text is converted by moving the decimal point, never through a float, so
 * "12.5" is 1250 bp exactly.
 */

const percentPattern = /^(\d{1,7})(?:\.(\d{0,2}))?\s*%?$/;

/**
 * A typed percent as basis points, exactly: "100" → 10000, "12.5" → 1250, "0.01" → 1. Null when it
 * is not a plain non-negative number with at most two decimals (a basis point is 0.01%).
 */
export function percentToBp(text: string): number | null {
  const match = percentPattern.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(`${whole}${fraction.padEnd(2, '0')}`);
}

/** Basis points as a percent without trailing zeros: 10000 → "100", 1250 → "12.5", 1 → "0.01". */
export function bpToPercent(bp: number): string {
  const negative = bp < 0;
  const digits = String(Math.abs(Math.trunc(bp))).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(-2).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
