import { type LoyaltyAdmin, loyaltyRatesUpdateSchema } from '@casino/contracts/loyalty';
import type { ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorInput, majorToMinor, minorToMajor, moneyText } from '../../lib/money.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';
import type { ExponentOf } from './ladder-form-values.ts';

/*
 * The point rates' form: per currency, the real-money stake that earns one point (and one xp), typed
 * in major units ("1.00") and read back as exact minor units, checked by loyaltyRatesUpdateSchema.
 * A currency left empty earns no points. The PATCH carries every rate (the server keeps only those).
 */

export type RatesEditable = { rates: Record<string, string> };

/** Currency → major amount as typed; empty or absent: earns nothing. */
export type RatesFormValues = { rates: Record<string, string> };

export function ratesEditableOf(settings: Pick<LoyaltyAdmin, 'rates'>): RatesEditable {
  return {
    rates: Object.fromEntries(
      Object.entries(settings.rates).map(([currency, rate]) => [currency, rate.replace(/^0+(?=\d)/, '')]),
    ),
  };
}

export function ratesFormOf(editable: RatesEditable, exponentOf: ExponentOf): RatesFormValues {
  return {
    rates: Object.fromEntries(
      Object.entries(editable.rates).map(([currency, rate]) => [
        currency,
        majorInput(rate, exponentOf(currency)),
      ]),
    ),
  };
}

/** "EUR 1.00 staked = 1 point": a rate as operators (and players) read it. */
export function rateText(rate: string, currency: string, exponent: number): string {
  return `${moneyText(rate, exponent, currency)} staked = 1 point`;
}

/** What a rate cell holds as minor units, for the line beside it; null while it is empty or unreadable. */
export function typedRate(text: string, exponent: number): string | null {
  if (!text.trim()) return null;
  const minor = majorToMinor(text, exponent);
  return minor !== null && /[1-9]/.test(minor) && minor.length <= 18 ? minor : null;
}

/** The form's values as the rates, or a message per currency (`rates.<CUR>`) the server would refuse. */
export function readRatesForm(values: RatesFormValues, exponentOf: ExponentOf): FormCheck<RatesEditable> {
  const errors: FieldErrors = {};
  const rates: Record<string, string> = {};
  for (const [currency, text] of Object.entries(values.rates)) {
    if (!text.trim()) continue;
    const exponent = exponentOf(currency);
    const minor = majorToMinor(text, exponent);
    const smallest = minorToMajor('1', exponent) ?? '1';
    if (minor === null)
      errors[`rates.${currency}`] =
        `Enter ${exponent > 0 ? `an amount like 1.${'0'.repeat(exponent)}` : 'a whole amount'}, or leave it empty`;
    else if (minor.length > 18) errors[`rates.${currency}`] = 'This amount is too large';
    else if (!/[1-9]/.test(minor))
      errors[`rates.${currency}`] = `At least ${smallest} ${currency}; leave it empty to earn no points`;
    else rates[currency] = minor;
  }
  const record: RatesEditable = { rates };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // the server's own rules (at least one rate) for what the reading above did not already refuse
  const parsed = loyaltyRatesUpdateSchema.safeParse(record);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, errors: ratesErrorsOf(fields, values) };
  }
  return { ok: true, record };
}

/** The server's field errors on the form: `rates.EUR` beside EUR's cell, `rates` under the table. */
export function ratesErrorsOf(fields: Record<string, string>, values: RatesFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [key = '', currency] = path.split('.');
    let target = 'form';
    if (key === 'rates') target = currency && currency in values.rates ? `rates.${currency}` : 'rates';
    errors[target] ??= message;
  }
  return errors;
}

/**
 * Every changed rate, in the form's currency order: "Stake per point in EUR: EUR 1.00 → EUR 2.00",
 * "no points" for a currency that earns none.
 */
export function listRateChanges(
  saved: RatesEditable,
  next: RatesEditable,
  exponentOf: ExponentOf,
  currencies: readonly string[] = [],
): ReviewedChange[] {
  const codes = [...new Set([...currencies, ...Object.keys(saved.rates), ...Object.keys(next.rates)])];
  const text = (rate: string | undefined, currency: string) =>
    rate === undefined ? 'earns no points' : moneyText(rate, exponentOf(currency), currency);
  return codes.flatMap((currency) => {
    const before = text(saved.rates[currency], currency);
    const after = text(next.rates[currency], currency);
    return before === after
      ? []
      : [{ key: `rates.${currency}`, label: `Stake per point in ${currency}`, before, after }];
  });
}
