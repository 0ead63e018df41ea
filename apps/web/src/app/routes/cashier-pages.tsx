import {
  ActiveBonusCard,
  BonusCancelledNotice,
  BonusChoice,
  BonusReplaceConfirm,
  bonusOptionId,
  checkDepositBonus,
  depositBonusesQueryKeyRoot,
  useDepositBonusOffers,
} from '../../features/bonuses';
import { type DepositBonusParts, DepositPage, type DepositPageProps } from '../../features/cashier/pages';

/**
 * The bonuses feature's pieces in the cashier's pages: the offers and their choice in the deposit
 * form, the replace confirm, and the active bonus card on both pages. Features do not import each
 * other, so they meet here.
 */
export const bonusParts: DepositBonusParts = {
  useOffers: useDepositBonusOffers,
  offersQueryKey: depositBonusesQueryKeyRoot,
  check: checkDepositBonus,
  optionId: bonusOptionId,
  Choice: BonusChoice,
  ReplaceConfirm: BonusReplaceConfirm,
  ActiveCard: ActiveBonusCard,
  CancelledNotice: BonusCancelledNotice,
};

/** The cashier's deposit page with its deposit bonuses (/deposit and the newer profile's balance). */
export function DepositWithBonuses(props: Omit<DepositPageProps, 'bonuses'>) {
  return <DepositPage {...props} bonuses={bonusParts} />;
}
