import { useRef } from 'react';
import { Button } from '../../components/button.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { type LimitRow, newRowKey, type TagRow } from './method-form-values.ts';

type RowInputProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  id: string;
  placeholder?: string;
  className?: string;
  inputMode?: 'decimal' | 'text';
};

/** One cell of an editor row: the label is read by screen readers, the column heading shows it. */
function RowInput({ label, value, error, onChange, id, placeholder, className, inputMode }: RowInputProps) {
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

type EditorProps<Row> = {
  rows: Row[];
  errors: FieldErrors;
  onChange: (rows: Row[]) => void;
  idPrefix: string;
};

/** Per-currency limits: currency, minimum and maximum in major units. */
export function LimitsEditor({ rows, errors, onChange, idPrefix }: EditorProps<LimitRow>) {
  const list = useRef<HTMLDivElement>(null);
  const set = (index: number, patch: Partial<LimitRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <div className="row-editor" ref={list}>
      {rows.length > 0 ? (
        <div className="row-editor-head row-limits" aria-hidden="true">
          <span>Currency</span>
          <span>Minimum</span>
          <span>Maximum</span>
          <span />
        </div>
      ) : (
        <p className="muted">No limits: players may pay any amount the provider takes.</p>
      )}
      {rows.map((row, index) => {
        const name = row.currency.trim().toUpperCase() || `row ${index + 1}`;
        return (
          <div key={row.key} className="row-editor-row row-limits" data-row={index}>
            <RowInput
              id={`${idPrefix}-${row.key}-currency`}
              label={`Currency of limit ${index + 1}`}
              value={row.currency}
              error={errors[`limits.${index}.currency`]}
              onChange={(currency) => set(index, { currency })}
              placeholder="EUR"
              className="row-cell-code"
            />
            <RowInput
              id={`${idPrefix}-${row.key}-min`}
              label={`Minimum for ${name}`}
              value={row.min}
              error={errors[`limits.${index}.min`]}
              onChange={(min) => set(index, { min })}
              placeholder="10.00"
              inputMode="decimal"
            />
            <RowInput
              id={`${idPrefix}-${row.key}-max`}
              label={`Maximum for ${name}`}
              value={row.max}
              error={errors[`limits.${index}.max`]}
              onChange={(max) => set(index, { max })}
              placeholder="5000.00"
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
              Remove<span className="visually-hidden"> the {name} limit</span>
            </Button>
          </div>
        );
      })}
      <Button
        size="sm"
        className="row-editor-add"
        onClick={() => {
          onChange([...rows, { key: newRowKey(), currency: '', min: '', max: '' }]);
          focusLater(list.current, '.row-editor-row:last-of-type input');
        }}
      >
        Add a currency limit
      </Button>
    </div>
  );
}

/** Tag-restricted countries: players with the tag do not see the method in these countries. */
export function TagRulesEditor({ rows, errors, onChange, idPrefix }: EditorProps<TagRow>) {
  const list = useRef<HTMLDivElement>(null);
  const set = (index: number, patch: Partial<TagRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <div className="row-editor" ref={list}>
      {rows.length > 0 ? (
        <div className="row-editor-head row-tags" aria-hidden="true">
          <span>Tag</span>
          <span>Countries</span>
          <span />
        </div>
      ) : (
        <p className="muted">No tag rules.</p>
      )}
      {rows.map((row, index) => {
        const name = row.tag.trim() || `rule ${index + 1}`;
        return (
          <div key={row.key} className="row-editor-row row-tags">
            <RowInput
              id={`${idPrefix}-${row.key}-tag`}
              label={`Tag of rule ${index + 1}`}
              value={row.tag}
              error={errors[`tagRestrictedCountries.${index}.tag`]}
              onChange={(tag) => set(index, { tag })}
              placeholder="vip"
            />
            <RowInput
              id={`${idPrefix}-${row.key}-countries`}
              label={`Countries restricted for ${name}`}
              value={row.countries}
              error={errors[`tagRestrictedCountries.${index}.countries`]}
              onChange={(countries) => set(index, { countries })}
              placeholder="MT, DE"
            />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                onChange(rows.filter((_, at) => at !== index));
                focusLater(list.current, '.row-editor-add');
              }}
            >
              Remove<span className="visually-hidden"> the {name} rule</span>
            </Button>
          </div>
        );
      })}
      <Button
        size="sm"
        className="row-editor-add"
        onClick={() => {
          onChange([...rows, { key: newRowKey(), tag: '', countries: '' }]);
          focusLater(list.current, '.row-editor-row:last-of-type input');
        }}
      >
        Add a tag rule
      </Button>
    </div>
  );
}
