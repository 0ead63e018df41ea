import { type CountryCode, isSupportedCountry, validatePhoneNumberLength } from 'libphonenumber-js';
import { z } from 'zod';
import { playerBonusSchema } from './bonuses.ts';
import { clientLogoutReasons, validationMessages } from './constants.ts';
import type { RegistrationFields } from './content.ts';
import { dateOfBirthSchema } from './dates.ts';
import { userLimitSchema } from './responsible-gaming.ts';
import { limits } from './validations.ts';

export const genders = ['not_to_say', 'male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const registrationTypes = ['email', 'phone', 'oneClick'] as const;
export type RegistrationType = (typeof registrationTypes)[number];

export const kycStatuses = ['NOT_STARTED', 'PENDING', 'APPROVED', 'REJECTED', 'REQUESTED'] as const;
export type KycStatus = (typeof kycStatuses)[number];

// spec §5: the email field accepts only letters, digits and @ . _ % + -
const emailCharacters = /^[A-Za-z0-9@._%+-]*$/;
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const emailSchema = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .max(255, validationMessages.invalidFormat)
  .regex(emailCharacters, validationMessages.invalidFormat)
  .regex(emailPattern, validationMessages.invalidFormat)
  .transform((email) => email.toLowerCase());

/** Usernames: 3–30 letters, digits, dot or underscore, not only digits (so never an email or a phone). */
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.]{3,30}$/, 'Use 3 to 30 letters, digits, dots or underscores')
  .refine((value) => !/^\d+$/.test(value), 'A username cannot be only digits');

export type PasswordRules = {
  minLength: number;
  maxLength: number;
  needNumbers: boolean;
  needUppercase: boolean;
  needSpecialCharacter: boolean;
};

export const defaultPasswordRules: PasswordRules = {
  minLength: limits.passwordMinLength,
  maxLength: limits.passwordMaxLength,
  needNumbers: true,
  needUppercase: true,
  needSpecialCharacter: true,
};

/** Password rule of spec §5 with the three requirement switches from settings. */
export function passwordSchema(rules: PasswordRules) {
  return z
    .string({ error: validationMessages.required })
    .min(1, validationMessages.required)
    .min(rules.minLength, `Password must be at least ${rules.minLength} characters`)
    .max(rules.maxLength, `Password must be at most ${rules.maxLength} characters`)
    .refine((value) => !rules.needNumbers || /\d/.test(value), 'Password must contain a number')
    .refine(
      (value) => !rules.needUppercase || /\p{Lu}/u.test(value),
      'Password must contain an uppercase letter',
    )
    .refine(
      (value) => !rules.needSpecialCharacter || /[^\p{L}\p{N}\s]/u.test(value),
      'Password must contain a special character',
    );
}

export type PhoneProblem = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID_LENGTH';

const phoneProblemMessages: Record<PhoneProblem, string> = {
  NOT_A_NUMBER: validationMessages.invalidFormat,
  TOO_SHORT: validationMessages.numberTooShort,
  TOO_LONG: validationMessages.numberTooLong,
  INVALID_COUNTRY: validationMessages.invalidCountry,
  INVALID_LENGTH: validationMessages.invalidFormat,
};

/**
 * Checks a national number for a country (spec §5: digits only, at least 6, national number 2 to
 * 17 digits, libphonenumber lengths). Returns the problem, or null when the number is acceptable.
 */
export function checkPhoneNumber(countryCode: string, phone: string): PhoneProblem | null {
  if (!/^\d+$/.test(phone)) return 'NOT_A_NUMBER';
  if (!isSupportedCountry(countryCode)) return 'INVALID_COUNTRY';
  if (phone.length < Math.max(limits.phoneMinLength, limits.phoneNationalMinDigits)) return 'TOO_SHORT';
  if (phone.length > limits.phoneNationalMaxDigits) return 'TOO_LONG';
  const problem = validatePhoneNumberLength(phone, countryCode as CountryCode);
  return problem ?? null;
}

