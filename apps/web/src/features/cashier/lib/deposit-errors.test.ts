import { describe, expect, it } from 'vitest';
import { describeDepositError } from './deposit-errors';

describe('a refused deposit on the page (spec §8)', () => {
  it('puts amount problems by the amount and refreshes the limits after a limit refusal', () => {
    expect(describeDepositError({ errorCode: 'AMOUNT_BELOW_ZERO', message: 'x' })).toMatchObject({
      target: { kind: 'amount' },
      key: 'cashier.errors.amountBelowZero',
      refreshMethods: false,
    });
    expect(describeDepositError({ errorCode: 'PAYMENT_PROVIDER_LIMIT_THRESHOLD' })).toMatchObject({
      target: { kind: 'amount' },
      refreshMethods: true,
    });
  });

  it('turns a missing profile into the "Complete your profile" step with the fields named', () => {
    const view = describeDepositError({
      errorCode: 'VALIDATION_ERROR',
      message: 'Complete your profile before your first deposit',
      fields: { address: 'Required to deposit', zipCode: 'Required to deposit' },
    });
    expect(view.target).toEqual({ kind: 'profile', fields: ['address', 'zipCode'] });
  });

  it('puts card problems by their field', () => {
    expect(
      describeDepositError({
        errorCode: 'VALIDATION_ERROR',
        fields: { 'card.expiry': 'The card has expired' },
      }),
    ).toMatchObject({ target: { kind: 'card', field: 'expiry' }, key: 'cashier.card.errors.expired' });
    expect(
      describeDepositError({
        errorCode: 'VALIDATION_ERROR',
        fields: { 'card.number': 'Enter a valid card number' },
      }),
    ).toMatchObject({ target: { kind: 'card', field: 'number' }, key: 'cashier.card.errors.numberInvalid' });
    expect(
      describeDepositError({ errorCode: 'VALIDATION_ERROR', fields: { card: 'Required' } }),
    ).toMatchObject({
      target: { kind: 'form' },
      key: 'cashier.errors.cardRequired',
    });
  });

  it('shows country, currency and availability problems at the top', () => {
    expect(describeDepositError({ errorCode: 'DEPOSIT_COUNTRY_BLOCK' })).toMatchObject({
      target: { kind: 'form' },
      key: 'cashier.errors.countryBlock',
    });
    expect(describeDepositError({ errorCode: 'PAYMENT_SERVICE_ERROR' }).key).toBe(
      'cashier.errors.serviceError',
    );
    expect(describeDepositError({ errorCode: 'NOT_FOUND' })).toMatchObject({
      key: 'cashier.errors.methodUnavailable',
      refreshMethods: true,
    });
  });

  it('puts a Skrill email or CPF the server refused by its field', () => {
    expect(
      describeDepositError({ errorCode: 'VALIDATION_ERROR', fields: { skrillEmail: 'Required' } }),
    ).toMatchObject({
      target: { kind: 'payer', field: 'skrillEmail' },
      key: 'cashier.payer.errors.skrillEmail.required',
    });
    expect(
      describeDepositError({ errorCode: 'VALIDATION_ERROR', fields: { cpf: 'Enter a valid CPF number' } }),
    ).toMatchObject({ target: { kind: 'payer', field: 'cpf' }, key: 'cashier.payer.errors.cpf.invalid' });
  });

  it('asks to replace the active bonus when the server says one is active, with fresh bonus data', () => {
    expect(
      describeDepositError({ errorCode: 'ACTIVE_BONUS', message: 'You have an active bonus' }),
    ).toMatchObject({ target: { kind: 'replaceBonus' }, refreshBonuses: true, refreshMethods: false });
  });

  it('shows an unavailable or wrong-deposit bonus at the top and refreshes the offers', () => {
    expect(describeDepositError({ errorCode: 'BONUS_NOT_FOUND' })).toMatchObject({
      target: { kind: 'form' },
      key: 'cashier.bonus.errors.unavailable',
      refreshBonuses: true,
    });
    expect(describeDepositError({ errorCode: 'DEPOSITS_NUMBER' })).toMatchObject({
      target: { kind: 'form' },
      key: 'cashier.bonus.errors.depositsNumber',
      refreshBonuses: true,
    });
  });

  it('puts a deposit below the bonus minimum by the bonus choice, in the words of the page', () => {
    expect(
      describeDepositError({
        errorCode: 'VALIDATION_ERROR',
        message: 'The deposit is below this bonus’s minimum',
        fields: { bonus: 'Deposit at least 2000 (minor units) for this bonus' },
      }),
    ).toMatchObject({
      target: { kind: 'bonus', problem: 'belowMin' },
      key: 'cashier.bonus.errors.belowMinPlain',
      refreshBonuses: true,
    });
  });

  it("puts the server's other words about the bonus by the bonus choice", () => {
    expect(
      describeDepositError({ errorCode: 'VALIDATION_ERROR', fields: { bonus: 'Not with this method' } }),
    ).toMatchObject({
      target: { kind: 'bonus', problem: 'other' },
      key: null,
      fallback: 'Not with this method',
    });
    expect(describeDepositError({ errorCode: 'VALIDATION_ERROR', fields: { bonus: ' ' } })).toMatchObject({
      target: { kind: 'bonus', problem: 'other' },
      key: 'cashier.bonus.errors.invalid',
    });
  });

  it('leaves the offers alone after a refusal that is not about the bonus', () => {
    expect(describeDepositError({ errorCode: 'DEPOSIT_COUNTRY_BLOCK' }).refreshBonuses).toBe(false);
    expect(describeDepositError({ errorCode: 'AMOUNT_BELOW_ZERO' }).refreshBonuses).toBe(false);
  });

  it("falls back to the server's message for other codes, and to a generic text without one", () => {
    expect(
      describeDepositError({ errorCode: 'DUPLICATE_TRANSACTION', message: 'Used before' }),
    ).toMatchObject({
      target: { kind: 'form' },
      key: null,
      fallback: 'Used before',
    });
    expect(describeDepositError(null)).toMatchObject({
      target: { kind: 'form' },
      key: 'cashier.errors.generic',
    });
  });
});
