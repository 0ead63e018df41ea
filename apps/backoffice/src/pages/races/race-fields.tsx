import { raceEntryModes, raceMetrics } from '@casino/contracts/races';
import { Field, SelectField, TextAreaField } from '../../components/field.tsx';
import { RowsEditor } from '../../components/rows-editor.tsx';
import { Section } from '../../components/section.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { moneyText } from '../../lib/money.ts';
import { GamesPicker } from './games-picker.tsx';
import {
  type ExponentOf,
  maxPrizes,
  newPrizeKey,
  type RaceFormValues,
  raceFieldLabels,
  typedPrizePool,
} from './race-form-values.ts';
import { entryHints, entryLabels, metricHints, metricLabels } from './race-labels.ts';

type RaceFieldsProps = {
  values: RaceFormValues;
  errors: FieldErrors;
  set: <K extends keyof RaceFormValues>(key: K, value: RaceFormValues[K]) => void;
  /** The casino's currencies, in its order; the race's own is added when it is no longer one of them. */
  currencies: readonly string[];
  exponentOf: ExponentOf;
  idPrefix: string;
};

/** A race's inputs, shared by the new-race and the edit form. */
export function RaceFields({ values, errors, set, currencies, exponentOf, idPrefix }: RaceFieldsProps) {
  const codes =
    values.currency && !currencies.includes(values.currency) ? [values.currency, ...currencies] : currencies;
  const exponent = exponentOf(values.currency);
  const pool = typedPrizePool(values.prizes, exponent);
  const example = exponent > 0 ? `100.${'0'.repeat(exponent)}` : '100';
  return (
    <>
      <Section title="Shown to players">
        <div className="form-grid">
          <Field
            className="form-wide"
            label={raceFieldLabels.name}
            name="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
            hint="3 to 80 characters, e.g. Weekend sprint."
            maxLength={80}
            autoComplete="off"
            required
          />
          <TextAreaField
            className="form-wide"
            label={raceFieldLabels.description}
            name="description"
            rows={3}
            maxLength={1000}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            error={errors.description}
            hint="The rules in a few words, on the race’s card. Optional."
          />
        </div>
      </Section>
      <Section title="Rules">
        <div className="form-grid">
          <SelectField
            label={raceFieldLabels.currency}
            name="currency"
            value={values.currency}
            onChange={(event) => set('currency', event.target.value)}
            error={errors.currency}
            options={[
              ...(values.currency ? [] : [{ value: '', label: 'Choose a currency' }]),
              ...codes.map((code) => ({ value: code, label: code })),
            ]}
            hint="Only bets in this currency count; the prizes are paid in it."
          />
          <SelectField
            label={raceFieldLabels.metric}
            name="metric"
            value={values.metric}
            onChange={(event) => set('metric', event.target.value as RaceFormValues['metric'])}
            error={errors.metric}
            options={raceMetrics.map((metric) => ({ value: metric, label: metricLabels[metric] }))}
            hint={`${metricHints[values.metric]} A tie goes to whoever reached the score first.`}
          />
          <SelectField
            label={raceFieldLabels.entry}
            name="entry"
            value={values.entry}
            onChange={(event) => set('entry', event.target.value as RaceFormValues['entry'])}
            error={errors.entry}
            options={raceEntryModes.map((entry) => ({ value: entry, label: entryLabels[entry] }))}
            hint={entryHints[values.entry]}
          />
          <Field
            label={`${raceFieldLabels.minBet} (${values.currency || 'major units'})`}
            name="minBet"
            inputMode="decimal"
            placeholder="Any stake"
            value={values.minBet}
            onChange={(event) => set('minBet', event.target.value)}
            error={errors.minBet}
            hint="A smaller stake does not count. Empty: any stake counts."
            autoComplete="off"
          />
          <GamesPicker
            label={raceFieldLabels.games}
            value={values.games}
            onChange={(games) => set('games', games)}
            error={errors.games}
          />
        </div>
      </Section>
      <Section title="When (UTC)">
        <div className="form-grid">
          <Field
            label="Starts (UTC)"
            name="startsAt"
            type="datetime-local"
            step={60}
            value={values.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
            error={errors.startsAt}
            hint="Bets from this time count. It cannot change once the race has started."
            required
          />
          <Field
            label="Ends (UTC)"
            name="endsAt"
            type="datetime-local"
            step={60}
            value={values.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
            error={errors.endsAt}
            hint="The board is final then, and the prizes are paid. At most 92 days after the start."
            required
          />
        </div>
      </Section>
      <Section title="Prize table">
        <p className="field-hint">
          What each place wins, rank 1 first, in major units of {values.currency || 'the currency'} ({example}{' '}
          is {values.currency || 'EUR'} {example}). Paid to the players’ wallets once the race ends. Up to{' '}
          {maxPrizes} places.
        </p>
        <RowsEditor
          field="prizes"
          errors={errors}
          layout="row-prizes"
          rows={values.prizes}
          onChange={(rows) => set('prizes', rows)}
          idPrefix={`${idPrefix}-prizes`}
          emptyText="No prizes yet: add at least one."
          lead={{ heading: 'Rank', cell: (index) => index + 1 }}
          columns={[
            {
              field: 'amount',
              heading: `Prize${values.currency ? ` (${values.currency})` : ''}`,
              label: (number) => `Prize for rank ${number}`,
              placeholder: example,
              inputMode: 'decimal',
              className: 'cell-amount',
            },
          ]}
          nameOf={(_, index) => `rank ${index + 1}`}
          noun="prize"
          newRow={() => ({ key: newPrizeKey(), amount: '' })}
          addLabel={
            values.prizes.length >= maxPrizes ? 'The table is full' : `Add rank ${values.prizes.length + 1}`
          }
          addDisabled={values.prizes.length >= maxPrizes}
          wholeError={errors.prizes}
        />
        <p className="field-hint">
          {pool !== null && values.currency
            ? `Prize pool: ${moneyText(pool, exponent, values.currency)} for ${
                values.prizes.length === 1 ? '1 place' : `${values.prizes.length} places`
              }.`
            : ''}
        </p>
      </Section>
    </>
  );
}
