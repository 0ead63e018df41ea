import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { displayName, useAuth } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { profileMenuItems } from '../nav-items';
import { BalanceBreakdown } from './balance-widget';
import { type HeaderMenuProps, useFormattedBalance } from './header-menu-buttons';
import './profile-menu.css';

/**
 * The signed-in player's menu: Profile, Deposit, Withdrawal, Transactions and Log out (spec §2).
 * Its button is drawn by header-menu-buttons.tsx until this loads.
 */
export function ProfileMenu({ className, label, children, defaultOpen }: HeaderMenuProps) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const profile = user?.getUser;
  const name = profile ? displayName(profile) : null;
  const contact = profile?.email ?? profile?.username ?? null;
  const balance = useFormattedBalance();
  const breakdownId = useId();
  return (
    // not modal: a modal menu hides the page from assistive technology while its links stay focusable
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={className} aria-label={label}>
        {children}
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
