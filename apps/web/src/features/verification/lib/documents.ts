import type { DocumentKind, DocumentRequirement, DocumentStatus, KycStatus } from '@casino/contracts';
import {
  addressProofMaxAgeMonths,
  cameraOnlyKinds,
  documentExtensions,
  maxDocumentBytes,
} from '@casino/contracts/verification';

/*
 * The verification page's rules, mirroring the server's (apps/server verification): which files it
 * takes, what the player states with each kind, how a status reads, and how a refused upload is told.
 */

/** What the file picker offers: the extensions the server accepts. */
export const acceptedFiles = documentExtensions.map((extension) => `.${extension}`).join(',');

/** The extension of a file name, lower case; null when it has none. */
export function fileExtension(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/** Why a picked file cannot be sent: its type, its size (over 25 MB), or nothing in it. */
export type FileProblem = 'type' | 'size' | 'empty';

/** The first problem with a picked file, checked as the server does (name first, then size). */
export function checkDocumentFile(file: { name: string; size: number }): FileProblem | null {
  const extension = fileExtension(file.name);
  if (!extension || !(documentExtensions as readonly string[]).includes(extension)) return 'type';
  if (file.size > maxDocumentBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/**
 * The name a file is sent under: the kind and the picked file's extension ("address.pdf"). The
 * player's own file name may say more than needed (their name, an account number) and the server
 * refuses unusual ones; it keeps neither.
 */
export function uploadFileName(kind: DocumentKind, pickedName: string): string {
  return `${kind}.${fileExtension(pickedName) ?? 'jpg'}`;
}

/** A file size for people, in the units the 25 MB limit is counted in (1 MB = 1,000,000 bytes): "820 KB", "3.4 MB". */
export function fileSizeText(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit}`;
  if (bytes < 1_000_000) return format(Math.max(bytes / 1000, 0.1), 'KB');
  return format(bytes / 1_000_000, 'MB');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today as YYYY-MM-DD in UTC, the server's calendar. */
export function utcToday(now: Date): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
}

/**
 * The oldest issue date a proof of address may carry, as the server counts it: `months` calendar
 * months before today (UTC), YYYY-MM-DD.
 */
export function oldestIssueDate(now: Date, months: number = addressProofMaxAgeMonths): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export type IssueDateProblem = 'required' | 'invalid' | 'future' | 'tooOld';

/** What is wrong with a proof of address's issue date: none, not a date, after today, or too old. */
export function checkIssueDate(value: string, now: Date): IssueDateProblem | null {
  if (value.trim() === '') return 'required';
  if (!isCalendarDate(value)) return 'invalid';
  if (value > utcToday(now)) return 'future';
  if (value < oldestIssueDate(now)) return 'tooOld';
  return null;
}

/** What the player states with a card proof: never the whole number, only what the photo may show. */
export type CardDetails = { cardholderName: string; firstFour: string; lastFour: string };
export type CardField = keyof CardDetails;
export type CardProblem = 'required' | 'digits' | 'tooLong';

export const emptyCardDetails: CardDetails = { cardholderName: '', firstFour: '', lastFour: '' };

/** Keeps only the digits of what was typed, at most `max` of them (four for a card's ends). */
export function digitsOnly(text: string, max = 4): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** The problems with a card proof's details, by field; empty when they can be sent. */
export function checkCardDetails(details: CardDetails): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const name = details.cardholderName.trim();
  if (name === '') problems.cardholderName = 'required';
  else if (name.length > 255) problems.cardholderName = 'tooLong';
  for (const field of ['firstFour', 'lastFour'] as const) {
    const value = details[field];
    if (value === '') problems[field] = 'required';
    else if (!/^\d{4}$/.test(value)) problems[field] = 'digits';
  }
  return problems;
}

/** Whether a kind must be captured with the camera (identity and selfie). */
export const needsCamera = (kind: DocumentKind) => cameraOnlyKinds.includes(kind);

/**
 * What a requirement's badge says: its document's status, `new` while a picked file waits to be
 * sent, `missing` before anything was sent, `notNeeded` for card proof before any card payment.
 */
export type RequirementState = DocumentStatus | 'missing' | 'new' | 'notNeeded';

export function requirementState(
  requirement: Pick<DocumentRequirement, 'status' | 'required'>,
  hasNewFile: boolean,
): RequirementState {
  if (hasNewFile) return 'new';
  if (requirement.status === 'missing') return requirement.required ? 'missing' : 'notNeeded';
  return requirement.status;
}

/** Whether a new file may be sent: nothing yet, or the last one was rejected or more was asked for. */
export function canSendDocument(status: DocumentRequirement['status']): boolean {
  return status === 'missing' || status === 'rejected' || status === 'requested';
}

/** The colour family of a badge. */
export type Tone = 'neutral' | 'progress' | 'success' | 'danger' | 'warning';

export const stateTones: Record<RequirementState, Tone> = {
  missing: 'neutral',
  notNeeded: 'neutral',
  new: 'progress',
  pending: 'progress',
  approved: 'success',
  rejected: 'danger',
  requested: 'warning',
};

export const kycTones: Record<KycStatus, Tone> = {
  NOT_STARTED: 'neutral',
  PENDING: 'progress',
  APPROVED: 'success',
  REJECTED: 'danger',
  REQUESTED: 'warning',
};

/** How far the player is: the needed documents approved, of those needed. */
export function approvedCount(requirements: readonly Pick<DocumentRequirement, 'required' | 'status'>[]) {
  const needed = requirements.filter((requirement) => requirement.required);
  return {
    approved: needed.filter((requirement) => requirement.status === 'approved').length,
    needed: needed.length,
  };
}

/** The fields of a refused upload's `fields` the page has a control for. */
export type DetailField = 'issueDate' | CardField;
const detailFields: readonly DetailField[] = ['issueDate', 'cardholderName', 'firstFour', 'lastFour'];

/**
 * A refused upload for the page: the translation key of its text (null: the server's own words, which
 * say more than a fixed text could), the server's message, its words per field, and whether trying
 * the same again may work (a network failure, a server error).
 */
export type UploadErrorView = {
  key: string | null;
  message: string;
  fields: Partial<Record<DetailField, string>>;
  retry: boolean;
};

const errorKeys: Record<string, string> = {
  DOCUMENT_TYPE_NOT_ALLOWED: 'verification.errors.type',
  DOCUMENT_TOO_LARGE: 'verification.errors.size',
  DOCUMENT_DUPLICATE: 'verification.errors.duplicate',
  DOCUMENT_NAME_INVALID: 'verification.errors.name',
  CAMERA_REQUIRED: 'verification.errors.cameraRequired',
  RATE_LIMITED: 'verification.errors.rateLimited',
};

/** Codes whose server message is more precise than any fixed text (which PDF feature, which status). */
const ownWords = new Set(['DOCUMENT_UNSAFE', 'DOCUMENT_REVIEWED', 'VALIDATION_ERROR']);

/** Maps the server's answer to an upload (or a failure to reach it) to what the page shows. */
export function describeUploadError(
  error: { errorCode?: string; message?: string; fields?: Record<string, string> } | null | undefined,
): UploadErrorView {
  const code = error?.errorCode ?? 'GLOBAL_ERROR';
  const message = error?.message ?? '';
  const fields: Partial<Record<DetailField, string>> = {};
  for (const [field, text] of Object.entries(error?.fields ?? {})) {
    if ((detailFields as readonly string[]).includes(field)) fields[field as DetailField] = text;
  }
  if (errorKeys[code]) return { key: errorKeys[code], message, fields, retry: false };
  if (ownWords.has(code) && message) return { key: null, message, fields, retry: false };
  return { key: 'verification.errors.failed', message, fields, retry: true };
}
