import type { RaceAdmin, RaceDefinition } from '@casino/contracts/races';
import { type HttpError, useCreate, useCustomMutation, useInvalidate } from '@refinedev/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { Details } from '../../components/section.tsx';
import { FieldsNeedAttention, FormError } from '../../components/states.tsx';
import { changesText } from '../../lib/diff.ts';
import { type FieldErrors, focusFirstInvalid, serverFieldErrors } from '../../lib/form-errors.ts';
import { moneyText } from '../../lib/money.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import { RaceFields } from './race-fields.tsx';
import {
  definitionLines,
  definitionOf,
  describeRaceChanges,
  type ExponentOf,
  type RaceFormValues,
  raceErrorsOf,
  raceFormOf,
  readRaceForm,
} from './race-form-values.ts';

/** The form's values and errors; a change drops its field's messages (and a prize row's, as rows move). */
function useRaceValues(initial: () => RaceFormValues) {
  const [values, setValues] = useState<RaceFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof RaceFormValues>(key: K, value: RaceFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      const kept = Object.entries(previous).filter(
        ([path]) => path !== key && path !== 'form' && !path.startsWith(`${key}.`),
      );
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
    });
  };
  return { values, setValues, errors, setErrors, set };
}

type FormSetup = {
  currencies: readonly string[];
  exponentOf: ExponentOf;
};

/** The terms of a race about to be created: each field, then the prize table. */
function NewRaceReview({
  race,
  exponentOf,
  saving,
  error,
  onCreate,
  onBack,
}: {
  race: RaceDefinition;
  exponentOf: ExponentOf;
  saving: boolean;
  error: unknown;
  onCreate: () => void;
  onBack: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const exponent = exponentOf(race.currency);
  const lines = definitionLines(race, exponentOf);
  return (
    <section ref={section} className="card review" aria-labelledby={headingId}>
      <header className="card-header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          Review the new race
        </h2>
      </header>
      <Details items={lines.filter(({ field }) => field !== 'prizes')} />
      <h3 className="form-subheading">Prize table</h3>
      <ol className="prize-list">
        {race.prizes.map((prize, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position in the table
          <li key={index}>
            <span className="muted">Rank {index + 1}</span> {moneyText(prize, exponent, race.currency)}
          </li>
        ))}
      </ol>
      <p>
        Prize pool {lines.find(({ field }) => field === 'prizes')?.value}. Players see the race on the site at
        once; it can be changed until it starts.
      </p>
      <FormError error={error} />
      <div className="button-row">
        <Button variant="primary" loading={saving} onClick={onCreate}>
          Create race
        </Button>
        <Button onClick={onBack} disabled={saving}>
          Back to editing
        </Button>
      </div>
    </section>
  );
}

/** A new race: checked here, reviewed, then POST /races; `onCreated` takes the saved race. */
export function NewRaceForm({
  initial,
  currencies,
  exponentOf,
  onCreated,
}: FormSetup & { initial: () => RaceFormValues; onCreated: (race: RaceAdmin) => void }) {
  const { values, errors, setErrors, set } = useRaceValues(initial);
  const [review, setReview] = useState<RaceDefinition | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const { mutate, mutation } = useCreate<RaceAdmin, HttpError, RaceDefinition>({ resource: 'races' });

  const startReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const read = readRaceForm(values, exponentOf);
    if (!read.ok) {
      setErrors(read.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setReview(read.record);
  };

  const create = () => {
    if (!review) return;
    mutate(
      { values: review },
      {
        onSuccess: ({ data }) => onCreated(data),
        onError: (error) => {
          const fields = raceErrorsOf(serverFieldErrors(error), values);
          if (Object.keys(fields).length === 0) return;
          // back to the form, where each message sits beside its field
          setErrors(fields);
          setReview(null);
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  const otherError =
    mutation.error && Object.keys(serverFieldErrors(mutation.error)).length === 0 ? mutation.error : null;

  return (
    <form ref={form} className="edit-form" onSubmit={startReview} noValidate aria-label="New race">
      <fieldset className="plain-fieldset" disabled={review !== null}>
        <legend className="visually-hidden">New race</legend>
        <RaceFields
          values={values}
          errors={errors}
          set={set}
          currencies={currencies}
          exponentOf={exponentOf}
          idPrefix={idPrefix}
        />
      </fieldset>
      {review ? (
        <NewRaceReview
          race={review}
          exponentOf={exponentOf}
          saving={mutation.isPending}
          error={otherError}
          onCreate={create}
          onBack={() => {
            setReview(null);
            mutation.reset();
          }}
        />
      ) : (
        <div className="form-actions">
          <FieldsNeedAttention errors={errors} message={errors.form} />
          <div className="button-row">
            <Button type="submit" variant="primary">
              Review the race
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}

/**
 * An upcoming race's terms: "Review changes" lists old → new, and only "Save changes" sends the PUT
 * (the whole definition). The server refuses once the race has started.
 */
export function EditRaceForm({ race, currencies, exponentOf }: FormSetup & { race: RaceAdmin }) {
  const { values, setValues, errors, setErrors, set } = useRaceValues(() =>
    raceFormOf(definitionOf(race), exponentOf),
  );
  const idPrefix = useId();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<{ data: RaceAdmin }>();
  // the whole definition the review was opened with: a PUT carries every field
  const checked = useRef<RaceDefinition | null>(null);
  const flow = useChangeReview<RaceDefinition>({
    initial: () => definitionOf(race),
    check: () => {
      const read = readRaceForm(values, exponentOf);
      if (read.ok) checked.current = read.record;
      return read;
    },
    describe: (saved, next) => describeRaceChanges(saved, next, exponentOf),
    send: async (body) => {
      const { data } = await mutateAsync({
        url: `races/${race.id}`,
        method: 'put',
        values: { ...checked.current, ...body },
      });
      await invalidate({ resource: 'races', invalidates: ['list', 'detail'], id: race.id });
      return definitionOf(data.data);
    },
    savedStatus: (_, count) => `Saved ${changesText(count)}. Players see the new terms at once.`,
    formErrorsOf: (fields) => raceErrorsOf(fields, values),
    showSaved: (saved) => setValues(raceFormOf(saved, exponentOf)),
    setErrors,
    mutation,
  });

  const setAndClear: typeof set = (key, value) => {
    set(key, value);
    flow.clearStatus();
  };

  return (
    <ChangeReviewForm
      flow={flow}
      label={`Edit ${race.name}`}
      legend={race.name}
      errors={errors}
      attention={errors.form}
    >
      <RaceFields
        values={values}
        errors={errors}
        set={setAndClear}
        currencies={currencies}
        exponentOf={exponentOf}
        idPrefix={idPrefix}
      />
    </ChangeReviewForm>
  );
}
