import * as contracts from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  countText,
  dateText,
  gameNameOf,
  majorMoneyText,
  moneyText,
  multiplierScale,
  multiplierText,
  raceRoom,
  scoreText,
  winOfTheMonthAmount,
} from './format';

const euro = { currency: 'EUR', exponent: 2 };

describe('race figures', () => {
  it('agree with the contracts’ constants', () => {
    expect(multiplierScale).toBe(contracts.multiplierScale);
    expect(winOfTheMonthAmount).toBe(contracts.winOfTheMonthAmount);
    expect(raceRoom('42')).toBe(contracts.raceRoom('42'));
  });

  it('write amounts in the race’s currency', () => {
    expect(moneyText('5000', euro, 'en')).toBe('€50.00');
    expect(moneyText('123456', euro, 'de')).toBe('1.234,56\u00a0€');
    expect(moneyText('12000', { currency: 'BTC', exponent: 8 }, 'en')).toBe('0.00012 BTC');
    expect(moneyText('oops', euro, 'en')).toBe('—');
    expect(majorMoneyText(700, 'EUR', 'en')).toBe('€700.00');
    expect(majorMoneyText(700, 'XYZ1', 'en')).toBe('700 XYZ1');
  });

  it('write a score by the race’s metric', () => {
    expect(scoreText('wagered', '12500', euro, 'en')).toBe('€125.00');
    expect(scoreText('multiplier', '1250', euro, 'en')).toBe('×12.50');
    expect(scoreText('multiplier', '5', euro, 'en')).toBe('×0.05');
    expect(scoreText('multiplier', '100000', euro, 'en')).toBe('×1,000.00');
    expect(scoreText('multiplier', '1250', euro, 'de')).toBe('×12,50');
    expect(scoreText('rounds', '12345', euro, 'en')).toBe('12,345');
    expect(scoreText('rounds', '', euro, 'en')).toBe('—');
    expect(multiplierText('-3', 'en')).toBe('—');
  });

  it('write counts, days and game names', () => {
    expect(countText(1234567, 'en')).toBe('1,234,567');
    expect(dateText('2026-03-12T14:05:00Z', 'en')).toBe('Mar 12, 2026');
    expect(dateText('not a date', 'en')).toBe('not a date');
    expect(gameNameOf('copper-cherries')).toBe('Copper Cherries');
    expect(gameNameOf('book_of_ra-deluxe')).toBe('Book Of Ra Deluxe');
  });
});
