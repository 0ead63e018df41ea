import { minor } from '@casino/money';
import { describe, expect, it } from 'vitest';
import {
  checkDestination,
  checkWithdrawAmount,
  describeWithdrawError,
  emptyWithdrawForm,
  feeRateText,
  fieldsOfServerError,
  maxWithdrawable,
  quoteQueryOf,
  verificationPageKey,
  type WithdrawFormValues,
} from './withdraw';

const form = (values: Partial<WithdrawFormValues>): WithdrawFormValues => ({
  ...emptyWithdrawForm('maria@example.com'),
  ...values,
});

const bank = {
  beneficiary: 'Maria Borg',
  accountNumber: 'MT84 MALT 0110 0001',
  ifsc: 'HDFC0001234',
};

describe('the withdrawal destination (spec §5 rules, as the server checks them)', () => {
  it('starts with the player’s email in the bank form', () => {
    expect(emptyWithdrawForm('maria@example.com').email).toBe('maria@example.com');
    expect(emptyWithdrawForm(null).email).toBe('');
  });

  it('accepts a bank account and leaves empty optional fields out of the request', () => {
    const result = checkDestination('bank', form({ ...bank, branch: '  ' }));
    expect(result.errors).toBeNull();
    expect(result.destination).toEqual({
      kind: 'bank',
      beneficiary: 'Maria Borg',
      accountNumber: 'MT84 MALT 0110 0001',
      email: 'maria@example.com',
      ifsc: 'HDFC0001234',
      netBanking: false,
    });
  });

  it('names every missing bank field, and a bad email or IFSC as invalid', () => {
    expect(checkDestination('bank', form({ email: '' })).errors).toEqual({
      beneficiary: 'required',
      accountNumber: 'required',
      email: 'required',
      ifsc: 'required',
    });
    expect(checkDestination('bank', form({ ...bank, email: 'maria@', ifsc: 'HDFC1' })).errors).toEqual({
      email: 'invalid',
      ifsc: 'invalid',
    });
    expect(checkDestination('bank', form({ ...bank, ifsc: 'HDFC00012345678' })).errors).toBeNull();
    expect(checkDestination('bank', form({ ...bank, ifsc: 'HDFC000123456789' })).errors).toEqual({
      ifsc: 'invalid',
    });
  });

  it('asks for the bank name only with net banking', () => {
    expect(checkDestination('bank', form({ ...bank, netBanking: true })).errors).toEqual({
      bankName: 'required',
    });
    const withName = checkDestination('bank', form({ ...bank, netBanking: true, bankName: 'HDFC Bank' }));
    expect(withName.destination).toMatchObject({ netBanking: true, bankName: 'HDFC Bank' });
  });

  it('takes a UPI id like name@bank', () => {
    expect(checkDestination('upi', form({ vpa: ' maria@okbank ' })).destination).toEqual({
      kind: 'upi',
      vpa: 'maria@okbank',
    });
    expect(checkDestination('upi', form({ vpa: 'maria' })).errors).toEqual({ vpa: 'invalid' });
    expect(checkDestination('upi', form({})).errors).toEqual({ vpa: 'required' });
  });

  it('checks a wallet address against the chosen network', () => {
    const eth = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(checkDestination('crypto', form({ network: 'ETH', walletAddress: eth })).destination).toEqual({
      kind: 'crypto',
      network: 'ETH',
      address: eth,
    });
    expect(checkDestination('crypto', form({ network: 'BTC', walletAddress: eth })).errors).toEqual({
      walletAddress: 'invalid',
    });
    expect(checkDestination('crypto', form({})).errors).toEqual({
      network: 'required',
      walletAddress: 'required',
    });
  });
});

describe('the withdrawal amount', () => {
  const limits = { min: minor(2000), max: minor(50_000) };

  it('must be within the method’s limits and the cash there is', () => {
    expect(checkWithdrawAmount(null, limits, minor(10_000))).toBe('missing');
    expect(checkWithdrawAmount(minor(1000), limits, minor(10_000))).toBe('belowMin');
    expect(checkWithdrawAmount(minor(60_000), limits, minor(100_000))).toBe('aboveMax');
    expect(checkWithdrawAmount(minor(20_000), limits, minor(10_000))).toBe('aboveBalance');
    expect(checkWithdrawAmount(minor(10_000), limits, minor(10_000))).toBeNull();
  });

  it('"Max" takes all the cash up to the method’s maximum', () => {
    expect(maxWithdrawable(minor(10_000), limits)).toBe(10_000n);
    expect(maxWithdrawable(minor(90_000), limits)).toBe(50_000n);
    expect(maxWithdrawable(minor(90_000), { min: null, max: null })).toBe(90_000n);
  });
});

