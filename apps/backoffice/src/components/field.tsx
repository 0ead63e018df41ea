import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  /** The field's own error (client validation or the server's `fields[name]`). */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** The ids that tie an input to its hint and error, and the `aria-describedby` naming them. */
function useDescription(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

function HintAndError({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string | undefined;
  error: string | undefined;
  errorId: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function Field({ label, hint, error, id, className, ...input }: FieldProps) {
  const { inputId, hintId, errorId, describedBy } = useDescription(id, hint, error);
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <HintAndError hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea, like Field. */
export function TextAreaField({ label, hint, error, id, className, ...input }: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useDescription(id, hint, error);
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <HintAndError hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select, like Field. */
export function SelectField({ label, hint, error, id, className, options, ...select }: SelectFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useDescription(id, hint, error);
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <select id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HintAndError hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it, and its hint and error below. */
export function CheckboxField({ label, hint, error, id, className, ...input }: CheckboxFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useDescription(id, hint, error);
  return (
    <div className={`field field-check${className ? ` ${className}` : ''}`}>
      <div className="check-row">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <HintAndError hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
