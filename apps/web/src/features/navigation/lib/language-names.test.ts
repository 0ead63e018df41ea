import { supportedLocales } from '@casino/contracts/constants';
import { describe, expect, it } from 'vitest';
import { bcp47 } from '../../../lib/i18n';
import { languageName } from './language-names';

describe('languageName', () => {
  it('names every supported locale as Intl.DisplayNames names it in its own language', () => {
    for (const code of supportedLocales) {
      const tag = bcp47(code);
      const display = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
      const expected =
        display && display !== tag
          ? display.charAt(0).toLocaleUpperCase(tag) + display.slice(1)
          : code.toUpperCase();
      expect(languageName(code), code).toBe(expected);
    }
  });

  it('asks Intl for a code outside the list and shows an unknown one as its code', () => {
    expect(languageName('uk')).toBe('Українська');
    expect(languageName('zz')).toBe('ZZ');
  });
});
