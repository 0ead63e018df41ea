import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './page-header.css';

export type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
  className?: string;
};

/** The heading block of a page: its one `<h1>`, an optional icon, description and actions. */
export function PageHeader({ title, description, icon, actions, className }: PageHeaderProps) {
  return (
    <header className={['ui-page-header', className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className="ui-page-header__icon">
          <Icon name={icon} size={24} />
        </span>
      ) : null}
      <div className="ui-page-header__text">
        <h1 className="ui-page-header__title">{title}</h1>
        {description ? <p className="ui-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="ui-page-header__actions">{actions}</div> : null}
    </header>
  );
}
