import { z } from 'zod';

/** How a payment method takes money (spec §1 Cashier): the form the cashier shows for it. */
export const paymentKinds = ['card', 'crypto', 'upi', 'skrill', 'pix', 'bank', 'wallet'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * Countries where a method is restricted depending on the player's tags (spec §3 Payment method):
 * `default` for everyone; any other key is a tag, restricting those countries for players with that
 * tag; `matched` for players carrying at least one of those tag keys, `unmatched` for the others.
 */
export const tagRestrictedCountriesSchema = z.record(z.string(), z.array(z.string()));
export type TagRestrictedCountries = z.infer<typeof tagRestrictedCountriesSchema>;

/** A payment method with the fields of spec §3, and its limits in the requested currency. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  /** The method's key, e.g. visa, master, card, crypto, upi, skrill, pix, carouseller. */
  name: z.string(),
  paymentMethod: z.enum(paymentKinds),
  title: z.string(),
  rawTitle: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  isActive: z.boolean(),
  /** Listed but not offered for deposits (spec §4: deselected unless it exists for withdrawal). */
  hidden: z.boolean(),
  withdrawalExist: z.boolean(),
  sortPriority: z.number().int(),
  isCardForm: z.boolean(),
  allowedCountries: z.array(z.string()),
  restrictedCountries: z.array(z.string()),
  tagRestrictedCountries: tagRestrictedCountriesSchema,
  allowedCurrencies: z.array(z.string()),
  restrictedCurrencies: z.array(z.string()),
  allowEmails: z.array(z.string()),
  allowTags: z.array(z.string()),
  /** The provider's deposit limits in the requested currency (minor units), null when it has none. */
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const getPaymentsQuerySchema = z.strictObject({
  currencyCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, 'A currency code')
    .optional(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code')
    .optional(),
});
export type GetPaymentsQuery = z.infer<typeof getPaymentsQuerySchema>;

/** GET /api/admin/get-payments (spec §7): the methods this player may use, best first. */
export const getPaymentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ payments: z.array(paymentMethodSchema) }),
});
