import {
  multiplierScale,
  type RaceEntryMode,
  type RaceKind,
  type RaceMetric,
  type RaceStatus,
} from '@casino/contracts/races';
import type { BadgeTone } from '../../components/status-badge.tsx';
import { minorToMajor, moneyText } from '../../lib/money.ts';

/*
 * How a race's codes read on the operators' pages: its kind, metric, entry mode and status, and a
 * board's score in the metric's own unit (money staked, a multiplier, a count of rounds).
 */

export const kindLabels: Record<RaceKind, string> = {
  race: 'Race',
  win_of_the_month: 'Win of the month',
};

export const metricLabels: Record<RaceMetric, string> = {
  wagered: 'Most wagered',
  multiplier: 'Biggest multiplier',
  rounds: 'Most rounds played',
};

/** What a metric ranks by, in a hint under its select. */
export const metricHints: Record<RaceMetric, string> = {
  wagered: 'The most staked in all, in the race’s currency.',
  multiplier: 'The best single win as a multiple of its stake (×12.50).',
  rounds: 'The most rounds played.',
};

export const entryLabels: Record<RaceEntryMode, string> = {
  automatic: 'Automatic',
  opt_in: 'Opt-in',
};

export const entryHints: Record<RaceEntryMode, string> = {
  automatic: 'Every eligible bet enters its player.',
  opt_in: 'Players join the race first; bets before that do not count.',
};

/** The status as a badge's word and tone (the word says it all; the colour only repeats it). */
export const statusBadges: Record<RaceStatus, { word: string; tone: BadgeTone }> = {
  upcoming: { word: 'upcoming', tone: 'neutral' },
  running: { word: 'running', tone: 'good' },
  finishing: { word: 'paying prizes', tone: 'warn' },
  ended: { word: 'ended', tone: 'neutral' },
  cancelled: { word: 'cancelled', tone: 'bad' },
};

/** The score column's heading for a metric. */
export const scoreHeadings: Record<RaceMetric, string> = {
  wagered: 'Score (staked)',
  multiplier: 'Score (best multiplier)',
  rounds: 'Score (rounds)',
};

/**
 * A board's score in its metric's unit: "EUR 1,250.00" staked, "×12.50" (hundredths), "1,024" rounds.
 */
export function scoreText(metric: RaceMetric, score: string, exponent: number, currency: string): string {
  if (metric === 'wagered') return moneyText(score, exponent, currency);
  const scale = Math.round(Math.log10(multiplierScale));
  if (metric === 'multiplier') return `×${minorToMajor(score, scale) ?? score}`;
  return minorToMajor(score, 0) ?? score;
}

/** "every game", or the slugs: "copper-cherries, tempest-forge". */
export function gamesText(games: readonly string[]): string {
  return games.length === 0 ? 'Every game' : games.join(', ');
}
