import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './feedback.css';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** Buttons or links offering the next step. */
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** Heading level of the title within the page outline (1 when the empty state is the whole page). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
};

/** An honest "nothing here" or "something failed" panel with an optional next step. */
export function EmptyState({
  title,
  description,
  icon = 'search',
  actions,
  tone = 'neutral',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3', 'h4'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <section className={['ui-empty', `ui-empty--${tone}`, className].filter(Boolean).join(' ')}>
      <span className="ui-empty__icon">
        <Icon name={icon} size={28} />
      </span>
      <Heading className="ui-empty__title">{title}</Heading>
      {description ? <p className="ui-empty__text">{description}</p> : null}
      {actions ? <div className="ui-empty__actions">{actions}</div> : null}
    </section>
  );
}
