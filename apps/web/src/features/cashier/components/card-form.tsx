import { limits } from '@casino/contracts/validations';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import {
  type CardField,
  type CardFormValues,
  cardNumberMaxDigits,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  holderMaxLength,
} from '../lib/card';

export type CardFormProps = {
  /** Prefix of the fields' ids, so the page can move focus to the first one with a problem. */
  idPrefix: string;
  values: CardFormValues;
  onChange: (field: CardField, value: string) => void;
  errors: Partial<Record<CardField, string>>;
  disabled?: boolean;
};

/** The id of a card field's input. */
export const cardFieldId = (prefix: string, field: CardField) => `${prefix}-card-${field}`;

/**
 * The card form (spec §3 "Deposit", §5): number in groups of four, cardholder, MM/YY with the slash
 * added while typing, and the CVC, with the autocomplete names browsers and password managers fill.
 */
export function CardForm({ idPrefix, values, onChange, errors, disabled }: CardFormProps) {
  const { t } = useTranslation();
  const id = (field: CardField) => cardFieldId(idPrefix, field);

  return (
    <fieldset className="cashier-card-form" disabled={disabled}>
      <legend className="cashier-card-form__legend">{t('cashier.card.legend')}</legend>
      <Field id={id('number')} label={t('cashier.card.number')} error={errors.number} required>
        {(control) => (
          <TextInput
            {...control}
            name="cardnumber"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            // 19 digits and the spaces between their groups of four
            maxLength={cardNumberMaxDigits + Math.floor((cardNumberMaxDigits - 1) / 4)}
            spellCheck={false}
            value={values.number}
            onChange={(event) => onChange('number', formatCardNumber(event.target.value))}
          />
        )}
      </Field>
      <Field
        id={id('holder')}
        label={t('cashier.card.holder')}
        hint={t('cashier.card.holderHint')}
        error={errors.holder}
        required
      >
        {(control) => (
          <TextInput
            {...control}
            name="ccname"
            type="text"
            autoComplete="cc-name"
            autoCapitalize="characters"
            maxLength={holderMaxLength}
            spellCheck={false}
            value={values.holder}
            onChange={(event) => onChange('holder', event.target.value)}
          />
        )}
      </Field>
      <div className="cashier-card-form__row">
        <Field id={id('expiry')} label={t('cashier.card.expiry')} error={errors.expiry} required>
          {(control) => (
            <TextInput
              {...control}
              name="cc-exp"
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              value={values.expiry}
              onChange={(event) => onChange('expiry', formatExpiry(event.target.value, values.expiry))}
            />
          )}
        </Field>
        <Field
          id={id('cvc')}
          label={t('cashier.card.cvc')}
          hint={t('cashier.card.cvcHint')}
          error={errors.cvc}
          required
        >
          {(control) => (
            <TextInput
              {...control}
              name="cvc"
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={limits.cvcLength}
              value={values.cvc}
              onChange={(event) => onChange('cvc', formatCvc(event.target.value))}
            />
          )}
        </Field>
      </div>
      <p className="cashier-card-form__privacy">
        <Icon name="lock" size={16} />
        <span>{t('cashier.card.privacy')}</span>
      </p>
    </fieldset>
  );
}
