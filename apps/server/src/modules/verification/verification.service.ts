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

/** A document's public id: a UUID, checked before it reaches a uuid column. */
const documentIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The status to write: what the documents give, except that an approved player stays approved
 * until a reviewer rejects or asks for more of a needed document (a new upload, card proof after a
 * first card payment say, never takes an approval back by itself).
 */
export function nextKycStatus(stored: KycStatus, derived: KycStatus, byReviewer: boolean): KycStatus {
  if (stored !== 'APPROVED') return derived;
  return byReviewer && (derived === 'REJECTED' || derived === 'REQUESTED') ? derived : 'APPROVED';
}

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
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, 1));
  // the 31st six months before a month of 30 days is that month's last day, not the next month's 1st
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return first.toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DD names a day of the calendar (not 2026-02-31). */
function realDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
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
    if (!realDate(fields.issueDate))
      throw new AppError('VALIDATION_ERROR', 'This date does not exist', {
        fields: { issueDate: 'This date does not exist' },
      });
    if (fields.issueDate > today || fields.issueDate < oldest) {
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
  lockKycStatus,
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
  /** The stored status, the player's row locked for the rest of the transaction. */
  lockKycStatus: (userId: number, tx: Executor) => Promise<KycStatus>;
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

  /**
   * Writes the status that follows from the player's documents as `repo` (in `tx`) sees them, under
   * the lock on the player's row taken first (`stored`), so two reviews at once cannot both decide
   * from a view without the other's decision.
   */
  async function settleStatus(
    userId: number,
    stored: KycStatus,
    rows: DocumentRow[],
    cardPayer: boolean,
    byReviewer: boolean,
    tx: Executor,
  ): Promise<KycStatus> {
    const next = nextKycStatus(stored, kycStatusOf(requirementsOf(rows, cardPayer)), byReviewer);
    return next === stored ? stored : setKycStatus(userId, next, tx);
  }

  /** Why a document of this kind may not be sent now (one waits for review, or is approved already). */
  function refusalFor(rows: DocumentRow[], kind: DocumentKind): AppError | null {
    const latest = rows.find((row) => row.kind === kind);
    if (latest?.status === 'approved')
      return new AppError('DOCUMENT_REVIEWED', 'This document is already approved');
    if (latest?.status === 'pending')
      return new AppError(
        'DOCUMENT_REVIEWED',
        'This document is waiting for review: you can send a new one if it is rejected or more is asked for',
      );
    return null;
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
      user: Pick<UserRow, 'id'>,
      fields: DocumentUploadFields,
      file: { fileName: string; bytes: Buffer },
    ): Promise<KycDocument> {
      const now = clock.now();
      if (cameraOnlyKinds.includes(fields.kind) && fields.source !== 'camera')
        throw new AppError('CAMERA_REQUIRED', 'This document must be captured with your camera');
      // a camera gives a photo: a PDF said to come from one did not
      if (fields.source === 'camera' && !/\.(jpe?g|png)$/i.test(file.fileName))
        throw new AppError('CAMERA_REQUIRED', 'A camera capture is a photo (jpg or png)');
      const details = detailsFor(fields, now);
      const [current, cardPayer] = await Promise.all([repository.ofUser(user.id), isCardPayer(user.id)]);
      const early = refusalFor(current, fields.kind);
      if (early) throw early;
      const checked = await checkDocumentFile(file.fileName, file.bytes);
      const duplicate = () =>
        new AppError('DOCUMENT_DUPLICATE', 'upload duplicate: this file was sent already');
      if (current.some((row) => row.sha256 === checked.sha256)) throw duplicate();
      const publicId = randomUUID();
      const month = now.toISOString().slice(0, 7).replace('-', '/');
      const storageKey = `${month}/${publicId}.${checked.extension}`;
      await store.put(storageKey, checked.bytes);
      try {
        const row = await transaction(async (repo, tx) => {
          // decided again under the player's lock: two uploads at once are taken one after the other
          const stored = await lockKycStatus(user.id, tx);
          const rows = await repo.ofUser(user.id);
          const refused = refusalFor(rows, fields.kind);
          if (refused) throw refused;
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
          if (!inserted) throw duplicate();
          await settleStatus(user.id, stored, [inserted, ...rows], cardPayer, false, tx);
          return inserted;
        });
        return documentView(row);
      } catch (error) {
        // nothing is kept of a refusal; a failing removal must not hide why the upload failed
        await store.remove(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** A document's file for its owner (anyone else: not found, so ids are not confirmed). */
    async fileFor(userId: number, publicId: string) {
      const row = documentIdPattern.test(publicId) ? await repository.byPublicId(publicId) : null;
      if (!row || row.userId !== userId) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document');
      return fileOf(row);
    },

    /**
     * The discrepancy's action (spec §4): when every needed document is approved but the profile
     * says otherwise, the profile is approved; anything else is left as it is.
     */
    async refreshStatus(user: Pick<UserRow, 'id'>): Promise<KycStatus> {
      const cardPayer = await isCardPayer(user.id);
      return transaction(async (repo, tx) => {
        const stored = await lockKycStatus(user.id, tx);
        const derived = kycStatusOf(requirementsOf(await repo.ofUser(user.id), cardPayer));
        return derived === 'APPROVED' && stored !== 'APPROVED' ? setKycStatus(user.id, derived, tx) : stored;
      });
    },

    /** What a player may withdraw in 30 days without verification: null once approved or without a threshold. */
    async withdrawalThreshold(user: Pick<UserRow, 'kycStatus'>, currency: string): Promise<bigint | null> {
      if (user.kycStatus === 'APPROVED') return null;
      return thresholdFor(currency);
    },

    admin: {
      async document(publicId: string): Promise<DocumentRow> {
        const row = documentIdPattern.test(publicId) ? await repository.byPublicId(publicId) : null;
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
        player: Pick<UserRow, 'id'> & { cardPayer: boolean },
        tx: Executor,
      ) {
        const repo = repositoryFor(tx);
        // the player's row first (as uploads do), then the document
        const stored = await lockKycStatus(player.id, tx);
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
        const rows = await repo.ofUser(row.userId);
        const kycStatus = await settleStatus(player.id, stored, rows, player.cardPayer, true, tx);
        return { before: row, after, kycStatus, kycStatusBefore: stored };
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
