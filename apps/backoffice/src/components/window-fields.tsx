import { Field } from './field.tsx';

type WindowFieldsProps = {
  /** datetime-local values read as UTC ("2026-12-01T00:00"); empty: no bound. */
  startsAt: string;
  endsAt: string;
  errors: { startsAt?: string | undefined; endsAt?: string | undefined };
  onChange: (field: 'startsAt' | 'endsAt', value: string) => void;
  /** What the end means for this record ("Players cannot take it from this time."). */
  endHint: string;
};

/** When something is valid: a start and an end in UTC, each optional (an offer's, a coupon's). */
export function WindowFields({ startsAt, endsAt, errors, onChange, endHint }: WindowFieldsProps) {
  return (
    <>
      <Field
        label="Starts (UTC)"
        name="startsAt"
        type="datetime-local"
        step={60}
        value={startsAt}
        onChange={(event) => onChange('startsAt', event.target.value)}
        error={errors.startsAt}
        hint="Empty: at once."
      />
      <Field
        label="Ends (UTC)"
        name="endsAt"
        type="datetime-local"
        step={60}
        value={endsAt}
        onChange={(event) => onChange('endsAt', event.target.value)}
        error={errors.endsAt}
        hint={`Empty: no end. ${endHint}`}
      />
    </>
  );
}
