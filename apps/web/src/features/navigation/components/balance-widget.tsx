import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useAuth } from '../../../lib/auth';
import { bcp47 } from '../../../lib/i18n';
import { PageLink } from '../../../lib/page-link';
import { type FormattedBalance, formatBalance } from '../lib/balance';
import './balance-widget.css';

/** The signed-in player's balance, formatted for the interface language; null for guests. */
export function useFormattedBalance(): FormattedBalance | null {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return formatBalance(user.userWallet, bcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en'));
}

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
 * The header balance: the total in the player's currency, updated live by `wallet:balance`
 * through the auth state; opening it shows cash and bonus with links to deposit and history.
 */
export function BalanceWidget() {
  const { t } = useTranslation();
  const balance = useFormattedBalance();
  const breakdownId = useId();
  if (!balance) return null;
  return (
    // not modal: a modal menu hides the page from assistive technology while its links stay focusable
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="balance-widget"
        aria-label={t('wallet.balance.open', { total: balance.total })}
      >
        <Icon name="wallet" size={18} className="balance-widget__icon" />
        <span className="balance-widget__text">
          <span className="balance-widget__label" aria-hidden="true">
            {t('wallet.balance.label')}
          </span>
          <span className="balance-widget__total" data-testid="header-balance">
            {balance.total}
          </span>
        </span>
        <Icon name="chevronDown" size={14} className="balance-widget__chevron" />
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