export function phoneProblemMessage(problem: PhoneProblem): string {
  return phoneProblemMessages[problem];
}

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const nameSchema = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .max(limits.nameMaxLength, `At most ${limits.nameMaxLength} characters`);
const trackingText = z.string().trim().max(200).nullish();

/** Every field of the spec §3 sign-up payload, before the per-mode and per-settings rules. */
const signUpShape = {
  registrationType: z.enum(registrationTypes).default('email'),
  email: z.string().nullish(),
  password: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  username: optionalText(50),
  countryCode: z.string().nullish(),
  currencyCode: z.string().trim().max(10).nullish(),
  dateOfBirth: z.string().nullish(),
  gender: z.enum(genders).nullish(),
  address: z.string().nullish(),
  city: optionalText(limits.addressMaxLength),
  zipCode: optionalText(20),
  phoneCode: z.string().trim().max(6).nullish(),
  phone: z.string().trim().max(limits.phoneInputMaxLength).nullish(),
  newsLetter: z.boolean().nullish(),
  subscribe: z.boolean().nullish(),
  /** Affiliate token (settings.affiliateTokenQueryParameter, default nxaft) or key (nxafk). */
  token: trackingText,
  linkedAccountUuid: z.uuid().nullish(),
  linkAccount: z.boolean().nullish(),
  preferredLanguage: z.string().trim().max(10).nullish(),
  uniqueKey: trackingText,
  userUUID: z.string().trim().max(100).nullish(),
  cpnc: trackingText,
  mkt: trackingText,
  userDeviceType: z.string().trim().max(limits.deviceStringMaxLength).nullish(),
  mirrorDomainFk: z.union([z.string().max(200), z.number()]).nullish(),
  screenResolution: z.string().trim().max(30).nullish(),
  uidToken: trackingText,
  firstUrl: z.string().trim().max(limits.urlMaxLength).nullish(),
  /** The referral link's code (`?ref=`) the player arrived with; apart from the affiliate token. */
  referralCode: z.string().trim().max(32).nullish(),
} as const;

export const signUpBaseSchema = z.strictObject(signUpShape);
export type SignUpPayload = z.input<typeof signUpBaseSchema>;

