import { describe, expect, it } from 'vitest';
import {
  afterAdjustment,
  levelText,
  readPoints,
  signedText,
  wholeText,
  xpAfterLevelSet,
} from './loyalty-values.ts';

const ladder = [
  { level: 1, name: 'Bronze', xpThreshold: 0 },
  { level: 2, name: 'Silver', xpThreshold: 100 },
  { level: 3, name: 'Gold', xpThreshold: 1000 },
];

describe('a player’s loyalty on the player page', () => {
  it('reads typed points, signed or not, with separators', () => {
    expect(readPoints('500')).toBe(500);
    expect(readPoints('+1,500')).toBe(1500);
    expect(readPoints(' -200 ')).toBe(-200);
    expect(readPoints('−1,000')).toBe(-1000);
    expect(readPoints('2.5')).toBeNaN();
    expect(readPoints('')).toBeNaN();
    expect(readPoints('ten')).toBeNaN();
  });

  it('writes counts grouped, and changes signed', () => {
    expect(wholeText(1234567)).toBe('1,234,567');
    expect(signedText(500)).toBe('+500');
    expect(signedText(-2000)).toBe('−2,000');
  });

  it('never takes points or xp below zero', () => {
    expect(afterAdjustment({ loyaltyPoints: 50, xp: 300 }, -100)).toEqual({ loyaltyPoints: 0, xp: 200 });
    expect(afterAdjustment({ loyaltyPoints: 50, xp: 300 }, 25)).toEqual({ loyaltyPoints: 75, xp: 325 });
  });

  it('drops xp to the new level’s threshold only when it would reach a higher level', () => {
    expect(xpAfterLevelSet(1500, 1, ladder)).toBe(0);
    expect(xpAfterLevelSet(1500, 2, ladder)).toBe(100);
    expect(xpAfterLevelSet(50, 2, ladder)).toBe(50);
    expect(xpAfterLevelSet(1500, 3, ladder)).toBe(1500);
  });

  it('names a level by its number and name', () => {
    expect(levelText(2, ladder)).toBe('2 · Silver');
    expect(levelText(7, ladder)).toBe('Level 7');
    expect(levelText(7, [], 'Elite')).toBe('7 · Elite');
  });
});
