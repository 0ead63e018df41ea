import type { MoneyAmount } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';

/*
 * How the VIP club writes its figures: amounts in their currency, basis points as a percent, counts
 * of points and xp with the locale's grouping, and dates.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount of the API (minor units as a string) for people: "€5.00"; null when there is none. */
export function moneyText(money: MoneyAmount | null, locale: string): string | null {
  if (!money || !/^-?\d+$/.test(money.amount)) return null;
  return formatMoney(minor(money.amount), money.exponent, money.currency, locale);
}

/** Basis points as a percent: 500 → "5%", 750 → "7.5%", 1234 → "12.34%". */
export function percentText(bp: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A count of points or xp: 12500 → "12,500". */
export function countText(count: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** A signed count of points, for adjustments: 50 → "+50", -20 → "−20". */
export function signedCountText(count: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(count);
}

/** A progress percent for its label: 5.5 → "5.5%", 100 → "100%". */
export function progressText(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** A moment of the history for people: "12 Mar 2026, 14:05"; the ISO text when unreadable. */
export function dateTimeText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A level's perks as shown on the ladder; null where the level has none (no reward, no limit). */
export type PerkTexts = {
  reward: string | null;
  rakeback: string;
  withdrawalLimit: string | null;
  personalManager: boolean;
};

/** The texts of a level's perks in `locale`. */
export function perkTexts(
  level: {
    reward: MoneyAmount | null;
    rakebackPercentBp: number;
    withdrawalLimit: MoneyAmount | null;
    personalManager: boolean;
  },
  locale: string,
): PerkTexts {
  return {
    reward: moneyText(level.reward, locale),
    rakeback: percentText(level.rakebackPercentBp, locale),
    withdrawalLimit: moneyText(level.withdrawalLimit, locale),
    personalManager: level.personalManager,
  };
}

/** What the ladder offers at best, for a visitor: the biggest reward, the top rakeback, the first level with a manager. */
export type LadderHighlights = {
  reward: { text: string; level: string } | null;
  rakeback: { text: string; level: string } | null;
  /** The name of the first level with a personal manager. */
  manager: string | null;
};

/** The best perks of `levels` (the highest level wins a tie); null for a perk no level has. */
export function ladderHighlights(
  levels: readonly {
    name: string;
    reward: MoneyAmount | null;
    rakebackPercentBp: number;
    personalManager: boolean;
  }[],
  locale: string,
): LadderHighlights {
  let reward: (typeof levels)[number] | null = null;
  let rakeback: (typeof levels)[number] | null = null;
  for (const level of levels) {
    if (level.reward && /^\d+$/.test(level.reward.amount)) {
      if (!reward?.reward || BigInt(level.reward.amount) >= BigInt(reward.reward.amount)) reward = level;
    }
    if (level.rakebackPercentBp > 0 && level.rakebackPercentBp >= (rakeback?.rakebackPercentBp ?? 0))
      rakeback = level;
  }
  const rewardText = reward ? moneyText(reward.reward, locale) : null;
  return {
    reward: reward && rewardText ? { text: rewardText, level: reward.name } : null,
    rakeback: rakeback
      ? { text: percentText(rakeback.rakebackPercentBp, locale), level: rakeback.name }
      : null,
    manager: levels.find((level) => level.personalManager)?.name ?? null,
  };
}
