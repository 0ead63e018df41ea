import type { PaymentMethod } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { depositMethods, filterMethods, formatMethodName, initialMethod } from './methods';

const method = (name: string, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: name.length,
  name,
  paymentMethod: 'card',
  title: name.charAt(0).toUpperCase() + name.slice(1),
  rawTitle: name,
  description: `Pay with ${name}`,
  thumbnailUrl: `/api/payments/methods/${name}/logo.svg`,
  isActive: true,
  hidden: false,
  withdrawalExist: false,
  sortPriority: 50,
  isCardForm: false,
  allowedCountries: [],
  restrictedCountries: [],
  tagRestrictedCountries: {},
  allowedCurrencies: [],
  restrictedCurrencies: [],
  allowEmails: [],
  allowTags: [],
  minAmount: '500',
  maxAmount: '500000',
  ...extra,
});

describe('deposit methods', () => {
  it('never offers a hidden method for a deposit, even one that exists for withdrawals (spec §4)', () => {
    const methods = [
      method('visa'),
      method('bank', { hidden: true, withdrawalExist: true }),
      method('old', { hidden: true }),
    ];
    expect(depositMethods(methods).map((entry) => entry.name)).toEqual(['visa']);
  });

  it('leaves out inactive methods and puts the highest sort priority first', () => {
    const methods = [
      method('skrill', { sortPriority: 70 }),
      method('visa', { sortPriority: 100 }),
      method('paused', { isActive: false, sortPriority: 200 }),
      method('crypto', { sortPriority: 70 }),
    ];
    expect(depositMethods(methods).map((entry) => entry.name)).toEqual(['visa', 'crypto', 'skrill']);
  });

  it('selects the method asked for, else Visa, else the first one', () => {
    const methods = [method('master'), method('visa'), method('skrill')];
    expect(initialMethod(methods, 'skrill')).toBe('skrill');
    expect(initialMethod(methods, 'unknown')).toBe('visa');
    expect(initialMethod(methods, null)).toBe('visa');
    expect(initialMethod([method('skrill'), method('pix')], null)).toBe('skrill');
    expect(initialMethod([], 'visa')).toBeNull();
  });

  it('filters by title, name or description, ignoring case', () => {
    const methods = [method('visa'), method('carouseller', { title: 'Local methods' }), method('pix')];
    expect(filterMethods(methods, 'LOCAL').map((entry) => entry.name)).toEqual(['carouseller']);
    expect(filterMethods(methods, 'pix').map((entry) => entry.name)).toEqual(['pix']);
    expect(filterMethods(methods, '  ')).toHaveLength(3);
    expect(filterMethods(methods, 'bitcoin')).toEqual([]);
  });
});

describe('payment method labels', () => {
  it('read like names', () => {
    expect(formatMethodName('visa')).toBe('Visa');
    expect(formatMethodName('skrill_email')).toBe('Skrill Email');
    expect(formatMethodName('pix-qr')).toBe('PIX QR');
    expect(formatMethodName('upi')).toBe('UPI');
  });
});
