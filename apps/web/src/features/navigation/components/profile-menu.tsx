import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import { signOut } from '../../../lib/session';
import { profileMenuItems } from '../nav-items';
import './profile-menu.css';

/** The signed-in player's menu: Profile, Deposit, Withdrawal, Transactions and Log out (spec §2). */
export function ProfileMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="profile-menu__trigger" aria-label={t('shell.nav.accountMenu')}>
        <span className="profile-menu__avatar" aria-hidden="true">
          <Icon name="user" size={20} />
        </span>
        <Icon name="chevronDown" size={16} className="profile-menu__chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="profile-menu" align="end" sideOffset={8} collisionPadding={8}>
          {profileMenuItems.map((item) => (
            <DropdownMenu.Item key={item.page} asChild className="profile-menu__item">
              <PageLink to={item.page}>
                <Icon name={item.icon} size={18} />
                <span>{t(item.labelKey)}</span>
              </PageLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="profile-menu__separator" />
          <DropdownMenu.Item
            className="profile-menu__item profile-menu__item--danger"
            onSelect={() => signOut()}
          >
            <Icon name="logout" size={18} />
            <span>{t('shell.auth.logOut')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
