import { limits } from '@casino/contracts';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { rateLimitAddress } from './lib/client-address.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { accountsLimitsRoutes } from './modules/accounts/accounts.limits-routes.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createBonusesRepository } from './modules/bonuses/bonuses.repository.ts';
import { bonusesRoutes } from './modules/bonuses/bonuses.routes.ts';
import { createBonusesService } from './modules/bonuses/bonuses.service.ts';
import { createDepositsService } from './modules/cashier/cashier.deposits.ts';
import { createDepositLimitsService } from './modules/cashier/cashier.limits.ts';
import { cashierLimitsRoutes } from './modules/cashier/cashier.limits-routes.ts';
import { createCashierRepository } from './modules/cashier/cashier.repository.ts';
import { cashierRoutes } from './modules/cashier/cashier.routes.ts';
import { createCashierService } from './modules/cashier/cashier.service.ts';
import { cashierWebhookRoutes } from './modules/cashier/cashier.webhook-routes.ts';
import { createWithdrawalsService } from './modules/cashier/cashier.withdrawals.ts';
import { createDepositAddresses } from './modules/cashier/crypto-addresses.ts';
import type { PaymentProvider } from './modules/cashier/providers/provider.ts';
import { sandboxRoutes } from './modules/cashier/providers/sandbox.routes.ts';
import { createSandboxProvider } from './modules/cashier/providers/sandbox.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { gamesPlayRoutes } from './modules/games/games.play-routes.ts';
import { createGamesRepository } from './modules/games/games.repository.ts';
import { createRoundsService } from './modules/games/games.rounds.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';

/** Days of rounds that make a game popular. */
const popularityDays = 7;

import { createGamesService } from './modules/games/games.service.ts';
import { createWinsService } from './modules/games/games.wins.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createGeoipLiteGeolocator, type IpGeolocator } from './modules/safety/safety.geoip.ts';
import { createSafetyRepository } from './modules/safety/safety.repository.ts';
import { safetyRoutes } from './modules/safety/safety.routes.ts';
import { createSafetyService } from './modules/safety/safety.service.ts';
import { emitWalletEvent } from './modules/wallet/wallet.events.ts';
import { walletProviderRoutes } from './modules/wallet/wallet.provider-routes.ts';
import { createWalletRepository } from './modules/wallet/wallet.repository.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { mayReach, playerRoom, publicRoom, registerRealtime, sessionRoom } from './plugins/realtime.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

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

