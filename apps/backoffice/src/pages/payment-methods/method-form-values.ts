import { type PaymentMethodAdmin, paymentMethodUpdateSchema } from '@casino/contracts/backoffice';
import {
  invalidMessage,
  joinList,
  type ParsedList,
  parseCountries,
  parseCurrencies,
  parseEmails,
  parseTags,
} from '../../lib/code-list.ts';
import type { Change } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorToMinor, minorToMajor } from '../../lib/money.ts';

/*
 * A payment method's edit form: the method as the form's text, and the text back as the method's
 * fields, checked the way the server checks them (paymentMethodUpdateSchema).
 */

/** What the form edits: every field a PATCH may carry. */
export type MethodEditable = Required<Omit<PaymentMethodAdmin, 'id' | 'name' | 'kind' | 'withdrawalExist'>>;

export type LimitRow = { key: string; currency: string; min: string; max: string };
export type TagRow = { key: string; tag: string; countries: string };

export type MethodFormValues = {
  title: string;
  description: string;
  isActive: boolean;
  hidden: boolean;
  sortPriority: string;
  allowedCountries: string;
  restrictedCountries: string;
  allowedCurrencies: string;
  restrictedCurrencies: string;
  allowEmails: string;
  allowTags: string;
  tagRestrictedCountries: TagRow[];
  limits: LimitRow[];
};

export type ExponentOf = (currency: string) => number;

let rowCount = 0;
/** A key for a new editor row (React needs one; rows have no id of their own). */
export const newRowKey = () => `row-${++rowCount}`;

export function editableOf(method: PaymentMethodAdmin): MethodEditable {
  return {
    title: method.title,
    description: method.description,
    isActive: method.isActive,
    hidden: method.hidden,
    sortPriority: method.sortPriority,
    allowedCountries: method.allowedCountries,
    restrictedCountries: method.restrictedCountries,
    tagRestrictedCountries: method.tagRestrictedCountries,
    allowedCurrencies: method.allowedCurrencies,
    restrictedCurrencies: method.restrictedCurrencies,
    allowEmails: method.allowEmails,
    allowTags: method.allowTags,
    limits: method.limits,
  };
}

/** The method as the form shows it: lists as "MT, DE", limits in major units. */
export function formValuesOf(method: MethodEditable, exponentOf: ExponentOf): MethodFormValues {
  const major = (amount: string, currency: string) =>
    minorToMajor(amount, exponentOf(currency), { grouping: false }) ?? amount;
  return {
    title: method.title,
    description: method.description,
    isActive: method.isActive,
    hidden: method.hidden,
    sortPriority: String(method.sortPriority),
    allowedCountries: joinList(method.allowedCountries),
    restrictedCountries: joinList(method.restrictedCountries),
    allowedCurrencies: joinList(method.allowedCurrencies),
    restrictedCurrencies: joinList(method.restrictedCurrencies),
    allowEmails: joinList(method.allowEmails),
    allowTags: joinList(method.allowTags),
    tagRestrictedCountries: Object.entries(method.tagRestrictedCountries).map(([tag, countries]) => ({
      key: newRowKey(),
      tag,
      countries: joinList(countries),
    })),
    limits: Object.entries(method.limits).map(([currency, { min, max }]) => ({
      key: newRowKey(),
      currency,
      min: major(min, currency),
      max: major(max, currency),
    })),
  };
}

export type ReadResult = { ok: true; method: MethodEditable } | { ok: false; errors: FieldErrors };

