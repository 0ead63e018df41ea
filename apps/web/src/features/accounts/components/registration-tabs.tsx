import type { RegistrationType } from '@casino/contracts';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';

const tabIcons: Record<RegistrationType, IconName> = {
  email: 'mail',
  phone: 'mobile',
  oneClick: 'bolt',
};
const tabLabels: Record<RegistrationType, string> = {
  email: 'accounts.register.tab.email',
  phone: 'accounts.register.tab.phone',
  oneClick: 'accounts.register.tab.oneClick',
};

export const registrationTabId = (idBase: string, type: RegistrationType) => `${idBase}-tab-${type}`;
export const registrationPanelId = (idBase: string) => `${idBase}-panel`;

/** Email / Phone / 1 Click as an ARIA tab list (arrow keys, Home and End move between tabs). */
export function RegistrationTabs({
  idBase,
  types,
  value,
  onChange,
}: {
  idBase: string;
  types: readonly RegistrationType[];
  value: RegistrationType;
  onChange: (type: RegistrationType) => void;
}) {
  const { t } = useTranslation();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = types.indexOf(value);
    const last = types.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = types[target];
    if (!next) return;
    onChange(next);
    buttons.current[target]?.focus();
  };

  return (
    <div
      className="acc-tabs"
      role="tablist"
      aria-label={t('accounts.register.tabsLabel')}
      onKeyDown={onKeyDown}
    >
      {types.map((type, index) => {
        const selected = type === value;
        return (
          <button
            key={type}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={registrationTabId(idBase, type)}
            aria-selected={selected}
            aria-controls={registrationPanelId(idBase)}
            tabIndex={selected ? 0 : -1}
            className="acc-tabs__tab"
            onClick={() => onChange(type)}
          >
            <Icon name={tabIcons[type]} size={18} />
            <span>{t(tabLabels[type])}</span>
          </button>
        );
      })}
    </div>
  );
}
