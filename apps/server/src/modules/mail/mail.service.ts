import nodemailer from 'nodemailer';
import type { MailRepository } from './mail.repository.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends mail; other modules depend on this, never on a transport. */
export type MailService = {
  send(message: MailMessage): Promise<void>;
  /** The development mailbox when mail is not really sent (no SMTP_URL); null otherwise. */
  readonly mailbox: {
    list(
      to: string | undefined,
      limit: number,
    ): Promise<Array<MailMessage & { id: number; createdAt: Date }>>;
  } | null;
};

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise every message is stored in the
 * development mailbox table, readable at GET /api/dev/mailbox.
 */
export function createMailService({
  smtpUrl,
  from,
  repository,
}: {
  smtpUrl: string | undefined;
  from: string;
  repository: MailRepository;
}): MailService {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mailbox: null,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await repository.insertMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
    mailbox: {
      async list(to, limit) {
        const rows = await repository.listMail(to, limit);
        return rows.map((row) => ({ ...row, html: row.html ?? undefined }));
      },
    },
  };
}
