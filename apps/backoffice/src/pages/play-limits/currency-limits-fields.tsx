import { CheckboxField, Field } from '../../components/field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import {
  type CurrencyLimitValues,
  errorKeys,
  noBetLimit,
  noCeiling,
  previewOfValues,
} from './play-limits-values.ts';

type CurrencyLimitsFieldsProps = {
  currency: string;
  /** The currency's name ("Euro"); empty when the list did not load or no longer has it. */
  name: string;
  exponent: number;
  values: CurrencyLimitValues;
  errors: FieldErrors;
  /** Absent in the read-only view, where the fields are disabled. */
  onChange?: (patch: Partial<CurrencyLimitValues>) => void;
};

/** One currency's limits: the global bet limit, then the monthly winnings rule with its preview. */
export function CurrencyLimitsFields({
  currency,
  name,
  exponent,
  values,
  errors,
  onChange,
}: CurrencyLimitsFieldsProps) {
  const change = onChange ?? (() => {});
  const amountMode = exponent > 0 ? 'decimal' : 'numeric';
  const preview = values.winnings ? previewOfValues(values, currency, exponent) : null;
  const ruleError = errors[errorKeys.rule(currency)];

  return (
    <fieldset className="play-limits-currency" disabled={onChange === undefined}>
      <legend className="play-limits-legend">
        <span className="play-limits-code">{currency}</span>
        {name ? <span className="muted">{name}</span> : null}
      </legend>
      <div className="play-limits-fields">
        <Field
          className="play-limits-bet"
          label={`Global bet limit (${currency})`}
          value={values.betLimit}
          placeholder={noBetLimit}
          inputMode={amountMode}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change({ betLimit: event.target.value })}
          error={errors[errorKeys.betLimit(currency)]}
        />
        <div className="play-limits-winnings">
          <CheckboxField
            label="Monthly winnings limit"
            checked={values.winnings}
            onChange={(event) => change({ winnings: event.target.checked })}
            error={ruleError}
          />
          {values.winnings ? (
            <>
              <div className="play-limits-rule">
                <Field
                  label={`First month (${currency})`}
                  value={values.base}
                  inputMode={amountMode}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => change({ base: event.target.value })}
                  error={errors[errorKeys.rulePart(currency, 'base')]}
                />
                <Field
                  label="Rise a month (%)"
                  value={values.rise}
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => change({ rise: event.target.value })}
                  error={errors[errorKeys.rulePart(currency, 'monthlyRisePercent')]}
                />
                <Field
                  label={`Ceiling (${currency})`}
                  value={values.ceiling}
                  placeholder={noCeiling}
                  inputMode={amountMode}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => change({ ceiling: event.target.value })}
                  error={errors[errorKeys.rulePart(currency, 'ceiling')]}
                />
              </div>
              <p className={preview ? 'play-limits-preview' : 'play-limits-preview muted'}>
                {preview ?? 'The preview shows once the first month’s limit, the rise and the ceiling read.'}
              </p>
            </>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
