import type { PaymentMethodAdmin } from '@casino/contracts/backoffice';
import { type HttpError, useUpdate } from '@refinedev/core';
import { useId, useState } from 'react';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { CheckboxField, Field, TextAreaField } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import { changesText, listChanges } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import {
  describeMethodChange,
  type ExponentOf,
  editableOf,
  formErrorsOf,
  formValuesOf,
  type MethodEditable,
  type MethodFormValues,
  methodFieldLabels,
  readMethodForm,
} from './method-form-values.ts';
import { LimitsEditor, TagRulesEditor } from './row-editors.tsx';

const openRecords = ['limits', 'tagRestrictedCountries'] as const;

/** A method's edit form: "Review changes" lists old → new, and only "Save changes" sends the PATCH. */
export function PaymentMethodForm({
  method,
  exponentOf,
}: {
  method: PaymentMethodAdmin;
  exponentOf: ExponentOf;
}) {
  const [values, setValues] = useState<MethodFormValues>(() => formValuesOf(editableOf(method), exponentOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useUpdate<PaymentMethodAdmin, HttpError, Partial<MethodEditable>>({
    resource: 'payment-methods',
  });
  const idPrefix = useId();
  const flow = useChangeReview<MethodEditable>({
    initial: () => editableOf(method),
    check: () => {
      const read = readMethodForm(values, exponentOf);
      return read.ok ? { ok: true, record: read.method } : read;
    },
    describe: (baseline, next) =>
      listChanges(baseline, next, openRecords).map((change) => describeMethodChange(change, exponentOf)),
    send: async (body) => editableOf((await mutateAsync({ id: method.id, values: body })).data),
    savedStatus: ({ title }, count) => `Saved ${changesText(count)} to ${title}. Players see them at once.`,
    formErrorsOf: (fields) => formErrorsOf(fields, values),
    showSaved: (saved) => setValues(formValuesOf(saved, exponentOf)),
    setErrors,
    mutation,
  });

  const set = <K extends keyof MethodFormValues>(key: K, value: MethodFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    flow.clearStatus();
    if (errors[key]) setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const listField = (
    key:
      | 'allowedCountries'
      | 'restrictedCountries'
      | 'allowedCurrencies'
      | 'restrictedCurrencies'
      | 'allowTags',
    hint: string,
    placeholder: string,
  ) => (
    <Field
      label={methodFieldLabels[key]}
      name={key}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={errors[key]}
      hint={hint}
      placeholder={`e.g. ${placeholder}`}
      autoComplete="off"
      spellCheck={false}
    />
  );

  return (
    <ChangeReviewForm flow={flow} label={`Edit ${method.title}`} legend={method.title} errors={errors}>
      <Section title="Shown to players">
        <div className="form-grid">
          <Field
            label="Title"
            name="title"
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            error={errors.title}
            maxLength={80}
            required
          />
          <Field
            label="Sort priority"
            name="sortPriority"
            type="number"
            step={1}
            min={-1000}
            max={1000}
            value={values.sortPriority}
            onChange={(event) => set('sortPriority', event.target.value)}
            error={errors.sortPriority}
            hint="Higher comes first in the cashier (−1000 to 1000)."
          />
          <TextAreaField
            className="form-wide"
            label="Description"
            name="description"
            rows={2}
            maxLength={500}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            error={errors.description}
          />
          <CheckboxField
            label="Active"
            name="isActive"
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
            hint="Off: no player can use it, for deposits or withdrawals."
          />
          <CheckboxField
            label="Hidden"
            name="hidden"
            checked={values.hidden}
            onChange={(event) => set('hidden', event.target.checked)}
            hint="Not offered for deposits (a payout-only method stays for withdrawals)."
          />
        </div>
      </Section>
      <Section title="Who sees it">
        <div className="form-grid">
          {listField(
            'allowedCountries',
            'Two-letter codes, separated by commas or spaces. Empty: all countries.',
            'MT, DE',
          )}
          {listField('restrictedCountries', 'Never shown in these countries.', 'US')}
          {listField('allowedCurrencies', 'Three-letter codes. Empty: all currencies.', 'EUR, USD')}
          {listField('restrictedCurrencies', 'Never shown for these currencies.', 'TRY')}
          <TextAreaField
            label={methodFieldLabels.allowEmails}
            name="allowEmails"
            rows={2}
            value={values.allowEmails}
            onChange={(event) => set('allowEmails', event.target.value)}
            error={errors.allowEmails}
            hint="Only these players see it (lower-cased). Empty: anyone."
            spellCheck={false}
          />
          {listField('allowTags', 'Only players with one of these tags see it. Empty: any player.', 'vip')}
        </div>
        <h3 className="form-subheading">{methodFieldLabels.tagRestrictedCountries}</h3>
        <p className="field-hint">
          Players with the tag do not see the method in these countries. The tag <code>default</code> applies
          to everyone, <code>matched</code> and <code>unmatched</code> to players with any or none of the
          listed tags.
        </p>
        <TagRulesEditor
          rows={values.tagRestrictedCountries}
          errors={errors}
          onChange={(rows) => set('tagRestrictedCountries', rows)}
          idPrefix={`${idPrefix}-tags`}
        />
        {errors.tagRestrictedCountries ? (
          <p className="field-error">{errors.tagRestrictedCountries}</p>
        ) : null}
      </Section>
      <Section title="Limits per currency">
        <p className="field-hint">
          Amounts in major units (25.50 is EUR 25.50); each is stored exactly in the currency’s minor units.
        </p>
        <LimitsEditor
          rows={values.limits}
          errors={errors}
          onChange={(rows) => set('limits', rows)}
          idPrefix={`${idPrefix}-limits`}
        />
        {errors.limits ? <p className="field-error">{errors.limits}</p> : null}
      </Section>
    </ChangeReviewForm>
  );
}
