import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { createMailRepository } from './mail.repository.ts';
import { mailRoutes } from './mail.routes.ts';
import { createMailService, type MailService } from './mail.service.ts';

/* Mail: SMTP, or the development mailbox when no SMTP_URL is set. */

export type { MailMessage } from './mail.service.ts';
export type Mail = MailService;

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export const register = defineModule<ModuleDeps>('mail', async (app, { config, database }) => {
  const mail = createMailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    repository: createMailRepository(database.db),
  });
  if (config.devMailbox) await app.register(mailRoutes, { mailService: mail });
  app.decorate('mail', mail);
});
