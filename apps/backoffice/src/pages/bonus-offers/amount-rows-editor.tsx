import { useRef } from 'react';
import { Button } from '../../components/button.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { type AmountField, type AmountRow, newRowKey } from './offer-form-values.ts';

type RowInputProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
  inputMode?: 'decimal' | 'text';
};

/** One cell of an editor row: the label is read by screen readers, the column heading shows it. */
function RowInput({ id, label, value, error, onChange, placeholder, className, inputMode }: RowInputProps) {
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

function focusLater(container: HTMLElement | null, selector: string) {
  setTimeout(() => container?.querySelector<HTMLElement>(selector)?.focus(), 0);
}

type AmountRowsEditorProps = {
  field: AmountField;
  /** What one amount is: "Largest bonus", "Minimum deposit". */
  amountLabel: string;
  rows: AmountRow[];
  errors: FieldErrors;
  onChange: (rows: AmountRow[]) => void;
  idPrefix: string;
  /** Shown when there are no rows. */
  emptyText: string;
};

/** One amount per currency, in major units: currency and amount rows, added and removed freely. */
export function AmountRowsEditor({
  field,
  amountLabel,
  rows,
  errors,
  onChange,
  idPrefix,
  emptyText,
}: AmountRowsEditorProps) {
  const list = useRef<HTMLDivElement>(null);
  const set = (index: number, patch: Partial<AmountRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const wholeError = errors[field];
  const errorId = `${idPrefix}-error`;
  return (
    <div className="row-editor" ref={list}>
      {rows.length > 0 ? (
        <div className="row-editor-head row-amounts" aria-hidden="true">
          <span>Currency</span>
          <span>{amountLabel}</span>
          <span />
        </div>
      ) : (
        <p className="muted">{emptyText}</p>
      )}
      {rows.map((row, index) => {
        const name = row.currency.trim().toUpperCase() || `row ${index + 1}`;
        return (
          <div key={row.key} className="row-editor-row row-amounts">
            <RowInput
              id={`${idPrefix}-${row.key}-currency`}
              label={`${amountLabel}: currency ${index + 1}`}
              value={row.currency}
              error={errors[`${field}.${index}.currency`]}
              onChange={(currency) => set(index, { currency })}
              placeholder="EUR"
              className="row-cell-code"
            />
            <RowInput
              id={`${idPrefix}-${row.key}-amount`}
              label={`${amountLabel} in ${name}`}
              value={row.amount}
              error={errors[`${field}.${index}.amount`]}
              onChange={(amount) => set(index, { amount })}
              placeholder="100.00"
              inputMode="decimal"
            />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                onChange(rows.filter((_, at) => at !== index));
                focusLater(list.current, '.row-editor-add');
              }}
            >
              Remove<span className="visually-hidden"> the {name} amount</span>
            </Button>
          </div>
        );
      })}
      <Button
        size="sm"
        className="row-editor-add"
        // the record's own error ("at least one currency") has no input: the add button takes focus
        data-invalid={wholeError ? 'true' : undefined}
        aria-describedby={wholeError ? errorId : undefined}
        onClick={() => {
          onChange([...rows, { key: newRowKey(), currency: '', amount: '' }]);
          focusLater(list.current, '.row-editor-row:last-of-type input');
        }}
      >
        Add a currency<span className="visually-hidden"> to {amountLabel.toLowerCase()}</span>
      </Button>
      {wholeError ? (
        <p id={errorId} className="field-error">
          {wholeError}
        </p>
      ) : null}
    </div>
  );
}
