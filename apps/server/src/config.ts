import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const isLoopbackOrigin = (origin: string) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);

/**
 * Account-level xpubs of the public BIP39 test mnemonic "abandon × 11, about" (m/84'/0'/0',
 * m/44'/60'/0', m/44'/195'/0'): development stand-ins whose private keys everyone knows.
 */
const devCryptoXpubs = {
  BTC: 'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V',
  ETH: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  TRON: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
};
/** The admin API's token outside production when none is set (README). */
export const devAdminApiToken = 'dev-admin-api-token-0123456789abcdef';
const devWalletSecret = 'development-only-wallet-api-secret-change-me';
const devSessionSecret = 'development-only-session-secret-change-me';
/** The published key that seals server seeds in development and tests (README): never in production. */
export const devSeedEncryptionKey = 'development-only-seed-encryption-key-change-me';

/** Every environment variable the server reads, parsed once at start-up (README "Configuration"). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Optional Redis for cross-process fan-out and shared rate limits. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
    /** Key game providers sign seamless-wallet requests with (HMAC-SHA256); at least 32 characters. */
    WALLET_API_SECRET: z
      .string()
      .min(32, 'WALLET_API_SECRET must be at least 32 characters')
      .default(devWalletSecret),
    /**
     * Token the casino's own front end sends in X-System-Token on system calls (the category list):
     * it identifies the front end, it is not a secret from players.
     */
    SYSTEM_ACCESS_TOKEN: z.string().min(8).default('casino-web-system-token'),
    /**
     * Bearer token of the operators' admin API (withdrawal approvals); at least 32 characters.
     * Without it the admin API is off in production and uses a development value elsewhere.
     */
    ADMIN_API_TOKEN: z.string().min(32, 'ADMIN_API_TOKEN must be at least 32 characters').optional(),
    /**
     * Extended public keys (BIP32 xpub, account level) crypto deposit addresses are derived from:
     * Bitcoin (native segwit), Ethereum and ERC-20 tokens, TRON (TRC-20). Outside production the
     * public test keys of the "abandon … about" mnemonic stand in; never send real coins to them.
     */
    CRYPTO_XPUB_BTC: z.string().min(100).max(130).optional(),
    CRYPTO_XPUB_ETH: z.string().min(100).max(130).optional(),
    CRYPTO_XPUB_TRON: z.string().min(100).max(130).optional(),
    /** The sandbox payment provider (hosted pages under /sandbox): on by default outside production. */
    PAYMENT_SANDBOX: z.enum(['true', 'false']).optional(),
    /** Key the sandbox signs its webhooks with (HMAC-SHA256); at least 32 characters. */
    SANDBOX_WEBHOOK_SECRET: z
      .string()
      .min(32, 'SANDBOX_WEBHOOK_SECRET must be at least 32 characters')
      .default('dev-sandbox-webhook-secret-0123456789abcdef'),
    /** SMTP server for outgoing mail (smtp://user:pass@host:587); without it mail goes to the development mailbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Casino <no-reply@localhost>'),
    SESSION_SECRET: z
      .string()
      .min(32, 'SESSION_SECRET must be at least 32 characters')
      .default(devSessionSecret),
    /** Seals the provably fair server seeds at rest (AES-256-GCM under a key derived from it). */
    SEED_ENCRYPTION_KEY: z
      .string()
      .min(32, 'SEED_ENCRYPTION_KEY must be at least 32 characters')
      .default(devSeedEncryptionKey),
    /** Keys seeds may still be sealed with while `npm run seeds:rotate-key` re-seals them (comma-separated). */
    SEED_ENCRYPTION_PREVIOUS_KEYS: z.string().default(''),
    DATA_DIR: z.string().min(1).default('.data'),
    /** Where verification documents are kept on disk; defaults to DATA_DIR/documents (issue 21). */
    DOCUMENTS_DIR: z.string().min(1).optional(),
    /**
     * An S3-compatible bucket for verification documents instead of the disk: the endpoint
     * (https://s3.eu-west-1.amazonaws.com, a MinIO URL…) with DOCUMENTS_S3_BUCKET and the keys.
     */
    DOCUMENTS_S3_ENDPOINT: z.url().optional(),
    DOCUMENTS_S3_BUCKET: z.string().min(3).optional(),
    DOCUMENTS_S3_REGION: z.string().min(1).default('us-east-1'),
    DOCUMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    DOCUMENTS_S3_PREFIX: z.string().default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Built SPA to serve; defaults to apps/web/dist. */
    WEB_DIST_DIR: z.string().optional(),
    /** Country assumed for loopback and private addresses, where no IP geolocation is possible. */
    GEO_DEFAULT_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/, 'GEO_DEFAULT_COUNTRY must be an ISO 3166-1 alpha-2 code')
      .default('MT'),
    /**
     * Proxies in front of the server, for the client IP behind a load balancer: a hop count ("1")
     * or a comma-separated list of proxy addresses/CIDRs. "true" is refused: it would take the
     * client-controlled left-most X-Forwarded-For entry and defeat every per-IP limit.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine(
        (value) => value !== 'true',
        'TRUST_PROXY=true trusts any client; give a hop count or proxy addresses',
      ),
    /** The development mailbox at /api/dev/mailbox (loopback callers only); on by default outside production. */
    DEV_MAILBOX: z.enum(['true', 'false']).optional(),
    /** Multiplies every per-IP rate limit, for many players behind one NAT address (or a test suite). */
    RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
    /** Rows each ledger system account (house, payment clearing, bonus cost) is spread over. */
    LEDGER_SYSTEM_BUCKETS: z.coerce.number().int().min(1).max(64).default(16),
    /** Seed the demo players of the README; defaults to on except in production. */
    SEED_DEMO_PLAYERS: z.enum(['true', 'false']).optional(),
    /**
     * Browser journeys only (NODE_ENV=test): POST /api/test/clock moves the server's clock forward,
     * so a journey can see a day end. Refused in any other environment.
     */
    TEST_CLOCK_CONTROL: z.enum(['true', 'false']).default('false'),
    /** Extra script sources allowed by the Content-Security-Policy, space separated (marketing tags). */
    CSP_SCRIPT_SOURCES: z.string().default(''),
    /** Built back-office app to serve under /backoffice; defaults to apps/backoffice/dist. */
    BACKOFFICE_DIST_DIR: z.string().optional(),
    /**
     * Addresses (IPs or CIDR ranges, comma-separated) the back-office answers; empty: everyone.
     * Behind a proxy set TRUST_PROXY too, or every request comes from the proxy.
     */
    BACKOFFICE_ALLOWED_IPS: z
      .string()
      .default('')
      .refine((value) => {
        try {
          parseAddressList(value);
          return true;
        } catch {
          return false;
        }
      }, 'BACKOFFICE_ALLOWED_IPS lists IP addresses or CIDR ranges, comma-separated'),
    /** The first back-office owner, created at start-up while the database has no operator. */
    BACKOFFICE_OWNER_EMAIL: z.email().optional(),
    BACKOFFICE_OWNER_PASSWORD: z
      .string()
      .min(12, 'BACKOFFICE_OWNER_PASSWORD must be at least 12 characters')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK_CONTROL === 'true' && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_CONTROL'],
        message: 'TEST_CLOCK_CONTROL is for the browser journeys only (NODE_ENV=test)',
      });
    }
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === devSessionSecret) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be set in production',
      });
    }
    if (
      env.WALLET_API_SECRET === devWalletSecret &&
      (env.NODE_ENV === 'production' || !isLoopbackOrigin(env.PUBLIC_ORIGIN))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['WALLET_API_SECRET'],
        message: 'WALLET_API_SECRET must be set in production and when PUBLIC_ORIGIN is not localhost',
      });
    }
    if (
      env.SEED_ENCRYPTION_KEY === devSeedEncryptionKey &&
      (env.NODE_ENV === 'production' || !isLoopbackOrigin(env.PUBLIC_ORIGIN))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_ENCRYPTION_KEY'],
        message: 'SEED_ENCRYPTION_KEY must be set in production and when PUBLIC_ORIGIN is not localhost',
      });
    }
    if (previousSeedKeys(env.SEED_ENCRYPTION_PREVIOUS_KEYS).some((key) => key.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_ENCRYPTION_PREVIOUS_KEYS'],
        message: 'each of SEED_ENCRYPTION_PREVIOUS_KEYS must be at least 32 characters',
      });
    }
    if ((env.BACKOFFICE_OWNER_EMAIL === undefined) !== (env.BACKOFFICE_OWNER_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.BACKOFFICE_OWNER_EMAIL ? 'BACKOFFICE_OWNER_PASSWORD' : 'BACKOFFICE_OWNER_EMAIL'],
        message: 'BACKOFFICE_OWNER_EMAIL and BACKOFFICE_OWNER_PASSWORD are set together',
      });
    }
    // a casino reachable under a real name must not run on the published development secret
    if (env.SESSION_SECRET === devSessionSecret && !isLoopbackOrigin(env.PUBLIC_ORIGIN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be set when PUBLIC_ORIGIN is not localhost',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** SEED_ENCRYPTION_PREVIOUS_KEYS as keys (comma-separated: a key holds no comma). */
function previousSeedKeys(text: string): string[] {
  return text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

export type Config = {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicOrigin: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  walletApiSecret: string;
  systemAccessToken: string;
  mailFrom: string;
  dataDir: string;
  /** The key server seeds are sealed with, and earlier keys still accepted to open them. */
  seedKeys: { current: string; previous: string[] };
  documentsDir: string;
  /** The bucket verification documents go to; null: the disk under documentsDir. */
  documentsS3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    prefix: string;
  } | null;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  backofficeDistDir: string;
  /** Who may reach the back-office (pages and API); null: everyone. */
  backofficeAllowedIps: BlockList | null;
  /** The first owner to create while there is no operator (environment), if any. */
  backofficeOwner: { email: string; password: string } | null;
  geoDefaultCountry: string;
  trustProxy: false | number | string[];
  devMailbox: boolean;
  cspScriptSources: string[];
  rateLimitScale: number;
  ledgerSystemBuckets: number;
  seedDemoPlayers: boolean;
  /** The journeys' clock control (POST /api/test/clock); only ever true with NODE_ENV=test. */
  testClockControl: boolean;
  paymentSandbox: boolean;
  sandboxWebhookSecret: string;
  /** null: the admin API is off. */
  adminApiToken: string | null;
  /** Extended public keys per network family; a missing one turns that network's deposits off. */
  cryptoXpubs: { BTC: string | null; ETH: string | null; TRON: string | null };
};

/** Thrown when the environment is invalid; lists every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false' || value === '0') return false;
  const hops = Number(value);
  if (Number.isInteger(hops) && hops > 0) return hops;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * A comma-separated list of IP addresses and CIDR ranges as a BlockList (IPv4-mapped IPv6 addresses
 * match their IPv4 entries); null for an empty list, and throws on an entry that is neither.
 */
export function parseAddressList(value: string): BlockList | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`not an IP address: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128))
        throw new Error(`bad prefix: ${entry}`);
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

/** Whether `ip` is on `list` (an IPv4-mapped IPv6 address counts as its IPv4 address). */
export function addressListed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Parses the environment into a Config, failing fast with every problem listed. */
/** A variable another one needs (DOCUMENTS_S3_ENDPOINT needs its bucket and keys). */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required when DOCUMENTS_S3_ENDPOINT is set`);
  return value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const env = result.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicOrigin: env.PUBLIC_ORIGIN,
    sessionSecret: env.SESSION_SECRET,
    smtpUrl: env.SMTP_URL,
    walletApiSecret: env.WALLET_API_SECRET,
    systemAccessToken: env.SYSTEM_ACCESS_TOKEN,
    mailFrom: env.MAIL_FROM,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    seedKeys: {
      current: env.SEED_ENCRYPTION_KEY,
      previous: previousSeedKeys(env.SEED_ENCRYPTION_PREVIOUS_KEYS),
    },
    documentsDir: path.resolve(repoRoot, env.DOCUMENTS_DIR ?? path.join(env.DATA_DIR, 'documents')),
    documentsS3: env.DOCUMENTS_S3_ENDPOINT
      ? {
          endpoint: env.DOCUMENTS_S3_ENDPOINT,
          bucket: required(env.DOCUMENTS_S3_BUCKET, 'DOCUMENTS_S3_BUCKET'),
          region: env.DOCUMENTS_S3_REGION,
          accessKeyId: required(env.DOCUMENTS_S3_ACCESS_KEY_ID, 'DOCUMENTS_S3_ACCESS_KEY_ID'),
          secretAccessKey: required(env.DOCUMENTS_S3_SECRET_ACCESS_KEY, 'DOCUMENTS_S3_SECRET_ACCESS_KEY'),
          prefix: env.DOCUMENTS_S3_PREFIX,
        }
      : null,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    backofficeDistDir: path.resolve(repoRoot, env.BACKOFFICE_DIST_DIR ?? 'apps/backoffice/dist'),
    backofficeAllowedIps: parseAddressList(env.BACKOFFICE_ALLOWED_IPS),
    backofficeOwner:
      env.BACKOFFICE_OWNER_EMAIL && env.BACKOFFICE_OWNER_PASSWORD
        ? { email: env.BACKOFFICE_OWNER_EMAIL, password: env.BACKOFFICE_OWNER_PASSWORD }
        : null,
    geoDefaultCountry: env.GEO_DEFAULT_COUNTRY,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitScale: env.RATE_LIMIT_SCALE,
    ledgerSystemBuckets: env.LEDGER_SYSTEM_BUCKETS,
    // demo players have published passwords: by default only for a casino on localhost
    seedDemoPlayers: env.SEED_DEMO_PLAYERS
      ? env.SEED_DEMO_PLAYERS === 'true'
      : env.NODE_ENV !== 'production' && isLoopbackOrigin(env.PUBLIC_ORIGIN),
    testClockControl: env.TEST_CLOCK_CONTROL === 'true' && env.NODE_ENV === 'test',
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === 'true' : env.NODE_ENV !== 'production',
    cspScriptSources: env.CSP_SCRIPT_SOURCES.split(/\s+/).filter(Boolean),
    paymentSandbox: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === 'true' : env.NODE_ENV !== 'production',
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET,
    adminApiToken: env.ADMIN_API_TOKEN ?? (env.NODE_ENV === 'production' ? null : devAdminApiToken),
    cryptoXpubs: {
      BTC: env.CRYPTO_XPUB_BTC ?? (env.NODE_ENV === 'production' ? null : devCryptoXpubs.BTC),
      ETH: env.CRYPTO_XPUB_ETH ?? (env.NODE_ENV === 'production' ? null : devCryptoXpubs.ETH),
      TRON: env.CRYPTO_XPUB_TRON ?? (env.NODE_ENV === 'production' ? null : devCryptoXpubs.TRON),
    },
  };
}
