import {
  documentResponseSchema,
  documentUploadFieldsSchema,
  type KycEvent,
  kycStatusResponseSchema,
  maxDocumentBytes,
  type VerificationSettings,
  verificationOverviewResponseSchema,
} from '@casino/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { playerRoom } from '../../plugins/realtime.ts';
import { type Accounts, authOf, readAccessToken } from '../accounts/index.ts';
import type { Cashier } from '../cashier/index.ts';
import type { Content } from '../content/index.ts';
import type { Mail } from '../mail/index.ts';
import { createVerificationRepository, type DocumentRow } from './verification.repository.ts';
import { createVerificationService, type VerificationService } from './verification.service.ts';
import { createDiskStore, createS3Store } from './verification.store.ts';

/*
 * Verification (KYC, issue 21): players' documents (checked by content, images re-encoded, stored
 * under server-made keys, served only to their owner and to reviewers), the reviewers' decisions,
 * the kycStatus that follows from them, and the operator's threshold above which withdrawals wait
 * for an approved verification (the cashier asks for it).
 */

export { documentView } from './verification.service.ts';
export type { DocumentRow };

/** What other modules (the back-office) may ask of verification. */
export type Verification = {
  admin: VerificationService['admin'] & {
    settings(): Promise<VerificationSettings>;
    update(
      settings: VerificationSettings,
      tx: Executor,
    ): Promise<{ before: VerificationSettings; after: VerificationSettings }>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    verification: Verification;
  }
}

const documentParams = z.strictObject({ id: z.string().max(64) });

const decisionWords: Record<KycEvent['status'], string> = {
  approved: 'was approved',
  rejected: 'was not accepted',
  requested: 'needs more from you',
  pending: 'is waiting for review',
};
const kindWords: Record<KycEvent['kind'], string> = {
  identity: 'identity document',
  selfie: 'selfie',
  address: 'proof of address',
  card: 'card proof',
};

