import { maxDocumentBytes } from '@casino/contracts/verification';
import { describe, expect, it } from 'vitest';
import {
  acceptedFiles,
  approvedCount,
  canSendDocument,
  checkCardDetails,
  checkDocumentFile,
  checkIssueDate,
  describeUploadError,
  digitsOnly,
  fileExtension,
  fileSizeText,
  oldestIssueDate,
  requirementState,
  uploadFileName,
  utcToday,
} from './documents';

const megabytes = (count: number) => count * 1_000_000;

describe('a picked file (spec §5: jpg, pdf, png only, max 25MB)', () => {
  it('offers the server’s extensions in the picker', () => {
    expect(acceptedFiles).toBe('.jpg,.jpeg,.png,.pdf');
  });

  it('accepts jpg, jpeg, png and pdf in any case, up to 25 MB', () => {
    expect(checkDocumentFile({ name: 'bill.PDF', size: 1000 })).toBeNull();
    expect(checkDocumentFile({ name: 'scan.jpeg', size: maxDocumentBytes })).toBeNull();
    expect(checkDocumentFile({ name: 'card.Png', size: 10 })).toBeNull();
  });

  it('refuses other types, with or without an extension', () => {
    expect(checkDocumentFile({ name: 'bill.docx', size: 1000 })).toBe('type');
    expect(checkDocumentFile({ name: 'photo.heic', size: 1000 })).toBe('type');
    expect(checkDocumentFile({ name: 'README', size: 1000 })).toBe('type');
    expect(checkDocumentFile({ name: 'trailing.', size: 1000 })).toBe('type');
  });

  it('refuses a file over 25 MB, and an empty one', () => {
    expect(checkDocumentFile({ name: 'big.pdf', size: maxDocumentBytes + 1 })).toBe('size');
    expect(checkDocumentFile({ name: 'big.pdf', size: megabytes(26) })).toBe('size');
    expect(checkDocumentFile({ name: 'empty.png', size: 0 })).toBe('empty');
  });

  it('is sent under the kind’s name with its own extension, never the player’s file name', () => {
    expect(uploadFileName('address', 'Maria Borg bank statement.PDF')).toBe('address.pdf');
    expect(uploadFileName('card', 'IMG_0001.jpeg')).toBe('card.jpeg');
    expect(fileExtension('a.b.png')).toBe('png');
    expect(fileExtension('.hidden')).toBeNull();
  });

  it('says its size in KB or MB', () => {
    expect(fileSizeText(820_000, 'en')).toBe('820 KB');
    expect(fileSizeText(megabytes(3.4), 'en')).toBe('3.4 MB');
    expect(fileSizeText(megabytes(12), 'en')).toBe('12 MB');
  });
});

describe('a proof of address’s issue date (no older than 6 months)', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it('counts six calendar months back from today in UTC, as the server does', () => {
    expect(utcToday(now)).toBe('2026-03-15');
    expect(oldestIssueDate(now)).toBe('2025-09-15');
    // the server's Date.UTC rolls 31 February over into March
    expect(oldestIssueDate(new Date('2026-08-31T12:00:00Z'))).toBe('2026-03-03');
  });

  it('accepts today and the oldest day allowed', () => {
    expect(checkIssueDate('2026-03-15', now)).toBeNull();
    expect(checkIssueDate('2025-09-15', now)).toBeNull();
  });

  it('refuses a missing, impossible, future or too old date', () => {
    expect(checkIssueDate('', now)).toBe('required');
    expect(checkIssueDate('2026-02-30', now)).toBe('invalid');
    expect(checkIssueDate('15/03/2026', now)).toBe('invalid');
    expect(checkIssueDate('2026-03-16', now)).toBe('future');
    expect(checkIssueDate('2025-09-14', now)).toBe('tooOld');
  });
});

