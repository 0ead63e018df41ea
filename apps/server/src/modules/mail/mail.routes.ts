import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { MailService } from './mail.service.ts';

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/** Development mailbox: registered when mail is stored instead of sent (DEV_MAILBOX), readable from loopback only. */
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
    async (request) => {
      // the socket's own address, not X-Forwarded-For: only someone on this machine reads the mail
      const peer = request.socket.remoteAddress ?? '';
      if (!isLoopback(peer))
        throw new AppError('FORBIDDEN', 'The development mailbox is only available on this machine');
      return {
        success: true as const,
        data: { messages: await mailbox.list(request.query.to, request.query.limit) },
      };
    },
  );
};
