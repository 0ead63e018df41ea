import type { BetLimitKind, BetLimits, BetLimitsInput } from '@casino/contracts';
import { betLimitKinds } from '@casino/contracts/responsible-gaming';
import { type AmountProblem, amountInputText, parseLimitAmount } from './limit-amount';

/** The bet-limit form: each limit as the player types it, in major units ("" for none). */
export type BetLimitValues = Record<BetLimitKind, string>;

/** Why a bet-limit field cannot be sent: an amount problem, or a limit emptied (removal is support's). */
export type BetLimitProblem = AmountProblem | 'removeViaSupport';
export type BetLimitErrors = Partial<Record<BetLimitKind, BetLimitProblem>>;

/** The periods of the bet and loss limits, in the order they are shown. */
export const betLimitGroups = {
  bet: ['dailyBetLimit', 'weeklyBetLimit', 'monthlyBetLimit'],
  loss: ['dailyLossLimit', 'weeklyLossLimit', 'monthlyLossLimit'],
} as const satisfies Record<string, readonly BetLimitKind[]>;

/** Which usage figure belongs to each period limit. */
export const betLimitUsage = {
  dailyBetLimit: 'dailyBet',
  weeklyBetLimit: 'weeklyBet',
  monthlyBetLimit: 'monthlyBet',
  dailyLossLimit: 'dailyLoss',
  weeklyLossLimit: 'weeklyLoss',
  monthlyLossLimit: 'monthlyLoss',
} as const satisfies Record<Exclude<BetLimitKind, 'maxBetLimit'>, keyof BetLimits['used']>;

/** The form as it starts: every limit in force in major units, empty where there is none. */
export function betLimitFormValues(limits: BetLimits['limits'], exponent: number): BetLimitValues {
  return Object.fromEntries(
    betLimitKinds.map((kind) => {
      const amount = limits[kind];
      return [kind, amount === null ? '' : amountInputText(amount, exponent)];
    }),
  ) as BetLimitValues;
}

/** The fields the player has edited since the form started (what Save would look at). */
export function editedBetLimits(values: BetLimitValues, initial: BetLimitValues): BetLimitKind[] {
  return betLimitKinds.filter((kind) => values[kind].trim() !== initial[kind].trim());
}

/**
 * The body of PUT bet-limits: only the limits that really change (an amount that reads the same as
 * the one in force is left out), or each field's problem. An empty field where a limit exists is
 * refused: the contract has no removal, that goes through support. `input` is null when nothing
 * would change.
 */
export function betLimitChanges(
  values: BetLimitValues,
  limits: BetLimits['limits'],
  exponent: number,
): { input: BetLimitsInput | null; errors: BetLimitErrors } {
  const input: Partial<Record<BetLimitKind, string>> = {};
  const errors: BetLimitErrors = {};
  for (const kind of betLimitKinds) {
    const text = values[kind].trim();
    const current = limits[kind];
    if (text === '') {
      if (current !== null) errors[kind] = 'removeViaSupport';
      continue;
    }
    const parsed = parseLimitAmount(text, exponent);
    if (parsed.problem) {
      errors[kind] = parsed.problem;
      continue;
    }
    const amount = parsed.amount.toString();
    if (amount !== current) input[kind] = amount;
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: Object.keys(input).length > 0 ? (input as BetLimitsInput) : null, errors };
}
