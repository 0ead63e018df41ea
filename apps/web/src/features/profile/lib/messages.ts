import { validationMessages } from '@casino/contracts/constants';

export type MessageKey = { key: string; values?: Record<string, string | number> };

const keyByMessage = new Map<string, string>(
  Object.entries(validationMessages).map(([name, message]) => [message, `profile.validation.${name}`]),
);

const patterns: Array<[RegExp, string, string?]> = [
  [/^At most (\d+) characters$/, 'profile.validation.tooLong', 'max'],
  [/^Password must be at least (\d+) characters$/, 'profile.validation.passwordMin', 'min'],
  [/^Password must be at most (\d+) characters$/, 'profile.validation.passwordMax', 'max'],
  [/^Password must contain a number$/, 'profile.validation.passwordNumber'],
  [/^Password must contain an uppercase letter$/, 'profile.validation.passwordUppercase'],
  [/^Password must contain a special character$/, 'profile.validation.passwordSpecial'],
];

/**
 * The translation key of a validation message from contracts (the same English text the server
 * sends), so the forms show it in the player's language; null for any other message.
 */
export function messageKey(message: string): MessageKey | null {
  const key = keyByMessage.get(message);
  if (key) return { key };
  for (const [pattern, patternKey, valueName] of patterns) {
    const match = pattern.exec(message);
    if (match)
      return valueName ? { key: patternKey, values: { [valueName]: Number(match[1]) } } : { key: patternKey };
  }
  return null;
}
