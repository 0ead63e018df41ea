import { defaultPasswordRules } from '@casino/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { passwordChangePayload, validatePasswordChange } from './password-form';

describe('password change', () => {
  it('asks for the current password and a matching confirmation (spec §5 messages)', () => {
    expect(
      validatePasswordChange(
        { currentPassword: '', newPassword: 'Secret#456', confirmPassword: 'Secret#457' },
        defaultPasswordRules,
      ),
    ).toEqual({ currentPassword: 'Current password is required', confirmPassword: 'Passwords must match' });
  });

  it('applies the operator rules to the new password', () => {
    const errors = validatePasswordChange(
      { currentPassword: 'x', newPassword: 'secret#456', confirmPassword: 'secret#456' },
      defaultPasswordRules,
    );
    expect(errors).toEqual({ newPassword: 'Password must contain an uppercase letter' });
    expect(
      validatePasswordChange(
        { currentPassword: 'x', newPassword: 'secret#456', confirmPassword: 'secret#456' },
        { ...defaultPasswordRules, needUppercase: false },
      ),
    ).toEqual({});
  });

  it('sends the three fields with the profile-page marker', () => {
    expect(
      passwordChangePayload({ currentPassword: 'a', newPassword: 'B#1bbbb', confirmPassword: 'B#1bbbb' }),
    ).toEqual({
      updateFrom: 'Profile Page',
      currentPassword: 'a',
      newPassword: 'B#1bbbb',
      confirmPassword: 'B#1bbbb',
    });
  });
});