describe('the calculator', () => {
  const limits = { min: minor(1000), max: null };

  it('asks for a quote only for an amount within the limits and, for crypto, with a network', () => {
    expect(quoteQueryOf({ name: 'upi', kind: 'upi' }, minor(2500), limits, '')).toEqual({
      method: 'upi',
      amount: '2500',
    });
    expect(quoteQueryOf({ name: 'upi', kind: 'upi' }, minor(500), limits, '')).toBeNull();
    expect(quoteQueryOf({ name: 'upi', kind: 'upi' }, null, limits, '')).toBeNull();
    expect(quoteQueryOf({ name: 'crypto', kind: 'crypto' }, minor(2500), limits, '')).toBeNull();
    expect(quoteQueryOf({ name: 'crypto', kind: 'crypto' }, minor(2500), limits, 'BTC')).toEqual({
      method: 'crypto',
      amount: '2500',
      network: 'BTC',
    });
  });

  it('shows the fee rate as a percentage', () => {
    expect(feeRateText(50, 'en')).toBe('0.5%');
    expect(feeRateText(250, 'en')).toBe('2.5%');
  });
});

describe('a refused withdrawal on the page (spec §8)', () => {
  it('puts the server’s field errors on the form’s fields', () => {
    expect(fieldsOfServerError('crypto', { 'destination.address': 'Enter a BTC address' })).toEqual({
      fields: { walletAddress: 'Enter a BTC address' },
      amount: null,
    });
    expect(
      fieldsOfServerError('bank', {
        'destination.address': 'Too long',
        'destination.bankName': 'Required for net banking',
        amount: 'A whole number',
      }),
    ).toEqual({
      fields: { bankAddress: 'Too long', bankName: 'Required for net banking' },
      amount: 'A whole number',
    });
    const view = describeWithdrawError('upi', {
      errorCode: 'VALIDATION_ERROR',
      fields: { 'destination.vpa': 'Enter a UPI id like name@bank' },
    });
    expect(view).toMatchObject({ target: 'fields', fields: { vpa: 'Enter a UPI id like name@bank' } });
  });

  it('shows the server’s words when the amount does not cover the fees', () => {
    expect(
      describeWithdrawError('crypto', {
        errorCode: 'WITHDRAWAL_CALCULATION_ERROR',
        message: 'The amount does not cover the fees',
      }),
    ).toMatchObject({ target: 'amount', key: null, fallback: 'The amount does not cover the fees' });
  });

  it('puts a refused amount by the amount and a refusal of the whole withdrawal above the form', () => {
    expect(describeWithdrawError('upi', { errorCode: 'INSUFFICIENT_FUNDS' })).toMatchObject({
      target: 'amount',
      key: 'cashier.withdraw.errors.insufficientFunds',
    });
    expect(describeWithdrawError('upi', { errorCode: 'PAYMENT_PROVIDER_LIMIT_THRESHOLD' })).toMatchObject({
      target: 'amount',
      key: 'cashier.errors.outsideLimits',
    });
    expect(describeWithdrawError('upi', { errorCode: 'WITHDRAWAL_NOT_ALLOWED', message: 'x' })).toMatchObject(
      {
        target: 'form',
        key: 'cashier.withdraw.errors.notAllowed',
      },
    );
  });

  it('puts a refusal for want of verification by the amount, keeping the server’s words', () => {
    expect(
      describeWithdrawError('bank', {
        errorCode: 'KYC_REQUIRED',
        message: 'Verify your account to withdraw more than 5000 (minor units of EUR) in 30 days',
      }),
    ).toMatchObject({
      target: 'amount',
      key: 'cashier.withdraw.errors.kycRequired',
      fallback: 'Verify your account to withdraw more than 5000 (minor units of EUR) in 30 days',
    });
  });

  it('links verification to the navigation system’s page', () => {
    expect(verificationPageKey('panel')).toBe('accountVerification');
    expect(verificationPageKey('basic')).toBe('verify');
  });

  it('falls back to the server’s message, then to a generic one', () => {
    expect(describeWithdrawError('bank', { errorCode: 'SOMETHING_NEW', message: 'Nope' })).toMatchObject({
      target: 'form',
      key: null,
      fallback: 'Nope',
    });
    expect(describeWithdrawError('bank', null)).toMatchObject({
      target: 'form',
      key: 'cashier.withdraw.errors.generic',
    });
  });
});
