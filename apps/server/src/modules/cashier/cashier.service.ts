import type { Payment, PaymentMethod } from '@casino/contracts';
import type { PaymentMethodUpdate } from '@casino/contracts/backoffice';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type CashierRepository,
  createCashierRepository,
  type PaymentMethodRow,
  type PaymentRow,
} from './cashier.repository.ts';

/** Who is asking for payment methods: where they are, what they pay in, and who they are. */
export type PaymentAudience = {
  countryCode: string | null;
  currencyCode: string | null;
  /** The signed-in player's email and tags (none for a guest). */
  email: string | null;
  tags: readonly string[];
};

/** How long a process trusts the payment methods it read (an operator's change shows within this). */
const methodsCacheMs = 30_000;

const reservedTagKeys = new Set(['default', 'matched', 'unmatched']);

const has = (list: readonly string[], value: string | null) =>
  value !== null && list.some((entry) => entry.toUpperCase() === value.toUpperCase());

/** Whether the method may be used from the audience's country (allowed, restricted, by tag). */
export function countryAllowed(method: PaymentMethodRow, audience: PaymentAudience): boolean {
  const country = audience.countryCode;
  if (method.allowedCountries.length > 0 && !has(method.allowedCountries, country)) return false;
  if (has(method.restrictedCountries, country)) return false;
  // countries restricted by tag: `default` for everyone; each tag's list for players with that tag;
  // `matched` for players with any of the listed tags, `unmatched` for players with none of them
  const restrictions = method.tagRestrictedCountries;
  const tagKeys = Object.keys(restrictions).filter((key) => !reservedTagKeys.has(key));
  const matchedTags = audience.tags.filter((tag) => tagKeys.includes(tag));
  const restrictedBy = ['default', matchedTags.length > 0 ? 'matched' : 'unmatched', ...matchedTags];
  return !restrictedBy.some((key) => has(restrictions[key] ?? [], country));
}

/** Whether the method (and its provider, which has limits per currency) takes this currency. */
export function currencyAllowed(method: PaymentMethodRow, currency: string | null): boolean {
  if (method.allowedCurrencies.length > 0 && !has(method.allowedCurrencies, currency)) return false;
  if (has(method.restrictedCurrencies, currency)) return false;
  const limited = Object.keys(method.limits);
  return currency === null || limited.length === 0 || has(limited, currency);
}

/** Whether the method's email allow-list and tags admit this player. */
export function playerAllowed(method: PaymentMethodRow, audience: PaymentAudience): boolean {
  if (method.allowEmails.length > 0 && !has(method.allowEmails, audience.email)) return false;
  return method.allowTags.length === 0 || method.allowTags.some((tag) => audience.tags.includes(tag));
}

/**
 * Whether a method is offered to this audience (spec §6: by country, currency, email allow-list and
 * tags). Empty allow-lists allow everyone; an unknown country or currency passes only lists that
 * do not need it.
 */
export function offers(method: PaymentMethodRow, audience: PaymentAudience): boolean {
  return (
    method.isActive &&
    countryAllowed(method, audience) &&
    currencyAllowed(method, audience.currencyCode) &&
    playerAllowed(method, audience)
  );
}

/** A method as the cashier shows it, with its limits in the requested currency. */
export function presentMethod(method: PaymentMethodRow, currency: string | null): PaymentMethod {
  const limits = currency ? method.limits[currency] : undefined;
  return {
    id: method.id,
    name: method.name,
    paymentMethod: method.kind,
    title: method.title,
    rawTitle: method.rawTitle,
    description: method.description,
    thumbnailUrl: method.thumbnailUrl,
    isActive: method.isActive,
    hidden: method.hidden,
    withdrawalExist: method.withdrawalExist,
    sortPriority: method.sortPriority,
    isCardForm: method.isCardForm,
    allowedCountries: method.allowedCountries,
    restrictedCountries: method.restrictedCountries,
    tagRestrictedCountries: method.tagRestrictedCountries,
    allowedCurrencies: method.allowedCurrencies,
    restrictedCurrencies: method.restrictedCurrencies,
    allowEmails: method.allowEmails,
    allowTags: method.allowTags,
    minAmount: limits?.min ?? null,
    maxAmount: limits?.max ?? null,
  };
}

/** A payment as the player sees it: never the payout's full account details. */
const presentedDetails = [
  'cardLast4',
  'cardBrand',
  'destination',
  'fee',
  'networkFee',
  'receiveAmount',
] as const;

export function presentPayment(row: PaymentRow, method: string): Payment {
  return {
    id: row.publicId,
    direction: row.direction,
    method,
    amount: row.amount.toString(),
    currency: row.currency,
    status: row.status,
    // only what the player may see: never the payout's full account details
    details: Object.fromEntries(
      presentedDetails.flatMap((key) => (row.details[key] ? [[key, row.details[key]]] : [])),
    ),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The cashier: which payment methods a player may use (deposits and withdrawals come next). */
export function createCashierService({ repository, clock }: { repository: CashierRepository; clock: Clock }) {
  let cached: { until: number; methods: Promise<PaymentMethodRow[]> } | null = null;
  function allMethods(): Promise<PaymentMethodRow[]> {
    const now = clock.now().getTime();
    if (!cached || cached.until <= now) {
      const methods = repository.listMethods();
      cached = { until: now + methodsCacheMs, methods };
      methods.catch(() => {
        cached = null;
      });
    }
    return cached.methods;
  }

  return {
    /** The methods this audience may use, highest sort priority first. */
    async listMethods(audience: PaymentAudience): Promise<PaymentMethod[]> {
      const methods = await allMethods();
      return methods
        .filter((method) => offers(method, audience))
        .sort((a, b) => b.sortPriority - a.sortPriority || a.id - b.id)
        .map((method) => presentMethod(method, audience.currencyCode));
    },

    /** Every method, active or not, as configured. */
    allMethods,

    /** A method by its id, active or not; null when unknown. */
    async findMethodById(id: number): Promise<PaymentMethodRow | null> {
      return (await allMethods()).find((method) => method.id === id) ?? null;
    },

    /**
     * An operator's change of a method, in the caller's transaction (with its audit row). This
     * process sees it at once; others within the methods' cache time (30 s).
     */
    async updateMethod(id: number, changes: PaymentMethodUpdate, tx: Executor) {
      const before = await createCashierRepository(tx).findMethodForUpdate(id);
      if (!before) throw new AppError('NOT_FOUND', 'There is no such payment method');
      const after = await createCashierRepository(tx).updateMethod(id, changes);
      cached = null;
      return { before, after: after ?? before };
    },

    /** A method by its key, active or not (its logo, for instance); null when unknown. */
    async findMethod(name: string): Promise<PaymentMethodRow | null> {
      return (await allMethods()).find((method) => method.name === name) ?? null;
    },
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
