import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressListed, ConfigError, loadConfig } from './config.ts';

const secrets = {
  SESSION_SECRET: 'x'.repeat(40),
  WALLET_API_SECRET: 'y'.repeat(40),
  SEED_ENCRYPTION_KEY: 'z'.repeat(40),
};

describe('loadConfig', () => {
  it('starts with defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      geoDefaultCountry: 'MT',
      trustProxy: false,
    });
    expect(path.basename(config.dataDir)).toBe('.data');
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        GEO_DEFAULT_COUNTRY: 'malta',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'GEO_DEFAULT_COUNTRY', 'LOG_LEVEL'])
      expect(problems).toContain(name);
  });

  it('refuses the development secrets and seed key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /WALLET_API_SECRET/,
    );
    const { SEED_ENCRYPTION_KEY: _key, ...withoutKey } = secrets;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutKey })).toThrow(/SEED_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...secrets, SEED_ENCRYPTION_KEY: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ...withoutKey, PUBLIC_ORIGIN: 'https://casino.example' })).toThrow(
      /SEED_ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ ...secrets, SEED_ENCRYPTION_PREVIOUS_KEYS: 'too-short' })).toThrow(
      /SEED_ENCRYPTION_PREVIOUS_KEYS/,
    );
    const [a, b] = ['a'.repeat(32), 'b'.repeat(33)];
    const config = loadConfig({
      NODE_ENV: 'production',
      ...secrets,
      SEED_ENCRYPTION_PREVIOUS_KEYS: `${a}, ${b}`,
    });
    expect(config.seedKeys).toEqual({ current: 'z'.repeat(40), previous: [a, b] });
  });

  it('refuses to trust every proxy, and the development secret on a public origin', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://casino.example' })).toThrow(/SESSION_SECRET/);
  });

  it('lets only the browser journeys move the clock', () => {
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'true' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true' }).testClockControl).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testClockControl).toBe(false);
  });

  it('seeds demo players and opens the dev mailbox only where that is safe', () => {
    expect(loadConfig({})).toMatchObject({ seedDemoPlayers: true, devMailbox: true });
    const publicSite = loadConfig({
      PUBLIC_ORIGIN: 'https://casino.example',
      ...secrets,
    });
    expect(publicSite.seedDemoPlayers).toBe(false);
    const production = loadConfig({ NODE_ENV: 'production', ...secrets });
    expect(production).toMatchObject({ seedDemoPlayers: false, devMailbox: false });
  });

  it('reads proxy hops and extra script sources', () => {
    const config = loadConfig({
      TRUST_PROXY: '2',
      CSP_SCRIPT_SOURCES: 'https://tags.example  https://cdn.example',
    });
    expect(config.trustProxy).toBe(2);
    expect(config.cspScriptSources).toEqual(['https://tags.example', 'https://cdn.example']);
  });
});

describe('BACKOFFICE_ALLOWED_IPS', () => {
  it('takes addresses and CIDR ranges, IPv4-mapped addresses included, and refuses anything else', () => {
    const config = loadConfig({ BACKOFFICE_ALLOWED_IPS: '10.0.0.0/8, 2001:db8::/32, 192.0.2.1' });
    const list = config.backofficeAllowedIps;
    if (!list) throw new Error('expected a list');
    expect(addressListed(list, '10.200.3.4')).toBe(true);
    expect(addressListed(list, '::ffff:10.1.1.1')).toBe(true);
    expect(addressListed(list, '2001:db8::1')).toBe(true);
    expect(addressListed(list, '192.0.2.2')).toBe(false);
    expect(loadConfig({}).backofficeAllowedIps).toBeNull();
    expect(() => loadConfig({ BACKOFFICE_ALLOWED_IPS: 'office' })).toThrow(/BACKOFFICE_ALLOWED_IPS/);
    expect(() => loadConfig({ BACKOFFICE_ALLOWED_IPS: '10.0.0.0/40' })).toThrow(/BACKOFFICE_ALLOWED_IPS/);
  });
});