export type SignUpRules = {
  passwordRules: PasswordRules;
  fields: RegistrationFields;
  /** Phone registration enabled (settings.emailPhoneRegistration). */
  phoneRegistration: boolean;
  today: Date;
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The sign-up rules of spec §5 for one registration type, as one schema the form and the route
 * share: email/phone/one-click decide which credentials are required; registration-field flags
 * decide which profile fields are required (2) or optional (1); terms consent is always required
 * except in one-click mode, where it is given by pressing the button and still sent as true.
 */
export function createSignUpSchema(rules: SignUpRules) {
  const password = passwordSchema(rules.passwordRules);
  const dateOfBirth = dateOfBirthSchema(rules.today);
  return signUpBaseSchema.superRefine((input, ctx) => {
    const problem = (path: keyof typeof signUpShape, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const type = input.registrationType;
    const required = (field: keyof RegistrationFields) => type !== 'oneClick' && rules.fields[field] === 2;

    if (type === 'phone' && !rules.phoneRegistration)
      problem('registrationType', 'Phone registration is not available');

    if (type === 'email' || (!isBlank(input.email) && type !== 'oneClick')) {
      const email = emailSchema.safeParse(input.email ?? '');
      if (!email.success)
        problem('email', email.error.issues[0]?.message ?? validationMessages.invalidFormat);
    }
    if (type !== 'oneClick') {
      const checked = password.safeParse(input.password ?? '');
      if (!checked.success)
        problem('password', checked.error.issues[0]?.message ?? validationMessages.required);
    }
    if (type === 'phone' || !isBlank(input.phone) || required('phone')) {
      if (isBlank(input.phone)) problem('phone', validationMessages.required);
      else if (isBlank(input.countryCode)) problem('countryCode', validationMessages.required);
      else {
        const phoneProblem = checkPhoneNumber(String(input.countryCode), String(input.phone));
        if (phoneProblem) problem('phone', phoneProblemMessage(phoneProblem));
      }
    }
    for (const field of ['firstName', 'lastName'] as const) {
      if (isBlank(input[field])) {
        if (required(field)) problem(field, validationMessages.required);
      } else {
        const name = nameSchema.safeParse(input[field]);
        if (!name.success) problem(field, name.error.issues[0]?.message ?? validationMessages.invalidFormat);
      }
    }
    if (isBlank(input.address)) {
      if (required('address')) problem('address', validationMessages.required);
    } else if (String(input.address).trim().length > limits.addressMaxLength) {
      problem('address', `At most ${limits.addressMaxLength} characters`);
    }
    for (const field of ['city', 'zipCode', 'gender', 'username'] as const) {
      if (isBlank(input[field]) && required(field)) problem(field, validationMessages.required);
    }
    if (!isBlank(input.username) && type !== 'oneClick') {
      const username = usernameSchema.safeParse(input.username);
      if (!username.success)
        problem('username', username.error.issues[0]?.message ?? validationMessages.invalidFormat);
    }
    // a field the operator hides (flag 0) is not accepted from a hand-made request either
    for (const field of [
      'username',
      'firstName',
      'lastName',
      'gender',
      'address',
      'city',
      'zipCode',
      'dateOfBirth',
    ] as const) {
      if (rules.fields[field] === 0 && !isBlank(input[field])) problem(field, 'This field is not accepted');
    }
    if (isBlank(input.countryCode)) {
      if (required('countryCode')) problem('countryCode', validationMessages.required);
    } else if (!/^[A-Z]{2}$/.test(String(input.countryCode))) {
      problem('countryCode', validationMessages.invalidFormat);
    }
    if (isBlank(input.currencyCode) && required('currencyCode'))
      problem('currencyCode', validationMessages.required);
    if (isBlank(input.dateOfBirth)) {
      if (required('dateOfBirth')) problem('dateOfBirth', validationMessages.required);
    } else {
      const dob = dateOfBirth.safeParse(input.dateOfBirth);
      if (!dob.success) problem('dateOfBirth', dob.error.issues[0]?.message ?? validationMessages.invalidDob);
    }
    if (input.subscribe !== true) problem('subscribe', validationMessages.termsRequired);
  });
}

export type SignUpInput = z.output<ReturnType<typeof createSignUpSchema>>;

export const loginInputSchema = z.strictObject({
  /** Email, or username / phone for accounts registered by phone or one click. */
  email: z.string({ error: validationMessages.required }).trim().min(1, validationMessages.required).max(255),
  password: z.string({ error: validationMessages.required }).min(1, validationMessages.required).max(255),
  recaptchaToken: z.string().max(4096).nullish(),
  afterReg: z.boolean().nullish(),
  cpnc: trackingText,
  mkt: trackingText,
  userDeviceType: z.string().trim().max(limits.deviceStringMaxLength).nullish(),
  screenResolution: z.string().trim().max(30).nullish(),
  uidToken: trackingText,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const logoutInputSchema = z.strictObject({
  reason: z.enum(clientLogoutReasons).default('USER_INITIATED'),
});
export type LogoutInput = z.input<typeof logoutInputSchema>;

/** The player's profile as the client sees it (spec §3 User/profile). */
export const userProfileSchema = z.object({
  userId: z.number().int(),
  uniqueId: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  tags: z.array(z.string()),
  countryCode: z.string().nullable(),
  currencyCode: z.string(),
  dateOfBirth: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  nickname: z.string().nullable(),
  /** Ghost mode (responsible gaming): the name is hidden in public win feeds. */
  ghostMode: z.boolean(),
  preferredLanguage: z.string(),
  newsLetter: z.boolean(),
  isEmailVerified: z.boolean(),
  kycStatus: z.enum(kycStatuses),
  registrationType: z.enum(registrationTypes),
  createdAt: z.string(),
  userLimit: userLimitSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Balances in minor units as decimal strings (bigint-safe); the wallet fills them. */
export const userWalletSchema = z.object({
  amount: z.string(),
  nonCashAmount: z.string(),
  totalAmount: z.string(),
  currencyCode: z.string(),
  exponent: z.number().int(),
});

export const loyaltyLevelSchema = z.object({
  level: z.number().int(),
  loyaltyPoints: z.number().int(),
  pointsTillLevelUp: z.number().int().nullable(),
  xp: z.number().int(),
});

/** GET /api/user/get-user-details (spec §3 "User details response"). */
export const userDetailsSchema = z.object({
  getUser: userProfileSchema,
  userWallet: userWalletSchema,
  depositCount: z.number().int(),
  isCrypto: z.boolean(),
  userLoyaltyLevel: loyaltyLevelSchema,
  /** Refer-a-friend data; null until the player has a referral link. */
  referralData: z.object({ code: z.string(), referredCount: z.number().int() }).nullable(),
  /** The active bonus; null when none. */
  activeBonus: playerBonusSchema.nullable(),
  currencySymbol: z.string(),
  /** Monthly winnings limit; null when the player has none. */
  userMonthlyLimit: z.object({ amount: z.string(), used: z.string(), resetsAt: z.string() }).nullable(),
  isSelfExcluded: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;
export const userDetailsResponseSchema = z.object({ success: z.literal(true), data: userDetailsSchema });

export const signUpResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  createUser: userProfileSchema,
  /** Only for one-click registration: the generated credentials, shown once to be saved. */
  credentials: z.object({ username: z.string(), password: z.string() }).nullable(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  /** The sign-in before this one; null on the first. */
  lastLogin: z
    .object({ created_at: z.string(), ip: z.string().nullable(), location: z.string().nullable() })
    .nullable(),
  locale: z.string(),
  cpnc: z.string().nullable(),
  userId: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const updateFromValues = ['Update Form', 'Profile Page'] as const;

/** PUT /api/user/update-user-details: profile fields (empty → null) and/or a password change. */
export const updateUserDetailsInputSchema = z.strictObject({
  updateFrom: z.enum(updateFromValues).default('Profile Page'),
  email: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  nickname: z.string().trim().max(50).nullish(),
  gender: z.enum(genders).nullish(),
  dateOfBirth: z.string().nullish(),
  countryCode: z.string().nullish(),
  phoneCode: z.string().trim().max(6).nullish(),
  phone: z.string().trim().max(limits.phoneInputMaxLength).nullish(),
  city: z.string().trim().max(limits.addressMaxLength).nullish(),
  address: z.string().nullish(),
  zipCode: z.string().trim().max(20).nullish(),
  preferredLanguage: z.string().trim().max(10).nullish(),
  newsLetter: z.boolean().nullish(),
  onChangeResetKyc: z.boolean().nullish(),
  currentPassword: z.string().max(limits.passwordMaxLength).nullish(),
  newPassword: z.string().max(limits.passwordMaxLength).nullish(),
  confirmPassword: z.string().max(limits.passwordMaxLength).nullish(),
});
export type UpdateUserDetailsInput = z.input<typeof updateUserDetailsInputSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const sessionSummarySchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export const sessionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ sessions: z.array(sessionSummarySchema) }),
});

export const loginHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    logins: z.array(
      z.object({
        createdAt: z.string(),
        ip: z.string().nullable(),
        country: z.string().nullable(),
        succeeded: z.boolean(),
      }),
    ),
  }),
});

export const endSessionsInputSchema = z.strictObject({
  /** One session to end, or all but the current one when omitted. */
  sessionId: z.number().int().positive().optional(),
  includeCurrent: z.boolean().default(false),
});

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export const passwordResetInputSchema = z.strictObject({
  token: z.string().min(20).max(200),
  password: z.string().max(limits.passwordMaxLength),
  confirmPassword: z.string().max(limits.passwordMaxLength),
});
