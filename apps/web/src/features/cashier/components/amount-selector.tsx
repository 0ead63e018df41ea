import { type Minor, zero } from '@casino/money';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import {
  type AmountLimits,
  amountInputText,
  defaultAmount,
  majorToMinor,
  parseAmountInput,
  quickDepositAmounts,
  sanitizeAmountInput,
  stepDown,
  stepUp,
} from '../lib/amount';
import { formatWholeAmount, limitsText, type WalletCurrency } from '../lib/format';

export type AmountSelectorProps = {
  id: string;
  /** The amount as typed, in major units. */
  text: string;
  onTextChange: (text: string) => void;
  /** Back to 25 and the default method (spec §4). */
  onReset: () => void;
  wallet: WalletCurrency;
  limits: AmountLimits;
  locale: string;
  error: string | undefined;
  disabled?: boolean;
};

/**
 * The amount (spec §4): quick amounts 25, 50 and 100, "−" and "+" around a field the player can
 * type into, the method's limits under it, and a reset to 25 with the default method.
 */
export function AmountSelector({
  id,
  text,
  onTextChange,
  onReset,
  wallet,
  limits,
  locale,
  error,
  disabled,
}: AmountSelectorProps) {
  const { t } = useTranslation();
  const { exponent } = wallet;
  const amount = parseAmountInput(text, exponent);
  const current = amount ?? zero;
  const set = (next: Minor) => onTextChange(amountInputText(next, exponent));
  const limitsLine = limitsText(limits, wallet, locale);
  const outside = (value: Minor) =>
    (limits.min !== null && value < limits.min) || (limits.max !== null && value > limits.max);

  return (
    <div className="cashier-amount">
      <Field
        id={id}
        label={t('cashier.amount.label', { currency: wallet.currencyCode })}
        error={error}
        keepHint
        hint={
          limitsLine
            ? t(`cashier.limits.${limitsLine.key}`, { min: limitsLine.min, max: limitsLine.max })
            : undefined
        }
      >
        {(control) => (
          <div className="cashier-amount__stepper">
            <Button
              variant="secondary"
              className="cashier-amount__step"
              aria-label={t('cashier.amount.decrease')}
              aria-controls={id}
              disabled={disabled || current <= 0n}
              onClick={() => set(stepDown(current, exponent))}
            >
              <span aria-hidden="true">−</span>
            </Button>
            <TextInput
              {...control}
              className="cashier-amount__input"
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              value={text}
              disabled={disabled}
              onChange={(event) => onTextChange(sanitizeAmountInput(event.target.value, exponent))}
            />
            <Button
              variant="secondary"
              className="cashier-amount__step"
              aria-label={t('cashier.amount.increase')}
              aria-controls={id}
              disabled={disabled}
              onClick={() => set(stepUp(current, exponent))}
            >
              <span aria-hidden="true">+</span>
            </Button>
          </div>
        )}
      </Field>
      <div className="cashier-amount__quick">
        <fieldset className="cashier-amount__chips">
          <legend className="visually-hidden">{t('cashier.amount.quick')}</legend>
          {quickDepositAmounts.map((major) => {
            const value = majorToMinor(major, exponent);
            return (
              <button
                key={major}
                type="button"
                className="cashier-chip"
                aria-pressed={amount === value}
                disabled={disabled || outside(value)}
                onClick={() => set(value)}
              >
                {formatWholeAmount(value, wallet, locale)}
              </button>
            );
          })}
        </fieldset>
        <Button
          variant="ghost"
          size="sm"
          className="cashier-amount__reset"
          disabled={disabled}
          aria-label={t('cashier.amount.resetLabel', {
            amount: formatWholeAmount(defaultAmount(exponent), wallet, locale),
          })}
          onClick={onReset}
        >
          {t('cashier.amount.reset')}
        </Button>
      </div>
    </div>
  );
}
