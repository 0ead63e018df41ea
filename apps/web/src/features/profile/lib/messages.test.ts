import { describe, expect, it } from 'vitest';
import { messageKey } from './messages';

describe('validation message keys', () => {
  it('finds the key of a contracts message, with its number', () => {
    expect(messageKey('Passwords must match')).toEqual({ key: 'profile.validation.passwordsMustMatch' });
    expect(messageKey('At most 255 characters')).toEqual({
      key: 'profile.validation.tooLong',
      values: { max: 255 },
    });
    expect(messageKey('Password must be at least 8 characters')).toEqual({
      key: 'profile.validation.passwordMin',
      values: { min: 8 },
    });
  });

  it('leaves other server messages as they are', () => {
    expect(messageKey('The current password is not correct')).toBeNull();
  });
});
