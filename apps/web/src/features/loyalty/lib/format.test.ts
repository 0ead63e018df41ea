import { describe, expect, it } from 'vitest';
import {
  countText,
  ladderHighlights,
  moneyText,
  percentText,
  perkTexts,
  progressText,
  signedCountText,
} from './format';

const eur = (amount: string) => ({ amount, currency: 'EUR', exponent: 2 });

describe('VIP club figures', () => {
  it('writes the point rate and rewards in the viewer’s currency', () => {
    expect(moneyText(eur('100'), 'en')).toBe('€1.00');
    expect(moneyText(eur('50000'), 'en')).toBe('€500.00');
    expect(moneyText({ amount: '1000', currency: 'BTC', exponent: 8 }, 'en')).toBe('0.00001 BTC');
    expect(moneyText(null, 'en')).toBeNull();
    expect(moneyText(eur('1.5'), 'en')).toBeNull();
  });

  it('writes the rakeback share from basis points as a percent', () => {
    expect(percentText(500, 'en')).toBe('5%');
    expect(percentText(750, 'en')).toBe('7.5%');
    expect(percentText(1234, 'en')).toBe('12.34%');
    expect(percentText(10_000, 'en')).toBe('100%');
    expect(percentText(750, 'de')).toBe('7,5\u00a0%');
  });

  it('shows a withdrawal limit as an amount, and no limit as none', () => {
    const perks = perkTexts(
      { reward: null, rakebackPercentBp: 600, withdrawalLimit: eur('200000'), personalManager: false },
      'en',
    );
    expect(perks).toEqual({
      reward: null,
      rakeback: '6%',
      withdrawalLimit: '€2,000.00',
      personalManager: false,
    });
    expect(
      perkTexts(
        { reward: eur('2000'), rakebackPercentBp: 1000, withdrawalLimit: null, personalManager: true },
        'en',
      ),
    ).toEqual({ reward: '€20.00', rakeback: '10%', withdrawalLimit: null, personalManager: true });
  });

  it('groups counts of points and xp, and signs adjustments', () => {
    expect(countText(50_000, 'en')).toBe('50,000');
    expect(signedCountText(50, 'en')).toBe('+50');
    expect(signedCountText(-20, 'en')).toBe('-20');
    expect(signedCountText(0, 'en')).toBe('0');
  });

  it('labels progress with at most one decimal', () => {
    expect(progressText(5.5, 'en')).toBe('5.5%');
    expect(progressText(100, 'en')).toBe('100%');
    expect(progressText(0, 'en')).toBe('0%');
  });

  it('picks the ladder’s best perks for a visitor', () => {
    const level = (name: string, reward: string | null, bp: number, manager = false) => ({
      name,
      reward: reward === null ? null : eur(reward),
      rakebackPercentBp: bp,
      personalManager: manager,
    });
    expect(
      ladderHighlights(
        [
          level('Bronze', null, 500),
          level('Silver', '500', 500),
          level('Platinum', '10000', 750, true),
          level('Diamond', '50000', 1000, true),
        ],
        'en',
      ),
    ).toEqual({
      reward: { text: '€500.00', level: 'Diamond' },
      rakeback: { text: '10%', level: 'Diamond' },
      manager: 'Platinum',
    });
    expect(ladderHighlights([level('Bronze', null, 0)], 'en')).toEqual({
      reward: null,
      rakeback: null,
      manager: null,
    });
  });
});
