import { z } from 'zod';
import { pageKeys } from './pages.ts';

export const themes = ['curacao', 'lulu'] as const;
export type Theme = (typeof themes)[number];
export const navigationSystems = ['basic', 'panel'] as const;

export const pageUrlEntrySchema = z.strictObject({
  key: z.enum(pageKeys as [string, ...string[]]),
  href: z.string().min(1).max(2048),
  shallow: z.boolean(),
});
export type PageUrlEntry = z.infer<typeof pageUrlEntrySchema>;

/** Validation switches the operator can tune; the numbers default to `limits`. */
export const formFieldsValidationSchema = z.strictObject({
  passwordMinLength: z.number().int().min(1),
  passwordMaxLength: z.number().int().min(1),
  nameMaxLength: z.number().int().min(1),
  addressMaxLength: z.number().int().min(1),
  phoneMinLength: z.number().int().min(1),
  minAgeYears: z.number().int().min(0),
  maxAgeYears: z.number().int().min(1),
});

/** App settings (spec §3 "App settings", defaults of spec §9), served by GET /api/core/casino/settings2. */
export const appSettingsSchema = z.strictObject({
  excludedCountryCodeList: z.array(z.string().length(2)),
  whitelistedIPs: z.array(z.string()),
  formFieldsValidation: formFieldsValidationSchema,
  allowDepWithoutAddress: z.boolean(),
  theme: z.enum(themes),
  navigationSystem: z.enum(navigationSystems),
  brandName: z.string(),
  casinoOrigin: z.string(),
  cookiesPopup: z.boolean(),
  cacheControlHash: z.string(),
  dspretargettraffID: z.string().nullable(),
  debugShowTranslationKeys: z.boolean(),
  onDepositShowAllField: z.boolean(),
  /** Minutes; values of 1 or less mean the default of 30 (spec §4 Inactivity). */
  inactivitySessionTimeout: z.number().int(),
  affiliateKeyQueryParameter: z.string(),
  affiliateTokenQueryParameter: z.string(),
  mirrorDomain: z.string().nullable(),
  emailPhoneRegistration: z.boolean(),
  depositFormVersion: z.number().int(),
  pageUrlSetup: z.array(pageUrlEntrySchema),
  passwordNeedSpecialCharacter: z.boolean(),
  passwordNeedNumbers: z.boolean(),
  passwordNeedUppercase: z.boolean(),
  defaultLocale: z.string(),
  supportedLocales: z.array(z.string()),
  defaultCurrency: z.string(),
  /** Guests may play the house games in demo mode (fun money, no account); otherwise "demo not available". */
  guestDemoPlay: z.boolean(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const appSettingsResponseSchema = z.object({ success: z.literal(true), data: appSettingsSchema });
export type AppSettingsResponse = z.infer<typeof appSettingsResponseSchema>;
