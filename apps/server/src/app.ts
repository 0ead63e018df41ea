import {
  defaultLocale,
  lazyStartPages,
  limits,
  localeCacheBuster,
  matchPage,
  needsWholeLanguage,
  startupLocales,
} from '@casino/contracts';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { rateLimitAddress } from './lib/client-address.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import * as accounts from './modules/accounts/index.ts';
import * as backoffice from './modules/backoffice/index.ts';
import * as bonuses from './modules/bonuses/index.ts';
import * as cashier from './modules/cashier/index.ts';
import * as content from './modules/content/index.ts';
import * as games from './modules/games/index.ts';
import * as loyalty from './modules/loyalty/index.ts';
import * as mail from './modules/mail/index.ts';
import * as players from './modules/players/index.ts';
import * as races from './modules/races/index.ts';
import * as rakeback from './modules/rakeback/index.ts';
import * as referrals from './modules/referrals/index.ts';
import * as responsibleGaming from './modules/responsible-gaming/index.ts';
import * as safety from './modules/safety/index.ts';
import { createGeoipLiteGeolocator, type IpGeolocator } from './modules/safety/index.ts';
import * as verification from './modules/verification/index.ts';
import * as wallet from './modules/wallet/index.ts';
import { createEventBus, type EventBus } from './platform/events.ts';
import { createJobRunner, type JobRunner } from './platform/jobs.ts';
import type { ModuleDeps } from './platform/module.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { readStartupAnswers } from './plugins/page-boot.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerBackofficeApp, registerWebApp } from './plugins/web-app.ts';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  geolocator?: IpGeolocator;
  /** Pass false in tests to keep output quiet. */
  logger?: boolean;
  /** Where log lines go instead of stdout (a test that reads the logs). */
  logStream?: { write(line: string): void };
};

