import type { PaymentMethodAdmin } from '@casino/contracts/backoffice';
import { type HttpError, useUpdate } from '@refinedev/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ChangeReview, type ReviewedChange } from '../../components/change-review.tsx';
import { CheckboxField, Field, TextAreaField } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import { FormError } from '../../components/states.tsx';
import { changedFields, listChanges } from '../../lib/diff.ts';
import { type FieldErrors, serverFieldErrors } from '../../lib/form-errors.ts';
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

type Review = { changes: ReviewedChange[]; body: Partial<MethodEditable> };

const openRecords = ['limits', 'tagRestrictedCountries'] as const;

/** Focus the first field the check refused, once React has drawn the messages. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

export function PaymentMethodForm({
  method,
  exponentOf,
}: {
  method: PaymentMethodAdmin;
  exponentOf: ExponentOf;
}) {
  const [baseline, setBaseline] = useState<MethodEditable>(() => editableOf(method));
  const [values, setValues] = useState<MethodFormValues>(() => formValuesOf(baseline, exponentOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [review, setReview] = useState<Review | null>(null);
  const [status, setStatus] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { mutate, mutation } = useUpdate<PaymentMethodAdmin, HttpError, Partial<MethodEditable>>({
    resource: 'payment-methods',
  });
  const idPrefix = useId();

  const set = <K extends keyof MethodFormValues>(key: K, value: MethodFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setStatus('');
    if (errors[key]) setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const startReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const read = readMethodForm(values, exponentOf);
    if (!read.ok) {
      setErrors(read.errors);
      setStatus('');
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    const body = changedFields(baseline, read.method);
    if (Object.keys(body).length === 0) {
      setStatus('Nothing has changed yet.');
      return;
    }
    const changes = listChanges(baseline, read.method, openRecords).map((change) =>
      describeMethodChange(change, exponentOf),
    );
    setStatus('');
    setReview({ changes, body });
  };

  const save = () => {
    if (!review) return;
    mutate(
      { id: method.id, values: review.body },
      {
        onSuccess: ({ data }) => {
          const saved = editableOf(data);
          setBaseline(saved);
          setValues(formValuesOf(saved, exponentOf));
          setReview(null);
          const count = review.changes.length;
          setStatus(
            `Saved ${count === 1 ? '1 change' : `${count} changes`} to ${data.title}. Players see them at once.`,
          );
          setTimeout(() => statusRef.current?.focus(), 0);
        },
        onError: (error) => {
          const fields = formErrorsOf(serverFieldErrors(error), values);
          if (Object.keys(fields).length > 0) {
            // back to the form, where each message sits beside its field
            setErrors(fields);
            setReview(null);
            focusFirstInvalid(form.current);
          }
        },
      },
    );
  };

  const discard = () => {
    setValues(formValuesOf(baseline, exponentOf));
    setErrors({});
    setStatus('');
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

  // with field errors the form shows each beside its field; any other failure is said once
  const otherError =
    mutation.error && Object.keys(serverFieldErrors(mutation.error)).length === 0 ? mutation.error : null;

  return (
    <form
      ref={form}
      className="edit-form"
      onSubmit={startReview}
      noValidate
      aria-label={`Edit ${method.title}`}
    >
      <fieldset className="plain-fieldset" disabled={review !== null}>
        <legend className="visually-hidden">{method.title}</legend>
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
            Players with the tag do not see the method in these countries. The tag <code>default</code>{' '}
            applies to everyone, <code>matched</code> and <code>unmatched</code> to players with any or none
            of the listed tags.
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
      </fieldset>
      {review ? (
        <ChangeReview
          changes={review.changes}
          saving={mutation.isPending}
          error={otherError}
          onSave={save}
          onBack={() => {
            setReview(null);
            mutation.reset();
          }}
        />
      ) : (
        <div className="form-actions">
          {Object.keys(errors).length > 0 ? (
            <p className="field-error" role="alert">
              Some fields need attention: see the messages beside them.
            </p>
          ) : null}
          <FormError error={otherError} />
          <div className="button-row">
            <Button type="submit" variant="primary">
              Review changes
            </Button>
            <Button onClick={discard}>Discard changes</Button>
            <p ref={statusRef} tabIndex={-1} className="result" role="status">
              {status}
            </p>
          </div>
        </div>
      )}
    </form>
  );
}
