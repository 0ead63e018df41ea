import { randomUUID } from 'node:crypto';
import {
  addressProofMaxAgeMonths,
  cameraOnlyKinds,
  type DocumentDecision,
  type DocumentKind,
  type DocumentRequirement,
  type DocumentUploadFields,
  documentKinds,
  type KycDocument,
  type KycEvent,
  type KycStatus,
  type VerificationOverview,
} from '@casino/contracts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UserRow } from '../accounts/index.ts';
import { checkDocumentFile } from './verification.files.ts';
import type { DocumentRow, VerificationRepository } from './verification.repository.ts';
import type { DocumentStore } from './verification.store.ts';

/** The statuses a decision leads to. */
const statusOf: Record<DocumentDecision, DocumentRow['status']> = {
  approve: 'approved',
  reject: 'rejected',
  request: 'requested',
};

/** A document as the player (and, with more, a reviewer) sees it. */
export function documentView(row: DocumentRow): KycDocument {
  const extension = row.mimeType === 'application/pdf' ? 'pdf' : row.mimeType === 'image/png' ? 'png' : 'jpg';
  return {
    id: row.publicId,
    kind: row.kind,
    status: row.status,
    source: row.source,
    fileName: `${row.kind}-${row.createdAt.toISOString().slice(0, 10)}.${extension}`,
    mimeType: row.mimeType,
    size: row.size,
    details: row.details,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Where each kind stands: the newest document of each kind counts (a new file after a rejection or a
 * request replaces the old one); kinds the player does not need are listed but do not count.
 */
export function requirementsOf(rows: DocumentRow[], cardPayer: boolean): DocumentRequirement[] {
  return documentKinds.map((kind) => {
    const latest = rows.find((row) => row.kind === kind) ?? null; // rows come newest first
    return {
      kind,
      required: kind !== 'card' || cardPayer,
      status: latest?.status ?? 'missing',
      camera: cameraOnlyKinds.includes(kind),
      document: latest ? documentView(latest) : null,
    };
  });
}

/**
 * The player's kycStatus from their documents (spec §3, §4): a document asked for again comes first,
 * then a rejected one; APPROVED once every needed kind's newest document is approved; PENDING while
 * anything waits for review; NOT_STARTED before anything was sent.
 */
export function kycStatusOf(requirements: DocumentRequirement[]): KycStatus {
  const needed = requirements.filter((requirement) => requirement.required);
  if (needed.some((requirement) => requirement.status === 'requested')) return 'REQUESTED';
  if (needed.some((requirement) => requirement.status === 'rejected')) return 'REJECTED';
  if (needed.every((requirement) => requirement.status === 'approved')) return 'APPROVED';
  if (requirements.some((requirement) => requirement.status !== 'missing')) return 'PENDING';
  return 'NOT_STARTED';
}

/** The date `months` calendar months before `at` (UTC), as YYYY-MM-DD. */
function monthsBefore(at: Date, months: number): string {
  const date = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, at.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** What the player must state with each kind, checked before the file is. */
function detailsFor(fields: DocumentUploadFields, now: Date): DocumentRow['details'] {
  if (fields.kind === 'address') {
    if (!fields.issueDate)
      throw new AppError('VALIDATION_ERROR', 'Enter the date the document was issued', {
        fields: { issueDate: 'Enter the date the document was issued' },
      });
    const today = now.toISOString().slice(0, 10);
    const oldest = monthsBefore(now, addressProofMaxAgeMonths);
    const valid = !Number.isNaN(Date.parse(`${fields.issueDate}T00:00:00Z`));
    if (!valid || fields.issueDate > today || fields.issueDate < oldest) {
      const message = `A proof of address must be no older than ${addressProofMaxAgeMonths} months (issued on or after ${oldest})`;
      throw new AppError('VALIDATION_ERROR', message, { fields: { issueDate: message } });
    }
    return { issueDate: fields.issueDate };
  }
  if (fields.kind === 'card') {
    const missing = Object.fromEntries(
      (
        [
          ['cardholderName', 'Enter the name on the card'],
          ['firstFour', 'Enter the first four digits'],
          ['lastFour', 'Enter the last four digits'],
        ] as const
      ).flatMap(([field, message]) => (fields[field] ? [] : [[field, message]])),
    );
    if (Object.keys(missing).length > 0)
      throw new AppError('VALIDATION_ERROR', 'Enter the card details the photo shows', { fields: missing });
    return { cardholderName: fields.cardholderName, firstFour: fields.firstFour, lastFour: fields.lastFour };
  }
  return {};
}

export function createVerificationService({
  repository,
  repositoryFor,
  transaction,
  store,
  clock,
  setKycStatus,
  isCardPayer,
  thresholdFor,
  exponentOf,
  notify,
}: {
  repository: VerificationRepository;
  repositoryFor: (db: Executor) => VerificationRepository;
  transaction: <T>(work: (repo: VerificationRepository, tx: Executor) => Promise<T>) => Promise<T>;
  store: DocumentStore;
  clock: Clock;
  setKycStatus: (userId: number, status: KycStatus, tx?: Executor) => Promise<KycStatus>;
  /** Whether the player has paid by card (then card proof is needed too). */
  isCardPayer: (userId: number) => Promise<boolean>;
  /** The operator's 30-day threshold for a currency (minor units), or null. */
  thresholdFor: (currency: string) => Promise<bigint | null>;
  exponentOf: (currency: string) => Promise<number>;
  /** Tells the player of a reviewer's decision (socket and email). */
  notify: (userId: number, event: KycEvent) => Promise<void>;
}) {
  async function requirements(userId: number) {
    const [documents, cardPayer] = await Promise.all([repository.ofUser(userId), isCardPayer(userId)]);
    return { documents, requirements: requirementsOf(documents, cardPayer) };
  }

  /** Writes the status the documents give, when it differs from the stored one. */
  async function settleStatus(user: Pick<UserRow, 'id' | 'kycStatus'>, derived: KycStatus, tx?: Executor) {
    return derived === user.kycStatus ? derived : setKycStatus(user.id, derived, tx);
  }

  return {
    async overview(user: Pick<UserRow, 'id' | 'kycStatus' | 'currencyCode'>): Promise<VerificationOverview> {
      const { documents, requirements: needed } = await requirements(user.id);
      const derived = kycStatusOf(needed);
      const threshold = await thresholdFor(user.currencyCode);
      return {
        kycStatus: user.kycStatus,
        requirements: needed,
        documents: documents.map(documentView),
        discrepancy: derived === 'APPROVED' && user.kycStatus !== 'APPROVED',
        withdrawalThreshold:
          threshold === null
            ? null
            : {
                amount: threshold.toString(),
                currency: user.currencyCode,
                exponent: await exponentOf(user.currencyCode),
              },
      };
    },

    /**
     * Checks and stores a document: the player's statements, the file's name, size and content
     * (images re-encoded), then the file under a new key, then its row; a file the row could not
     * be written for (the same file twice) is removed again, so nothing is kept of a refusal.
     */
    async upload(
      user: Pick<UserRow, 'id' | 'kycStatus'>,
      fields: DocumentUploadFields,
      file: { fileName: string; bytes: Buffer },
    ): Promise<KycDocument> {
      const now = clock.now();
      if (cameraOnlyKinds.includes(fields.kind) && fields.source !== 'camera')
        throw new AppError('CAMERA_REQUIRED', 'This document must be captured with your camera');
      const details = detailsFor(fields, now);
      const [current, cardPayer] = await Promise.all([repository.ofUser(user.id), isCardPayer(user.id)]);
      const latest = current.find((row) => row.kind === fields.kind);
      if (latest && (latest.status === 'pending' || latest.status === 'approved')) {
        throw new AppError(
          'DOCUMENT_REVIEWED',
          latest.status === 'approved'
            ? 'This document is already approved'
            : 'This document is waiting for review: you can send a new one if it is rejected or more is asked for',
        );
      }
      const checked = await checkDocumentFile(file.fileName, file.bytes);
      if (current.some((row) => row.sha256 === checked.sha256))
        throw new AppError('DOCUMENT_DUPLICATE', 'upload duplicate: this file was sent already');
      const publicId = randomUUID();
      const month = now.toISOString().slice(0, 7).replace('-', '/');
      const storageKey = `${month}/${publicId}.${checked.extension}`;
      await store.put(storageKey, checked.bytes);
      try {
        const row = await transaction(async (repo, tx) => {
          const inserted = await repo.insert({
            publicId,
            userId: user.id,
            kind: fields.kind,
            status: 'pending',
            source: fields.source,
            mimeType: checked.mimeType,
            size: checked.bytes.length,
            sha256: checked.sha256,
            storageKey,
            details,
            createdAt: now,
          });
          if (!inserted) return null;
          await settleStatus(user, kycStatusOf(requirementsOf(await repo.ofUser(user.id), cardPayer)), tx);
          return inserted;
        });
        if (!row) throw new AppError('DOCUMENT_DUPLICATE', 'upload duplicate: this file was sent already');
        return documentView(row);
      } catch (error) {
        await store.remove(storageKey);
        throw error;
      }
    },

    /** A document's file for its owner (anyone else: not found, so ids are not confirmed). */
    async fileFor(userId: number, publicId: string) {
      const row = /^[0-9a-f-]{36}$/.test(publicId) ? await repository.byPublicId(publicId) : null;
      if (!row || row.userId !== userId) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
      return fileOf(row);
    },

    /** The discrepancy's action (spec §4): the status the documents give, written now. */
    async refreshStatus(user: Pick<UserRow, 'id' | 'kycStatus'>): Promise<KycStatus> {
      const { requirements: needed } = await requirements(user.id);
      return settleStatus(user, kycStatusOf(needed));
    },

    /** What a player may withdraw in 30 days without verification: null once approved or without a threshold. */
    async withdrawalThreshold(user: Pick<UserRow, 'kycStatus'>, currency: string): Promise<bigint | null> {
      if (user.kycStatus === 'APPROVED') return null;
      return thresholdFor(currency);
    },

    admin: {
      async document(publicId: string): Promise<DocumentRow> {
        const row = /^[0-9a-f-]{36}$/.test(publicId) ? await repository.byPublicId(publicId) : null;
        if (!row) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
        return row;
      },
      file: async (row: DocumentRow) => fileOf(row),
      queue: repository.queue,
      ofUser: repository.ofUser,

      /** Whether card proof is needed of this player (read before a review's transaction). */
      isCardPayer,

      /**
       * A reviewer's decision on `document` (read first with `document()`), in the caller's
       * transaction (with its audit row): only a document waiting for review can be decided; the
       * player's status follows. The caller tells the player after the commit (`notify`).
       */
      async review(
        document: DocumentRow,
        decision: { decision: DocumentDecision; reason?: string | undefined; reviewer: string },
        player: Pick<UserRow, 'id' | 'kycStatus'> & { cardPayer: boolean },
        tx: Executor,
      ) {
        const repo = repositoryFor(tx);
        const row = await repo.lockByPublicId(document.publicId);
        if (!row || row.userId !== player.id) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
        if (row.status !== 'pending')
          throw new AppError('DOCUMENT_REVIEWED', `This document was already decided (${row.status})`);
        const after = await repo.review(row.id, {
          status: statusOf[decision.decision],
          reason: decision.decision === 'approve' ? null : (decision.reason ?? null),
          reviewedAt: clock.now(),
          reviewedBy: decision.reviewer,
        });
        const needed = requirementsOf(await repo.ofUser(row.userId), player.cardPayer);
        const kycStatus = await settleStatus(player, kycStatusOf(needed), tx);
        return { before: row, after, kycStatus };
      },

      notify: (userId: number, event: KycEvent) => notify(userId, event),
    },
  };

  async function fileOf(row: DocumentRow) {
    const bytes = await store.get(row.storageKey);
    if (!bytes) throw new AppError('DOCUMENT_NOT_FOUND', 'The file of this document is missing');
    return { bytes, mimeType: row.mimeType, fileName: documentView(row).fileName };
  }
}

export type VerificationService = ReturnType<typeof createVerificationService>;
export type { DocumentKind };
