export { depositBonusesQueryKeyRoot, useDepositBonusOffers } from './api/get-deposit-bonuses';
export {
  ActiveBonusCard,
  type ActiveBonusCardProps,
  BonusCancelledNotice,
} from './components/active-bonus-card';
export { BonusChoice, type BonusChoiceProps, bonusOptionId } from './components/bonus-choice';
export { BonusReplaceConfirm, type BonusReplaceConfirmProps } from './components/bonus-replace-confirm';
export { checkDepositBonus, type DepositBonusCheck } from './lib/bonus';
