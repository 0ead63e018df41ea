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

/**
 * PDF features that run code, act on their own, reach other files or carry them (searched in the
 * file and its decoded streams, after `#xx` escapes in names are undone). Links a reader must click
 * (`/URI`) are allowed: bank statements have them.
 */
const activePdfContent =
  /\/(JavaScript|JS|AA|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToR|GoToE|Encrypt)\b/;
/** Filters of image data: nothing a reader runs is decoded from them. */
const imageFilters = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

/** PDF names may spell letters as `#xx`: `/J#61vaScript` is `/JavaScript` to a reader. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Why a PDF is refused, or null: active content in its text or in any stream, or a stream this check
 * cannot read (a filter other than deflate or an image's, one that does not inflate whole, or more
 * than the cap in all), or encryption (its streams cannot be read). It fails closed: what it cannot
 * read, it refuses.
 */
function pdfRefusal(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  if (activePdfContent.test(unescapeNames(text))) return 'active';
  let inflatedTotal = 0;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'unreadable';
    const dictionary = unescapeNames(
      text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index),
    );
    const filterSpec = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? '';
    const filters = [...filterSpec.matchAll(/\/(\w+)/g)].map((found) => found[1] ?? '');
    streams.lastIndex = end + 'endstream'.length;
    if (filters.length === 0 || filters.every((filter) => imageFilters.has(filter))) continue;
    if (filters.length !== 1 || filters[0] !== 'FlateDecode') return 'unreadable';
    try {
      const inflated = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: maxInflatedBytes - inflatedTotal,
      });
      inflatedTotal += inflated.length;
      if (activePdfContent.test(unescapeNames(inflated.toString('latin1')))) return 'active';
    } catch {
      // a stream cut short, or past the cap: a reader might still read what this check cannot
      return 'unreadable';
    }
  }
  return null;
}

/** Images are made at most this wide or tall: enough to read any document, and bounded work. */
const maxImageEdge = 4000;
/** Images re-encoded at once, process-wide: each may hold ~100 MB decoded and a core for seconds. */
const imageSlots = 2;
let imagesInWork = 0;
const waitingForSlot: Array<() => void> = [];

async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (imagesInWork >= imageSlots) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else imagesInWork += 1;
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else imagesInWork -= 1;
  }
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
    const refusal = pdfRefusal(bytes);
    if (refusal === 'active')
      throw new AppError(
        'DOCUMENT_UNSAFE',
        'This PDF contains scripts, actions, attachments or encryption: send a plain scan or a photo instead',
      );
    if (refusal)
      throw new AppError(
        'DOCUMENT_UNSAFE',
        'This PDF could not be checked: save it again as a plain PDF, or send a scan or a photo instead',
      );
    return { ...kind, bytes, sha256 };
  }
  try {
    const output = await withImageSlot(() => {
      // rotate() applies the camera's orientation before the metadata that held it is dropped
      const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .resize({ width: maxImageEdge, height: maxImageEdge, fit: 'inside', withoutEnlargement: true })
        .timeout({ seconds: 20 });
      return (
        kind.extension === 'jpg' ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 6 })
      ).toBuffer();
    });
    return { ...kind, bytes: output, sha256 };
  } catch {
    throw new AppError(
      'DOCUMENT_UNSAFE',
      'This image could not be read: take the photo again or send another file',
    );
  }
}
