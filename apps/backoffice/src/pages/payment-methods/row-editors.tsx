import { currencyColumn, currencyRowName, RowsEditor } from '../../components/rows-editor.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { type LimitRow, newRowKey, type TagRow } from './method-form-values.ts';

type EditorProps<Row> = {
  rows: Row[];
  errors: FieldErrors;
  onChange: (rows: Row[]) => void;
  idPrefix: string;
};

/** Per-currency limits: currency, minimum and maximum in major units. */
export function LimitsEditor(props: EditorProps<LimitRow>) {
  return (
    <RowsEditor
      {...props}
      field="limits"
      layout="row-limits"
      columns={[
        currencyColumn((number) => `Currency of limit ${number}`),
        {
          field: 'min',
          heading: 'Minimum',
          label: (_, name) => `Minimum for ${name}`,
          placeholder: '10.00',
          inputMode: 'decimal',
        },
        {
          field: 'max',
          heading: 'Maximum',
          label: (_, name) => `Maximum for ${name}`,
          placeholder: '5000.00',
          inputMode: 'decimal',
        },
      ]}
      emptyText="No limits: players may pay any amount the provider takes."
      nameOf={currencyRowName}
      noun="limit"
      newRow={() => ({ key: newRowKey(), currency: '', min: '', max: '' })}
      addLabel="Add a currency limit"
    />
  );
}

/** Tag-restricted countries: players with the tag do not see the method in these countries. */
export function TagRulesEditor(props: EditorProps<TagRow>) {
  return (
    <RowsEditor
      {...props}
      field="tagRestrictedCountries"
      layout="row-tags"
      columns={[
        { field: 'tag', heading: 'Tag', label: (number) => `Tag of rule ${number}`, placeholder: 'vip' },
        {
          field: 'countries',
          heading: 'Countries',
          label: (_, name) => `Countries restricted for ${name}`,
          placeholder: 'MT, DE',
        },
      ]}
      emptyText="No tag rules."
      nameOf={(row, index) => row.tag.trim() || `rule ${index + 1}`}
      noun="rule"
      newRow={() => ({ key: newRowKey(), tag: '', countries: '' })}
      addLabel="Add a tag rule"
    />
  );
}
