import type { BonusOfferAdmin, BonusOfferCreate } from '@casino/contracts/backoffice';
import { type HttpError, useCreate, useUpdate } from '@refinedev/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { FieldsNeedAttention, FormError } from '../../components/states.tsx';
import { changesText, listChanges } from '../../lib/diff.ts';
import { type FieldErrors, focusFirstInvalid, serverFieldErrors } from '../../lib/form-errors.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import { OfferFields } from './offer-fields.tsx';
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

const openRecords = [
  'maxBonus',
  'minDeposit',
  'bonusAmount',
  'maxBet',
  'maxWin',
  'minBalance',
  'gameWeights',
  'freeSpinStake',
] as const;

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
  const { values, setValues, errors, setErrors, set } = useOfferValues(() =>
    formValuesOf(editableOf(offer), exponentOf, offer.key, offer.type),
  );
  const idPrefix = useId();
  const { mutateAsync, mutation } = useUpdate<BonusOfferAdmin, HttpError, Partial<OfferEditable>>({
    resource: 'bonus-offers',
  });
  const flow = useChangeReview<OfferEditable>({
    initial: () => editableOf(offer),
    check: () => {
      const read = readOfferForm(values, exponentOf);
      return read.ok ? { ok: true, record: read.offer } : read;
    },
    describe: (baseline, next) =>
      listChanges(baseline, next, openRecords).map((change) => describeOfferChange(change, exponentOf)),
    send: async (body) => editableOf((await mutateAsync({ id: offer.id, values: body })).data),
    savedStatus: ({ title }, count) =>
      `Saved ${changesText(count)} to ${title}. Players see them within 30 seconds.`,
    formErrorsOf: (fields) => formErrorsOf(fields, values),
    showSaved: (saved) => setValues(formValuesOf(saved, exponentOf, offer.key, offer.type)),
    setErrors,
    mutation,
  });

  const setAndClear: typeof set = (key, value) => {
    set(key, value);
    flow.clearStatus();
  };

  return (
    <ChangeReviewForm flow={flow} label={`Edit ${offer.title}`} legend={offer.title} errors={errors}>
      <OfferFields values={values} errors={errors} set={setAndClear} idPrefix={idPrefix} isNew={false} />
    </ChangeReviewForm>
  );
}
