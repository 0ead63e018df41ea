import { limits } from '@casino/contracts/validations';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the calendar date in the visitor's time zone. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date `years` years before `today` (29 February falls back to the 28th). */
export function yearsAgo(today: Date, years: number): string {
  const year = today.getFullYear() - years;
  const month = today.getMonth() + 1;
  const day = Math.min(today.getDate(), daysInMonth(year, month));
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Spec §5: the date-of-birth picker starts 18 years ago. */
export function defaultDateOfBirth(today: Date): string {
  return yearsAgo(today, limits.minAgeYears);
}

/** Spec §5: the picker lists 100 years, this year first. */
export function yearOptions(today: Date, count = limits.maxAgeYears): number[] {
  const first = today.getFullYear();
  return Array.from({ length: count }, (_, index) => first - index);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type DateParts = { year: number; month: number; day: number };

export function splitIsoDate(value: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Joins the parts, moving the day back when the month is shorter (31 → 30 April). */
export function joinDateParts({ year, month, day }: DateParts): string {
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}
