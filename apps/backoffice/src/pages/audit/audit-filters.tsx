import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';

export const auditFilterFields = ['operator', 'action', 'subject', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof auditFilterFields)[number], string>;

export const emptyAuditFilters: AuditFilterValues = {
  operator: '',
  action: '',
  subject: '',
  from: '',
  to: '',
};

type AuditFiltersProps = {
  applied: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
};

/** Filters are applied together on submit: each keystroke in five fields would be five queries. */
export function AuditFilters({ applied, onApply }: AuditFiltersProps) {
  const [values, setValues] = useState<AuditFilterValues>(applied);
  const [rangeError, setRangeError] = useState<string | undefined>();

  const set = (key: keyof AuditFilterValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (key === 'from' || key === 'to') setRangeError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // ISO dates compare correctly as text
    if (values.from && values.to && values.to < values.from) {
      setRangeError('The end date is before the start date');
      return;
    }
    onApply({
      operator: values.operator.trim(),
      action: values.action.trim(),
      subject: values.subject.trim(),
      from: values.from,
      to: values.to,
    });
  };

  const clear = () => {
    setValues(emptyAuditFilters);
    setRangeError(undefined);
    onApply(emptyAuditFilters);
  };

  const anyApplied = Object.values(applied).some(Boolean);

  return (
    <form className="filters" onSubmit={submit} noValidate aria-label="Filter the audit log">
      <Field
        label="Operator email"
        name="operator"
        type="search"
        value={values.operator}
        onChange={(event) => set('operator')(event.target.value)}
        autoComplete="off"
      />
      <Field
        label="Action"
        name="action"
        type="search"
        value={values.action}
        onChange={(event) => set('action')(event.target.value)}
        autoComplete="off"
      />
      <Field
        label="Subject"
        name="subject"
        type="search"
        placeholder="Type or ID"
        value={values.subject}
        onChange={(event) => set('subject')(event.target.value)}
        autoComplete="off"
      />
      <Field
        label="From"
        name="from"
        type="date"
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => set('from')(event.target.value)}
      />
      <Field
        label="To"
        name="to"
        type="date"
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => set('to')(event.target.value)}
        error={rangeError}
      />
      <div className="filters-actions">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        {anyApplied ? <Button onClick={clear}>Clear</Button> : null}
      </div>
    </form>
  );
}
