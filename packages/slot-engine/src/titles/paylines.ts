/**
 * The studio's standard payline sets, as the row each line crosses on every reel (row 0 is the
 * top). Longer sets start with the shorter ones, so a title's lines 1 to 10 always look the same.
 */

/** Five lines on a 3x3 window: the three rows and the two diagonals. */
export const lines3x3of5: number[][] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Ten lines on a 5x3 window. */
export const lines5x3of10: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Twenty lines on a 5x3 window: the ten lines and ten more. */
export const lines5x3of20: number[][] = [
  ...lines5x3of10,
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
];

/** Twenty-five lines on a 5x3 window: the twenty lines and five more. */
export const lines5x3of25: number[][] = [
  ...lines5x3of20,
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
];

/** Forty lines on a 5x4 window. */
export const lines5x4of40: number[][] = [
  [0, 0, 0, 0, 0],
  [1, 1, 1, 1, 1],
  [2, 2, 2, 2, 2],
  [3, 3, 3, 3, 3],
  [0, 1, 2, 1, 0],
  [1, 2, 3, 2, 1],
  [3, 2, 1, 2, 3],
  [2, 1, 0, 1, 2],
  [0, 1, 1, 1, 0],
  [1, 2, 2, 2, 1],
  [2, 3, 3, 3, 2],
  [3, 2, 2, 2, 3],
  [2, 1, 1, 1, 2],
  [1, 0, 0, 0, 1],
  [0, 0, 1, 0, 0],
  [1, 1, 2, 1, 1],
  [2, 2, 3, 2, 2],
  [3, 3, 2, 3, 3],
  [2, 2, 1, 2, 2],
  [1, 1, 0, 1, 1],
  [0, 1, 0, 1, 0],
  [1, 2, 1, 2, 1],
  [2, 3, 2, 3, 2],
  [3, 2, 3, 2, 3],
  [2, 1, 2, 1, 2],
  [1, 0, 1, 0, 1],
  [0, 0, 1, 2, 2],
  [3, 3, 2, 1, 1],
  [1, 1, 2, 3, 3],
  [2, 2, 1, 0, 0],
  [0, 1, 2, 3, 3],
  [3, 2, 1, 0, 0],
  [0, 2, 0, 2, 0],
  [3, 1, 3, 1, 3],
  [1, 3, 1, 3, 1],
  [2, 0, 2, 0, 2],
  [0, 3, 0, 3, 0],
  [3, 0, 3, 0, 3],
  [0, 1, 2, 3, 2],
  [3, 2, 1, 0, 1],
];
