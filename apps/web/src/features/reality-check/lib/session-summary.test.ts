import { defaultEnglishStrings } from '@casino/content';
import { formatMoney, minor } from '@casino/money';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatNetResult, formatSessionDuration, type Translate } from './session-summary';

// the app's English strings, through i18next as the app sets it up (flat keys)
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { common: defaultEnglishStrings } },
  lng: 'en',
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
const t: Translate = (key, options) => i18n.t(key, options);
const euros = (amount: bigint) => formatMoney(minor(amount), 2, 'EUR', 'en');
// the duration keeps together: no-break spaces, shown here as plain ones
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('the session in the reality-check reminder', () => {
  it('says how long the player has played in hours and minutes', () => {
    expect(plain(formatSessionDuration(65, t))).toBe('1 h 5 min');
    expect(plain(formatSessionDuration(120, t))).toBe('2 h');
    expect(plain(formatSessionDuration(45, t))).toBe('45 min');
    expect(plain(formatSessionDuration(0, t))).toBe('0 min');
    expect(plain(formatSessionDuration(-3, t))).toBe('0 min');
  });

  it('keeps the duration on one line', () => {
    expect(formatSessionDuration(65, t)).not.toContain(' ');
  });

  it('puts the sign in front of the net result, with a true minus for a loss', () => {
    expect(formatNetResult(-1250n, euros)).toBe('\u2212€12.50');
    expect(formatNetResult(500n, euros)).toBe('+€5.00');
    expect(formatNetResult(0n, euros)).toBe('€0.00');
  });

  it('reads whole in the reminder', () => {
    expect(
      plain(
        t('games.realityCheck.text', {
          duration: formatSessionDuration(65, t),
          staked: euros(4000n),
          won: euros(2750n),
          net: formatNetResult(-1250n, euros),
        }),
      ),
    ).toBe(
      'You have been playing for 1 h 5 min. This session: staked €40.00, won €27.50, net result \u2212€12.50.',
    );
  });
});
