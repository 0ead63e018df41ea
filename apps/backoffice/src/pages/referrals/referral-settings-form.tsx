import type { ReferralSettings } from '@casino/contracts/referrals';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { CheckboxField } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { changesText } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import {
  type AmountField,
  amountFields,
  amountLabels,
  type ExponentOf,
  editableOf,
  formOf,
  listSettingsChanges,
  noneLabels,
  readSettingsForm,
  type SettingsEditable,
  settingsErrorsOf,
} from './referral-settings-values.ts';

type UpdateAnswer = { data: ReferralSettings };

/**
 * Refer-a-friend's terms: the switch, and per currency the referrer's reward and the friend's
 * wagering. "Review changes" lists old → new; "Save changes" PUTs the whole terms.
 */
export function ReferralSettingsForm({
  settings,
  currencies,
  exponentOf,
}: {
  settings: ReferralSettings;
  currencies: readonly string[];
  exponentOf: ExponentOf;
}) {
  const [values, setValues] = useState(() => formOf(editableOf(settings), exponentOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<UpdateAnswer>();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const flow = useChangeReview<SettingsEditable>({
    initial: () => editableOf(settings),
    check: () => readSettingsForm(values, exponentOf),
    describe: (saved, next) => listSettingsChanges(saved, next, exponentOf, currencies),
    send: async (body) => {
      // the PUT replaces the terms: the fields left unchanged go as they were saved
      const terms = { ...flow.baseline, ...body };
      const { data } = await mutateAsync({ url: 'referrals/settings', method: 'put', values: terms });
      queryClient.setQueryData(queryKeys.referralSettings, { data: { data: data.data } });
      return editableOf(data.data);
    },
    savedStatus: (saved, count) =>
      `Saved ${changesText(count)}. ${
        saved.enabled
          ? 'Friends who qualify from now on earn their referrer the new reward.'
          : 'Refer-a-friend is off: no reward is paid until it is on again.'
      }`,
    formErrorsOf: (fields) => settingsErrorsOf(fields, values),
    showSaved: (saved) => setValues(formOf(saved, exponentOf)),
    setErrors,
    mutation,
  });

  /** Drops the messages of `key` and of the whole form, as a field is edited. */
  const clearErrors = (key: string) => {
    flow.clearStatus();
    if (errors[key] || errors.form || errors.amounts)
      setErrors(({ [key]: _dropped, form: _form, amounts: _amounts, ...rest }) => rest);
  };
  const setAmount = (field: AmountField, currency: string, value: string) => {
    setValues((previous) => ({ ...previous, [field]: { ...previous[field], [currency]: value } }));
    clearErrors(`${field}.${currency}`);
  };

  return (
    <ChangeReviewForm
      flow={flow}
      label="Edit the refer-a-friend terms"
      legend="Refer-a-friend terms"
      errors={errors}
      attention={errors.form}
    >
      <Section title="Settings">
        <div className="form-grid">
          <CheckboxField
            className="form-wide"
            role="switch"
            label="Refer-a-friend"
            name="enabled"
            checked={values.enabled}
            onChange={(event) => {
              const enabled = event.target.checked;
              setValues((previous) => ({ ...previous, enabled }));
              clearErrors('enabled');
            }}
            error={errors.enabled}
            hint="On: friends who qualify earn their referrer the reward. Off: friends still sign up through links and qualify, but no reward is paid while it is off."
          />
        </div>
        <p className="field-hint">
          Once a friend has deposited and wagered the amount asked in their own currency, the referrer is paid
          the reward in theirs, once per friend. An empty cell: no reward in that currency, or no wagering
          asked.
        </p>
        <div className="referral-terms-frame">
          <TableScroll label="Reward and wagering per currency">
            <table className="table edit-table matrix-table referral-terms">
              <caption className="visually-hidden">Reward and wagering per currency</caption>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  {amountFields.map((field) => (
                    <th key={field} scope="col">
                      {amountLabels[field]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {currencies.map((currency) => {
                  const exponent = exponentOf(currency);
                  return (
                    <tr key={currency}>
                      <th scope="row">{currency}</th>
                      {amountFields.map((field) => {
                        const id = `${idPrefix}-${field}-${currency}`;
                        const error = errors[`${field}.${currency}`];
                        return (
                          <td key={field}>
                            <div className="row-cell cell-amount">
                              <label htmlFor={id} className="visually-hidden">
                                {`${amountLabels[field]} in ${currency}`}
                              </label>
                              <input
                                id={id}
                                value={values[field][currency] ?? ''}
                                placeholder={noneLabels[field]}
                                inputMode={exponent > 0 ? 'decimal' : 'numeric'}
                                autoComplete="off"
                                spellCheck={false}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={error ? `${id}-error` : undefined}
                                onChange={(event) => setAmount(field, currency, event.target.value)}
                              />
                              {error ? (
                                <p id={`${id}-error`} className="field-error">
                                  {error}
                                </p>
                              ) : null}
                            </div>
                          </td>
                        );
                      })}
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
