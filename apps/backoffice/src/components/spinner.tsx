/** A decorative spinner: the text beside it (or aria-busy on its container) says what is loading. */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
}
