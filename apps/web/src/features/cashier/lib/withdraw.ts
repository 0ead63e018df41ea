import type {
  CryptoNetwork,
  PageKey,
  PaymentStatus,
  WithdrawalDestination,
  WithdrawalMethod,
  WithdrawalQuoteQuery,
} from '@casino/contracts';
import { cryptoNetworks, withdrawalDestinationSchema } from '@casino/contracts/cashier';
import type { Minor } from '@casino/money';
import { type AmountLimits, type AmountProblem, checkAmount } from './amount';

/** The form a withdrawal method takes: a bank account, a UPI id or a wallet address. */
export type WithdrawKind = WithdrawalMethod['kind'];

/**
 * The withdrawal form as typed, for every kind at once, so switching methods keeps what was typed.
 * The bank's address and the wallet's address are different fields here; both are `address` to
 * the server.
 */
export type WithdrawFormValues = {
  beneficiary: string;
  accountNumber: string;
  email: string;
  ifsc: string;
  netBanking: boolean;
  bankName: string;
  branch: string;
  bankAddress: string;
  vpa: string;
  network: CryptoNetwork | '';
  walletAddress: string;
};

/** A field of the form that can carry an error (the net-banking checkbox cannot). */
export type WithdrawField = Exclude<keyof WithdrawFormValues, 'netBanking'>;

/** The fields each kind shows, in form order (the order focus goes to the first problem). */
export const withdrawFieldsByKind: Record<WithdrawKind, readonly WithdrawField[]> = {
  bank: ['beneficiary', 'email', 'accountNumber', 'ifsc', 'bankName', 'branch', 'bankAddress'],
  upi: ['vpa'],
  crypto: ['network', 'walletAddress'],
};

/** An empty form; the bank email starts as the player's own (spec §3: the account email may be reused). */
export function emptyWithdrawForm(email: string | null): WithdrawFormValues {
  return {
    beneficiary: '',
    accountNumber: '',
    email: email ?? '',
    ifsc: '',
    netBanking: false,
    bankName: '',
    branch: '',
    bankAddress: '',
    vpa: '',
    network: '',
    walletAddress: '',
  };
}

/** Why a destination field does not pass; the component turns it into text. */
export type DestinationProblem = 'required' | 'invalid';
export type DestinationErrors = Partial<Record<WithdrawField, DestinationProblem>>;

/** The schema field of a destination path, as a form field of `kind`. */
function fieldOfSchemaKey(kind: WithdrawKind, key: string): WithdrawField | null {
  if (key === 'address') return kind === 'bank' ? 'bankAddress' : 'walletAddress';
  const fields: readonly string[] = withdrawFieldsByKind[kind];
  return fields.includes(key) ? (key as WithdrawField) : null;
}

/** Empty optional text leaves the request, as the server expects it absent rather than "". */
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The destination as the server takes it, before any check. */
function destinationOf(kind: WithdrawKind, values: WithdrawFormValues): Record<string, unknown> {
  switch (kind) {
    case 'bank':
      return {
        kind,
        beneficiary: values.beneficiary.trim(),
        accountNumber: values.accountNumber.trim(),
        email: values.email.trim(),
        ifsc: values.ifsc.trim(),
        netBanking: values.netBanking,
        bankName: optional(values.bankName),
        branch: optional(values.branch),
        address: optional(values.bankAddress),
      };
    case 'upi':
      return { kind, vpa: values.vpa.trim() };
    case 'crypto':
      return { kind, network: values.network, address: values.walletAddress.trim() };
  }
}

/**
 * Checks the destination with the server's own schema (spec §5: name, account number and a valid
 * email; IFSC 8 to 15 characters; a UPI id like name@bank; a network and an address), plus the two
 * rules the server adds: a bank name for net banking, an address of the chosen network's format.
 */
export function checkDestination(
  kind: WithdrawKind,
  values: WithdrawFormValues,
): { destination: WithdrawalDestination; errors: null } | { destination: null; errors: DestinationErrors } {
  const candidate = destinationOf(kind, values);
  const errors: DestinationErrors = {};
  const note = (field: WithdrawField | null) => {
    if (!field || errors[field]) return;
    const typed = values[field];
    errors[field] = typeof typed === 'string' && typed.trim() === '' ? 'required' : 'invalid';
  };
  const parsed = withdrawalDestinationSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note(fieldOfSchemaKey(kind, String(issue.path[0] ?? '')));
  }
  if (kind === 'bank' && values.netBanking && values.bankName.trim() === '') errors.bankName = 'required';
  if (kind === 'crypto' && values.network !== '' && !errors.walletAddress) {
    if (!cryptoNetworks[values.network].test(values.walletAddress.trim())) note('walletAddress');
  }
  if (parsed.success && Object.keys(errors).length === 0) return { destination: parsed.data, errors: null };
  return { destination: null, errors };
}

/** Why an amount cannot be withdrawn: the limits of the method, or more than the cash there is. */
export type WithdrawAmountProblem = AmountProblem | 'aboveBalance';

/** The first problem with an amount for a method's limits and the player's cash, or null. */
export function checkWithdrawAmount(
  amount: Minor | null,
  limits: AmountLimits,
  cash: Minor,
): WithdrawAmountProblem | null {
  const problem = checkAmount(amount, limits);
  if (problem) return problem;
  if (amount !== null && amount > cash) return 'aboveBalance';
  return null;
}

