import type { PaymentMethod } from '@casino/contracts';

/** The method the cashier starts with and returns to on reset (spec §4). */
export const defaultMethodName = 'visa';

/** From this many methods on, the picker offers a text filter. */
export const methodFilterThreshold = 7;

/**
 * The methods a player can deposit with, best first (sort priority, then title). Spec §4 deselects
 * a hidden, active method unless it exists for withdrawals: that exception keeps it for the
 * withdrawal form (the seeded bank transfer), while a deposit never offers it (the server refuses it).
 */
export function depositMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods
    .filter((method) => method.isActive && !method.hidden)
    .sort((a, b) => b.sortPriority - a.sortPriority || a.title.localeCompare(b.title));
}

/**
 * The method to select: the one asked for (the `method` query parameter of "Try again"), else Visa,
 * else the first one offered; null when there is none.
 */
export function initialMethod(methods: readonly PaymentMethod[], requested: string | null): string | null {
  const names = new Set(methods.map((method) => method.name));
  if (requested && names.has(requested)) return requested;
  if (names.has(defaultMethodName)) return defaultMethodName;
  return methods[0]?.name ?? null;
}

/** The methods whose title, name or description contain the filter text (case-insensitive). */
export function filterMethods(methods: readonly PaymentMethod[], query: string): PaymentMethod[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...methods];
  return methods.filter((method) =>
    [method.title, method.name, method.description].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}

/** Payment words written in capitals. */
const acronyms = new Set([
  'ach',
  'bep20',
  'btc',
  'cpf',
  'erc20',
  'eth',
  'imps',
  'ltc',
  'neft',
  'oxxo',
  'p2p',
  'pix',
  'qr',
  'rtgs',
  'sepa',
  'spei',
  'trc20',
  'trx',
  'upi',
  'usdc',
  'usdt',
]);

/**
 * A payment method id from the URL ("mastercard", "skrill_email", "pix-qr") as a label
 * ("Mastercard", "Skrill Email", "PIX QR").
 */
export function formatMethodName(method: string): string {
  return method
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) =>
      acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
