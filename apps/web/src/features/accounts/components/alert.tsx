import type { ReactNode } from 'react';
import { AccountsIcon } from './icons';
import './accounts.css';

export type AlertTone = 'error' | 'success' | 'info';

/** A message above a form: errors interrupt (role alert), good news and notes do not (status). */
export function Alert({
  tone,
  children,
  action,
}: {
  tone: AlertTone;
  children: ReactNode;
  /** A button or link offering the way out, e.g. "Request a new link". */
  action?: ReactNode;
}) {
  const icon = tone === 'error' ? 'alert' : tone === 'success' ? 'success' : 'info';
  return (
    <div className={`acc-alert acc-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <AccountsIcon name={icon} size={20} className="acc-alert__icon" />
      <div className="acc-alert__body">
        <div>{children}</div>
        {action ? <div className="acc-alert__action">{action}</div> : null}
      </div>
    </div>
  );
}
