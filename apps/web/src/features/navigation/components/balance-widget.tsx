import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import type { FormattedBalance } from '../lib/balance';
import { type HeaderMenuProps, useFormattedBalance } from './header-menu-buttons';
import './balance-widget.css';

/**
 * Cash, bonus and total (the header popover and the profile menu). Plain text, not a definition
 * list: a menu may hold only items, so the menu names this block as its description by `id`.
 */
export function BalanceBreakdown({ balance, id }: { balance: FormattedBalance; id: string }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'cash', label: t('wallet.balance.cash'), value: balance.cash },
    { key: 'bonus', label: t('wallet.balance.bonus'), value: balance.bonus },
    { key: 'total', label: t('wallet.balance.total'), value: balance.total },
  ];
  return (
    <div className="balance-breakdown" id={id}>
      {rows.map((row) => (
        <div key={row.key} className={`balance-breakdown__row balance-breakdown__row--${row.key}`}>
          <span className="balance-breakdown__name">{row.label}</span>{' '}
          <span className="balance-breakdown__value" data-testid={`balance-${row.key}`}>
            {row.value}
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The header balance's menu (its button is drawn by header-menu-buttons.tsx until this loads):
 * cash, bonus and total with links to deposit and history.
 */
export function BalanceMenu({ className, label, children, defaultOpen }: HeaderMenuProps) {
  const { t } = useTranslation();
  const balance = useFormattedBalance();
  const breakdownId = useId();
  if (!balance) return null;
  return (
    // not modal: a modal menu hides the page from assistive technology while its links stay focusable
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={className} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="balance-popover"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-describedby={breakdownId}
        >
          <DropdownMenu.Label className="balance-popover__title">
            {t('wallet.balance.title')}
          </DropdownMenu.Label>
          <BalanceBreakdown balance={balance} id={breakdownId} />
          <DropdownMenu.Separator className="balance-popover__separator" />
          <DropdownMenu.Item asChild className="balance-popover__item">
            <PageLink to="deposit">
              <Icon name="wallet" size={18} />
              <span>{t('shell.nav.deposit')}</span>
            </PageLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="balance-popover__item">
            <PageLink to="transactions">
              <Icon name="transactions" size={18} />
              <span>{t('shell.nav.transactions')}</span>
            </PageLink>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
