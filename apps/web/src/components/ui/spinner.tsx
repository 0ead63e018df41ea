import './feedback.css';

export type SpinnerProps = { label: string; size?: 'sm' | 'md' | 'lg'; className?: string };

/** A busy indicator announced to screen readers by its label. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={['ui-spinner', `ui-spinner--${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="ui-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
