/** The deposit result modals, named by their `modal` query value (spec §2 "Modals"). */
export type DepositResultName =
  | 'deposit-success'
  | 'deposit-failed'
  | 'deposit-return'
  | 'deposit-decline'
  | 'deposit-cancel'
  | 'deposit-pending';

export type DepositResult = {
  tone: 'success' | 'danger' | 'warning' | 'pending';
  titleKey: string;
  messageKey: string;
  /** Offer the same method again (not while a payment is still being processed). */
  offersRetry: boolean;
  /** Offer another payment method (spec §4: failed, return, decline, cancel and pending do). */
  offersAlternative: boolean;
};

/** What each deposit result modal says and offers (spec §4 "Deposit result modals", §8). */
export const depositResults: Record<DepositResultName, DepositResult> = {
  'deposit-success': {
    tone: 'success',
    titleKey: 'modal.depositSuccess.title',
    messageKey: 'modal.depositSuccess.message',
    offersRetry: false,
    offersAlternative: false,
  },
  'deposit-failed': {
    tone: 'danger',
    titleKey: 'modal.depositFailed.title',
    messageKey: 'modal.depositFailed.message',
    offersRetry: true,
    offersAlternative: true,
  },
  'deposit-return': {
    tone: 'warning',
    titleKey: 'modal.depositReturn.title',
    messageKey: 'modal.depositReturn.message',
    offersRetry: true,
    offersAlternative: true,
  },
  'deposit-decline': {
    tone: 'danger',
    titleKey: 'modal.depositDecline.title',
    messageKey: 'modal.depositDecline.message',
    offersRetry: true,
    offersAlternative: true,
  },
  'deposit-cancel': {
    tone: 'warning',
    titleKey: 'modal.depositCancel.title',
    messageKey: 'modal.depositCancel.message',
    offersRetry: true,
    offersAlternative: true,
  },
  'deposit-pending': {
    tone: 'pending',
    titleKey: 'modal.depositPending.title',
    messageKey: 'modal.depositPending.message',
    offersRetry: false,
    offersAlternative: true,
  },
};

/** Whether a `modal` query value names a deposit result modal. */
export function isDepositResultName(name: string | null): name is DepositResultName {
  return name !== null && Object.hasOwn(depositResults, name);
}

/** Card brands and card methods whose alternative is the card-form method (spec §4). */
const cardTypes = new Set(['visa', 'master', 'mastercard', 'card', 'cards']);

/**
 * The method a failed, returned, declined, cancelled or pending deposit offers instead (spec §4):
 * the card-form method for card types, the local-methods carousel for any other.
 */
export function alternativeMethodOf(method: string | null): string {
  return method !== null && cardTypes.has(method.toLowerCase()) ? 'card' : 'carouseller';
}

/**
 * The query that opens a deposit result modal over the current one: `modal` names it and `met`
 * carries the payment method (none: no `met`); a modal open before, and its method, give way.
 */
export function withDepositResultModal(
  params: URLSearchParams,
  name: DepositResultName,
  method: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('modal');
  next.delete('met');
  next.set('modal', name);
  if (method) next.set('met', method);
  return next;
}

/** The payment method a `failedDeposit` event names (its `paymentMethod`, `method` or `met`), if any. */
export function failedDepositMethod(detail: unknown): string | null {
  if (typeof detail !== 'object' || detail === null) return null;
  for (const key of ['paymentMethod', 'method', 'met']) {
    const value = (detail as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
