import { defaultEnglishStrings } from '@casino/content';
import { describe, expect, it } from 'vitest';
import {
  addBundledEnglish,
  dailyCacheBuster,
  i18n,
  initialLocale,
  localeCacheBuster,
  localeUrl,
} from './i18n';

describe('translation loading (spec §7, §9)', () => {
  it('changes the cache-busting value once a day', () => {
    expect(dailyCacheBuster(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localeCacheBuster({ cacheControlHash: '' }, new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it("prefers the operator's cache hash when set", () => {
    expect(localeCacheBuster({ cacheControlHash: ' abc123 ' })).toBe('abc123');
  });

  it('loads from the locales endpoint', () => {
    expect(localeUrl('de')).toBe('/api/core/casino/locales/de.json');
  });

  it("starts in the player's earlier choice if still offered, else the operator's default", () => {
    const settings = { defaultLocale: 'en', supportedLocales: ['en', 'de'] };
    expect(initialLocale(settings, 'de')).toBe('de');
    expect(initialLocale(settings, 'fr')).toBe('en');
    expect(initialLocale(settings, null)).toBe('en');
  });

  it('has the bundled English strings from the first render, with flat keys', () => {
    expect(i18n.t('shell.notFound.goHome')).toBe('Go Home');
    expect(i18n.t('shell.error.gameNotFound')).toBe('GAME NOT FOUND');
  });

  it('bundles only the shell strings; the whole English copy comes when the server cannot send it', async () => {
    expect(i18n.t('cashier.methods.title', { defaultValue: 'missing' })).toBe('missing');
    i18n.addResourceBundle('en', 'common', { 'shell.notFound.goHome': 'Home, from the server' }, true, true);
    await addBundledEnglish();
    expect(i18n.t('cashier.methods.title')).toBe(defaultEnglishStrings['cashier.methods.title']);
    // what the server sent stays
    expect(i18n.t('shell.notFound.goHome')).toBe('Home, from the server');
  });

  it('falls back to the key default when a string exists nowhere', () => {
    expect(i18n.t('shell.never.defined', { defaultValue: 'Built-in' })).toBe('Built-in');
  });
});
