import {
  type AdminDocument,
  adminDocumentSchema,
  documentQueueQuerySchema,
  documentReviewSchema,
  verificationSettingsSchema,
} from '@casino/contracts';
import { listAnswer, oneAnswer } from '@casino/contracts/backoffice';
import { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ModuleApp } from '../../platform/module.ts';
import type { Accounts, UserRow } from '../accounts/index.ts';
import type { Content } from '../content/index.ts';
import {
  type DocumentRow,
  documentView,
  sendDocumentFile,
  type Verification,
} from '../verification/index.ts';
import type { OperatorAuthService } from './backoffice.auth.ts';
import type { BackofficeRepository } from './backoffice.repository.ts';
import { type BackofficeRoute, contextOf, installGuard, operatorOf } from './backoffice.routes.ts';
import { auditWriter, displayName } from './backoffice.service.ts';

/*
 * The back-office's verification pages (issue 21): the review queue (oldest first), a document with
 * its file, the decision (approve, reject with a reason, ask for more), a player's documents, and
 * the KYC threshold of withdrawals. Every decision and every view of a file is audited.
 */

const documentParams = z.strictObject({ id: z.string().max(64) });
const playerParams = z.strictObject({ id: z.coerce.number().int().positive() });

export async function verificationAdminRoutes(
  app: ModuleApp,
  {
    auth,
    routeTable,
    verification,
    accounts,
    content,
    repository,
    transaction,
    clock,
  }: {
    auth: OperatorAuthService;
    routeTable: BackofficeRoute[];
    verification: Verification;
    accounts: Pick<Accounts, 'playerById' | 'playersByIds'>;
    content: Pick<Content, 'getCurrencies'>;
    repository: BackofficeRepository;
    transaction: <T>(work: (repo: BackofficeRepository, tx: Executor) => Promise<T>) => Promise<T>;
    clock: Clock;
  },
) {
  installGuard(app, auth, routeTable);
  const { admin } = verification;

  const audit = auditWriter(clock);

  async function views(rows: DocumentRow[]): Promise<AdminDocument[]> {
    // the page's players in one read, not one per document
    const found = await accounts.playersByIds([...new Set(rows.map((row) => row.userId))]);
    const players = new Map<number, UserRow>(found.map((player) => [player.id, player]));
    return rows.map((row) => {
      const player = players.get(row.userId);
      return {
        ...documentView(row),
        player: {
          id: String(row.userId),
          uniqueId: player?.uniqueId ?? '',
          email: player?.email ?? null,
          name: player ? displayName(player) : null,
          kycStatus: player?.kycStatus ?? 'NOT_STARTED',
        },
        reviewedBy: row.reviewedBy,
      };
    });
  }

  app.get(
    '/verification/documents',
    {
      config: { access: 'kyc.review' },
      schema: { querystring: documentQueueQuerySchema, response: { 200: listAnswer(adminDocumentSchema) } },
    },
    async (request) => {
      const { status, kind, page, pageSize } = request.query;
      const { rows, total } = await admin.queue({ status, kind }, (page - 1) * pageSize, pageSize);
      return { data: await views(rows), total };
    },
  );

  app.get(
    '/verification/documents/:id',
    {
      config: { access: 'kyc.review' },
      schema: { params: documentParams, response: { 200: oneAnswer(adminDocumentSchema) } },
    },
    async (request) => {
      const [view] = await views([await admin.document(request.params.id)]);
      if (!view) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
      return { data: view };
    },
  );

  // a reviewer opening a file is a view of a player's personal data: audited, like a player's page
  app.get(
    '/verification/documents/:id/file',
    { config: { access: 'kyc.review' }, schema: { params: documentParams } },
    async (request, reply) => {
      const row = await admin.document(request.params.id);
      const file = await admin.file(row);
      await audit(repository, operatorOf(request), contextOf(request), {
        action: 'kyc-document.view',
        subjectType: 'player',
        subjectId: String(row.userId),
        after: { document: row.publicId, kind: row.kind },
      });
      return sendDocumentFile(reply, file);
    },
  );

  app.post(
    '/verification/documents/:id/review',
    {
      config: { access: 'kyc.review' },
      schema: {
        params: documentParams,
        body: documentReviewSchema,
        response: { 200: oneAnswer(adminDocumentSchema) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const row = await admin.document(request.params.id);
      const [player, cardPayer] = await Promise.all([
        accounts.playerById(row.userId),
        admin.isCardPayer(row.userId),
      ]);
      if (!player) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
      const { after, kycStatus } = await transaction(async (repo, tx) => {
        const outcome = await admin.review(
          row,
          { ...request.body, reviewer: operator.operator.email },
          { id: player.id, cardPayer },
          tx,
        );
        await audit(repo, operator, contextOf(request), {
          action: `kyc-document.${request.body.decision}`,
          subjectType: 'player',
          subjectId: String(row.userId),
          before: {
            document: row.publicId,
            kind: row.kind,
            status: outcome.before.status,
            kycStatus: player.kycStatus,
          },
          after: {
            document: row.publicId,
            kind: row.kind,
            status: outcome.after.status,
            reason: outcome.after.reason,
            kycStatus: outcome.kycStatus,
          },
        });
        return outcome;
      });
      await admin
        .notify(row.userId, { documentId: after.publicId, kind: after.kind, status: after.status, kycStatus })
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'the player was not told of a KYC decision'),
        );
      const [view] = await views([after]);
      if (!view) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
      return { data: view };
    },
  );

  app.get(
    '/players/:id/documents',
    {
      config: { access: 'kyc.review' },
      schema: { params: playerParams, response: { 200: listAnswer(adminDocumentSchema) } },
    },
    async (request) => {
      if (!(await accounts.playerById(request.params.id))) throw new AppError('NOT_FOUND', 'No such player');
      const rows = await admin.ofUser(request.params.id);
      return { data: await views(rows), total: rows.length };
    },
  );

  app.get(
    '/verification/settings',
    {
      config: { access: 'kyc.review' },
      schema: { response: { 200: oneAnswer(verificationSettingsSchema) } },
    },
    async () => ({ data: await admin.settings() }),
  );

  app.put(
    '/verification/settings',
    {
      config: { access: 'settings.manage' },
      schema: { body: verificationSettingsSchema, response: { 200: oneAnswer(verificationSettingsSchema) } },
    },
    async (request) => {
      const currencies = await content.getCurrencies();
      const unknown = Object.keys(request.body.withdrawalThresholds).filter(
        (code) => !currencies.some((entry) => entry.code === code),
      );
      if (unknown.length > 0) {
        const message = `The casino does not keep ${unknown.join(', ')}`;
        throw new AppError('VALIDATION_ERROR', message, { fields: { withdrawalThresholds: message } });
      }
      await transaction(async (repo, tx) => {
        const { before, after } = await admin.update(request.body, tx);
        await audit(repo, operatorOf(request), contextOf(request), {
          action: 'verification-settings.update',
          subjectType: 'verification',
          subjectId: 'settings',
          before,
          after,
        });
      });
      return { data: await admin.settings() };
    },
  );
}