/** Builds the whole HTTP application around an open database; `main.ts` adds the process concerns. */
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

  const contentService = createContentService({ repository: createContentRepository(database.db) });
  const safetyService = createSafetyService({
    repository: createSafetyRepository(database.db),
    geolocator,
    defaultCountry: config.geoDefaultCountry,
    getSettings: () => contentService.getSettings(),
  });
  const mailService = createMailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    repository: createMailRepository(database.db),
  });
  const walletService = createWalletService({
    repository: createWalletRepository(database),
    clock,
    publish: (event) => {
      emitWalletEvent(io, event);
      // play with bonus money moves the bonus's wagering on (a round announces its win, if any)
      if ((event.type === 'bet' || event.type === 'win') && event.bonus > 0n) {
        bonusesService.afterPlay(event.userId);
      }
    },
    systemBuckets: config.ledgerSystemBuckets,
  });
  const bonusesService = createBonusesService({
    repository: createBonusesRepository(database.db),
    walletService,
    clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  const accountsService = createAccountsService({
    walletService,
    activeBonus: (userId) => bonusesService.activeBonus(userId),
    // an ended session's sockets stop hearing the player's events, on every process
    onSessionsEnded: (sessionIds) => {
      for (const id of sessionIds) io.in(sessionRoom(id)).disconnectSockets(true);
    },
    repository: createAccountsRepository(database.db),
    contentService,
    mailService,
    clock,
    publicOrigin: config.publicOrigin,
    tokens: createTokenSigner(config.sessionSecret),
    transaction: (fn) => database.db.transaction((tx) => fn(createAccountsRepository(tx))),
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  const requireAuth = registerAuth(app, accountsService);
  const io = registerRealtime(app, {
    redis,
    authenticate: async (token) => {
      const auth = await accountsService.authenticate(token);
      return auth
        ? { userId: auth.user.id, sessionId: auth.session.id, currency: auth.user.currencyCode }
        : null;
    },
    balance: async ({ userId, currency }) => {
      const now = await walletService.balances(userId, currency);
      return {
        cash: now.cash.toString(),
        nonCash: now.bonus.toString(),
        total: now.total.toString(),
        currency,
      };
    },
  });
  app.decorate('io', io);

  await app.register(contentRoutes, { contentService });
  await app.register(safetyRoutes, { safetyService });
  await app.register(accountsRoutes, { accountsService, safetyService, requireAuth });
  await app.register(accountsLimitsRoutes, { accountsService, requireAuth });
  await app.register(walletRoutes, { walletService, contentService, requireAuth });
  const gamesRepository = createGamesRepository(database.db);
  // the popular category and sort follow the last week's rounds, refreshed every minute
  const popularity = setInterval(() => {
    gamesRepository
      .refreshPopularity(popularityDays)
      .catch((error: unknown) => app.log.warn({ err: error }, 'game popularity refresh failed'));
  }, 60_000);
  popularity.unref();
  app.addHook('onClose', async () => clearInterval(popularity));
  const gamesService = createGamesService({
    repository: gamesRepository,
    getSettings: () => contentService.getSettings(),
    localeStrings: (locale) => contentService.getLocaleStrings(locale),
    clock,
  });
  const winsService = createWinsService({
    repository: gamesRepository,
    clock,
    publisher: {
      reaches: (audience) => mayReach(io, audience === 'public' ? publicRoom : playerRoom(audience.userId)),
      publicWin: (win) => io.to(publicRoom).emit('win', win),
      playerWin: (userId, win) => io.to(playerRoom(userId)).emit('myWin', win),
    },
  });
  await app.register(gamesRoutes, { gamesService, systemAccessToken: config.systemAccessToken });
  const roundsService = createRoundsService({
    repository: gamesRepository,
    walletService,
    clock,
    getSettings: () => contentService.getSettings(),
    onWin: (win) => {
      winsService
        .announce(win)
        .catch((error: unknown) => app.log.warn({ err: error }, 'live win not announced'));
    },
  });
  await app.register(gamesPlayRoutes, {
    roundsService,
    gamesService,
    winsService,
    accountsService,
    requireAuth,
  });
  await app.register(walletProviderRoutes, {
    walletService,
    accountsService,
    secret: config.walletApiSecret,
    clock,
  });
  const cashierRepository = createCashierRepository(database.db);
  const cashierService = createCashierService({ repository: cashierRepository, clock });
  const depositLimitsService = createDepositLimitsService({
    repository: cashierRepository,
    transaction: (fn) => database.db.transaction((tx) => fn(createCashierRepository(tx))),
    clock,
  });
  await app.register(cashierLimitsRoutes, { depositLimitsService, requireAuth });
  const paymentProviders = new Map<string, PaymentProvider>();
  if (config.paymentSandbox) {
    const sandbox = createSandboxProvider({
      db: database.db,
      secret: config.sandboxWebhookSecret,
      clock,
      // the sandbox lives in this process: its webhooks go through the same HTTP route and checks
      // as an external provider's would
      deliver: async (body, headers) => {
        await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: body, headers });
      },
    });
    paymentProviders.set(sandbox.name, sandbox);
    await app.register(sandboxRoutes, { sandbox });
    app.addHook('onClose', async () => sandbox.idle());
  }
  const withdrawalsService = createWithdrawalsService({
    repository: cashierRepository,
    cashierService,
    providers: paymentProviders,
    walletService,
    clock,
    hasActiveBonus: (userId) => bonusesService.hasActive(userId),
  });
  const depositsService = createDepositsService({
    repository: cashierRepository,
    cashierService,
    providers: paymentProviders,
    walletService,
    clock,
    getSettings: () => contentService.getSettings(),
    applyPayout: (payment, event) => withdrawalsService.applyPayout(payment, event),
    depositAddress: createDepositAddresses({ repository: cashierRepository, xpubs: config.cryptoXpubs }),
    bonuses: bonusesService,
    onFailed: (userId, failed) => {
      if (mayReach(io, playerRoom(userId))) io.to(playerRoom(userId)).emit('failedDeposit', failed);
    },
  });
  await app.register(cashierRoutes, {
    cashierService,
    depositsService,
    withdrawalsService,
    accountsService,
    requireAuth,
    adminApiToken: config.adminApiToken,
  });
  await app.register(cashierWebhookRoutes, { depositsService });
  await app.register(bonusesRoutes, { bonusesService, requireAuth });
  if (config.devMailbox) await app.register(mailRoutes, { mailService });

  await registerWebApp(app, config.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io server; modules emit realtime events through it. */
    io: import('socket.io').Server;
  }
}
