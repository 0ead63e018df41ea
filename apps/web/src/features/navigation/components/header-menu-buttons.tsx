import { type ComponentType, type ReactNode, Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { displayName, useAuth } from '../../../lib/auth';
import { bcp47 } from '../../../lib/i18n';
import { type FormattedBalance, formatBalance } from '../lib/balance';
import './header-menu-buttons.css';

/** The signed-in player's balance, formatted for the interface language; null for guests. */
export function useFormattedBalance(): FormattedBalance | null {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return formatBalance(user.userWallet, bcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en'));
}

/** What a header menu's code takes: its button's look and name, and whether it opens at once. */
export type HeaderMenuProps = {
  className: string;
  label: string;
  /** The button's content, drawn the same before and after the menu's code has loaded. */
  children: ReactNode;
  defaultOpen: boolean;
};

type OnDemandMenuProps = Omit<HeaderMenuProps, 'defaultOpen'> & {
  menu: ComponentType<HeaderMenuProps>;
  /** Starts downloading the menu's code (idempotent). */
  load: () => Promise<unknown>;
};

/**
 * A header menu whose code (Radix's dropdown with its positioning, about 30 KiB) loads when the
 * player shows they want it: pointing at, focusing or touching the button starts the download, and
 * a click, Enter, Space or ArrowDown opens the menu once it is there (the button says busy meanwhile).
 * Until then the button is drawn the same, so the header looks finished with the page's first paint
 * and the page's own code is not kept waiting behind the menus' download.
 */
export function OnDemandMenu({ menu: Menu, load, className, label, children }: OnDemandMenuProps) {
  const [wanted, setWanted] = useState(false);
  // a transition keeps this button (and its focus) on screen until the menu can replace it
  const [loading, startTransition] = useTransition();
  const prefetch = () => void load().catch(() => undefined);
  const open = () => {
    prefetch();
    startTransition(() => setWanted(true));
  };
  const button = (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={loading || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open();
      }}
    >
      {children}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <Menu className={className} label={label} defaultOpen>
        {children}
      </Menu>
    </Suspense>
  );
}

/** The header balance's button content: the total in the player's currency, updated live. */
export function BalanceButtonContent({ total }: { total: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Icon name="wallet" size={18} className="balance-widget__icon" />
      <span className="balance-widget__text">
        <span className="balance-widget__label" aria-hidden="true">
          {t('wallet.balance.label')}
        </span>
        <span className="balance-widget__total" data-testid="header-balance">
          {total}
        </span>
      </span>
      <Icon name="chevronDown" size={14} className="balance-widget__chevron" />
    </>
  );
}

/** The account menu's button content: the player's initial and name. */
export function ProfileButtonContent() {
  const { user } = useAuth();
  const profile = user?.getUser;
  const name = profile ? displayName(profile) : null;
  return (
    <>
      <span className="profile-menu__avatar" aria-hidden="true">
        {name ? name.charAt(0).toUpperCase() : <Icon name="user" size={20} />}
      </span>
      {name ? (
        <span className="profile-menu__name" aria-hidden="true">
          {name}
        </span>
      ) : null}
      <Icon name="chevronDown" size={16} className="profile-menu__chevron" />
    </>
  );
}
