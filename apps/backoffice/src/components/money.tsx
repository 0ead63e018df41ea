import { formatMinor, isNegativeMinor } from '../lib/money.ts';

type MoneyProps = { amount: string; exponent: number; currency: string; signed?: boolean };

/** A minor-unit amount as "EUR 123.45"; `signed` colours debits and credits (ledger rows). */
export function Money({ amount, exponent, currency, signed = false }: MoneyProps) {
  const tone = signed
    ? isNegativeMinor(amount)
      ? ' money-debit'
      : /[1-9]/.test(amount)
        ? ' money-credit'
        : ''
    : '';
  return <span className={`money${tone}`}>{formatMinor(amount, exponent, currency)}</span>;
}
