const tones: Record<string, 'good' | 'bad' | 'neutral' | 'warn'> = {
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
export function StatusBadge({ status }: { status: string }) {
  const key = status.toLowerCase();
  // stored codes read as words: NOT_STARTED → "not started"
  return <span className={`badge badge-${tones[key] ?? 'neutral'}`}>{key.replace(/[_-]+/g, ' ')}</span>;
}
