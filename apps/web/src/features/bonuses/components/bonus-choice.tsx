import type { DepositBonusOffer } from '@casino/contracts';
import type { Minor } from '@casino/money';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { formatAmount, offerTerms, quoteOffer, type WalletCurrency } from '../lib/bonus';
import './bonuses.css';

export type BonusChoiceProps = {
  /** Prefix of the radios' ids, to move focus to one (see `bonusOptionId`). */
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

/** The id of a radio of the choice: the offer's key, or "none" for "No bonus". */
export const bonusOptionId = (idPrefix: string, key: string | null) => `${idPrefix}-bonus-${key ?? 'none'}`;

/**
 * The deposit bonus choice (spec §1 Cashier "bonus choice"): "No bonus", chosen by default so no
 * player is opted into wagering, and one radio per offer with its terms and what it brings for the
 * amount typed. Each radio is named by its title alone; the terms and the amount describe it.
 */
export function BonusChoice({
  idPrefix,
  offers,
  selected,
  onSelect,
  amount,
  wallet,
  locale,
  error,
  disabled,
}: BonusChoiceProps) {
  const { t } = useTranslation();
  const money = (value: Minor) => formatAmount(value, wallet, locale);
  const errorId = `${idPrefix}-bonus-error`;
  const noneId = bonusOptionId(idPrefix, null);

  return (
    <fieldset
      className={['bonus-choice', error ? 'bonus-choice--invalid' : null].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="bonus-choice__legend">{t('cashier.bonus.legend')}</legend>
      <div className="bonus-choice__options">
        <label className="bonus-choice__option choice-tile" htmlFor={noneId}>
          <input
            id={noneId}
            type="radio"
            name={`${idPrefix}-bonus`}
            className="bonus-choice__radio"
            checked={selected === null}
            aria-labelledby={`${noneId}-title`}
            aria-describedby={`${noneId}-text`}
            onChange={() => onSelect(null)}
          />
          <span className="bonus-choice__body">
            <span id={`${noneId}-title`} className="bonus-choice__title">
              {t('cashier.bonus.none')}
            </span>
            <span id={`${noneId}-text`} className="bonus-choice__terms">
              {t('cashier.bonus.noneText')}
            </span>
          </span>
        </label>
        {offers.map((offer) => {
          const optionId = bonusOptionId(idPrefix, offer.key);
          const terms = offerTerms(offer);
          const quote = quoteOffer(terms, amount);
          return (
            <label key={offer.key} className="bonus-choice__option choice-tile" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={`${idPrefix}-bonus`}
                className="bonus-choice__radio"
                value={offer.key}
                checked={selected === offer.key}
                aria-labelledby={`${optionId}-title`}
                aria-describedby={`${optionId}-terms ${optionId}-quote`}
                onChange={() => onSelect(offer.key)}
              />
              <span className="bonus-choice__body">
                <span id={`${optionId}-title`} className="bonus-choice__title">
                  {offer.title}
                </span>
                <span id={`${optionId}-terms`} className="bonus-choice__terms">
                  {t('cashier.bonus.terms', {
                    percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                      offer.matchPercent,
                    ),
                    max: money(terms.maxBonus),
                    min: money(terms.minDeposit),
                    multiplier: offer.wageringMultiplier,
                    count: offer.validDays,
                  })}
                </span>
                <span
                  id={`${optionId}-quote`}
                  className={`bonus-choice__quote bonus-choice__quote--${quote.kind}`}
                >
                  {quote.kind === 'bonus'
                    ? t('cashier.bonus.youGet', { amount: money(quote.bonus) })
                    : t('cashier.bonus.belowMin', { amount: money(quote.minDeposit) })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="ui-field__error" id={errorId}>
          <Icon name="alert" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