/** What "Max" fills in: all the cash, but no more than the method pays out at once. */
export function maxWithdrawable(cash: Minor, limits: AmountLimits): Minor {
  return limits.max !== null && cash > limits.max ? limits.max : cash;
}

/**
 * The calculator's question for the server, or null while there is nothing to ask: an amount
 * within the method's limits and, for crypto, a network. The balance does not matter here: the
 * player may want to see what a larger amount would cost.
 */
export function quoteQueryOf(
  method: Pick<WithdrawalMethod, 'name' | 'kind'>,
  amount: Minor | null,
  limits: AmountLimits,
  network: CryptoNetwork | '',
): WithdrawalQuoteQuery | null {
  if (amount === null || checkAmount(amount, limits)) return null;
  if (method.kind !== 'crypto') return { method: method.name, amount: amount.toString() };
  if (network === '') return null;
  return { method: method.name, amount: amount.toString(), network };
}

/** The fee rate as a percentage for the calculator: 50 basis points → "0.5%". */
export function feeRateText(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** Where the player verifies their account: /account/verification in the panel navigation system. */
export function verificationPageKey(navigationSystem: string): PageKey {
  return navigationSystem === 'panel' ? 'accountVerification' : 'verify';
}

/** How a withdrawal's status reads at a glance. */
export type StatusTone = 'warning' | 'info' | 'success' | 'danger' | 'neutral';

export const withdrawalStatusTone: Record<PaymentStatus, StatusTone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  declined: 'danger',
  cancelled: 'neutral',
};

/** Where a refused withdrawal's message belongs on the page. */
export type WithdrawErrorTarget = 'amount' | 'fields' | 'form';

/**
 * A refused withdrawal for the page: where its message goes, the translation key of its text
 * (null: the server's own message) and the server's words per field. The page reloads the blocks,
 * methods and balance after every answer, so a refusal for stale data shows fresh data next.
 */
export type WithdrawErrorView = {
  target: WithdrawErrorTarget;
  key: string | null;
  fallback: string;
  fields: Partial<Record<WithdrawField, string>>;
};

/** The parts of an API error this reads (ApiError carries them). */
export type WithdrawFailure = { errorCode?: string; message?: string; fields?: Record<string, string> };

/**
 * The server's `fields` as form fields of `kind`: "destination.address" is the wallet's or the
 * bank's address, "network" (the calculator's) is the network select. Paths the form has no field
 * for are left out; `amount` comes back on its own.
 */
export function fieldsOfServerError(
  kind: WithdrawKind,
  fields: Record<string, string> | undefined,
): { fields: Partial<Record<WithdrawField, string>>; amount: string | null } {
  const mapped: Partial<Record<WithdrawField, string>> = {};
  let amount: string | null = null;
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (path === 'amount') {
      amount = message;
      continue;
    }
    const field = fieldOfSchemaKey(kind, path.replace(/^destination\./, ''));
    if (field && !mapped[field]) mapped[field] = message;
  }
  return { fields: mapped, amount };
}

const formKeys: Record<string, string> = {
  WITHDRAWAL_NOT_ALLOWED: 'cashier.withdraw.errors.notAllowed',
  NOT_FOUND: 'cashier.withdraw.errors.methodUnavailable',
  PAYMENT_SERVICE_ERROR: 'cashier.withdraw.errors.methodUnavailable',
  DUPLICATE_TRANSACTION: 'cashier.withdraw.errors.generic',
  RATE_LIMITED: 'cashier.errors.rateLimited',
};

/**
 * Maps the server's answer to a withdrawal (spec §8 codes) to what the page shows: amount problems
 * by the amount, field problems by their field, the rest at the top of the form.
 */
export function describeWithdrawError(
  kind: WithdrawKind,
  error: WithdrawFailure | null | undefined,
): WithdrawErrorView {
  const code = error?.errorCode ?? 'GLOBAL_ERROR';
  const fallback = error?.message ?? '';
  const view = (
    target: WithdrawErrorTarget,
    key: string | null,
    fields: WithdrawErrorView['fields'] = {},
  ): WithdrawErrorView => ({ target, key, fallback, fields });

  switch (code) {
    case 'AMOUNT_BELOW_ZERO':
      return view('amount', 'cashier.errors.amountBelowZero');
    case 'PAYMENT_PROVIDER_LIMIT_THRESHOLD':
      return view('amount', 'cashier.errors.outsideLimits');
    case 'INSUFFICIENT_FUNDS':
      return view('amount', 'cashier.withdraw.errors.insufficientFunds');
    case 'WITHDRAWAL_LEVEL_LIMIT':
      return view('amount', 'cashier.withdraw.errors.levelLimit');
    case 'KYC_REQUIRED':
      // the text names what may still be withdrawn without verification (the page's figure)
      return view('amount', 'cashier.withdraw.errors.kycRequired');
    case 'WITHDRAWAL_CALCULATION_ERROR':
      return view('amount', fallback ? null : 'cashier.withdraw.errors.calculation');
    case 'VALIDATION_ERROR': {
      const mapped = fieldsOfServerError(kind, error?.fields);
      if (Object.keys(mapped.fields).length > 0) return view('fields', null, mapped.fields);
      if (mapped.amount !== null) return view('amount', 'cashier.errors.amountInvalid');
      return view('form', fallback ? null : 'cashier.withdraw.errors.generic');
    }
    default:
      return view('form', formKeys[code] ?? (fallback ? null : 'cashier.withdraw.errors.generic'));
  }
}
