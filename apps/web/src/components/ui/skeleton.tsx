import './feedback.css';

export type SkeletonProps = {
  /** CSS width, e.g. "60%" or "12rem". */
  width?: string;
  height?: string;
  className?: string;
  variant?: 'text' | 'block' | 'circle';
};

/** A shimmering placeholder while content loads; hidden from assistive technology. */
export function Skeleton({ width, height, className, variant = 'text' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['ui-skeleton', `ui-skeleton--${variant}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
