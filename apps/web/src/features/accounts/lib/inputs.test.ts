import { describe, expect, it } from 'vitest';
import { acceptEmailInput, acceptPhoneInput } from './inputs';

describe('phone input (spec §5)', () => {
  it('keeps digits only', () => {
    expect(acceptPhoneInput('', '79 12-34a5', 'MT')).toBe('7912345');
  });

  it('takes the first digit past the length, then refuses more', () => {
    // a Maltese number has 8 digits
    const tooLong = acceptPhoneInput('79123456', '791234567', 'MT');
    expect(tooLong).toBe('791234567');
    expect(acceptPhoneInput(tooLong, '7912345678', 'MT')).toBe(tooLong);
  });

  it('always lets digits be deleted', () => {
    expect(acceptPhoneInput('791234567', '79123456', 'MT')).toBe('79123456');
  });

  it('caps the number at 17 digits whatever the country', () => {
    expect(acceptPhoneInput('', '1'.repeat(30), 'ZZ')).toHaveLength(17);
  });
});

describe('email input (spec §5)', () => {
  it('accepts only letters, digits and @ . _ % + -', () => {
    expect(acceptEmailInput('maria borg+1@exa mple.com!')).toBe('mariaborg+1@example.com');
    expect(acceptEmailInput('ünï@x.com')).toBe('n@x.com');
  });
});
