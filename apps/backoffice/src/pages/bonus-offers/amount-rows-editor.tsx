import { currencyColumn, currencyRowName, RowsEditor } from '../../components/rows-editor.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { type AmountField, type AmountRow, newRowKey } from './offer-form-values.ts';

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
export function AmountRowsEditor({ field, amountLabel, errors, ...rest }: AmountRowsEditorProps) {
  return (
    <RowsEditor
      {...rest}
      field={field}
      errors={errors}
      layout="row-amounts"
      columns={[
        currencyColumn((number) => `${amountLabel}: currency ${number}`),
        {
          field: 'amount',
          heading: amountLabel,
          label: (_, name) => `${amountLabel} in ${name}`,
          placeholder: '100.00',
          inputMode: 'decimal',
        },
      ]}
      nameOf={currencyRowName}
      noun="amount"
      newRow={() => ({ key: newRowKey(), currency: '', amount: '' })}
      addLabel={
        <>
          Add a currency<span className="visually-hidden"> to {amountLabel.toLowerCase()}</span>
        </>
      }
      wholeError={errors[field]}
    />
  );
}
