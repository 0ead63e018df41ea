import { z } from 'zod';
import { validationMessages } from './constants.ts';
import { limits } from './validations.ts';

// Apart from the accounts contracts (and their phone number metadata): the cashier's profile form
// checks a birth date without bringing the phone rules along.

/** Age in whole years on `today` of someone born on `isoDate` (YYYY-MM-DD). */
export function ageOn(isoDate: string, today: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(isoDate: string): boolean {
  if (!isoDatePattern.test(isoDate)) return false;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === isoDate;
}

/** Date of birth: a real date, age 18 to 100 on `today` (spec §5). */
export function dateOfBirthSchema(today: Date) {
  return z
    .string({ error: validationMessages.required })
    .min(1, validationMessages.required)
    .refine(isRealDate, validationMessages.invalidDob)
    .refine(
      (value) => !isRealDate(value) || ageOn(value, today) >= limits.minAgeYears,
      validationMessages.tooYoung,
    )
    .refine(
      (value) => !isRealDate(value) || ageOn(value, today) <= limits.maxAgeYears,
      validationMessages.invalidDob,
    );
}
