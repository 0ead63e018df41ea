import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatTimeAgo, formatWinMoney } from './win-format';

const now = Date.parse('2025-06-01T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('win formatting', () => {
  it('shows a multiplier with up to two decimals', () => {
    expect(formatMultiplier(12.5, 'en')).toBe('12.5');
    expect(formatMultiplier(3, 'en')).toBe('3');
    expect(formatMultiplier(1250.25, 'en')).toBe('1,250.25');
    expect(formatMultiplier(12.5, 'de')).toBe('12,5');
  });

  it('shows a win in its own currency', () => {
    expect(formatWinMoney('123450', 'EUR', 2, 'en')).toBe('€1,234.50');
    expect(formatWinMoney('50000', 'BTC', 8, 'en')).toBe('0.0005 BTC');
    expect(formatWinMoney('1500', 'JPY', 0, 'en')).toBe('¥1,500');
  });

  it('says how long ago a win was', () => {
    expect(formatTimeAgo(secondsAgo(20), now, 'en')).toBe('now');
    expect(formatTimeAgo(secondsAgo(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(secondsAgo(3 * 3600 + 59), now, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo(secondsAgo(26 * 3600), now, 'en')).toBe('yesterday');
  });

  it('reads a win from a clock slightly ahead as "now"', () => {
    expect(formatTimeAgo(secondsAgo(-4), now, 'en')).toBe('now');
  });
});
