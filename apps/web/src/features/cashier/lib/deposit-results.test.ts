import { describe, expect, it } from 'vitest';
import {
  alternativeMethodOf,
  failedDepositMethod,
  isDepositResultName,
  withDepositResultModal,
} from './deposit-results';

describe('the alternative method of a deposit result (spec §4)', () => {
  it('offers the card form for card types and the local methods for anything else', () => {
    for (const method of ['visa', 'master', 'mastercard', 'card', 'cards', 'VISA']) {
      expect(alternativeMethodOf(method)).toBe('card');
    }
    for (const method of ['skrill', 'upi', 'crypto', 'pix'])
      expect(alternativeMethodOf(method)).toBe('carouseller');
    expect(alternativeMethodOf(null)).toBe('carouseller');
  });
});

describe('deposit result modals in the address', () => {
  it('are named by the modal query value, and nothing else is', () => {
    for (const name of ['deposit-success', 'deposit-failed', 'deposit-pending', 'deposit-cancel'])
      expect(isDepositResultName(name)).toBe(true);
    for (const name of ['deposit-3ds-success', 'login', 'constructor', 'toString', '', null])
      expect(isDepositResultName(name)).toBe(false);
  });

  it('open over the current query, replacing a modal open before and its method', () => {
    expect(
      withDepositResultModal(
        new URLSearchParams('q=1&modal=deposit-return&met=visa'),
        'deposit-failed',
        'upi',
      ).toString(),
    ).toBe('q=1&modal=deposit-failed&met=upi');
    expect(
      withDepositResultModal(new URLSearchParams('modal=login&q=1'), 'deposit-failed', null).toString(),
    ).toBe('q=1&modal=deposit-failed');
  });

  it('take the failed deposit’s method from the socket event, when it names one', () => {
    expect(failedDepositMethod({ paymentMethod: 'visa' })).toBe('visa');
    expect(failedDepositMethod({ method: 'upi' })).toBe('upi');
    expect(failedDepositMethod({ met: 'pix', method: ' ' })).toBe('pix');
    expect(failedDepositMethod({ paymentMethod: 7 })).toBeNull();
    expect(failedDepositMethod('visa')).toBeNull();
    expect(failedDepositMethod(undefined)).toBeNull();
  });
});
