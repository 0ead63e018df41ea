import type { LoyaltyAdmin } from '@casino/contracts/loyalty';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { Section } from '../../components/section.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { changesText } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import type { ExponentOf } from './ladder-form-values.ts';
import {
  listRateChanges,
  type RatesEditable,
  ratesEditableOf,
  ratesErrorsOf,
  ratesFormOf,
  rateText,
  readRatesForm,
  typedRate,
} from './rates-form-values.ts';

type UpdateAnswer = { data: LoyaltyAdmin };

/**
 * The point rates: per currency, the real-money stake that earns one point. "Review changes" lists
 * old → new; "Save changes" PATCHes every rate (a currency left empty earns none).
 */
export function RatesForm({
  settings,
  currencies,
  exponentOf,
}: {
  settings: LoyaltyAdmin;
  currencies: readonly string[];
  exponentOf: ExponentOf;
}) {
  const [values, setValues] = useState(() => ratesFormOf(ratesEditableOf(settings), exponentOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<UpdateAnswer>();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const flow = useChangeReview<RatesEditable>({
    initial: () => ratesEditableOf(settings),
    check: () => readRatesForm(values, exponentOf),
    describe: (saved, next) => listRateChanges(saved, next, exponentOf, currencies),
    send: async (body) => {
      const { data } = await mutateAsync({ url: 'loyalty/rates', method: 'patch', values: body });
      queryClient.setQueryData(queryKeys.loyaltySettings, { data: { data: data.data } });
      return ratesEditableOf(data.data);
    },
    savedStatus: (_, count) =>
      `Saved ${changesText(count)}. Stakes from now on earn points at the new rates.`,
    formErrorsOf: (fields) => ratesErrorsOf(fields, values),
    showSaved: (saved) => setValues(ratesFormOf(saved, exponentOf)),
    setErrors,
    mutation,
  });

  const setRate = (currency: string, value: string) => {
    setValues((previous) => ({ rates: { ...previous.rates, [currency]: value } }));
    flow.clearStatus();
    const key = `rates.${currency}`;
    if (errors[key] || errors.form || errors.rates)
      setErrors(({ [key]: _dropped, form: _form, rates: _rates, ...rest }) => rest);
  };

  return (
    <ChangeReviewForm
      flow={flow}
      label="Edit the point rates"
      legend="Point rates"
      errors={errors}
      attention={errors.form}
    >
      <Section title="Point rates">
        <p className="field-hint">
          How much real money a player stakes to earn one loyalty point (and one xp), per currency. Stakes of
          bonus money earn nothing. An empty cell: play in that currency earns no points.
        </p>
        <TableScroll label="Point rates">
          <table className="table edit-table">
            <caption className="visually-hidden">Stake per point, per currency</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Stake per point</th>
                <th scope="col">Reads as</th>
              </tr>
            </thead>
            <tbody>
              {currencies.map((currency) => {
                const id = `${idPrefix}-${currency}`;
                const error = errors[`rates.${currency}`];
                const exponent = exponentOf(currency);
                const rate = typedRate(values.rates[currency] ?? '', exponent);
                return (
                  <tr key={currency}>
                    <th scope="row">{currency}</th>
                    <td>
                      <div className="row-cell cell-amount">
                        <label htmlFor={id} className="visually-hidden">
                          {`Stake per point in ${currency}`}
                        </label>
                        <input
                          id={id}
                          value={values.rates[currency] ?? ''}
                          placeholder="no points"
                          inputMode={exponent > 0 ? 'decimal' : 'numeric'}
                          autoComplete="off"
                          spellCheck={false}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(event) => setRate(currency, event.target.value)}
                        />
                        {error ? (
                          <p id={`${id}-error`} className="field-error">
                            {error}
                          </p>
                        ) : null}
                      </div>
                    </td>
                    <td className="rate-reading">
                      {rate ? (
                        <div className="cell-stack">
                          <span>{rateText(rate, currency, exponent)}</span>
                          <span className="muted small">{`${rate} minor units per point`}</span>
                        </div>
                      ) : (
                        <span className="muted">
                          {values.rates[currency]?.trim() ? '—' : 'earns no points'}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        {errors.rates ? (
          <p className="field-error" data-invalid="true" tabIndex={-1}>
            {errors.rates}
          </p>
        ) : null}
      </Section>
    </ChangeReviewForm>
  );
}