describe('a card proof’s details (never the whole number)', () => {
  it('keeps only four digits of what is typed', () => {
    expect(digitsOnly('4111 1111 1111 1111')).toBe('4111');
    expect(digitsOnly('12a3')).toBe('123');
  });

  it('needs the name and both sets of four digits', () => {
    expect(checkCardDetails({ cardholderName: 'Maria Borg', firstFour: '4111', lastFour: '1234' })).toEqual(
      {},
    );
    expect(checkCardDetails({ cardholderName: '  ', firstFour: '', lastFour: '12' })).toEqual({
      cardholderName: 'required',
      firstFour: 'required',
      lastFour: 'digits',
    });
    expect(
      checkCardDetails({ cardholderName: 'x'.repeat(256), firstFour: '4111', lastFour: '1234' }),
    ).toEqual({
      cardholderName: 'tooLong',
    });
  });
});

describe('a requirement’s status', () => {
  it('says "new file" while a picked file waits to be sent', () => {
    expect(requirementState({ status: 'missing', required: true }, true)).toBe('new');
    expect(requirementState({ status: 'rejected', required: true }, true)).toBe('new');
  });

  it('is the document’s status, "missing" before anything was sent, or not needed yet for card proof', () => {
    expect(requirementState({ status: 'pending', required: true }, false)).toBe('pending');
    expect(requirementState({ status: 'requested', required: true }, false)).toBe('requested');
    expect(requirementState({ status: 'missing', required: true }, false)).toBe('missing');
    expect(requirementState({ status: 'missing', required: false }, false)).toBe('notNeeded');
    expect(requirementState({ status: 'approved', required: false }, false)).toBe('approved');
  });

  it('lets a new file be sent only when nothing waits for review or is approved', () => {
    expect(canSendDocument('missing')).toBe(true);
    expect(canSendDocument('rejected')).toBe(true);
    expect(canSendDocument('requested')).toBe(true);
    expect(canSendDocument('pending')).toBe(false);
    expect(canSendDocument('approved')).toBe(false);
  });

  it('counts the needed documents approved', () => {
    expect(
      approvedCount([
        { required: true, status: 'approved' },
        { required: true, status: 'pending' },
        { required: true, status: 'approved' },
        { required: false, status: 'approved' },
      ]),
    ).toEqual({ approved: 2, needed: 3 });
  });
});

describe('a refused upload', () => {
  it('tells the fixed refusals in the page’s words', () => {
    expect(
      describeUploadError({ errorCode: 'DOCUMENT_TYPE_NOT_ALLOWED', message: 'Only jpg, pdf, png accepted' }),
    ).toMatchObject({ key: 'verification.errors.type', retry: false });
    expect(describeUploadError({ errorCode: 'DOCUMENT_TOO_LARGE' })).toMatchObject({
      key: 'verification.errors.size',
    });
    expect(
      describeUploadError({ errorCode: 'DOCUMENT_DUPLICATE', message: 'upload duplicate' }),
    ).toMatchObject({
      key: 'verification.errors.duplicate',
    });
  });

  it('keeps the server’s words where they say more, with its fields', () => {
    expect(
      describeUploadError({
        errorCode: 'VALIDATION_ERROR',
        message: 'Enter the card details the photo shows',
        fields: { firstFour: 'Enter the first four digits', kind: 'Required' },
      }),
    ).toEqual({
      key: null,
      message: 'Enter the card details the photo shows',
      fields: { firstFour: 'Enter the first four digits' },
      retry: false,
    });
    expect(
      describeUploadError({ errorCode: 'DOCUMENT_UNSAFE', message: 'This PDF contains scripts' }),
    ).toMatchObject({ key: null, message: 'This PDF contains scripts' });
  });

  it('is "Failed to upload", to be tried again, when the server was not reached or failed', () => {
    expect(describeUploadError(null)).toMatchObject({ key: 'verification.errors.failed', retry: true });
    expect(describeUploadError({ errorCode: 'GLOBAL_ERROR', message: 'Something went wrong' })).toMatchObject(
      {
        key: 'verification.errors.failed',
        retry: true,
      },
    );
  });
});
