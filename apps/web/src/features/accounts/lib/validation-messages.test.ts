import { defaultEnglishParts } from '@casino/content';
import { createSignUpSchema, passwordSchema } from '@casino/contracts/accounts';
import { validationMessages } from '@casino/contracts/constants';
import { describe, expect, it } from 'vitest';
import { messageKey, translateMessage } from './validation-messages';

const strings: Record<string, string> = defaultEnglishParts.accounts;
const t = (key: string, values?: Record<string, unknown>) =>
  (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

describe('validation messages', () => {
  it('has an English string for every message of the contracts', () => {
    for (const message of Object.values(validationMessages)) {
      if (message === validationMessages.passwordHint) continue;
      const known = messageKey(message);
      expect(known, message).not.toBeNull();
      expect(strings[known?.key ?? ''], message).toBeTruthy();
    }
  });

  it('translates every password rule with its numbers', () => {
    const schema = passwordSchema({
      minLength: 8,
      maxLength: 20,
      needNumbers: true,
      needUppercase: true,
      needSpecialCharacter: true,
    });
    const messages = [
      ...(schema.safeParse('abc').error?.issues ?? []),
      ...(schema.safeParse('x'.repeat(21)).error?.issues ?? []),
    ].map((issue) => issue.message);
    const translated = messages.map((message) => translateMessage(t, message));
    expect(translated).toContain('Password must be at least 8 characters');
    expect(translated).toContain('Password must be at most 20 characters');
    expect(translated).toContain('Password must contain a number');
    for (const message of messages) expect(messageKey(message), message).not.toBeNull();
  });

  it('knows the messages of the sign-up schema', () => {
    const schema = createSignUpSchema({
      passwordRules: {
        minLength: 6,
        maxLength: 255,
        needNumbers: true,
        needUppercase: true,
        needSpecialCharacter: true,
      },
      fields: {
        email: 2,
        password: 2,
        firstName: 2,
        lastName: 2,
        username: 2,
        countryCode: 2,
        currencyCode: 2,
        dateOfBirth: 2,
        gender: 2,
        address: 2,
        city: 2,
        zipCode: 2,
        phone: 2,
        newsLetter: 1,
        subscribe: 2,
      },
      phoneRegistration: false,
      today: new Date('2025-06-01T00:00:00Z'),
    });
    const result = schema.safeParse({
      registrationType: 'phone',
      email: 'bad',
      password: 'weak',
      firstName: 'x'.repeat(300),
      dateOfBirth: '2015-01-01',
      phone: '12',
      countryCode: 'MT',
    });
    for (const issue of result.error?.issues ?? [])
      expect(messageKey(issue.message), issue.message).not.toBeNull();
  });

  it('shows an unknown server message as it is', () => {
    expect(translateMessage(t, 'Something new went wrong')).toBe('Something new went wrong');
  });
});
