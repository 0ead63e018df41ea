import type { PageKey, PlayerBonus, WithdrawalBlock } from '@casino/contracts';
import type { Minor } from '@casino/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { useSettings } from '../../../lib/settings';
import { withdrawalsQueryKeyRoot } from '../api/withdrawals';
import { formatAmount, type WalletCurrency } from '../lib/format';
import { verificationPageKey } from '../lib/withdraw';
import type { WithdrawBonusParts } from './bonus-parts';

export type WithdrawBlocksProps = {
  blocks: readonly WithdrawalBlock[];
  /** What is left to wager on the latest deposit (minor units). */
  wagerLeft: Minor;
  wallet: WalletCurrency;
  locale: string;
  /** The bonuses feature's card, which stands in for the active bonus's link. */
  bonuses: WithdrawBonusParts;
};

/** Each block's mark, its next step and where that step is done. */
const blockSteps: Record<WithdrawalBlock, { icon: IconName; key: string; to: PageKey }> = {
  NO_DEPOSIT: { icon: 'wallet', key: 'noDeposit', to: 'deposit' },
  EMAIL_NOT_VERIFIED: { icon: 'mail', key: 'emailNotVerified', to: 'profile' },
  BONUS_ACTIVE: { icon: 'promotions', key: 'bonusActive', to: 'bonuses' },
  DEPOSIT_WAGER_INCOMPLETE: { icon: 'slots', key: 'wagerIncomplete', to: 'casino' },
  // the panel navigation system's verification page is /account/verification (spec §2)
  KYC_REQUIRED: { icon: 'idCard', key: 'kycRequired', to: 'verify' },
};

/** A cancelled bonus no longer blocks a withdrawal: the blocks are read again. */
const afterBonusCancel = [withdrawalsQueryKeyRoot];

/**
 * Why the player may not withdraw yet (spec §4): one line per reason with what to do about it and
 * a link to where it is done, in place of the form. An active bonus shows right there, so the
 * player can see how far its wagering is or cancel it without leaving the page.
 */
export function WithdrawBlocks({ blocks, wagerLeft, wallet, locale, bonuses }: WithdrawBlocksProps) {
  const { t } = useTranslation();
  const id = useId();
  const amount = formatAmount(wagerLeft, wallet, locale);
  const activeBonus = useQuery(userDetailsQueryOptions).data?.activeBonus ?? null;
  const [cancelledBonus, setCancelledBonus] = useState<PlayerBonus | null>(null);
  const { navigationSystem } = useSettings();

  return (
    <div className="withdraw-blocks">
      {cancelledBonus && !activeBonus ? (
        <bonuses.CancelledNotice bonus={cancelledBonus} wallet={wallet} locale={locale} />
      ) : null}
      <p id={`${id}-intro`} className="cashier-panel__text">
        {t('cashier.withdraw.blocks.intro')}
      </p>
      <ul className="withdraw-blocks__list" aria-describedby={`${id}-intro`}>
        {blocks.map((block) => {
          const step = blockSteps[block];
          const base = `cashier.withdraw.blocks.${step.key}`;
          // the card stands in for the link to the bonus page; without the bonus's data, the link stays
          const bonus = block === 'BONUS_ACTIVE' ? activeBonus : null;
          return (
            <li
              key={block}
              className={['withdraw-block', bonus ? 'withdraw-block--with-bonus' : null]
                .filter(Boolean)
                .join(' ')}
              data-block={block}
            >
              <span className="withdraw-block__icon">
                <Icon name={step.icon} size={22} />
              </span>
              <div className="withdraw-block__text">
                <p className="withdraw-block__title">{t(`${base}.title`, { amount })}</p>
                <p className="withdraw-block__detail">{t(`${base}.text`, { amount })}</p>
              </div>
              {bonus ? (
                <div className="withdraw-block__bonus">
                  <bonuses.ActiveCard
                    bonus={bonus}
                    wallet={wallet}
                    locale={locale}
                    headingLevel={3}
                    onCancelled={setCancelledBonus}
                    inset
                    alsoRefresh={afterBonusCancel}
                  />
                </div>
              ) : (
                <PageLink
                  to={block === 'KYC_REQUIRED' ? verificationPageKey(navigationSystem) : step.to}
                  className={buttonClassName('secondary', 'sm', 'withdraw-block__action')}
                >
                  {t(`${base}.action`)}
                </PageLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
