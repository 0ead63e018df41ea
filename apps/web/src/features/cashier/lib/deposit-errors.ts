import type { CardField } from './card';
import type { PayerField } from './payer';
import { type DepositProfileField, profileFieldsOf } from './profile';

/** Where a refused deposit's message belongs on the page. */
export type DepositErrorTarget =
  | { kind: 'amount' }
  | { kind: 'card'; field: CardField }
  | { kind: 'payer'; field: PayerField }
  | { kind: 'form' }
  | { kind: 'profile'; fields: DepositProfileField[] }
  /**
   * By the bonus choice: the chosen bonus does not fit this deposit. `belowMin`: the amount is under
   * the offer's minimum deposit (the page words it with the offer's terms); `other`: the server's words.
   */
  | { kind: 'bonus'; problem: 'belowMin' | 'other' }
  /** The player has an active bonus: ask whether the new one may replace it (spec §4), then resend. */
  | { kind: 'replaceBonus' };

/**
 * A refused deposit for the page: where to show it, the translation key of its text (null: the
 * server's own message, for codes the page has no words for), and whether the methods or the
 * bonus offers (with the active bonus) are stale.
 */
export type DepositErrorView = {
  target: DepositErrorTarget;
  key: string | null;
  fallback: string;
  refreshMethods: boolean;
  refreshBonuses: boolean;
};

/** The parts of an API error this reads (ApiError carries them). */
export type DepositFailure = { errorCode?: string; message?: string; fields?: Record<string, string> };

const cardFieldByPath: Record<string, CardField> = {
  'card.number': 'number',
  'card.holder': 'holder',
  'card.expiry': 'expiry',
  'card.cvc': 'cvc',
};

const formKeys: Record<string, string> = {
  DEPOSIT_COUNTRY_BLOCK: 'cashier.errors.countryBlock',
  PAYMENT_SERVICE_ERROR: 'cashier.errors.serviceError',
  PROVIDER_ERROR: 'cashier.errors.providerError',
  TRANSACTION_FAILED: 'cashier.errors.providerError',
  PAYMENT_LIMIT_THRESHOLD: 'cashier.errors.dailyLimit',
  REQUIRED_EMAIL_VERIFICATION: 'cashier.errors.emailVerification',
  SELF_EXCLUDED: 'cashier.errors.selfExcluded',
  RATE_LIMITED: 'cashier.errors.rateLimited',
};

/**
 * Maps the server's answer to a deposit (spec §8 codes) to what the page shows: amount problems by
 * the amount, card problems by their field, bonus problems by the bonus choice, an active bonus as
 * the replace confirm, a missing profile as the "Complete your profile" step, anything else at the
 * top of the form.
 */
export function describeDepositError(error: DepositFailure | null | undefined): DepositErrorView {
  const code = error?.errorCode ?? 'GLOBAL_ERROR';
  const fallback = error?.message ?? '';
  const view = (
    target: DepositErrorTarget,
    key: string | null,
    refreshMethods = false,
  ): DepositErrorView => ({
    target,
    key,
    fallback,
    refreshMethods,
    refreshBonuses: false,
  });
  const bonusView = (target: DepositErrorTarget, key: string | null, text = fallback): DepositErrorView => ({
    target,
    key,
    fallback: text,
    refreshMethods: false,
    refreshBonuses: true,
  });

  switch (code) {
    case 'AMOUNT_BELOW_ZERO':
      return view({ kind: 'amount' }, 'cashier.errors.amountBelowZero');
    case 'PAYMENT_PROVIDER_LIMIT_THRESHOLD':
      // the limits shown may be stale: the answer brings fresh ones
      return view({ kind: 'amount' }, 'cashier.errors.outsideLimits', true);
    case 'NOT_FOUND':
      return view({ kind: 'form' }, 'cashier.errors.methodUnavailable', true);
    // the bonus checks (spec §8 activation codes): the offers and the active bonus may be stale
    case 'ACTIVE_BONUS':
      return bonusView({ kind: 'replaceBonus' }, 'cashier.bonus.replace.textUnknown');
    case 'BONUS_NOT_FOUND':
      return bonusView({ kind: 'form' }, 'cashier.bonus.errors.unavailable');
    case 'DEPOSITS_NUMBER':
      return bonusView({ kind: 'form' }, 'cashier.bonus.errors.depositsNumber');
    case 'VALIDATION_ERROR': {
      const profileFields = profileFieldsOf(error?.fields);
      if (profileFields.length > 0)
        return view({ kind: 'profile', fields: profileFields }, 'cashier.profile.intro');
      const paths = Object.keys(error?.fields ?? {});
      const cardPath = paths.find((path) => path in cardFieldByPath);
      if (cardPath) {
        const field = cardFieldByPath[cardPath] as CardField;
        const key =
          field === 'expiry' && /expired/i.test(error?.fields?.[cardPath] ?? '')
            ? 'cashier.card.errors.expired'
            : `cashier.card.errors.${field}Invalid`;
        return view({ kind: 'card', field }, key);
      }
      const payerField = (['skrillEmail', 'cpf'] as const).find((field) => paths.includes(field));
      if (payerField) {
        const problem = /required/i.test(error?.fields?.[payerField] ?? '') ? 'required' : 'invalid';
        return view({ kind: 'payer', field: payerField }, `cashier.payer.errors.${payerField}.${problem}`);
      }
      if (paths.includes('bonus')) {
        const text = error?.fields?.bonus?.trim() ?? '';
        // the server states the minimum in minor units: the page has the offer's terms to word it
        if (/at least|minimum/i.test(text))
          return bonusView({ kind: 'bonus', problem: 'belowMin' }, 'cashier.bonus.errors.belowMinPlain');
        return bonusView(
          { kind: 'bonus', problem: 'other' },
          text ? null : 'cashier.bonus.errors.invalid',
          text,
        );
      }
      if (paths.includes('card')) return view({ kind: 'form' }, 'cashier.errors.cardRequired');
      if (paths.includes('amount')) return view({ kind: 'amount' }, 'cashier.errors.amountInvalid');
      return view({ kind: 'form' }, 'cashier.errors.generic');
    }
    default:
      return view({ kind: 'form' }, formKeys[code] ?? (fallback ? null : 'cashier.errors.generic'));
  }
}
