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
  /** Help under the control; hidden while an error is shown unless `keepHint`. */
  hint?: ReactNode;
  /** Keeps the hint while an error shows (a rules checklist the player still needs). */
  keepHint?: boolean;
  error?: string | undefined;
  required?: boolean;
  /** For forms that mark the fields that may stay empty: the word after the label ("optional"). */
  optionalLabel?: string | undefined;
  /** A read-only field: a lock in the label. */
  locked?: boolean;
  /** Why it is read-only, under the control (implies `locked`). */
  lockedNote?: ReactNode;
  /** Several controls (day, month, year) under one label: a fieldset whose legend is the label. */
  group?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The message under a control that did not pass a check. */
function FieldError({
  id,
  message,
  className,
}: {
  id: string | undefined;
  message: string;
  className?: string;
}) {
  return (
    <p className={['ui-field__error', className].filter(Boolean).join(' ')} id={id}>
      <Icon name="alert" size={14} />
      <span>{message}</span>
    </p>
  );
}

/** A form field: label, control, hint or error, with the accessibility wiring done once. */
export function Field({
  id: idProp,
  label,
  hint,
  keepHint,
  error,
  required,
  optionalLabel,
  locked,
  lockedNote,
  group,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const isLocked = Boolean(locked || lockedNote);
  const showHint = Boolean(hint) && (keepHint || !error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const lockId = `${id}-lock`;
  const describedBy =
    [showHint ? hintId : null, error ? errorId : null, lockedNote ? lockId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const Root = group ? 'fieldset' : 'div';
  const labelContent = (
    <>
      <span>{label}</span>
      {optionalLabel ? <span className="ui-field__optional"> ({optionalLabel})</span> : null}
      {required ? (
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
      {isLocked ? <Icon name="lock" size={14} className="ui-field__lock" /> : null}
    </>
  );
  return (
    <Root
      className={[
        'ui-field',
        error ? 'ui-field--invalid' : null,
        isLocked ? 'ui-field--locked' : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {group ? (
        <legend className="ui-field__label">{labelContent}</legend>
      ) : (
        <label className="ui-field__label" htmlFor={id}>
          {labelContent}
        </label>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {showHint ? (
        // a div: the hint may hold a list (the password checklist)
        <div className="ui-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={errorId} message={error} /> : null}
      {lockedNote ? (
        <p className="ui-field__note" id={lockId}>
          {lockedNote}
        </p>
      ) : null}
    </Root>
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
  /** A second line under the label, which then reads as the option's title. */
  description?: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it; the whole row is the click target. */
export function Checkbox({ label, description, error, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div
      className={['ui-checkbox', description ? 'ui-checkbox--described' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        type="checkbox"
        id={inputId}
        className="ui-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
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
      {error ? <FieldError id={errorId} message={error} className="ui-checkbox__error" /> : null}
    </div>
  );
}
