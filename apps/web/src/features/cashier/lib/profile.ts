import type {
  AppSettings,
  DepositProfileField,
  UpdateUserDetailsInput,
  UserProfile,
} from '@casino/contracts';
import { depositProfileFields, missingDepositProfileFields } from '@casino/contracts/cashier-rules';
import { placeholderDateOfBirth } from '@casino/contracts/constants';
import { limits } from '@casino/contracts/validations';

export type { DepositProfileField } from '@casino/contracts';
export { depositProfileFields } from '@casino/contracts/cashier-rules';

export type DepositProfileSettings = Pick<AppSettings, 'allowDepWithoutAddress' | 'onDepositShowAllField'>;
export type DepositProfileValues = Record<DepositProfileField, string>;

/**
 * The fields the profile still lacks for a deposit, as the server decides: the name and birth date,
 * and the address, city and zip code unless `allowDepWithoutAddress`.
 */
export function missingDepositFields(
  profile: UserProfile,
  settings: Pick<AppSettings, 'allowDepWithoutAddress'>,
): DepositProfileField[] {
  return missingDepositProfileFields(profile, settings);
}

/** The fields the server named when it refused a deposit for an incomplete profile. */
export function profileFieldsOf(fields: Record<string, string> | undefined): DepositProfileField[] {
  if (!fields) return [];
  return depositProfileFields.filter((field) => field in fields);
}

/**
 * What the "Complete your profile" step asks for: the missing fields and those the server named,
 * or all six with `onDepositShowAllField`; empty when nothing is missing (no step at all).
 */
export function profileStepFields(
  profile: UserProfile,
  settings: DepositProfileSettings,
  requestedByServer: readonly DepositProfileField[] = [],
): { shown: DepositProfileField[]; required: Set<DepositProfileField> } {
  const required = new Set([...missingDepositFields(profile, settings), ...requestedByServer]);
  if (required.size === 0) return { shown: [], required };
  const shown = settings.onDepositShowAllField
    ? [...depositProfileFields]
    : depositProfileFields.filter((field) => required.has(field));
  return { shown, required };
}

/**
 * Fields the player can no longer change (the server's locks of spec §5): names once set, a real
 * birth date, and the address, city and zip code once KYC is approved.
 */
export function lockedDepositFields(profile: UserProfile): Set<DepositProfileField> {
  const locked = new Set<DepositProfileField>();
  if (profile.firstName !== null) locked.add('firstName');
  if (profile.lastName !== null) locked.add('lastName');
  if (profile.dateOfBirth !== null && profile.dateOfBirth !== placeholderDateOfBirth)
    locked.add('dateOfBirth');
  if (profile.kycStatus === 'APPROVED')
    for (const field of ['address', 'city', 'zipCode'] as const) locked.add(field);
  return locked;
}

/** The step's starting values: what the profile has, a placeholder birth date as empty. */
export function profileStepValues(profile: UserProfile): DepositProfileValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dateOfBirth: profile.dateOfBirth === placeholderDateOfBirth ? '' : (profile.dateOfBirth ?? ''),
    address: profile.address ?? '',
    city: profile.city ?? '',
    zipCode: profile.zipCode ?? '',
  };
}

/** `YYYY-MM-DD` of `today` shifted back by whole years in UTC; 29 February lands on the 28th. */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (date.getUTCMonth() !== today.getUTCMonth()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** The birth-date picker's range: at most 100 and at least 18 years ago (spec §5). */
export function dateOfBirthRange(today: Date): { min: string; max: string } {
  return { min: yearsBefore(today, limits.maxAgeYears), max: yearsBefore(today, limits.minAgeYears) };
}

/** Why a profile field does not pass; the component turns it into text. */
export type ProfileProblem = 'required' | 'tooLong' | 'invalidDob' | 'tooYoung';
export type ProfileStepErrors = Partial<Record<DepositProfileField, ProfileProblem>>;

/** The longest value of each field (the server's limits). */
export const profileFieldMaxLength: Record<DepositProfileField, number> = {
  firstName: limits.nameMaxLength,
  lastName: limits.nameMaxLength,
  dateOfBirth: 10,
  address: limits.addressMaxLength,
  city: limits.addressMaxLength,
  zipCode: 20,
};

/**
 * The body of PUT /api/user/update-user-details for the step: the shown, unlocked fields whose
 * value changed (trimmed; empty as null), sent as the profile-completion form.
 */
export function profileStepUpdate(
  profile: UserProfile,
  values: DepositProfileValues,
  { shown, locked }: { shown: readonly DepositProfileField[]; locked: ReadonlySet<DepositProfileField> },
): UpdateUserDetailsInput {
  const initial = profileStepValues(profile);
  const update: UpdateUserDetailsInput = { updateFrom: 'Update Form' };
  for (const field of shown) {
    if (locked.has(field)) continue;
    const value = values[field].trim();
    if (value === initial[field].trim()) continue;
    update[field] = value === '' ? null : value;
  }
  return update;
}