/**
 * Builds the whole HTTP application around an open database: the shared dependencies (logger,
 * Redis, rate limits, realtime, domain events, job runner), then each module in turn; `main.ts`
 * adds the process concerns. docs/architecture.md draws the modules and their order.
 */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  geolocator = createGeoipLiteGeolocator(),
  logger = true,
  logStream,
}: AppDependencies) {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          redact: {
            paths: ['req.headers.authorization', 'req.headers["x-authorization"]', 'req.headers.cookie'],
          },
          serializers: {
            // email-link tokens travel in the query string; they must not end up in log files
            req: (request: { method: string; url: string; ip?: string }) => ({
              method: request.method,
              url: request.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    bodyLimit: limits.jsonBodyLimitBytes,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // the API speaks JSON only; anything else is a 415, not a string body that slips into validation
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, config.cspScriptSources);
  // answers of 1 KiB and more (strings, API JSON, unbuilt static files) leave compressed, brotli at
  // a quality cheap enough per request; the built assets come precompressed (plugins/web-app.ts).
  // Compressed request bodies are still refused: nothing sends them and they would be a zip bomb.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  // one Redis connection (when configured) shares rate-limit counters and realtime fan-out across processes
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  app.addHook('onRoute', (route) => {
    const routeLimit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
    if (routeLimit && typeof routeLimit.max === 'number')
      routeLimit.max = Math.ceil(routeLimit.max * config.rateLimitScale);
  });
  await app.register(rateLimit, {
    global: false,
    // per address, an IPv6 address counting as its /64
    keyGenerator: (request) => rateLimitAddress(request.ip),
    ...(redis ? { redis, nameSpace: 'casino-rl:' } : {}),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      if (redis) await redis.ping();
      return { status: 'ready', database: database.kind, redis: redis ? 'connected' : 'off' };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ errorCode: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
    }
  });

  const realtime = registerRealtime(app, { redis });
  app.decorate('io', realtime.io);
  const logFailure = (error: unknown, message: string, context: Record<string, unknown>) =>
    app.log.error({ err: error, ...context }, message);
  const events = createEventBus({ logError: logFailure });
  const jobs = createJobRunner({ db: database.db, clock, logError: logFailure });
  app.decorate('events', events);
  app.decorate('jobs', jobs);
  const shared: ModuleDeps = { config, database, clock, events, jobs, realtime };

  // the modules, each after the ones it is given
  await app.register(content.register, shared);
  await app.register(mail.register, shared);
  await app.register(safety.register, { ...shared, content: app.content, geolocator });
  await app.register(wallet.register, shared);
  await app.register(accounts.register, {
    ...shared,
    content: app.content,
    mail: app.mail,
    safety: app.safety,
  });
  await app.register(responsibleGaming.register, { ...shared, accounts: app.accounts, wallet: app.wallet });
  await app.register(bonuses.register, { ...shared, accounts: app.accounts, wallet: app.wallet });
  await app.register(loyalty.register, { ...shared, wallet: app.wallet });
  await app.register(rakeback.register, {
    ...shared,
    accounts: app.accounts,
    wallet: app.wallet,
    content: app.content,
    loyalty: app.loyalty,
  });
  await app.register(cashier.register, {
    ...shared,
    loyalty: app.loyalty,
    accounts: app.accounts,
    responsibleGaming: app.responsibleGaming,
    wallet: app.wallet,
    bonuses: app.bonuses,
    content: app.content,
  });
  await app.register(referrals.register, {
    ...shared,
    accounts: app.accounts,
    wallet: app.wallet,
    cashier: app.cashier,
    content: app.content,
    responsibleGaming: app.responsibleGaming,
  });
  await app.register(verification.register, {
    ...shared,
    accounts: app.accounts,
    cashier: app.cashier,
    content: app.content,
    mail: app.mail,
  });
  await app.register(players.register, {
    ...shared,
    accounts: app.accounts,
    wallet: app.wallet,
    bonuses: app.bonuses,
    responsibleGaming: app.responsibleGaming,
    content: app.content,
    loyalty: app.loyalty,
    rakeback: app.rakeback,
    referrals: app.referrals,
  });
  await app.register(games.register, {
    ...shared,
    accounts: app.accounts,
    bonuses: app.bonuses,
    responsibleGaming: app.responsibleGaming,
    wallet: app.wallet,
    content: app.content,
    players: app.players,
  });
  await app.register(races.register, {
    ...shared,
    accounts: app.accounts,
    wallet: app.wallet,
    players: app.players,
    content: app.content,
  });
  await app.register(backoffice.register, {
    ...shared,
    accounts: app.accounts,
    wallet: app.wallet,
    games: app.games,
    responsibleGaming: app.responsibleGaming,
    content: app.content,
    cashier: app.cashier,
    bonuses: app.bonuses,
    rakeback: app.rakeback,
    loyalty: app.loyalty,
    races: app.races,
    referrals: app.referrals,
    verification: app.verification,
  });

  // work on a clock starts once everything is registered, and stops (finishing the job in hand)
  // before the app closes, as do the handlers of events still running
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await events.settled();
  });

  await registerBackofficeApp(app, config.backofficeDistDir);
  // the page carries the operator's settings and announces its locale files (plugins/web-app.ts)
  // and the opened page's first public answers, with its largest image (plugins/page-boot.ts)
  await registerWebApp(app, config.webDistDir, async (pathname) => {
    const settings = await app.content.getSettings();
    const page = matchPage(pathname, settings.pageUrlSetup);
    const { answers, images } = await readStartupAnswers(app, page);
    return {
      data: { settings, localeCacheBuster: localeCacheBuster(settings, clock.now()), answers },
      locales: startupLocales(settings, defaultLocale),
      // a lazy page's strings are in the rest of the language: it downloads with the app's code
      wholeLanguage: needsWholeLanguage(page),
      images,
      pageModule: page ? lazyStartPages[page.key] : undefined,
    };
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io server; modules emit realtime events through it. */
    io: import('socket.io').Server;
    /** The domain events of this process (tests wait for their handlers with `settled()`). */
    events: EventBus;
    /** The job runner (tests run what is due with `runDue()` after moving their clock). */
    jobs: JobRunner;
  }
}
