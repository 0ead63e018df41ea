import type { ReactNode, Ref } from 'react';

type ReasonFieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field when the reason is refused; the hint otherwise. */
  error: string | undefined;
  hint: ReactNode;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * The reason an operator gives for an action the audit log keeps (a block, a rejected withdrawal,
 * a cancelled bonus): a required text with its hint, or its error in the hint's place.
 */
export function ReasonField({ id, label, value, onChange, error, hint, maxLength, ref }: ReasonFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={ref}
        id={id}
        name="reason"
        rows={2}
        maxLength={maxLength}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </>
  );
}
