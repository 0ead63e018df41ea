import { countryBlockedInputSchema, locationResponseSchema, okResponseSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SafetyService } from './safety.service.ts';

export const safetyRoutes: FastifyPluginAsyncZod<{ safetyService: SafetyService }> = async (
  app,
  { safetyService },
) => {
  app.get(
    '/api/admin/get-location',
    { schema: { response: { 200: locationResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: { location: await safetyService.locate(request.ip) } };
    },
  );

  app.post(
    '/api/user/country-blocked',
    {
      schema: { body: countryBlockedInputSchema, response: { 200: okResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await safetyService.reportCountryBlock(request.body, { requestIp: request.ip });
      return { success: true as const };
    },
  );
};
