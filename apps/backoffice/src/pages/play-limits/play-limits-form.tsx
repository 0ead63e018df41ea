import type { PlayLimitsSettings } from '@casino/contracts/responsible-gaming';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { Section } from '../../components/section.tsx';
import type { ExponentOf } from '../../lib/currency-amount.ts';
import { changesText } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import { CurrencyLimitsFields } from './currency-limits-fields.tsx';
import { MinLevelSection } from './min-level-section.tsx';
import { type PlayLimitsAnswer, playLimitsQueryKey, playLimitsUrl } from './play-limits-api.ts';
import {
  type CurrencyLimitValues,
  editableOf,
  emptyCurrencyValues,
  isStaleError,
  listPlayLimitChanges,
  minLevelField,
  minLevelInput,
  type PlayLimitsEditable,
  type PlayLimitsFormValues,
  playLimitsErrorsOf,
  playLimitsFormOf,
  readPlayLimitsForm,
} from './play-limits-values.ts';

type PlayLimitsProps = {
  settings: PlayLimitsSettings;
  currencies: readonly string[];
  exponentOf: ExponentOf;
  /** A currency's name ("Euro"); empty when unknown. */
  nameOf: (currency: string) => string;
};

const title = 'Limits per currency';

/** What each limit does, above the currencies. */
function Explanation() {
  return (
    <div className="play-limits-explanation">
      <p>
        <strong>Global bet limit</strong>: the largest single stake any player may place in the currency; a
        bigger real-money bet is refused. Empty: no limit.
      </p>
      <p>
        <strong>Monthly winnings limit</strong>: the most a player may win, net of stakes, in a calendar month
        (UTC). It is the first month’s limit in the month the account was opened and rises by the given
        percent of it for each further month, never above the ceiling. Once it is reached, real-money bets are
        refused until the next month; the win that crosses it is paid in full.
      </p>
    </div>
  );
}

type FieldName = keyof CurrencyLimitValues;

type CurrencyListProps = Omit<PlayLimitsProps, 'settings'> & {
  values: PlayLimitsFormValues;
  errors: FieldErrors;
  onChange?: (currency: string, patch: Partial<CurrencyLimitValues>) => void;
};

/** Every currency's fields, and the messages that belong to no one currency. */
function CurrencyList({ currencies, exponentOf, nameOf, values, errors, onChange }: CurrencyListProps) {
  const whole = errors.globalBetLimits ?? errors.monthlyWinnings;
  return (
    <Section title={title}>
      <Explanation />
      {whole ? (
        <p className="field-error" data-invalid="true" tabIndex={-1}>
          {whole}
        </p>
      ) : null}
      <div className="play-limits-list">
        {currencies.map((currency) => (
          <CurrencyLimitsFields
            key={currency}
            currency={currency}
            name={nameOf(currency)}
            exponent={exponentOf(currency)}
            values={values[currency] ?? emptyCurrencyValues}
            errors={errors}
            onChange={onChange ? (patch) => onChange(currency, patch) : undefined}
          />
        ))}
      </div>
    </Section>
  );
}

/** The limits, fields disabled, for an operator who may read them but not change them (no settings.manage). */
export function PlayLimitsView({ settings, ...props }: PlayLimitsProps) {
  const values = playLimitsFormOf(editableOf(settings), props.currencies, props.exponentOf);
  return (
    <div className="edit-form">
      <p className="notice">
        You can see the play limits; only an operator who manages the settings can change them.
      </p>
      <CurrencyList {...props} values={values} errors={{}} />
      {settings.limitChangeMinLevel === undefined ? null : (
        <MinLevelSection value={minLevelInput(editableOf(settings))} error={undefined} />
      )}
    </div>
  );
}

/** The limits' form: "Review changes" lists old → new; "Save changes" PUTs the whole settings. */
export function PlayLimitsForm({ settings, currencies, exponentOf, nameOf }: PlayLimitsProps) {
  const formOf = (editable: PlayLimitsEditable) => playLimitsFormOf(editable, currencies, exponentOf);
  const [values, setValues] = useState(() => formOf(editableOf(settings)));
  const [minLevel, setMinLevel] = useState(() => minLevelInput(editableOf(settings)));
  // a server that does not answer the level yet: the form leaves it out
  const hasMinLevel = settings.limitChangeMinLevel !== undefined;
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<PlayLimitsAnswer>();
  const queryClient = useQueryClient();
  const flow = useChangeReview<PlayLimitsEditable>({
    initial: () => editableOf(settings),
    check: () => readPlayLimitsForm(values, exponentOf, hasMinLevel ? minLevel : undefined),
    describe: (saved, next) => listPlayLimitChanges(saved, next, exponentOf, currencies),
    send: async (body) => {
      // the PUT replaces the settings: fields left unchanged go as they were saved
      const next = { ...flow.baseline, ...body };
      const { data } = await mutateAsync({ url: playLimitsUrl, method: 'put', values: next });
      queryClient.setQueryData(playLimitsQueryKey, { data: { data: data.data } });
      return editableOf(data.data);
    },
    savedStatus: (_saved, count) =>
      `Saved ${changesText(count)}. Real-money bets keep the new limits within seconds.`,
    formErrorsOf: (fields) => playLimitsErrorsOf(fields, values),
    showSaved: (saved) => {
      setValues(formOf(saved));
      setMinLevel(minLevelInput(saved));
    },
    setErrors,
    mutation,
  });

  const change = (currency: string, patch: Partial<CurrencyLimitValues>) => {
    setValues((previous) => ({
      ...previous,
      [currency]: { ...(previous[currency] ?? emptyCurrencyValues), ...patch },
    }));
    flow.clearStatus();
    const stale = (key: string) => isStaleError(key, currency, Object.keys(patch) as FieldName[]);
    if (Object.keys(errors).some(stale))
      setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !stale(key))));
  };

  const changeMinLevel = (value: string) => {
    setMinLevel(value);
    flow.clearStatus();
    if (errors[minLevelField] || errors.form)
      setErrors(({ [minLevelField]: _level, form: _form, ...rest }) => rest);
  };

  return (
    <ChangeReviewForm
      flow={flow}
      label="Edit the play limits"
      legend="Play limits"
      errors={errors}
      attention={errors.form}
    >
      <CurrencyList
        currencies={currencies}
        exponentOf={exponentOf}
        nameOf={nameOf}
        values={values}
        errors={errors}
        onChange={change}
      />
      {hasMinLevel ? (
        <MinLevelSection value={minLevel} error={errors[minLevelField]} onChange={changeMinLevel} />
      ) : null}
    </ChangeReviewForm>
  );
}
