import {
  endSessionsInputSchema,
  ghostModeInputSchema,
  ghostModeResponseSchema,
  loginHistoryResponseSchema,
  loginInputSchema,
  loginResponseSchema,
  logoutInputSchema,
  messageResponseSchema,
  okResponseSchema,
  passwordResetInputSchema,
  passwordResetRequestSchema,
  sessionsResponseSchema,
  signUpBaseSchema,
  signUpResponseSchema,
  updateUserDetailsInputSchema,
  userDetailsResponseSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireAuth } from '../../plugins/auth.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import type { AccountsService, RequestContext } from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{
  accountsService: AccountsService;
  safetyService: SafetyService;
  requireAuth: RequireAuth;
}> = async (app, { accountsService, safetyService, requireAuth }) => {
  const contextOf = async (request: FastifyRequest): Promise<RequestContext> => {
    const location = await safetyService.locate(request.ip);
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      country: location.country.code,
      blockedLocation: await safetyService.isBlockedLocation(location),
    };
  };
  const authed = { preHandler: requireAuth };

  app.post(
    '/api/user/sign-up',
    {
      schema: { body: signUpBaseSchema, response: { 200: signUpResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => accountsService.signUp(request.body, await contextOf(request)),
  );

  app.post(
    '/api/user/login',
    {
      schema: { body: loginInputSchema, response: { 200: loginResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => accountsService.login(request.body, await contextOf(request)),
  );

  app.post(
    '/api/user/logout',
    {
      ...authed,
      // the body is optional: a client that sends the JSON content type with no body at all (a
      // plain fetch with default headers) is logging out, not sending malformed JSON
      onRequest: async (request) => {
        const length = request.headers['content-length'];
        const noBody =
          request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
        if (noBody) delete request.headers['content-type'];
      },
      schema: { body: logoutInputSchema.nullish(), response: { 200: okResponseSchema } },
    },
    async (request) => {
      await accountsService.logout(authOf(request).session, request.body?.reason ?? 'USER_INITIATED');
      return { success: true as const };
    },
  );

  app.get(
    '/api/user/get-user-details',
    { ...authed, schema: { response: { 200: userDetailsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await accountsService.getUserDetails(authOf(request).user),
    }),
  );

  app.put(
    '/api/user/update-user-details',
    {
      ...authed,
      schema: { body: updateUserDetailsInputSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { message } = await accountsService.updateUserDetails(
        authOf(request),
        request.body,
        await contextOf(request),
      );
      return { success: true as const, message };
    },
  );

  app.put(
    '/api/user/ghost-mode',
    { ...authed, schema: { body: ghostModeInputSchema, response: { 200: ghostModeResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { ghostMode: await accountsService.setGhostMode(authOf(request).user, request.body.enabled) },
    }),
  );

  app.get(
    '/api/user/verify-email',
    { schema: { querystring: z.object({ token: z.string().max(200).default('') }) } },
    async (request, reply) => {
      const outcome = await accountsService.verifyEmail(request.query.token);
      // spec §2: verification lands on the login modal; an expired link has a modal of its own
      const target =
        outcome === 'verified'
          ? '/casino?modal=login&verified=1'
          : outcome === 'expired'
            ? '/?modal=verify-email-expired'
            : '/?modal=verify-email-expired&invalid=1';
      return reply.redirect(target, 302);
    },
  );

  app.post(
    '/api/user/resend-verification-email',
    {
      ...authed,
      schema: { response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await accountsService.resendVerificationEmail(authOf(request).user);
      return { success: true as const, message: 'We sent you a new confirmation link' };
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      accountsService.requestPasswordReset(request.body.email);
      return { success: true as const, message: 'If an account uses this email, a reset link is on its way' };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      schema: { body: passwordResetInputSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { token, password, confirmPassword } = request.body;
      await accountsService.resetPassword(token, password, confirmPassword);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  );

  app.get(
    '/api/user/sessions',
    { ...authed, schema: { response: { 200: sessionsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { sessions: await accountsService.listSessions(authOf(request)) },
    }),
  );

  app.post(
    '/api/user/sessions/end',
    {
      ...authed,
      schema: {
        body: endSessionsInputSchema,
        response: { 200: z.object({ success: z.literal(true), ended: z.number() }) },
      },
    },
    async (request) => ({
      success: true as const,
      ended: await accountsService.endSessions(authOf(request), request.body),
    }),
  );

  app.get(
    '/api/user/login-history',
    { ...authed, schema: { response: { 200: loginHistoryResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { logins: await accountsService.listLogins(authOf(request).user) },
    }),
  );
};
