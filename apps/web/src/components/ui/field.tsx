import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { Icon } from './icon';
import './field.css';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  /** The control's id; generated when omitted. */
  id?: string;
  label: ReactNode;
  /** Help under the control; hidden while an error is shown. */
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** A read-only field: a lock in the label. */
  locked?: boolean;
  /** Why it is read-only, under the control (implies `locked`). */
  lockedNote?: ReactNode;
  className?: string;
  /** Renders the control with the ids that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A form field: label, control, hint or error, with the accessibility wiring done once. */
export function Field({
  id: idProp,
  label,
  hint,
  error,
  required,
  locked,
  lockedNote,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const isLocked = Boolean(locked || lockedNote);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const lockId = `${id}-lock`;
  const describedBy =
    [error ? errorId : null, lockedNote ? lockId : null, hint && !error ? hintId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div
      className={[
        'ui-field',
        error ? 'ui-field--invalid' : null,
        isLocked ? 'ui-field--locked' : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="ui-field__label" htmlFor={id}>
        <span>{label}</span>
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {isLocked ? <Icon name="lock" size={14} className="ui-field__lock" /> : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p className="ui-field__error" id={errorId}>
          <Icon name="alert" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
      {lockedNote ? (
        <p className="ui-field__note" id={lockId}>
          {lockedNote}
        </p>
      ) : null}
      {hint && !error ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** The text-like input of the design system (text, email, tel, date, password). */
export function TextInput({ className, ...rest }: TextInputProps) {
  return <input className={['ui-input', className].filter(Boolean).join(' ')} {...rest} />;
}

export type SelectInputProps = SelectHTMLAttributes<HTMLSelectElement>;

/** A native select styled like the inputs (native, so phones show their own picker). */
export function SelectInput({ className, ...rest }: SelectInputProps) {
  return (
    <span className="ui-select">
      <select className={['ui-input', 'ui-select__control', className].filter(Boolean).join(' ')} {...rest} />
      <Icon name="chevronDown" size={18} className="ui-select__chevron" />
    </span>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
};

/** A checkbox with its label beside it; the whole row is the click target. */
export function Checkbox({ label, description, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        id={inputId}
        className="ui-checkbox__input"
        aria-describedby={descriptionId}
        {...rest}
      />
      <label htmlFor={inputId} className="ui-checkbox__label">
        <span className="ui-checkbox__text">{label}</span>
        {description ? (
          <span className="ui-checkbox__description" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}
