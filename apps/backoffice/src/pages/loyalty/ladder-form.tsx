import type { LoyaltyAdmin } from '@casino/contracts/loyalty';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { Section } from '../../components/section.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { changesText } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import {
  type AmountField,
  amountLabels,
  type ExponentOf,
  editableOf,
  type LadderEditable,
  type LadderFormValues,
  type LevelRow,
  ladderErrorsOf,
  ladderFormOf,
  listLadderChanges,
  maxLevels,
  newLevelRow,
  readLadderForm,
} from './ladder-form-values.ts';

type UpdateAnswer = { data: LoyaltyAdmin };

type CellInputProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  className?: string;
};

/** One input of the ladder's tables: labelled for screen readers, its message under it. */
function CellInput({ id, label, value, error, onChange, placeholder, inputMode, className }: CellInputProps) {
  return (
    <div className={`row-cell${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Level 2 (Silver)", or "Level 6" while the new level has no name. */
const levelName = (row: LevelRow, index: number) =>
  row.name.trim() ? `level ${index + 1} (${row.name.trim()})` : `level ${index + 1}`;

type MatrixProps = {
  field: AmountField;
  levels: LevelRow[];
  currencies: readonly string[];
  exponentOf: ExponentOf;
  errors: FieldErrors;
  idPrefix: string;
  onChange: (index: number, currency: string, value: string) => void;
};

/** A per-currency amount of every level: a row per currency, a column per level, major units. */
function AmountMatrix({ field, levels, currencies, exponentOf, errors, idPrefix, onChange }: MatrixProps) {
  const what = amountLabels[field];
  return (
    <TableScroll label={what}>
      <table className="table edit-table matrix-table">
        <caption className="visually-hidden">
          {what} per currency (rows) and level (columns), in major units; empty:{' '}
          {field === 'reward' ? 'none' : 'no limit'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            {levels.map((row, index) => (
              <th scope="col" key={row.key}>
                {index + 1}
                {row.name.trim() ? ` · ${row.name.trim()}` : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {currencies.map((currency) => (
            <tr key={currency}>
              <th scope="row">{currency}</th>
              {levels.map((row, index) => (
                <td key={row.key}>
                  <CellInput
                    id={`${idPrefix}-${row.key}-${currency}`}
                    label={`${what} of ${levelName(row, index)} in ${currency}`}
                    value={row[field][currency] ?? ''}
                    error={errors[`levels.${index}.${field}.${currency}`]}
                    onChange={(value) => onChange(index, currency, value)}
                    placeholder={field === 'reward' ? 'none' : 'no limit'}
                    inputMode={exponentOf(currency) > 0 ? 'decimal' : 'numeric'}
                    className="cell-amount"
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The ladder: each level's name, the xp that reaches it, its personal manager, its reward and
 * withdrawal limit per currency. "Review changes" lists old → new; "Save changes" PUTs the ladder.
 */
export function LadderForm({
  settings,
  currencies,
  exponentOf,
}: {
  settings: LoyaltyAdmin;
  currencies: readonly string[];
  exponentOf: ExponentOf;
}) {
  const [values, setValues] = useState(() => ladderFormOf(editableOf(settings), exponentOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<UpdateAnswer>();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const levelsTable = useRef<HTMLDivElement>(null);
  const flow = useChangeReview<LadderEditable>({
    initial: () => editableOf(settings),
    check: () => readLadderForm(values, exponentOf),
    describe: (saved, next) => listLadderChanges(saved, next, exponentOf, currencies),
    send: async (body) => {
      const { data } = await mutateAsync({ url: 'loyalty/levels', method: 'put', values: body });
      queryClient.setQueryData(queryKeys.loyaltySettings, { data: { data: data.data } });
      // the player pages' level picker reads the public ladder: its names may have changed
      void queryClient.invalidateQueries({ queryKey: queryKeys.loyaltyLadder });
      return editableOf(data.data);
    },
    savedStatus: (_, count) =>
      `Saved ${changesText(count)}. Players see the new ladder at once; rewards are paid for levels reached from now on.`,
    formErrorsOf: (fields) => ladderErrorsOf(fields, values),
    showSaved: (saved) => setValues(ladderFormOf(saved, exponentOf)),
    setErrors,
    mutation,
  });

  /** Drops the messages of the keys given (and the form's), as their field is edited. */
  const clearErrors = (keys: string[]) => {
    flow.clearStatus();
    if (errors.form || keys.some((key) => errors[key]))
      setErrors(({ form: _form, ...rest }) =>
        Object.fromEntries(Object.entries(rest).filter(([key]) => !keys.includes(key))),
      );
  };
  const setRow = (index: number, patch: Partial<LevelRow>, errorKeys: string[]) => {
    setValues((previous: LadderFormValues) => ({
      levels: previous.levels.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    }));
    // a threshold's message may be about the level above, whose xp must beat it
    clearErrors(errorKeys.flatMap((key) => [key, key.replace(`levels.${index}.`, `levels.${index + 1}.`)]));
  };
  const setAmount = (field: AmountField) => (index: number, currency: string, value: string) => {
    const row = values.levels[index];
    if (!row) return;
    setRow(index, { [field]: { ...row[field], [currency]: value } }, [
      `levels.${index}.${field}.${currency}`,
    ]);
  };
  const setLevels = (levels: LevelRow[], focus: string) => {
    setValues({ levels });
    flow.clearStatus();
    // rows come and go, so their messages no longer sit beside the right level
    setErrors(({ form: _form, ...rest }) =>
      Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('levels'))),
    );
    setTimeout(() => levelsTable.current?.querySelector<HTMLElement>(focus)?.focus(), 0);
  };

  const { levels } = values;
  const last = levels.length - 1;
  return (
    <ChangeReviewForm
      flow={flow}
      label="Edit the loyalty ladder"
      legend="Loyalty ladder"
      errors={errors}
      attention={errors.form}
    >
      <Section title="Levels">
        <p className="field-hint">
          Players climb by xp: one xp with every point their real-money stakes earn. Level 1 is where everyone
          starts, at 0 xp; each level above needs more xp than the one below. Levels never go down by
          themselves.
        </p>
        <div className="stack" ref={levelsTable}>
          <TableScroll label="Levels">
            <table className="table edit-table levels-table">
              <caption className="visually-hidden">The levels, lowest first</caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">Name</th>
                  <th scope="col">Reached at (xp)</th>
                  <th scope="col">Personal manager</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {levels.map((row, index) => {
                  const at = (field: string) => `levels.${index}.${field}`;
                  const name = levelName(row, index);
                  return (
                    <tr key={row.key}>
                      <th scope="row" className="numeric">
                        {index + 1}
                      </th>
                      <td>
                        <CellInput
                          id={`${idPrefix}-${row.key}-name`}
                          label={`Name of level ${index + 1}`}
                          value={row.name}
                          error={errors[at('name')]}
                          onChange={(value) => setRow(index, { name: value }, [at('name')])}
                          placeholder="Gold"
                          className="cell-name"
                        />
                      </td>
                      <td>
                        <CellInput
                          id={`${idPrefix}-${row.key}-xp`}
                          label={`xp that reaches ${name}`}
                          value={row.xp}
                          error={errors[at('xpThreshold')]}
                          onChange={(value) => setRow(index, { xp: value }, [at('xpThreshold')])}
                          placeholder={index === 0 ? '0' : '1000'}
                          inputMode="numeric"
                          className="cell-xp"
                        />
                      </td>
                      <td>
                        <div className="check-row cell-check">
                          <input
                            id={`${idPrefix}-${row.key}-manager`}
                            type="checkbox"
                            checked={row.personalManager}
                            aria-invalid={errors[at('personalManager')] ? true : undefined}
                            onChange={(event) =>
                              setRow(index, { personalManager: event.target.checked }, [
                                at('personalManager'),
                              ])
                            }
                          />
                          <label htmlFor={`${idPrefix}-${row.key}-manager`} className="visually-hidden">
                            {`${name} has a personal manager`}
                          </label>
                        </div>
                        {errors[at('personalManager')] ? (
                          <p className="field-error">{errors[at('personalManager')]}</p>
                        ) : null}
                      </td>
                      <td>
                        {index === last && index > 0 ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setLevels(levels.slice(0, -1), '.levels-add')}
                          >
                            Remove<span className="visually-hidden">{` ${name}, the top level`}</span>
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <div className="button-row">
            <Button
              size="sm"
              className="levels-add"
              disabled={levels.length >= maxLevels}
              data-invalid={errors.levels ? 'true' : undefined}
              aria-describedby={errors.levels ? `${idPrefix}-levels-error` : undefined}
              onClick={() => setLevels([...levels, newLevelRow()], '.levels-table tbody tr:last-child input')}
            >
              Add a level at the top
            </Button>
            {levels.length >= maxLevels ? (
              <span className="muted">The ladder has the most levels it can ({maxLevels}).</span>
            ) : null}
          </div>
          {errors.levels ? (
            <p id={`${idPrefix}-levels-error`} className="field-error">
              {errors.levels}
            </p>
          ) : null}
        </div>
      </Section>

      <Section title="Reward on reaching a level">
        <p className="field-hint">
          Paid once as cash, the first time a player’s play reaches the level, in the currency of the stake
          that reached it (not when an operator sets the level). An empty cell pays nothing in that currency.
        </p>
        <AmountMatrix
          field="reward"
          levels={levels}
          currencies={currencies}
          exponentOf={exponentOf}
          errors={errors}
          idPrefix={`${idPrefix}-reward`}
          onChange={setAmount('reward')}
        />
      </Section>

      <Section title="24-hour withdrawal limit">
        <p className="field-hint">
          The most a player of the level may withdraw in any 24 hours, in their currency. An empty cell sets
          no limit.
        </p>
        <AmountMatrix
          field="withdrawalLimit"
          levels={levels}
          currencies={currencies}
          exponentOf={exponentOf}
          errors={errors}
          idPrefix={`${idPrefix}-limit`}
          onChange={setAmount('withdrawalLimit')}
        />
      </Section>
    </ChangeReviewForm>
  );
}
