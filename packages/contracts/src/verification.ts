import { z } from 'zod';
import { kycStatuses } from './accounts.ts';
import { moneyAmountSchema } from './loyalty.ts';

/*
 * Verification (KYC; spec §1, §2, §3, §5, §8; issue 21): the player's documents (identity, a selfie,
 * proof of address, card proof), each reviewed by an operator; the player's kycStatus follows from
 * them. Files are checked by their content, images re-encoded by the server, and served only to the
 * player who uploaded them and to reviewers.
 */

export const documentKinds = ['identity', 'selfie', 'address', 'card'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** pending is "Pending Review", requested "Additional Info Required" (spec §3). */
export const documentStatuses = ['pending', 'approved', 'rejected', 'requested'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** How the file reached the server: a file picked from the device, or the page's camera capture. */
export const documentSources = ['upload', 'camera'] as const;
export type DocumentSource = (typeof documentSources)[number];

/** Kinds that must be captured with the camera (spec §5: some documents must be captured by camera). */
export const cameraOnlyKinds: readonly DocumentKind[] = ['identity', 'selfie'];

/** Spec §5, §9: jpg, jpeg, png or pdf, at most 25 MB. */
export const documentExtensions = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const documentMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** 25 MB as people count it (a file shown as "26 MB" is refused). */
export const maxDocumentBytes = 25_000_000;
/** A proof of address may be at most this many months old (spec §5). */
export const addressProofMaxAgeMonths = 6;

const fourDigits = (what: string) => z.string().regex(/^\d{4}$/, `Enter the ${what} four digits`);

/** What the player states about a document, by kind (sent as form fields beside the file). */
export const documentDetailsSchema = z.object({
  /** Proof of address: the date printed on it (YYYY-MM-DD). */
  issueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the document was issued')
    .optional(),
  /** Card proof: never the whole number, only what the photo may show. */
  cardholderName: z
    .string()
    .trim()
    .min(1, 'Enter the name on the card')
    .max(255)
    .regex(/^[^\d]*$/, 'Enter the name as printed on the card, without numbers')
    .optional(),
  firstFour: fourDigits('first').optional(),
  lastFour: fourDigits('last').optional(),
});
export type DocumentDetails = z.infer<typeof documentDetailsSchema>;

/** The form fields of POST /api/user/documents (multipart, with the file as `file`). */
export const documentUploadFieldsSchema = documentDetailsSchema.extend({
  kind: z.enum(documentKinds, 'Choose which document this is'),
  source: z.enum(documentSources).default('upload'),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

export const documentSchema = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  status: z.enum(documentStatuses),
  source: z.enum(documentSources),
  /** The server's name for the file (never the uploaded one). */
  fileName: z.string(),
  mimeType: z.enum(documentMimeTypes),
  size: z.number().int(),
  details: documentDetailsSchema,
  /** Why it was rejected, or what more is needed. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycDocument = z.infer<typeof documentSchema>;

/** One document the player needs, and where it stands (missing: nothing sent yet). */
export const documentRequirementSchema = z.object({
  kind: z.enum(documentKinds),
  /** Card proof is needed once the player has paid by card. */
  required: z.boolean(),
  status: z.union([z.enum(documentStatuses), z.literal('missing')]),
  camera: z.boolean(),
  document: documentSchema.nullable(),
});
export type DocumentRequirement = z.infer<typeof documentRequirementSchema>;

/** GET /api/user/documents: the player's verification. */
export const verificationOverviewSchema = z.object({
  kycStatus: z.enum(kycStatuses),
  requirements: z.array(documentRequirementSchema),
  /** Every document sent, newest first. */
  documents: z.array(documentSchema),
  /** Every needed document is approved but the profile's status lags: a refresh is offered (spec §4). */
  discrepancy: z.boolean(),
  /** Withdrawals beyond this in 30 days need an approved verification; null when none is set. */
  withdrawalThreshold: moneyAmountSchema.nullable(),
});
export type VerificationOverview = z.infer<typeof verificationOverviewSchema>;

/** Pushed to the player's sockets (`kyc`) when a reviewer decides. */
export const kycEventSchema = z.object({
  documentId: z.string(),
  kind: z.enum(documentKinds),
  status: z.enum(documentStatuses),
  kycStatus: z.enum(kycStatuses),
});
export type KycEvent = z.infer<typeof kycEventSchema>;

// back-office

export const documentDecisions = ['approve', 'reject', 'request'] as const;
export type DocumentDecision = (typeof documentDecisions)[number];

export const documentReviewSchema = z
  .strictObject({
    decision: z.enum(documentDecisions),
    /** Shown to the player: required to reject or to ask for more. */
    reason: z.string().trim().max(500).optional(),
  })
  .refine((review) => review.decision === 'approve' || (review.reason?.length ?? 0) > 0, {
    message: 'Say why, for the player',
    path: ['reason'],
  });
export type DocumentReview = z.infer<typeof documentReviewSchema>;

export const documentQueueQuerySchema = z.object({
  status: z.enum(documentStatuses).default('pending'),
  kind: z.enum(documentKinds).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type DocumentQueueQuery = z.infer<typeof documentQueueQuerySchema>;

export const adminDocumentSchema = documentSchema.extend({
  player: z.object({
    id: z.string(),
    uniqueId: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    kycStatus: z.enum(kycStatuses),
  }),
  reviewedBy: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** The operator's verification rules: per currency, minor units withdrawable in 30 days without KYC. */
export const verificationSettingsSchema = z.strictObject({
  withdrawalThresholds: z.record(
    z.string().regex(/^[A-Z0-9]{3,10}$/, 'Unknown currency'),
    z.string().regex(/^\d{1,18}$/, 'Enter an amount in minor units'),
  ),
});
export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;

export const verificationOverviewResponseSchema = z.object({
  success: z.literal(true),
  data: verificationOverviewSchema,
});
export const documentResponseSchema = z.object({ success: z.literal(true), data: documentSchema });
export const kycStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ kycStatus: z.enum(kycStatuses) }),
});
