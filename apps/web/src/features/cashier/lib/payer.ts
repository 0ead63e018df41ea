import { cpfValid } from '@casino/contracts/cashier-rules';

/**
 * What some methods need to know of the payer (spec §3 "Deposit"): the Skrill wallet's email (the
 * account email by default) and, for PIX, the payer's CPF.
 */
export type PayerField = 'skrillEmail' | 'cpf';
export type PayerProblem = 'required' | 'invalid';

/** Which payer field a method asks for, if any. */
export function payerFieldOf(kind: string): PayerField | null {
  if (kind === 'skrill') return 'skrillEmail';
  if (kind === 'pix') return 'cpf';
  return null;
}

const digits = (value: string) => value.replace(/\D+/g, '');

/** A CPF as it is written while typing: "529.982.247-25". */
export function formatCpf(value: string): string {
  const typed = digits(value).slice(0, 11);
  return typed
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
}

/** The same email pattern as the account's email field. */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** What is wrong with the payer field's value, checked as the server checks it. */
export function checkPayer(field: PayerField, value: string): PayerProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (field === 'skrillEmail') return emailPattern.test(trimmed) ? null : 'invalid';
  return cpfValid(digits(trimmed)) ? null : 'invalid';
}
