import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { displayName, useAuth } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { profileMenuItems } from '../nav-items';
import { BalanceBreakdown, useFormattedBalance } from './balance-widget';
import './profile-menu.css';

/** The signed-in player's menu: Profile, Deposit, Withdrawal, Transactions and Log out (spec §2). */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const profile = user?.getUser;
  const name = profile ? displayName(profile) : null;
  const contact = profile?.email ?? profile?.username ?? null;
  const balance = useFormattedBalance();
  const breakdownId = useId();
  return (
    // not modal: a modal menu hides the page from assistive technology while its links stay focusable
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="profile-menu__trigger" aria-label={t('shell.nav.accountMenu')}>
        <span className="profile-menu__avatar" aria-hidden="true">
          {name ? name.charAt(0).toUpperCase() : <Icon name="user" size={20} />}
        </span>
        {name ? (
          <span className="profile-menu__name" aria-hidden="true">
            {name}
          </span>
        ) : null}
        <Icon name="chevronDown" size={16} className="profile-menu__chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="profile-menu"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-describedby={balance ? breakdownId : undefined}
        >
          {name ? (
            <>
              <DropdownMenu.Label className="profile-menu__label">
                <span className="profile-menu__label-caption">{t('accounts.menu.signedInAs')}</span>
                <span className="profile-menu__label-name">{name}</span>
                {contact && contact !== name ? (
                  <span className="profile-menu__label-contact">{contact}</span>
                ) : null}
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="profile-menu__separator" />
            </>
          ) : null}
          {balance ? (
            <>
              <div className="profile-menu__balance">
                <BalanceBreakdown balance={balance} id={breakdownId} />
              </div>
              <DropdownMenu.Separator className="profile-menu__separator" />
            </>
          ) : null}
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
            onSelect={() => void signOut('USER_INITIATED')}
          >
            <Icon name="logout" size={18} />
            <span>{t('shell.auth.logOut')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
