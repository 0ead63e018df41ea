import type { VerificationSettings } from '@casino/contracts/verification';
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
import {
  type ExponentOf,
  editableOf,
  formOf,
  listThresholdChanges,
  noThreshold,
  readThresholdForm,
  type ThresholdEditable,
  thresholdErrorsOf,
  thresholdText,
} from './threshold-values.ts';

type UpdateAnswer = { data: VerificationSettings };

type ThresholdProps = {
  settings: VerificationSettings;
  currencies: readonly string[];
  exponentOf: ExponentOf;
};

const title = 'Withdrawal threshold';
const columnLabel = 'Withdrawable in 30 days without verification';
const explanation =
  'Per currency, what a player may withdraw in 30 days before an approved verification is needed; past it, a withdrawal waits until the player is verified. An empty cell: no threshold in that currency. Zero: every withdrawal needs verification.';

/** The threshold as text, for an operator who may read it but not change it (no settings.manage). */
export function ThresholdTable({ settings, currencies, exponentOf }: ThresholdProps) {
  return (
    <Section title={title}>
      <p className="field-hint">{explanation}</p>
      <div className="kyc-threshold-frame">
        <TableScroll label={title}>
          <table className="table matrix-table">
            <caption className="visually-hidden">{`${title} per currency`}</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col" className="numeric">
                  {columnLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {currencies.map((currency) => {
                const amount = settings.withdrawalThresholds[currency];
                return (
                  <tr key={currency}>
                    <th scope="row">{currency}</th>
                    <td className={`numeric${amount === undefined ? ' muted' : ''}`}>
                      {thresholdText(amount, currency, exponentOf)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </div>
      <p className="muted small">Only an operator who manages the settings can change it.</p>
    </Section>
  );
}

/** The threshold's form: "Review changes" lists old → new; "Save changes" PUTs every currency's threshold. */
export function ThresholdForm({ settings, currencies, exponentOf }: ThresholdProps) {
  const [values, setValues] = useState(() => formOf(editableOf(settings), exponentOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<UpdateAnswer>();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const flow = useChangeReview<ThresholdEditable>({
    initial: () => editableOf(settings),
    check: () => readThresholdForm(values, exponentOf),
    describe: (saved, next) => listThresholdChanges(saved, next, exponentOf, currencies),
    send: async (body) => {
      // the PUT replaces the settings: fields left unchanged go as they were saved
      const next = { ...flow.baseline, ...body };
      const { data } = await mutateAsync({ url: 'verification/settings', method: 'put', values: next });
      queryClient.setQueryData(queryKeys.verificationSettings, { data: { data: data.data } });
      return editableOf(data.data);
    },
    savedStatus: (_saved, count) =>
      `Saved ${changesText(count)}. Withdrawals from now on are checked against the new threshold.`,
    formErrorsOf: (fields) => thresholdErrorsOf(fields, values),
    showSaved: (saved) => setValues(formOf(saved, exponentOf)),
    setErrors,
    mutation,
  });

  const setAmount = (currency: string, value: string) => {
    setValues((previous) => ({ ...previous, [currency]: value }));
    flow.clearStatus();
    const key = `withdrawalThresholds.${currency}`;
    if (errors[key] || errors.form || errors.amounts)
      setErrors(({ [key]: _dropped, form: _form, amounts: _amounts, ...rest }) => rest);
  };

  return (
    <ChangeReviewForm
      flow={flow}
      label="Edit the withdrawal threshold"
      legend={title}
      errors={errors}
      attention={errors.form}
    >
      <Section title={title}>
        <p className="field-hint">{explanation}</p>
        <div className="kyc-threshold-frame">
          <TableScroll label={title}>
            <table className="table edit-table matrix-table">
              <caption className="visually-hidden">{`${title} per currency`}</caption>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col">{columnLabel}</th>
                </tr>
              </thead>
              <tbody>
                {currencies.map((currency) => {
                  const exponent = exponentOf(currency);
                  const id = `${idPrefix}-${currency}`;
                  const error = errors[`withdrawalThresholds.${currency}`];
                  return (
                    <tr key={currency}>
                      <th scope="row">{currency}</th>
                      <td>
                        <div className="row-cell cell-amount kyc-threshold-cell">
                          <label htmlFor={id} className="visually-hidden">
                            {`${columnLabel} in ${currency}`}
                          </label>
                          <input
                            id={id}
                            value={values[currency] ?? ''}
                            placeholder={noThreshold}
                            inputMode={exponent > 0 ? 'decimal' : 'numeric'}
                            autoComplete="off"
                            spellCheck={false}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                            onChange={(event) => setAmount(currency, event.target.value)}
                          />
                          {error ? (
                            <p id={`${id}-error`} className="field-error">
                              {error}
                            </p>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </div>
        {errors.amounts ? (
          <p className="field-error" data-invalid="true" tabIndex={-1}>
            {errors.amounts}
          </p>
        ) : null}
      </Section>
    </ChangeReviewForm>
  );
}
