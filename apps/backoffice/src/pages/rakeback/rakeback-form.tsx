import type { RakebackSettingsAdmin } from '@casino/contracts/backoffice';
import { themes } from '@casino/contracts/settings';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { CheckboxField, Field } from '../../components/field.tsx';
import { RowsEditor } from '../../components/rows-editor.tsx';
import { Section } from '../../components/section.tsx';
import { changesText } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import {
  editableOf,
  type LevelRow,
  listRakebackChanges,
  newLevelRowKey,
  type RakebackEditable,
  type RakebackFormValues,
  rakebackErrorsOf,
  rakebackFieldLabels,
  rakebackFormOf,
  readRakebackForm,
  themeLabels,
} from './rakeback-form-values.ts';

type UpdateAnswer = { data: RakebackSettingsAdmin };

/** The rakeback terms: "Review changes" lists old → new, and only "Save changes" sends the PATCH. */
export function RakebackForm({ settings }: { settings: RakebackSettingsAdmin }) {
  const [values, setValues] = useState(() => rakebackFormOf(editableOf(settings)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<UpdateAnswer>();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const flow = useChangeReview<RakebackEditable>({
    initial: () => editableOf(settings),
    check: () => readRakebackForm(values),
    describe: listRakebackChanges,
    send: async (body) => {
      const { data } = await mutateAsync({ url: 'rakeback/settings', method: 'patch', values: body });
      // the page's cached read is now the saved terms (coming back shows them, not the old ones)
      queryClient.setQueryData(queryKeys.rakebackSettings, { data: { data: data.data } });
      return editableOf(data.data);
    },
    savedStatus: (_, count) =>
      `Saved ${changesText(count)}. The running day and every later one close on the new terms.`,
    formErrorsOf: (fields) => rakebackErrorsOf(fields, values),
    showSaved: (saved) => setValues(rakebackFormOf(saved)),
    setErrors,
    mutation,
  });

  const set = <K extends keyof RakebackFormValues>(
    key: K,
    value: RakebackFormValues[K],
    errorKey: string,
  ) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    flow.clearStatus();
    if (errors[errorKey] || errors.form) setErrors(({ [errorKey]: _dropped, form: _form, ...rest }) => rest);
  };
  const setLevels = (levels: LevelRow[]) => {
    setValues((previous) => ({ ...previous, levels }));
    flow.clearStatus();
    // rows move when one is removed, so their messages no longer sit beside the right row
    setErrors(({ form: _form, ...rest }) =>
      Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('levelPercentBp'))),
    );
  };

  return (
    <ChangeReviewForm
      flow={flow}
      label="Edit the rakeback terms"
      legend="Rakeback terms"
      errors={errors}
      attention={errors.form}
    >
      <Section title="Share of net gaming revenue">
        <div className="form-grid">
          <Field
            label={`${rakebackFieldLabels.percentBp} (%)`}
            name="percentBp"
            inputMode="decimal"
            autoComplete="off"
            value={values.percent}
            onChange={(event) => set('percent', event.target.value, 'percentBp')}
            error={errors.percentBp}
            hint="Paid back on a day’s net gaming revenue (stakes less wins) when it is above zero. Up to two decimals: 5 or 12.5."
          />
        </div>
        <h3 className="form-subheading">{rakebackFieldLabels.levelPercentBp}</h3>
        <p className="field-hint">
          A level’s share overrides the flat one for players of that level. Until loyalty levels exist every
          player is level 1, so a level 1 share applies to everyone.
        </p>
        <RowsEditor<LevelRow>
          field="levelPercentBp"
          layout="row-levels"
          columns={[
            {
              field: 'level',
              heading: 'Level',
              label: (number) => `Loyalty level of override ${number}`,
              placeholder: '1',
              inputMode: 'decimal',
            },
            {
              field: 'percent',
              heading: 'Share (%)',
              label: (_, name) => `Share for ${name}, in percent`,
              placeholder: '5',
              inputMode: 'decimal',
            },
          ]}
          rows={values.levels}
          errors={errors}
          onChange={setLevels}
          idPrefix={`${idPrefix}-levels`}
          emptyText="No overrides: every player gets the flat share."
          nameOf={(row, index) => (row.level.trim() ? `level ${row.level.trim()}` : `override ${index + 1}`)}
          noun="override"
          newRow={() => ({ key: newLevelRowKey(), level: '', percent: '' })}
          addLabel="Add a level share"
          wholeError={errors.levelPercentBp}
        />
      </Section>

      <Section title="What counts">
        <div className="form-grid">
          <CheckboxField
            className="form-wide"
            label={rakebackFieldLabels.includeBonusMoney}
            name="includeBonusMoney"
            checked={values.includeBonusMoney}
            onChange={(event) => set('includeBonusMoney', event.target.checked, 'includeBonusMoney')}
            error={errors.includeBonusMoney}
            hint="Off: only stakes and wins of real money make up a day’s net gaming revenue."
          />
        </div>
      </Section>

      <Section title="Accumulator card">
        <fieldset className="day-picker" aria-describedby={`${idPrefix}-themes-hint`}>
          <legend>Hide the card on sites with the theme</legend>
          <div className="day-picker-options">
            {themes.map((theme) => (
              <label key={theme} className="day-picker-option">
                <input
                  type="checkbox"
                  name="hiddenThemes"
                  value={theme}
                  checked={values.hiddenThemes.includes(theme)}
                  aria-invalid={errors.hiddenThemes ? true : undefined}
                  onChange={(event) =>
                    set(
                      'hiddenThemes',
                      event.target.checked
                        ? [...values.hiddenThemes, theme]
                        : values.hiddenThemes.filter((entry) => entry !== theme),
                      'hiddenThemes',
                    )
                  }
                />
                {themeLabels[theme]}
              </label>
            ))}
          </div>
          <p id={`${idPrefix}-themes-hint`} className="field-hint">
            The card shows players today’s rakeback as it builds up. None ticked: every site shows it.
          </p>
          {errors.hiddenThemes ? <p className="field-error">{errors.hiddenThemes}</p> : null}
        </fieldset>
      </Section>
    </ChangeReviewForm>
  );
}
