import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../lib/storage';
import {
  type BlockInput,
  claimReport,
  firstUrlOf,
  ipMatches,
  isBot,
  isRestrictedPlace,
  isVerified,
  markVerified,
  releaseReport,
  shouldBlock,
  verificationLiftsBlock,
} from './block-rules';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const blockedVisitor: BlockInput = {
  place: { countryCode: 'FR', subdivisionCodes: [] },
  ip: '203.0.113.7',
  excludedCountryCodes: ['FR', 'US'],
  whitelistedIps: [],
  signedIn: false,
  bot: false,
  verified: false,
};

describe('restricted places', () => {
  it('are the excluded countries, in any letter case', () => {
    expect(isRestrictedPlace({ countryCode: 'fr', subdivisionCodes: [] }, ['FR'])).toBe(true);
    expect(isRestrictedPlace({ countryCode: 'DE', subdivisionCodes: [] }, ['FR'])).toBe(false);
  });

  it('include Saxony-Anhalt even when Germany is not excluded', () => {
    expect(isRestrictedPlace({ countryCode: 'DE', subdivisionCodes: ['ST'] }, [])).toBe(true);
    expect(isRestrictedPlace({ countryCode: 'DE', subdivisionCodes: ['DE-ST'] }, [])).toBe(true);
    expect(isRestrictedPlace({ countryCode: 'DE', subdivisionCodes: ['BE'] }, [])).toBe(false);
  });

  it('do not take "ST" of another country for Saxony-Anhalt', () => {
    expect(isRestrictedPlace({ countryCode: 'AT', subdivisionCodes: ['ST'] }, [])).toBe(false);
  });

  it('exclude an unknown country', () => {
    expect(isRestrictedPlace({ countryCode: '', subdivisionCodes: [] }, ['FR'])).toBe(false);
  });
});

describe('the block', () => {
  it('shows for a guest in an excluded country', () => {
    expect(shouldBlock(blockedVisitor)).toBe(true);
  });

  it('never shows to a signed-in player', () => {
    expect(shouldBlock({ ...blockedVisitor, signedIn: true })).toBe(false);
  });

  it('never shows to a bot', () => {
    expect(shouldBlock({ ...blockedVisitor, bot: true })).toBe(false);
  });

  it('never shows to a verified visitor', () => {
    expect(shouldBlock({ ...blockedVisitor, verified: true })).toBe(false);
  });

  it('never shows to a whitelisted IP, exact or by range', () => {
    expect(shouldBlock({ ...blockedVisitor, whitelistedIps: ['198.51.100.1', '203.0.113.7'] })).toBe(false);
    expect(shouldBlock({ ...blockedVisitor, whitelistedIps: ['203.0.113.0/24'] })).toBe(false);
    expect(shouldBlock({ ...blockedVisitor, whitelistedIps: ['198.51.100.0/24'] })).toBe(true);
  });

  it('does not show outside restricted places', () => {
    expect(shouldBlock({ ...blockedVisitor, place: { countryCode: 'MT', subdivisionCodes: [] } })).toBe(
      false,
    );
  });
});

describe('IP matching', () => {
  it('matches IPv4-mapped IPv6 and IPv6 regardless of case', () => {
    expect(ipMatches('::ffff:203.0.113.7', '203.0.113.7')).toBe(true);
    expect(ipMatches('2001:DB8::1', '2001:db8::1')).toBe(true);
  });

  it('rejects malformed ranges and empty entries', () => {
    expect(ipMatches('203.0.113.7', '203.0.113.0/40')).toBe(false);
    expect(ipMatches('203.0.113.7', '')).toBe(false);
    expect(ipMatches('203.0.113.7', '0.0.0.0/0')).toBe(true);
  });
});

describe('bots', () => {
  it('are recognised by their user agent', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)')).toBe(true);
  });

  it('do not include people', () => {
    expect(isBot(chrome)).toBe(false);
    expect(
      isBot('Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'),
    ).toBe(false);
    expect(
      isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(false);
  });
});

describe('verification', () => {
  it('is remembered on the device', () => {
    const store = createMemoryStore();
    expect(isVerified(store)).toBe(false);
    markVerified(store, 'MT', Date.UTC(2025, 0, 1));
    expect(isVerified(store)).toBe(true);
  });
});

describe('reports', () => {
  const report = { ip: '203.0.113.7', country: 'FR', firstUrl: 'https://casino.test/' };

  it('go out once per IP, country and first URL', () => {
    const store = createMemoryStore();
    expect(claimReport(store, report)).toBe(true);
    expect(claimReport(store, report)).toBe(false);
    expect(claimReport(store, { ...report, ip: '203.0.113.8' })).toBe(true);
    expect(claimReport(store, { ...report, country: 'US' })).toBe(true);
    expect(claimReport(store, { ...report, firstUrl: 'https://casino.test/casino' })).toBe(true);
  });

  it('are tried again after a failed delivery', () => {
    const store = createMemoryStore();
    claimReport(store, report);
    releaseReport(store, report);
    expect(claimReport(store, report)).toBe(true);
  });

  it('never carry the access token in the first URL', () => {
    expect(firstUrlOf('https://casino.test/casino?at=secret&cpnc=x')).toBe(
      'https://casino.test/casino?cpnc=x',
    );
  });
});

describe('re-verification', () => {
  it('lifts the block for a place outside the restricted ones', () => {
    expect(
      verificationLiftsBlock({ countryCode: 'MT', parentCountryCode: null, subdivisionCodes: [] }, ['FR']),
    ).toBe(true);
  });

  it('keeps it for an excluded country or Saxony-Anhalt', () => {
    expect(
      verificationLiftsBlock({ countryCode: 'FR', parentCountryCode: null, subdivisionCodes: [] }, ['FR']),
    ).toBe(false);
    expect(
      verificationLiftsBlock({ countryCode: 'DE', parentCountryCode: null, subdivisionCodes: ['DE-ST'] }, []),
    ).toBe(false);
  });

  it('keeps it for a territory of an excluded country', () => {
    expect(
      verificationLiftsBlock({ countryCode: 'PR', parentCountryCode: 'US', subdivisionCodes: [] }, ['US']),
    ).toBe(false);
    expect(
      verificationLiftsBlock({ countryCode: 'PR', parentCountryCode: 'US', subdivisionCodes: [] }, ['FR']),
    ).toBe(true);
  });
});
