import type { DepositBonusOffer, PlayerBonus } from '@casino/contracts';
import type { Minor } from '@casino/money';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { WalletCurrency } from '../lib/format';

// The bonus pieces the cashier's pages show. They belong to the bonuses feature, which the cashier
// does not import: the app hands them to the pages (app/routes/cashier-pages.tsx).

export type BonusChoicePartProps = {
  /** Prefix of the radios' ids (see `optionId`). */
  idPrefix: string;
  offers: readonly DepositBonusOffer[];
  /** The chosen offer's key; null for "No bonus". */
  selected: string | null;
  onSelect: (key: string | null) => void;
  /** The amount typed, for each offer's "You get …" line; null while it is not an amount. */
  amount: Minor | null;
  wallet: WalletCurrency;
  locale: string;
  error: string | undefined;
  disabled?: boolean;
};

export type BonusReplaceConfirmPartProps = {
  open: boolean;
  /** The active bonus's title; null when the page does not know it (the server said there is one). */
  activeTitle: string | null;
  /** Send the deposit, agreeing that the new bonus ends the active one. */
  onContinue: () => void;
  /** Nothing is sent; the form stays as it was. */
  onBack: () => void;
};

export type ActiveBonusCardPartProps = {
  bonus: PlayerBonus;
  wallet: WalletCurrency;
  locale: string;
  headingLevel: 2 | 3;
  /** The bonus was burnt: the page shows the cancelled notice where the card was. */
  onCancelled: (bonus: PlayerBonus) => void;
  /** Inside a panel that already carries the gift mark (a withdrawal block). */
  inset?: boolean;
  /** The cashier's queries a cancel changes (what blocks a withdrawal), refreshed with the bonus's own. */
  alsoRefresh?: readonly QueryKey[];
};

export type BonusCancelledNoticePartProps = { bonus: PlayerBonus; wallet: WalletCurrency; locale: string };

/** The chosen offer checked against the amount; null for "No bonus" (or a key no longer offered). */
export type DepositBonusCheckPart = { offer: DepositBonusOffer; minDeposit: Minor; reachesMinimum: boolean };

/** The active bonus's card and, once it is cancelled, the notice in its place (both pages). */
export type WithdrawBonusParts = {
  ActiveCard: ComponentType<ActiveBonusCardPartProps>;
  CancelledNotice: ComponentType<BonusCancelledNoticePartProps>;
};

/** Everything of the bonuses the deposit page needs: the offers, the choice and its checks. */
export type DepositBonusParts = WithdrawBonusParts & {
  /** A hook: the offers the player's next deposit may take; none while they load or when they fail. */
  useOffers: (playerId: string | undefined) => readonly DepositBonusOffer[];
  /** The offers' query, read again after a refusal about the bonus and as the wallet moves. */
  offersQueryKey: QueryKey;
  check: (
    offers: readonly DepositBonusOffer[],
    key: string | null,
    amount: Minor | null,
  ) => DepositBonusCheckPart | null;
  /** The id of the choice's radio for an offer (null: "No bonus"), to move focus to it. */
  optionId: (idPrefix: string, key: string | null) => string;
  Choice: ComponentType<BonusChoicePartProps>;
  ReplaceConfirm: ComponentType<BonusReplaceConfirmPartProps>;
};
