import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
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

const marks: Record<AlertTone, IconName> = {
  success: 'checkCircle',
  danger: 'crossCircle',
  info: 'info',
  warning: 'alertCircle',
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
      <Icon name={marks[tone]} size={22} strokeWidth={1.9} className="ui-alert__mark" />
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {children ? <div className="ui-alert__text">{children}</div> : null}
        {actions ? <div className="ui-alert__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
