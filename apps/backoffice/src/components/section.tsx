import { type ReactNode, useId } from 'react';

type SectionProps = {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled card of a record page; the heading names the region for screen readers. */
export function Section({ title, actions, children, className }: SectionProps) {
  const id = useId();
  return (
    <section className={`card${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <header className="card-header">
        <h2 id={id}>{title}</h2>
        {actions ? <div className="card-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export type Detail = { label: string; value: ReactNode };

/** A definition list of label → value pairs; an empty value shows as a dash. */
export function Details({ items }: { items: Detail[] }) {
  return (
    <dl className="details">
      {items.map(({ label, value }) => (
        <div key={label} className="details-item">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
