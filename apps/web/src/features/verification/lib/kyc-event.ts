import type { KycEvent } from '@casino/contracts';
import { documentKinds, documentStatuses } from '@casino/contracts/verification';

/** Reads a `kyc` event's detail; null when it is not one. */
export function kycEventOf(detail: unknown): Pick<KycEvent, 'documentId' | 'kind' | 'status'> | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { documentId, kind, status } = detail as Record<string, unknown>;
  if (typeof documentId !== 'string') return null;
  if (!(documentKinds as readonly unknown[]).includes(kind)) return null;
  if (!(documentStatuses as readonly unknown[]).includes(status)) return null;
  return { documentId, kind: kind as KycEvent['kind'], status: status as KycEvent['status'] };
}
