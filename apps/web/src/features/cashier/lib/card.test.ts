import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, toCardInput, validateCard } from './card';

const now = new Date('2026-05-15T12:00:00Z');
const valid = { number: '4111 1111 1111 1111', holder: 'Maria Borg', expiry: '12/29', cvc: '123' };

describe('card form formatting', () => {
  it('groups the number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('4111 ')).toBe('4111');
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('adds the slash of MM/YY while typing and not while deleting', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('', '1')).toBe('');
  });

  it('keeps the CVC to 3 digits', () => {
    expect(formatCvc('12a34')).toBe('123');
  });
});

describe('card checks (spec §5, as the server makes them)', () => {
  it('passes a valid card', () => {
    expect(validateCard(valid, now)).toEqual({});
  });

  it('asks for every field', () => {
    expect(validateCard({ number: '', holder: ' ', expiry: '', cvc: '' }, now)).toEqual({
      number: 'required',
      holder: 'required',
      expiry: 'required',
      cvc: 'required',
    });
  });

  it('refuses a number failing the Luhn check', () => {
    expect(validateCard({ ...valid, number: '4111 1111 1111 1112' }, now).number).toBe('invalidNumber');
    expect(validateCard({ ...valid, number: '4111' }, now).number).toBe('invalidNumber');
  });

  it('wants MM/YY of a real month that has not ended', () => {
    expect(validateCard({ ...valid, expiry: '13/29' }, now).expiry).toBe('invalidExpiry');
    expect(validateCard({ ...valid, expiry: '1/29' }, now).expiry).toBe('invalidExpiry');
    expect(validateCard({ ...valid, expiry: '04/26' }, now).expiry).toBe('expired');
    expect(validateCard({ ...valid, expiry: '05/26' }, now).expiry).toBeUndefined();
  });

  it('wants a CVC of exactly 3 digits', () => {
    expect(validateCard({ ...valid, cvc: '12' }, now).cvc).toBe('invalidCvc');
  });

  it('sends digits only and a trimmed name', () => {
    expect(toCardInput({ ...valid, holder: '  Maria Borg ' })).toEqual({
      number: '4111111111111111',
      holder: 'Maria Borg',
      expiry: '12/29',
      cvc: '123',
    });
  });
});
