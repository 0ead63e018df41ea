import type { BonusOfferAdmin, BonusOfferCreate } from '@casino/contracts/backoffice';
import { type HttpError, useCreate, useUpdate } from '@refinedev/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ChangeReview, type ReviewedChange } from '../../components/change-review.tsx';
import { FormError } from '../../components/states.tsx';
import { changedFields, listChanges } from '../../lib/diff.ts';
import { type FieldErrors, serverFieldErrors } from '../../lib/form-errors.ts';
import { focusFirstInvalid, OfferFields } from './offer-fields.tsx';
import {
  describeOfferChange,
  type ExponentOf,
  editableOf,
  formErrorsOf,
  formValuesOf,
  newOfferValues,
  type OfferEditable,
  type OfferFormValues,
  readNewOfferForm,
  readOfferForm,
} from './offer-form-values.ts';

type Review = { changes: ReviewedChange[]; body: Partial<OfferEditable> };

const openRecords = ['maxBonus', 'minDeposit'] as const;

/** The form's values and errors; a change drops the messages of the field it touches. */
function useOfferValues(initial: () => OfferFormValues) {
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    const field = key === 'matchPercent' ? 'matchBp' : key;
    setErrors((previous) => {
      const kept = Object.entries(previous).filter(
        ([path]) => path !== field && !path.startsWith(`${field}.`),
      );
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
    });
  };
  return { values, setValues, errors, setErrors, set };
}

function FieldsNeedAttention({ errors }: { errors: FieldErrors }) {
  return Object.keys(errors).length > 0 ? (
    <p className="field-error" role="alert">
      Some fields need attention: see the messages beside them.
    </p>
  ) : null;
}

/** A new offer: checked here, then POST /bonus-offers; `onCreated` takes the saved offer. */
export function NewBonusOfferForm({
  exponentOf,
  onCreated,
}: {
  exponentOf: ExponentOf;
  onCreated: (offer: BonusOfferAdmin) => void;
}) {
  const { values, errors, setErrors, set } = useOfferValues(newOfferValues);
  const form = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const { mutate, mutation } = useCreate<BonusOfferAdmin, HttpError, BonusOfferCreate>({
    resource: 'bonus-offers',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const read = readNewOfferForm(values, exponentOf);
    if (!read.ok) {
      setErrors(read.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    mutate(
      { values: read.offer },
      {
        onSuccess: ({ data }) => onCreated(data),
        onError: (error) => {
          const fields = formErrorsOf(serverFieldErrors(error), values);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            focusFirstInvalid(form.current);
          }
        },
      },
    );
  };

  const otherError =
    mutation.error && Object.keys(serverFieldErrors(mutation.error)).length === 0 ? mutation.error : null;

  return (
    <form ref={form} className="edit-form" onSubmit={submit} noValidate aria-label="New bonus offer">
      <fieldset className="plain-fieldset" disabled={mutation.isPending}>
        <legend className="visually-hidden">New bonus offer</legend>
        <OfferFields values={values} errors={errors} set={set} idPrefix={idPrefix} isNew />
      </fieldset>
      <div className="form-actions">
        <FieldsNeedAttention errors={errors} />
        <FormError error={otherError} />
        <div className="button-row">
          <Button type="submit" variant="primary" loading={mutation.isPending}>
            Create offer
          </Button>
        </div>
      </div>
    </form>
  );
}

/** An offer's edit form: "Review changes" lists old → new, and only "Save changes" sends the PATCH. */
export function BonusOfferForm({ offer, exponentOf }: { offer: BonusOfferAdmin; exponentOf: ExponentOf }) {
  const [baseline, setBaseline] = useState<OfferEditable>(() => editableOf(offer));
  const { values, setValues, errors, setErrors, set } = useOfferValues(() =>
    formValuesOf(baseline, exponentOf, offer.key),
  );
  const [review, setReview] = useState<Review | null>(null);
  const [status, setStatus] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const idPrefix = useId();
  const { mutate, mutation } = useUpdate<BonusOfferAdmin, HttpError, Partial<OfferEditable>>({
    resource: 'bonus-offers',
  });

  const setAndClear: typeof set = (key, value) => {
    set(key, value);
    setStatus('');
  };

  const startReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const read = readOfferForm(values, exponentOf);
    if (!read.ok) {
      setErrors(read.errors);
      setStatus('');
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    const body = changedFields(baseline, read.offer);
    if (Object.keys(body).length === 0) {
      setStatus('Nothing has changed yet.');
      return;
    }
    const changes = listChanges(baseline, read.offer, openRecords).map((change) =>
      describeOfferChange(change, exponentOf),
    );
    setStatus('');
    setReview({ changes, body });
  };

  const save = () => {
    if (!review) return;
    mutate(
      { id: offer.id, values: review.body },
      {
        onSuccess: ({ data }) => {
          const saved = editableOf(data);
          setBaseline(saved);
          setValues(formValuesOf(saved, exponentOf, data.key));
          setReview(null);
          const count = review.changes.length;
          setStatus(
            `Saved ${count === 1 ? '1 change' : `${count} changes`} to ${data.title}. Players see them within 30 seconds.`,
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
    setValues(formValuesOf(baseline, exponentOf, offer.key));
    setErrors({});
    setStatus('');
  };

  const otherError =
    mutation.error && Object.keys(serverFieldErrors(mutation.error)).length === 0 ? mutation.error : null;

  return (
    <form
      ref={form}
      className="edit-form"
      onSubmit={startReview}
      noValidate
      aria-label={`Edit ${offer.title}`}
    >
      <fieldset className="plain-fieldset" disabled={review !== null}>
        <legend className="visually-hidden">{offer.title}</legend>
        <OfferFields values={values} errors={errors} set={setAndClear} idPrefix={idPrefix} isNew={false} />
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
          <FieldsNeedAttention errors={errors} />
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
