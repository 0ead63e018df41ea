import type { ReactNode } from 'react';
import './alert.css';

export type AlertTone = 'success' | 'danger' | 'info' | 'warning';

export type AlertProps = {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links offering the next step. */
  actions?: ReactNode;
  className?: string;
};

// check, cross, "i" and "!" in a circle; stroke icons like components/ui/icon
const marks: Record<AlertTone, string> = {
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM8 12.2l2.7 2.7L16.2 9.4',
  danger: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.2 9.2l5.6 5.6M14.8 9.2l-5.6 5.6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v5.5M12 7.8v.01',
  warning: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7.5V13M12 16.2v.01',
};

/**
 * A message about the page or a form: errors are announced at once (role="alert"), the other
 * tones politely (role="status").
 */
export function Alert({ tone, title, children, actions, className }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <svg
        className="ui-alert__mark"
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.9}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={marks[tone]} />
      </svg>
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {children ? <div className="ui-alert__text">{children}</div> : null}
        {actions ? <div className="ui-alert__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
