import { z } from 'zod';
import { limits } from './validations.ts';

export const countrySchema = z.object({
  countryId: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
  /** Calling code with a leading plus, e.g. "+356". */
  phoneCode: z.string(),
  /** Emoji flag of the country. */
  flag: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Countries offered in pickers: every ISO 3166 country except AX (spec §5), sorted by name. */
    countries: z.object({ count: z.number().int(), rows: z.array(countrySchema) }),
    /** Every ISO 3166-1 country, sorted by name. */
    allCountries: z.array(countrySchema),
    /** Calling codes for the phone picker: unique, AX excluded, sorted numerically (spec §5). */
    phoneCodes: z.array(z.object({ phoneCode: z.string(), code: z.string(), flag: z.string() })),
  }),
});
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** Minor-unit exponent: amounts are stored as integers of 10^-exponent. */
  exponent: z.number().int().min(0),
  isCrypto: z.boolean(),
  isDefault: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

export const currenciesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ currencies: z.array(currencySchema) }),
});
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;

/** Sign-up fields whose visibility the operator controls (spec §5: 0 means hidden). */
export const registrationFieldKeys = [
  'email',
  'password',
  'firstName',
  'lastName',
  'username',
  'countryCode',
  'currencyCode',
  'dateOfBirth',
  'gender',
  'address',
  'city',
  'zipCode',
  'phone',
  'newsLetter',
  'subscribe',
] as const;
export type RegistrationFieldKey = (typeof registrationFieldKeys)[number];
/** 0 hidden, 1 shown and optional, 2 shown and required. */
export const registrationFieldFlagSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const registrationFieldsSchema = z.record(z.enum(registrationFieldKeys), registrationFieldFlagSchema);
export type RegistrationFields = Record<RegistrationFieldKey, 0 | 1 | 2>;
export const registrationFieldsResponseSchema = z.object({
  success: z.literal(true),
  data: registrationFieldsSchema,
});

export const locationSchema = z.object({
  country: z.object({ code: z.string(), name: z.string() }),
  ipInfo: z.object({
    ip: z.string(),
    /** ISO 3166-2 subdivision codes without the country prefix, e.g. ["ST"]. */
    subdivisions: z.array(z.object({ isoCode: z.string() })),
    city: z.string().nullable(),
    /** True when the address is loopback or private and the configured default country was used. */
    fallback: z.boolean(),
  }),
});
export type Location = z.infer<typeof locationSchema>;
export const locationResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ location: locationSchema }),
});
export type LocationResponse = z.infer<typeof locationResponseSchema>;

const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const scriptsQuerySchema = z.strictObject({
  enableAuthUsers: queryFlag.optional(),
  enableDepositors: queryFlag.optional(),
  /** Cache-busting hash; ignored by the server. */
  _: z.string().max(200).optional(),
});
export const scriptEntrySchema = z.object({
  key: z.string(),
  head: z.string(),
  bodyStart: z.string(),
  bodyEnd: z.string(),
});
export type ScriptEntry = z.infer<typeof scriptEntrySchema>;
export const scriptsResponseSchema = z.object({ success: z.literal(true), data: z.array(scriptEntrySchema) });

export const localeParamsSchema = z.strictObject({ lng: z.string().min(1).max(10) });
/**
 * A part of a language's strings: `start`, the keys the web app's start-up code uses (listed by its
 * build), and `rest`, the others. Without one, all of them.
 */
export const localePartSchema = z.enum(['start', 'rest']);
export type LocalePart = z.infer<typeof localePartSchema>;
export const localeQuerySchema = z.strictObject({
  _: z.string().max(200).optional(),
  part: localePartSchema.optional(),
});
export const localeStringsSchema = z.record(z.string(), z.string());
export type LocaleStrings = z.infer<typeof localeStringsSchema>;

export const policyPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ key: z.string(), locale: z.string(), title: z.string(), body: z.string() }),
});
export type PolicyPageResponse = z.infer<typeof policyPageResponseSchema>;

const trimmedText = (max: number) => z.string().trim().max(max);

/** POST /api/user/log-event (spec §3 "Event log payload"). */
export const logEventInputSchema = z.strictObject({
  event: trimmedText(limits.eventNameMaxLength).min(1),
  data: z
    .object({ url: trimmedText(limits.urlMaxLength) })
    .catchall(z.union([z.string().max(limits.urlMaxLength), z.number(), z.boolean(), z.null()]))
    .refine((d) => Object.keys(d).length <= 20, 'At most 20 data fields'),
  mkt: trimmedText(200).nullable().optional(),
  userDeviceType: trimmedText(limits.deviceStringMaxLength).nullable().optional(),
  cpncToSent: trimmedText(200).nullable().optional(),
});
export type LogEventInput = z.infer<typeof logEventInputSchema>;

/** POST /api/user/country-blocked: a visitor saw the country-block notice. */
export const countryBlockedInputSchema = z.strictObject({
  ip: z.union([z.ipv4(), z.ipv6()]),
  country: z.string().regex(/^[A-Z]{2}$/, 'Country must be an ISO 3166-1 alpha-2 code'),
  firstUrl: trimmedText(limits.urlMaxLength).min(1),
});
export type CountryBlockedInput = z.infer<typeof countryBlockedInputSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });
