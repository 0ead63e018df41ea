import type {
  DocumentDetails,
  DocumentKind,
  DocumentSource,
  DocumentStatus,
} from '@casino/contracts/verification';

/*
 * Verification (KYC) documents in words: what a kind, a status and a source are called, what the
 * player stated about a document, and how long it has waited. Shared by the verification pages and
 * the player page's documents.
 */

/** A document kind as reviewers name it. */
export const documentKindLabels: Record<DocumentKind, string> = {
  identity: 'Identity document',
  selfie: 'Selfie',
  address: 'Proof of address',
  card: 'Card proof',
};

/** Several documents of a kind, in a sentence: "No proofs of address waiting for review". */
export const documentKindPlurals: Record<DocumentKind, string> = {
  identity: 'identity documents',
  selfie: 'selfies',
  address: 'proofs of address',
  card: 'card proofs',
};

/** The badge classes' tones (components/status-badge.tsx). */
type Tone = 'good' | 'bad' | 'neutral' | 'warn';

/** A document status as its badge says it; the colour only repeats the word. */
export const documentStatusBadges: Record<DocumentStatus, { word: string; tone: Tone }> = {
  pending: { word: 'Pending review', tone: 'warn' },
  approved: { word: 'Approved', tone: 'good' },
  rejected: { word: 'Rejected', tone: 'bad' },
  requested: { word: 'More info requested', tone: 'neutral' },
};

export const documentSourceLabels: Record<DocumentSource, string> = {
  camera: 'Camera',
  upload: 'Upload',
};

/** One fact the player stated beside the file ("Issued: 2026-03-01"). */
export type StatedFact = { label: string; value: string };

/**
 * What the player stated about the document: the issue date of a proof of address; the
 * cardholder's name and the card's first and last four digits of a card proof. Empty for the rest.
 */
export function statedFacts(details: DocumentDetails): StatedFact[] {
  const facts: StatedFact[] = [];
  if (details.issueDate) facts.push({ label: 'Issued', value: details.issueDate });
  if (details.cardholderName) facts.push({ label: 'Cardholder', value: details.cardholderName });
  if (details.firstFour || details.lastFour)
    facts.push({
      label: 'Card',
      value: `${details.firstFour ?? '••••'} •••• •••• ${details.lastFour ?? '••••'}`,
    });
  return facts;
}

/**
 * How long ago `iso` was, short, for a queue: "just now", "12 min ago", "3 h ago", "4 d ago".
 * Hours up to two days, so "30 h ago" still says it is more than a day; "—" for an unreadable time.
 */
export function ageText(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '—';
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** "16.5 KB", "2.3 MB": a file's size as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The player as a queue names them: their name, else their email, else their public ID. */
export function playerText(player: { name: string | null; email: string | null; uniqueId: string }): string {
  return player.name || player.email || player.uniqueId;
}
