import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('refuses the development session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).env).toBe('production');
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
