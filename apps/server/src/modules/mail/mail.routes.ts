import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailService } from './mail.service.ts';

/** Development mailbox: only registered when mail is stored instead of sent, and never in production. */
export const mailRoutes: FastifyPluginAsyncZod<{ mailService: MailService }> = async (
  app,
  { mailService },
) => {
  const { mailbox } = mailService;
  if (!mailbox) return;
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        querystring: z.strictObject({
          to: z.string().max(255).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => ({
      success: true as const,
      data: { messages: await mailbox.list(request.query.to, request.query.limit) },
    }),
  );
};
