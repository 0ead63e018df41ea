import type { SessionLimitInput } from '@casino/contracts';
import { sessionLimitInputSchema } from '@casino/contracts/responsible-gaming';
import type { DurationUnit } from '../../../lib/auth';
import { durationParts } from '../../../lib/auth';

/** The units a session time limit is entered in, as the select lists them. */
export const sessionLimitUnits = ['minute', 'hour', 'day'] as const satisfies readonly DurationUnit[];

const minutesPerUnit: Record<DurationUnit, number> = { minute: 1, hour: 60, day: 1440 };

/**
 * Spec §5: "minimum 10 minutes, 1 hour or 1 day by unit; maximum 720 hours or 30 days" (43,200
 * minutes, the contract's upper bound, in minutes).
 */
export const sessionLimitBounds: Record<DurationUnit, { min: number; max: number }> = {
  minute: { min: 10, max: 43_200 },
  hour: { min: 1, max: 720 },
  day: { min: 1, max: 30 },
};

/** A duration in minutes from a count of `unit`s. */
export function toMinutes(value: number, unit: DurationUnit): number {
  return value * minutesPerUnit[unit];
}

/** The form: the number as typed and its unit. */
export type SessionLimitFormValues = { value: string; unit: DurationUnit };

/** The form for a limit of `minutes` (its largest whole unit), or empty in hours when there is none. */
export function sessionLimitFormValues(minutes: number | null): SessionLimitFormValues {
  if (minutes === null) return { value: '', unit: 'hour' };
  const { value, unit } = durationParts(minutes);
  return { value: String(value), unit };
}

/** Why the typed limit cannot be sent; `bound` is the unit's bound that was passed. */
export type SessionLimitProblem =
  | { problem: 'required' }
  | { problem: 'whole' }
  | { problem: 'tooShort' | 'tooLong'; bound: { value: number; unit: DurationUnit } };

/**
 * Checks the typed limit against the unit's bounds (spec §5) and the contract, and gives the body
 * to send (minutes) or the problem.
 */
export function checkSessionLimit(
  values: SessionLimitFormValues,
): { input: SessionLimitInput; problem: null } | ({ input: null } & SessionLimitProblem) {
  const text = values.value.trim();
  if (text === '') return { input: null, problem: 'required' };
  if (!/^\d+$/.test(text)) return { input: null, problem: 'whole' };
  const count = Number(text);
  const { min, max } = sessionLimitBounds[values.unit];
  if (count < min) return { input: null, problem: 'tooShort', bound: { value: min, unit: values.unit } };
  if (count > max) return { input: null, problem: 'tooLong', bound: { value: max, unit: values.unit } };
  const parsed = sessionLimitInputSchema.safeParse({ minutes: toMinutes(count, values.unit) });
  if (!parsed.success) return { input: null, problem: 'whole' };
  return { input: parsed.data, problem: null };
}
