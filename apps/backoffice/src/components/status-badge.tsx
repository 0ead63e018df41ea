export type BadgeTone = 'good' | 'bad' | 'neutral' | 'warn';

const tones: Record<string, BadgeTone> = {
  active: 'good',
  blocked: 'bad',
  disabled: 'bad',
  verified: 'good',
  approved: 'good',
  pending: 'warn',
  rejected: 'bad',
  completed: 'good',
  failed: 'bad',
  declined: 'bad',
  lost: 'bad',
  processing: 'warn',
};

/** A status word with a colour that only repeats what the word says (never colour alone). */
export function StatusBadge({ status, tone }: { status: string; tone?: BadgeTone }) {
  const key = status.toLowerCase();
  // stored codes read as words: NOT_STARTED → "not started"
  return (
    <span className={`badge badge-${tone ?? tones[key] ?? 'neutral'}`}>{key.replace(/[_-]+/g, ' ')}</span>
  );
}
