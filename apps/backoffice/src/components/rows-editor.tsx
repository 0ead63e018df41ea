import { type ReactNode, useRef } from 'react';
import type { FieldErrors } from '../lib/form-errors.ts';
import { Button } from './button.tsx';

/** A row of text inputs; `key` is React's (rows have no id of their own). */
type EditorRow = { key: string } & Record<string, string>;

/** One input of every row: the row field it edits, under a column heading. */
export type RowColumn<Row extends EditorRow> = {
  /** The row field; also the end of the input's id and of its message's path. */
  field: Exclude<keyof Row & string, 'key'>;
  heading: string;
  /** The input's label, read by screen readers: `number` counts rows from 1, `name` is the row's name. */
  label: (number: number, name: string) => string;
  placeholder: string;
  className?: string;
  inputMode?: 'decimal' | 'text';
};

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

type RowsEditorProps<Row extends EditorRow> = {
  /** The form field the rows make up: a cell's message is at `${field}.${index}.${column}`. */
  field: string;
  columns: RowColumn<Row>[];
  /** The grid's class, which sets the column widths: "row-limits". */
  layout: string;
  rows: Row[];
  errors: FieldErrors;
  onChange: (rows: Row[]) => void;
  idPrefix: string;
  /** Shown when there are no rows. */
  emptyText: string;
  /** A row's name in labels: its currency, or "row 2" while it has none. */
  nameOf: (row: Row, index: number) => string;
  /** What one row is, for "Remove the EUR limit": "limit". */
  noun: string;
  newRow: () => Row;
  /** The add button's text. */
  addLabel: ReactNode;
  /** The whole field's own message ("at least one currency"): the add button takes its focus. */
  wholeError?: string;
  /** The add button is off (the list is full). */
  addDisabled?: boolean;
  /** A first column that is not an input: what the row's place means ("Rank" 1, 2, 3…). */
  lead?: { heading: string; cell: (index: number) => ReactNode };
};

/** Rows of text inputs under column headings, added and removed freely (limits per currency, tag rules). */
export function RowsEditor<Row extends EditorRow>({
  field,
  columns,
  layout,
  rows,
  errors,
  onChange,
  idPrefix,
  emptyText,
  nameOf,
  noun,
  newRow,
  addLabel,
  wholeError,
  addDisabled = false,
  lead,
}: RowsEditorProps<Row>) {
  const list = useRef<HTMLDivElement>(null);
  const set = (index: number, column: RowColumn<Row>['field'], value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [column]: value } : row)));
  const errorId = `${idPrefix}-error`;
  return (
    <div className="row-editor" ref={list}>
      {rows.length > 0 ? (
        <div className={`row-editor-head ${layout}`} aria-hidden="true">
          {lead ? <span>{lead.heading}</span> : null}
          {columns.map((column) => (
            <span key={column.field}>{column.heading}</span>
          ))}
          <span />
        </div>
      ) : (
        <p className="muted">{emptyText}</p>
      )}
      {rows.map((row, index) => {
        const name = nameOf(row, index);
        return (
          <div key={row.key} className={`row-editor-row ${layout}`} data-row={index}>
            {lead ? (
              // the inputs' labels already say it: this is for the eye
              <span className="row-lead" aria-hidden="true">
                {lead.cell(index)}
              </span>
            ) : null}
            {columns.map((column) => (
              <RowInput
                key={column.field}
                id={`${idPrefix}-${row.key}-${column.field}`}
                label={column.label(index + 1, name)}
                value={row[column.field] ?? ''}
                error={errors[`${field}.${index}.${column.field}`]}
                onChange={(value) => set(index, column.field, value)}
                placeholder={column.placeholder}
                className={column.className}
                inputMode={column.inputMode}
              />
            ))}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                onChange(rows.filter((_, at) => at !== index));
                focusLater(list.current, '.row-editor-add');
              }}
            >
              Remove<span className="visually-hidden">{` the ${name} ${noun}`}</span>
            </Button>
          </div>
        );
      })}
      <Button
        size="sm"
        className="row-editor-add"
        disabled={addDisabled}
        // the field's own message has no input: the add button takes the focus
        data-invalid={wholeError ? 'true' : undefined}
        aria-describedby={wholeError ? errorId : undefined}
        onClick={() => {
          onChange([...rows, newRow()]);
          focusLater(list.current, '.row-editor-row:last-of-type input');
        }}
      >
        {addLabel}
      </Button>
      {wholeError ? (
        <p id={errorId} className="field-error">
          {wholeError}
        </p>
      ) : null}
    </div>
  );
}

type CurrencyRow = { key: string; currency: string };

/** The currency column of a per-currency editor. */
export function currencyColumn(label: RowColumn<CurrencyRow>['label']): RowColumn<CurrencyRow> {
  return { field: 'currency', heading: 'Currency', label, placeholder: 'EUR', className: 'row-cell-code' };
}

/** A per-currency row's name: its currency as typed, upper-cased, or "row 2" while it has none. */
export function currencyRowName(row: CurrencyRow, index: number): string {
  return row.currency.trim().toUpperCase() || `row ${index + 1}`;
}
