import { raceMetrics, type WinOfTheMonthSettings, winOfTheMonthAmount } from '@casino/contracts/races';
import { useCustom, useCustomMutation, useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import { ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { changesText } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { GamesPicker } from './games-picker.tsx';
import { metricHints, metricLabels } from './race-labels.ts';
import { type CurrencySetup, RacesTabs, WithCurrencies } from './races-shared.tsx';
import {
  describeWinOfTheMonthChanges,
  readWinOfTheMonthForm,
  type WinOfTheMonthFormValues,
  winOfTheMonthEditableOf,
  winOfTheMonthErrorsOf,
  winOfTheMonthFormOf,
  winOfTheMonthLabels,
} from './win-of-the-month-values.ts';

type SettingsAnswer = { data: WinOfTheMonthSettings };

/** The monthly race's rule: "Review changes" lists old → new, and only "Save changes" sends the PUT. */
function WinOfTheMonthForm({
  settings,
  currencies,
  exponentOf,
}: { settings: WinOfTheMonthSettings } & Omit<CurrencySetup, 'defaultCurrency'>) {
  const [values, setValues] = useState(() => winOfTheMonthFormOf(settings, exponentOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<SettingsAnswer>();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const checked = useRef<WinOfTheMonthSettings | null>(null);
  const flow = useChangeReview<WinOfTheMonthSettings>({
    initial: () => winOfTheMonthEditableOf(settings),
    check: () => {
      const read = readWinOfTheMonthForm(values, exponentOf);
      if (read.ok) checked.current = read.record;
      return read;
    },
    describe: (saved, next) => describeWinOfTheMonthChanges(saved, next, exponentOf),
    send: async (body) => {
      // a PUT carries every field: the whole rule the review was opened with
      const { data } = await mutateAsync({
        url: 'races/win-of-the-month',
        method: 'put',
        values: { ...checked.current, ...body },
      });
      queryClient.setQueryData(queryKeys.winOfTheMonth, { data: { data: data.data } });
      // turning it on makes this month's race at once: the list shows it
      await invalidate({ resource: 'races', invalidates: ['list'] });
      return winOfTheMonthEditableOf(data.data);
    },
    savedStatus: (saved, count) =>
      `Saved ${changesText(count)}. ${
        saved.enabled
          ? 'This month’s race is on the races list; a rule change applies from the next month’s race.'
          : 'No new monthly race is made while it is off.'
      }`,
    formErrorsOf: (fields) => winOfTheMonthErrorsOf(fields),
    showSaved: (saved) => setValues(winOfTheMonthFormOf(saved, exponentOf)),
    setErrors,
    mutation,
  });

  const set = <K extends keyof WinOfTheMonthFormValues>(key: K, value: WinOfTheMonthFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    flow.clearStatus();
    if (errors[key] || errors.form) setErrors(({ [key]: _dropped, form: _form, ...rest }) => rest);
  };
  const codes =
    values.currency && !currencies.includes(values.currency) ? [values.currency, ...currencies] : currencies;

  return (
    <ChangeReviewForm
      flow={flow}
      label="Edit win of the month"
      legend="Win of the month"
      errors={errors}
      attention={errors.form}
    >
      <Section title="The monthly race">
        <div className="form-grid">
          <CheckboxField
            className="form-wide"
            label="Run win of the month"
            name="enabled"
            checked={values.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
            error={errors.enabled}
            hint={`On: each calendar month (UTC) is a race of its own, entered by every eligible bet; its winner gets ${winOfTheMonthAmount} in the currency. Turning it on makes this month’s race at once.`}
          />
          <SelectField
            label={winOfTheMonthLabels.currency}
            name="currency"
            value={values.currency}
            onChange={(event) => set('currency', event.target.value)}
            error={errors.currency}
            options={[
              ...(values.currency ? [] : [{ value: '', label: 'Choose a currency' }]),
              ...codes.map((code) => ({ value: code, label: code })),
            ]}
            hint={`Only bets in this currency count; the prize is paid in it (${values.currency || 'EUR'} ${winOfTheMonthAmount}).`}
          />
          <SelectField
            label={winOfTheMonthLabels.metric}
            name="metric"
            value={values.metric}
            onChange={(event) => set('metric', event.target.value as WinOfTheMonthFormValues['metric'])}
            error={errors.metric}
            options={raceMetrics.map((metric) => ({ value: metric, label: metricLabels[metric] }))}
            hint={metricHints[values.metric]}
          />
          <TextAreaField
            className="form-wide"
            label={winOfTheMonthLabels.rule}
            name="rule"
            rows={2}
            maxLength={500}
            value={values.rule}
            onChange={(event) => set('rule', event.target.value)}
            error={errors.rule}
            hint="What players read on the race: e.g. The biggest multiplier of the month on any game wins."
          />
          <Field
            label={`${winOfTheMonthLabels.minBet} (${values.currency || 'major units'})`}
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
            label={winOfTheMonthLabels.games}
            value={values.games}
            onChange={(games) => set('games', games)}
            error={errors.games}
          />
        </div>
      </Section>
    </ChangeReviewForm>
  );
}

/** Win of the month (races.manage): the rule of the monthly race, next to the races list. */
export function WinOfTheMonthPage() {
  usePageTitle('Win of the month · Races');
  const { query } = useCustom<SettingsAnswer>({
    url: 'races/win-of-the-month',
    method: 'get',
    queryOptions: { queryKey: queryKeys.winOfTheMonth },
  });
  const settings = query.data?.data.data;
  if (statusOf(query.error) === 403) return <PermissionPage title="Win of the month" />;

  return (
    <section className="page" aria-labelledby="wotm-title">
      <header className="page-header">
        <div>
          <h1 id="wotm-title">Win of the month</h1>
          <p className="page-subtitle">
            A race of its own each calendar month with one prize of {winOfTheMonthAmount} in its currency. Its
            races show on the <Link to="/races">races list</Link>, where one can be opened or cancelled.
          </p>
        </div>
      </header>
      <RacesTabs />
      {settings ? (
        <WithCurrencies>
          {({ currencies, exponentOf }) => (
            <WinOfTheMonthForm settings={settings} currencies={currencies} exponentOf={exponentOf} />
          )}
        </WithCurrencies>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LoadingState label="Loading win of the month…" />
      )}
    </section>
  );
}
