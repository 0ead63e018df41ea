import type { ModalName } from './modal-params';

export type DepositResultName = Extract<
  ModalName,
  | 'deposit-success'
  | 'deposit-failed'
  | 'deposit-return'
  | 'deposit-decline'
  | 'deposit-cancel'
  | 'deposit-pending'
>;

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

export function isDepositResultName(name: ModalName): name is DepositResultName {
  return name in depositResults;
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
