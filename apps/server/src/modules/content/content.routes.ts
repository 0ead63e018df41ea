import {
  appSettingsResponseSchema,
  countriesResponseSchema,
  currenciesResponseSchema,
  defaultLocale,
  localeParamsSchema,
  localeQuerySchema,
  localeStringsSchema,
  logEventInputSchema,
  okResponseSchema,
  policyPageResponseSchema,
  registrationFieldsResponseSchema,
  scriptsQuerySchema,
  scriptsResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPrecompressedJson } from '../../lib/precompressed-json.ts';
import type { ContentService } from './content.service.ts';
import { type LocaleStartKeys, localePart } from './locale-parts.ts';

// Locale files change rarely; the client adds a daily (or hash) cache-busting value anyway.
const localeCacheControl = 'public, max-age=300';

export const contentRoutes: FastifyPluginAsyncZod<{
  contentService: ContentService;
  /** The keys the built web app's start-up uses (the `start` part); null sends everything as `start`. */
  localeStart: LocaleStartKeys | null;
}> = async (app, { contentService, localeStart }) => {
  app.get(
    '/api/core/casino/settings2',
    { schema: { response: { 200: appSettingsResponseSchema } } },
    async () => ({ success: true as const, data: await contentService.getSettings() }),
  );

  // every first page of a visit waits for its locale's strings (130 KB of JSON in English): for
  // their start part only (~17 KB), the keys the app's start-up code uses; the rest comes later
  const localeAnswers = createPrecompressedJson();
  app.get(
    '/api/core/casino/locales/:lng.json',
    {
      schema: {
        params: localeParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: localeStringsSchema },
      },
    },
    async (request, reply) => {
      const { lng } = request.params;
      const { part } = request.query;
      const strings = localePart(await contentService.getLocaleStrings(lng), part, localeStart);
      reply.header('cache-control', localeCacheControl);
      return localeAnswers.send(request, reply, part ? `${lng}:${part}` : lng, strings);
    },
  );

  app.get(
    '/api/core/casino/pages/:key',
    {
      schema: {
        params: z.strictObject({ key: z.string().max(100) }),
        querystring: z.strictObject({ lng: z.string().max(10).default(defaultLocale) }),
        response: { 200: policyPageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await contentService.getPolicyPage(request.params.key, request.query.lng),
    }),
  );

  app.get(
    '/api/core/casino/scripts',
    { schema: { querystring: scriptsQuerySchema, response: { 200: scriptsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await contentService.getScripts({
        authenticated: request.query.enableAuthUsers ?? false,
        depositor: request.query.enableDepositors ?? false,
      }),
    }),
  );

  app.get(
    '/api/admin/get-all-country',
    { schema: { response: { 200: countriesResponseSchema } } },
    async () => {
      const { rows, allCountries, phoneCodes } = await contentService.getCountries();
      return {
        success: true as const,
        data: {
          countries: { count: rows.length, rows },
          allCountries,
          phoneCodes: phoneCodes.map(({ phoneCode, code, flag }) => ({ phoneCode, code, flag })),
        },
      };
    },
  );

  app.get(
    '/api/admin/get-currencies',
    { schema: { response: { 200: currenciesResponseSchema } } },
    async () => ({ success: true as const, data: { currencies: await contentService.getCurrencies() } }),
  );

  app.get(
    '/api/admin/get-registration-fields',
    { schema: { response: { 200: registrationFieldsResponseSchema } } },
    async () => ({ success: true as const, data: await contentService.getRegistrationFields() }),
  );

  app.post(
    '/api/user/log-event',
    {
      schema: { body: logEventInputSchema, response: { 200: okResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      await contentService.logEvent(request.body, { ip: request.ip });
      return { success: true as const };
    },
  );
};
