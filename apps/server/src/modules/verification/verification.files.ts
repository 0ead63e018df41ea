import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { documentExtensions, maxDocumentBytes } from '@casino/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/*
 * What a document file must be before anything is stored (issue 21): named plainly, at most 25 MB,
 * and by its content (its magic bytes, not its name or the browser's type) a JPEG, a PNG or a PDF
 * whose name says the same. Images are decoded and written again by the server, which drops their
 * metadata (location, camera) and anything appended to or hidden in them; a PDF cannot be rewritten
 * that way, so one with scripts, launch actions, embedded files or forms is refused instead.
 */

export type CheckedFile = {
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  /** What is stored: the re-encoded image, or the PDF as sent. */
  bytes: Buffer;
  /** Of the bytes as sent: the same file twice is refused. */
  sha256: string;
};

const kinds = {
  jpg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
} as const;

/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
const maxPixels = 40_000_000;
/** A PDF's compressed streams are searched for active content up to this many bytes inflated. */
const maxInflatedBytes = 64 * 1024 * 1024;

const typeNotAllowed = () => new AppError('DOCUMENT_TYPE_NOT_ALLOWED', 'Only jpg, pdf, png accepted');

/** The extension a plain file name ends with; refuses paths, control characters and hidden names. */
export function extensionOf(fileName: string): (typeof documentExtensions)[number] {
  const name = fileName.normalize('NFC');
  if (
    name.length === 0 ||
    name.length > 255 ||
    /[/\\]/.test(name) ||
    [...name].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f') ||
    name.includes('..') ||
    name.startsWith('.')
  ) {
    throw new AppError(
      'DOCUMENT_NAME_INVALID',
      'This file name is not allowed: rename the file and try again',
    );
  }
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!name.includes('.') || !(documentExtensions as readonly string[]).includes(extension))
    throw typeNotAllowed();
  return extension as (typeof documentExtensions)[number];
}

/** PDF features that run code, start programs or carry other files (searched in the file and its streams). */
const activePdfContent =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)\b/;

/** Whether a PDF holds active content, also inside its compressed streams (object streams hide names). */
function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (activePdfContent.test(text)) return true;
  let inflatedTotal = 0;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: maxInflatedBytes - inflatedTotal,
      });
      inflatedTotal += inflated.length;
      if (activePdfContent.test(inflated.toString('latin1'))) return true;
    } catch {
      // not a deflated stream (an image's own encoding, say): nothing to read in it
    }
    if (inflatedTotal >= maxInflatedBytes) return true;
    streams.lastIndex = end;
  }
  return false;
}

/** Checks a file as sent and returns what may be stored, or refuses it with the reason. */
export async function checkDocumentFile(fileName: string, bytes: Buffer): Promise<CheckedFile> {
  const named = extensionOf(fileName);
  if (bytes.length > maxDocumentBytes)
    throw new AppError('DOCUMENT_TOO_LARGE', 'File size must be less than 25MB');
  if (bytes.length === 0) throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED', 'The file is empty');
  const detected = await fileTypeFromBuffer(bytes);
  const kind =
    detected && (detected.ext === 'jpg' || detected.ext === 'png' || detected.ext === 'pdf')
      ? kinds[detected.ext]
      : null;
  if (!kind) throw typeNotAllowed();
  const namedKind = named === 'jpeg' ? 'jpg' : named;
  if (namedKind !== kind.extension) {
    throw new AppError(
      'DOCUMENT_TYPE_NOT_ALLOWED',
      `This file is a ${kind.extension.toUpperCase()} but its name says ${named.toUpperCase()}: only jpg, pdf, png accepted, named as what they are`,
    );
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (kind.extension === 'pdf') {
    if (pdfHasActiveContent(bytes))
      throw new AppError(
        'DOCUMENT_UNSAFE',
        'This PDF contains scripts, actions or attachments: send a plain scan or a photo instead',
      );
    return { ...kind, bytes, sha256 };
  }
  try {
    // rotate() applies the camera's orientation before the metadata that held it is dropped
    const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const output =
      kind.extension === 'jpg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : image.png({ compressionLevel: 9 });
    return { ...kind, bytes: await output.toBuffer(), sha256 };
  } catch {
    throw new AppError(
      'DOCUMENT_UNSAFE',
      'This image could not be read: take the photo again or send another file',
    );
  }
}
