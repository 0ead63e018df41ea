import type { BreakPeriod, CoolingOffInput, FreezeAccountInput, SelfExclusionInput } from '@casino/contracts';
import {
  breakEnd,
  coolingOffInputSchema,
  coolingOffPeriods,
  customSelfExclusion,
  freezeAccountInputSchema,
  freezePeriods,
  selfExclusionInputSchema,
  selfExclusionPeriods,
} from '@casino/contracts/responsible-gaming';

/** The three breaks a player can start from the profile area. */
export type BreakFormKind = 'coolingOff' | 'selfExclusion' | 'freeze';

/** One option of a break form: a fixed period, for ever, or until a chosen day. */
export type BreakChoice = BreakPeriod | 'permanent' | 'custom';

/** What a break form holds: the chosen option, the custom day (YYYY-MM-DD) and the confirmation. */
export type BreakFormValues = { choice: BreakChoice | null; until: string; confirm: boolean };

export type BreakField = 'period' | 'until' | 'confirm';
/** Field → translation key of what is wrong with it. */
export type BreakFormErrors = Partial<Record<BreakField, string>>;

/** The request body each break sends. */
export type BreakInput = {
  coolingOff: CoolingOffInput;
  selfExclusion: SelfExclusionInput;
  freeze: FreezeAccountInput;
};

export const emptyBreakForm: BreakFormValues = { choice: null, until: '', confirm: false };

/** The options of each form, in the order they are listed (the contract's periods). */
export const breakChoices: Record<BreakFormKind, readonly BreakChoice[]> = {
  coolingOff: coolingOffPeriods,
  selfExclusion: [...selfExclusionPeriods, 'permanent', 'custom'],
  freeze: freezePeriods,
};

/**
 * The translation key of an option's label ("1 hour", "Permanently", "Until a date…"); a freeze
 * counts in days, so its 24 hours read "1 day" (spec §9).
 */
export function choiceLabelKey(choice: BreakChoice, kind?: BreakFormKind): string {
  if (kind === 'freeze' && choice === '24h') return 'responsibleGaming.period.1d';
  return `responsibleGaming.period.${choice}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * The days a self-exclusion "until a date" may end on (YYYY-MM-DD, UTC, as the server checks):
 * from tomorrow to ten years from now. The break ends at the start of that day.
 */
export function customDateBounds(now: Date): { min: string; max: string } {
  const tomorrow = new Date(now.getTime());
  tomorrow.setUTCDate(tomorrow.getUTCDate() + customSelfExclusion.minDays);
  const latest = new Date(now.getTime());
  latest.setUTCFullYear(latest.getUTCFullYear() + customSelfExclusion.maxYears);
  return { min: utcDay(tomorrow), max: utcDay(latest) };
}

/** Whether `day` (YYYY-MM-DD) is a real calendar day. */
function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === day;
}

/**
 * When the chosen break would end if it started at `now`: a date, null for a permanent exclusion,
 * undefined while it cannot be told (nothing chosen, or no valid custom day yet).
 */
export function plannedEnd(
  values: Pick<BreakFormValues, 'choice' | 'until'>,
  now: Date,
): Date | null | undefined {
  const { choice, until } = values;
  if (choice === null) return undefined;
  if (choice === 'permanent') return null;
  if (choice === 'custom') {
    const { min, max } = customDateBounds(now);
    if (!isCalendarDay(until) || until < min || until > max) return undefined;
    return new Date(`${until}T00:00:00.000Z`);
  }
  return breakEnd(choice, now);
}

/** The custom day's problem, if any, as a translation key. */
function untilError(until: string, now: Date): string | undefined {
  if (until === '') return 'responsibleGaming.validation.untilRequired';
  if (!isCalendarDay(until)) return 'responsibleGaming.validation.untilFormat';
  const { min, max } = customDateBounds(now);
  if (until < min || until > max) return 'responsibleGaming.validation.untilRange';
  return undefined;
}

const schemas = {
  coolingOff: coolingOffInputSchema,
  selfExclusion: selfExclusionInputSchema,
  freeze: freezeAccountInputSchema,
} as const;

const issueKeys: Record<BreakField, string> = {
  period: 'responsibleGaming.validation.period',
  until: 'responsibleGaming.validation.untilRequired',
  confirm: 'responsibleGaming.validation.confirm',
};

/**
 * Checks a break form with the contract's schema (the one the route uses) and the custom day's
 * bounds; gives the body to send, or the fields' problems as translation keys.
 */
export function validateBreakForm<K extends BreakFormKind>(
  kind: K,
  values: BreakFormValues,
  now: Date,
): { input: BreakInput[K]; errors: null } | { input: null; errors: BreakFormErrors } {
  const errors: BreakFormErrors = {};
  const body: Record<string, unknown> = { period: values.choice ?? undefined, confirm: values.confirm };
  if (values.choice === 'custom') {
    const problem = untilError(values.until, now);
    if (problem) errors.until = problem;
    body.until = values.until;
  }
  if (values.choice !== null && !breakChoices[kind].includes(values.choice)) errors.period = issueKeys.period;
  const parsed = schemas[kind].safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'period' || field === 'until' || field === 'confirm') && !errors[field])
        errors[field] = issueKeys[field];
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { input: null, errors };
  return { input: parsed.data as BreakInput[K], errors: null };
}
