import { describe, expect, it } from 'vitest';
import { kycEventOf } from './kyc-event';

describe('a reviewer’s decision pushed to the page (`kyc`)', () => {
  it('reads the document, its kind and its new status', () => {
    expect(
      kycEventOf({ documentId: 'd-1', kind: 'selfie', status: 'rejected', kycStatus: 'REJECTED' }),
    ).toEqual({ documentId: 'd-1', kind: 'selfie', status: 'rejected' });
  });

  it('ignores anything else', () => {
    expect(kycEventOf(null)).toBeNull();
    expect(kycEventOf('approved')).toBeNull();
    expect(kycEventOf({ documentId: 'd-1', kind: 'passport', status: 'approved' })).toBeNull();
    expect(kycEventOf({ documentId: 'd-1', kind: 'selfie', status: 'done' })).toBeNull();
    expect(kycEventOf({ kind: 'selfie', status: 'approved' })).toBeNull();
  });
});