/** The form's text as the method's fields, or the message for each field that is not valid. */
export function readMethodForm(values: MethodFormValues, exponentOf: ExponentOf): ReadResult {
  const errors: FieldErrors = {};
  const list = (key: keyof MethodFormValues, parsed: ParsedList, kind: string) => {
    if (parsed.invalid.length > 0) errors[key] = invalidMessage(kind, parsed.invalid);
    return parsed.values;
  };

  const sortText = values.sortPriority.trim();
  const sortPriority = /^-?\d+$/.test(sortText) ? Number(sortText) : Number.NaN;
  if (Number.isNaN(sortPriority)) errors.sortPriority = 'Enter a whole number';

  const tagRestrictedCountries: Record<string, string[]> = {};
  values.tagRestrictedCountries.forEach((row, index) => {
    const tag = row.tag.trim().toLowerCase();
    if (!tag && !row.countries.trim()) return;
    if (!/^[a-z0-9][a-z0-9_-]{0,31}$/.test(tag))
      errors[`tagRestrictedCountries.${index}.tag`] = 'A tag is up to 32 letters, digits, - or _';
    else if (tag in tagRestrictedCountries)
      errors[`tagRestrictedCountries.${index}.tag`] = `The tag ${tag} is listed twice`;
    const countries = parseCountries(row.countries);
    if (countries.invalid.length > 0)
      errors[`tagRestrictedCountries.${index}.countries`] = invalidMessage(
        'a country code',
        countries.invalid,
      );
    else if (countries.values.length === 0)
      errors[`tagRestrictedCountries.${index}.countries`] = 'List at least one country';
    tagRestrictedCountries[tag] = countries.values;
  });

  const limits: Record<string, { min: string; max: string }> = {};
  values.limits.forEach((row, index) => {
    const currency = row.currency.trim().toUpperCase();
    if (!currency && !row.min.trim() && !row.max.trim()) return;
    const at = (field: string) => `limits.${index}.${field}`;
    if (!/^[A-Z]{3}$/.test(currency)) errors[at('currency')] = 'A three-letter code (EUR, USD, ...)';
    else if (currency in limits) errors[at('currency')] = `${currency} is listed twice`;
    const exponent = exponentOf(currency);
    const amountHint = exponent > 0 ? `an amount like 25.${'0'.repeat(exponent)}` : 'a whole amount';
    const min = majorToMinor(row.min, exponent);
    const max = majorToMinor(row.max, exponent);
    if (min === null) errors[at('min')] = `Enter ${amountHint}`;
    if (max === null) errors[at('max')] = `Enter ${amountHint}`;
    if (min !== null && max !== null) {
      if (min.length > 18 || max.length > 18) errors[at('max')] = 'This amount is too large';
      else if (BigInt(min) > BigInt(max)) errors[at('min')] = 'The minimum is above the maximum';
    }
    limits[currency] = { min: min ?? '0', max: max ?? '0' };
  });

  const method: MethodEditable = {
    title: values.title.trim(),
    description: values.description.trim(),
    isActive: values.isActive,
    hidden: values.hidden,
    sortPriority,
    allowedCountries: list('allowedCountries', parseCountries(values.allowedCountries), 'a country code'),
    restrictedCountries: list(
      'restrictedCountries',
      parseCountries(values.restrictedCountries),
      'a country code',
    ),
    tagRestrictedCountries,
    allowedCurrencies: list(
      'allowedCurrencies',
      parseCurrencies(values.allowedCurrencies),
      'a currency code',
    ),
    restrictedCurrencies: list(
      'restrictedCurrencies',
      parseCurrencies(values.restrictedCurrencies),
      'a currency code',
    ),
    allowEmails: list('allowEmails', parseEmails(values.allowEmails), 'an email address'),
    allowTags: list('allowTags', parseTags(values.allowTags), 'a tag'),
    limits,
  };

  // the server's own rules (lengths, ranges) for what the lists above did not already refuse
  const parsed = paymentMethodUpdateSchema.safeParse(method);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !Object.keys(errors).some((existing) => existing.split('.')[0] === key))
        errors[key] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, method };
}

/**
 * The server's field errors (`limits.EUR.min`, `allowedCountries.2`, `tagRestrictedCountries.vip.0`)
 * on the form's fields and rows.
 */
export function formErrorsOf(fields: Record<string, string>, values: MethodFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [key = '', sub, leaf] = path.split('.');
    let target = key;
    if (key === 'limits' && sub) {
      const index = values.limits.findIndex((row) => row.currency.trim().toUpperCase() === sub);
      if (index >= 0) target = `limits.${index}.${leaf === 'min' || leaf === 'max' ? leaf : 'currency'}`;
    } else if (key === 'tagRestrictedCountries' && sub) {
      const index = values.tagRestrictedCountries.findIndex((row) => row.tag.trim().toLowerCase() === sub);
      if (index >= 0) target = `tagRestrictedCountries.${index}.${leaf === undefined ? 'tag' : 'countries'}`;
    }
    errors[target] ??= message;
  }
  return errors;
}

export const methodFieldLabels: Record<keyof MethodEditable, string> = {
  title: 'Title',
  description: 'Description',
  isActive: 'Active',
  hidden: 'Hidden',
  sortPriority: 'Sort priority',
  allowedCountries: 'Allowed countries',
  restrictedCountries: 'Restricted countries',
  tagRestrictedCountries: 'Countries restricted by tag',
  allowedCurrencies: 'Allowed currencies',
  restrictedCurrencies: 'Restricted currencies',
  allowEmails: 'Allowed emails',
  allowTags: 'Allowed tags',
  limits: 'Limits',
};

const listText = (value: unknown, empty: string) =>
  Array.isArray(value) && value.length > 0 ? value.join(', ') : empty;

/** What an empty list means for each field. */
const emptyListText: Partial<Record<keyof MethodEditable, string>> = {
  allowedCountries: 'all countries',
  restrictedCountries: 'none',
  allowedCurrencies: 'all currencies',
  restrictedCurrencies: 'none',
  allowEmails: 'anyone',
  allowTags: 'any player',
};

/** A change as text for the review: "Limits · EUR: 5.00 – 5,000.00 → 10.00 – 5,000.00". */
export function describeMethodChange(change: Change, exponentOf: ExponentOf) {
  const [field, sub] = change.path.split('.') as [keyof MethodEditable, string | undefined];
  const label = sub ? `${methodFieldLabels[field]} · ${sub}` : (methodFieldLabels[field] ?? field);
  const text = (value: unknown): string => {
    if (field === 'limits' && sub) {
      if (value === undefined) return 'no limit';
      const { min, max } = value as { min: string; max: string };
      const exponent = exponentOf(sub);
      return `${minorToMajor(min, exponent) ?? min} – ${minorToMajor(max, exponent) ?? max}`;
    }
    if (field === 'tagRestrictedCountries' && sub)
      return value === undefined ? 'no restriction' : listText(value, 'none');
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    if (Array.isArray(value)) return listText(value, emptyListText[field] ?? 'none');
    if (value === '' || value === null || value === undefined) return '(empty)';
    return String(value);
  };
  return { key: change.path, label, before: text(change.before), after: text(change.after) };
}
