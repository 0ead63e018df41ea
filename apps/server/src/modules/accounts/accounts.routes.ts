import {
  endSessionsInputSchema,
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
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Safety } from '../safety/index.ts';
import { authOf, type RequireAuth } from './accounts.auth.ts';
import type { RequestContext } from './accounts.rules.ts';
import type { AccountsServices } from './accounts.service.ts';

/** Sign-up, sign-in and sessions, the player's profile and email links. */
export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsServices;
  safety: Safety;
  requireAuth: RequireAuth;
}> = async (app, { accounts, safety, requireAuth }) => {
  const contextOf = async (request: FastifyRequest): Promise<RequestContext> => {
    const location = await safety.locate(request.ip);
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      country: location.country.code,
      blockedLocation: await safety.isBlockedLocation(location),
    };
  };
  const authed = { preHandler: requireAuth };

  app.post(
    '/api/user/sign-up',
    {
      schema: { body: signUpBaseSchema, response: { 200: signUpResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => accounts.signUp.signUp(request.body, await contextOf(request)),
  );

  app.post(
    '/api/user/login',
    {
      schema: { body: loginInputSchema, response: { 200: loginResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => accounts.sessions.login(request.body, await contextOf(request)),
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
      await accounts.sessions.logout(authOf(request).session, request.body?.reason ?? 'USER_INITIATED');
      return { success: true as const };
    },
  );

  app.put(
    '/api/user/update-user-details',
    {
      ...authed,
      schema: { body: updateUserDetailsInputSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { message } = await accounts.profile.updateUserDetails(
        authOf(request),
        request.body,
        await contextOf(request),
      );
      return { success: true as const, message };
    },
  );

  app.get(
    '/api/user/verify-email',
    { schema: { querystring: z.object({ token: z.string().max(200).default('') }) } },
    async (request, reply) => {
      const outcome = await accounts.emailLinks.verifyEmail(request.query.token);
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
      await accounts.emailLinks.resendVerificationEmail(authOf(request).user);
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
      accounts.requestPasswordReset(request.body.email);
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
      await accounts.emailLinks.resetPassword(token, password, confirmPassword);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  );

  app.get(
    '/api/user/sessions',
    { ...authed, schema: { response: { 200: sessionsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { sessions: await accounts.sessions.listSessions(authOf(request)) },
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
      ended: await accounts.sessions.endSessions(authOf(request), request.body),
    }),
  );

  app.get(
    '/api/user/login-history',
    { ...authed, schema: { response: { 200: loginHistoryResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { logins: await accounts.sessions.listLogins(authOf(request).user) },
    }),
  );
};
