import { defaultPasswordRules } from '@casino/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { passwordRequirements } from './password-rules';

describe('password requirements', () => {
  it('lists only the requirements that are switched on', () => {
    const rules = { ...defaultPasswordRules, needUppercase: false, needNumbers: false };
    expect(passwordRequirements(rules, 'abcdef!')).toEqual([
      { requirement: 'length', met: true },
      { requirement: 'special', met: true },
    ]);
    expect(passwordRequirements(defaultPasswordRules, 'Ab1').map((item) => item.met)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