/** Sends a document's file to the one allowed to see it: never cached, never run, never sniffed. */
export function sendDocumentFile(
  reply: FastifyReply,
  file: { bytes: Buffer; mimeType: string; fileName: string },
): FastifyReply {
  return reply
    .header('cache-control', 'no-store, private')
    .header('pragma', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .type(file.mimeType)
    .send(file.bytes);
}

export const register = defineModule<
  ModuleDeps & { accounts: Accounts; cashier: Cashier; content: Content; mail: Mail }
>('verification', async (app, { config, database, clock, realtime, accounts, cashier, content, mail }) => {
  const repository = createVerificationRepository(database.db);
  const exponentOf = async (currency: string) =>
    (await content.getCurrencies()).find((entry) => entry.code === currency)?.exponent ?? 2;
  const verification = createVerificationService({
    repository,
    repositoryFor: createVerificationRepository,
    transaction: (work) => database.db.transaction((tx) => work(createVerificationRepository(tx), tx)),
    store: config.documentsS3 ? createS3Store(config.documentsS3) : createDiskStore(config.documentsDir),
    clock,
    lockKycStatus: accounts.lockKycStatus,
    setKycStatus: accounts.setKycStatus,
    isCardPayer: async (userId) => (await cashier.cardTokens(userId)).length > 0,
    thresholdFor: async (currency) => {
      const amount = (await repository.settings()).withdrawalThresholds[currency];
      return amount === undefined ? null : BigInt(amount);
    },
    exponentOf,
    notify: async (userId, event) => {
      if (realtime.reaches(playerRoom(userId))) realtime.io.to(playerRoom(userId)).emit('kyc', event);
      const player = await accounts.playerById(userId);
      if (!player?.email) return;
      const document = kindWords[event.kind];
      await mail.send({
        to: player.email,
        subject: `Your ${document} ${decisionWords[event.status]}`,
        text: [
          `Your ${document} ${decisionWords[event.status]}.`,
          event.status === 'approved'
            ? ''
            : 'Open Verification in your profile to see why and to send a new file.',
          `Verification status: ${event.kycStatus.replace('_', ' ').toLowerCase()}.`,
        ]
          .filter(Boolean)
          .join('\n\n'),
      });
    },
  });
  cashier.useKycThreshold(async (userId, currency) => {
    const player = await accounts.playerById(userId);
    return player ? verification.withdrawalThreshold(player, currency) : null;
  });

  const { requireAuth } = accounts;
  app.get(
    '/api/user/documents',
    { preHandler: requireAuth, schema: { response: { 200: verificationOverviewResponseSchema } } },
    async (request) => ({ success: true as const, data: await verification.overview(authOf(request).user) }),
  );
  app.post(
    '/api/user/documents/refresh-status',
    { preHandler: requireAuth, schema: { response: { 200: kycStatusResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { kycStatus: await verification.refreshStatus(authOf(request).user) },
    }),
  );
  // a guest's or another player's request is told only "not found": ids are neither confirmed nor refused
  app.get('/api/user/documents/:id/file', { schema: { params: documentParams } }, async (request, reply) => {
    const token = readAccessToken(request);
    const session = token ? await accounts.authenticate(token) : null;
    if (!session) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
    return sendDocumentFile(reply, await verification.fileFor(session.user.id, request.params.id));
  });

  // uploads: multipart in a scope of their own, one file of at most 25 MB and a few short fields
  await app.register(async (scope) => {
    // the file name as sent, path and all (not its last part): a name with a path in it is refused
    await scope.register(multipart, {
      preservePath: true,
      limits: { fileSize: maxDocumentBytes, files: 1, fields: 8, fieldSize: 1024, parts: 9 },
    });
    scope.post(
      '/api/user/documents',
      {
        preHandler: requireAuth,
        // per player (their session's token), not per address: players behind one network share it
        config: {
          rateLimit: {
            max: 20,
            timeWindow: '10 minutes',
            keyGenerator: (request) => `documents:${readAccessToken(request) ?? request.ip}`,
          },
        },
        schema: { response: { 200: documentResponseSchema } },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(
            'VALIDATION_ERROR',
            'Send the document as multipart/form-data with the file as `file`',
          );
        const fields: Record<string, string> = {};
        let file: { fileName: string; bytes: Buffer } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file' || file) {
                await part.toBuffer();
                throw new AppError('VALIDATION_ERROR', 'Send one file, as `file`');
              }
              file = { fileName: part.filename, bytes: await part.toBuffer() };
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('DOCUMENT_TOO_LARGE', 'File size must be less than 25MB');
          if (code?.startsWith('FST_'))
            throw new AppError(
              'VALIDATION_ERROR',
              'The upload could not be read: send one file and the form fields',
            );
          throw error;
        }
        if (!file)
          throw new AppError('VALIDATION_ERROR', 'Choose a file to upload', { fields: { file: 'Required' } });
        const parsed = documentUploadFieldsSchema.safeParse(
          Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')),
        );
        if (!parsed.success) {
          const problems = Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.') || 'form', issue.message]),
          );
          throw new AppError('VALIDATION_ERROR', Object.values(problems).join('; '), { fields: problems });
        }
        return {
          success: true as const,
          data: await verification.upload(authOf(request).user, parsed.data, file),
        };
      },
    );
  });

  app.decorate('verification', {
    admin: {
      ...verification.admin,
      settings: async () => ({ withdrawalThresholds: (await repository.settings()).withdrawalThresholds }),
      update: async (settings, tx) => {
        const repo = createVerificationRepository(tx);
        const before = { withdrawalThresholds: (await repo.lockSettings()).withdrawalThresholds };
        const row = await repo.updateSettings({
          withdrawalThresholds: settings.withdrawalThresholds,
          updatedAt: clock.now(),
        });
        return { before, after: { withdrawalThresholds: row.withdrawalThresholds } };
      },
    },
  } satisfies Verification);
});
