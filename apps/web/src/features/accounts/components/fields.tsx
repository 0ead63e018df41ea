import type { Currency } from '@casino/contracts';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { daysInMonth, joinDateParts, splitIsoDate, yearOptions } from '../lib/dates';
import type { PasswordRuleCheck } from '../lib/password-rules';
import { AccountsIcon } from './icons';
import './accounts.css';

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

type FrameProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
  className?: string;
};

/** Label, control, then the hint or the field's message (spec §5: each message under its field). */
export function FieldFrame({ id, label, error, hint, optional, children, className }: FrameProps) {
  const { t } = useTranslation();
  return (
    <div className={['acc-field', error ? 'acc-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="acc-field__label">
        {label}
        {optional ? <span className="acc-field__optional"> ({t('accounts.field.optional')})</span> : null}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function FieldMessages({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        // a div: the hint may hold the password checklist (a list)
        <div id={`${id}-hint`} className="acc-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="acc-field__error">
          <AccountsIcon name="alert" size={15} />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** A control inside the input's right edge (the show-password button). */
  trailing?: ReactNode;
};

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <div className={`acc-input${trailing ? ' acc-input--trailing' : ''}`}>
        <input
          id={id}
          className="acc-input__control"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy(hint ? `${id}-hint` : false, error ? `${id}-error` : false)}
          {...input}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Requirement checklist shown while typing. */
  rules?: PasswordRuleCheck[];
};

/** A password input with a show/hide toggle and, optionally, the live requirement list. */
export function PasswordField({ rules, hint, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const checklist =
    rules && props.value !== '' ? (
      <ul className="acc-password-rules" aria-label={t('accounts.password.rulesLabel')}>
        {rules.map((rule) => (
          <li key={rule.key} className={rule.met ? 'is-met' : undefined}>
            <AccountsIcon name={rule.met ? 'check' : 'info'} size={14} />
            <span>{rule.label}</span>
            <span className="visually-hidden">{rule.met ? '✓' : ''}</span>
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      hint={
        hint || checklist ? (
          <>
            {hint}
            {checklist}
          </>
        ) : undefined
      }
      trailing={
        <button
          type="button"
          className="acc-input__toggle"
          aria-label={visible ? t('accounts.field.hidePassword') : t('accounts.field.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          <AccountsIcon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hint,
  optional,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <div className="acc-select">
        <select
          id={id}
          className="acc-select__control"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy(hint ? `${id}-hint` : false, error ? `${id}-error` : false)}
          {...select}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={!optional}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <AccountsIcon name="chevronDown" size={18} className="acc-select__arrow" />
      </div>
    </FieldFrame>
  );
}

type CheckboxFieldProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  children: ReactNode;
  error?: string | undefined;
  required?: boolean;
  name?: string;
};

export function CheckboxField({
  checked,
  onCheckedChange,
  onBlur,
  children,
  error,
  required,
  name,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`acc-check${error ? ' acc-check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        className="acc-check__box"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="acc-check__label">
        {children}
      </label>
      {error ? (
        <p id={`${id}-error`} className="acc-field__error acc-check__error">
          <AccountsIcon name="alert" size={15} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

type PhoneFieldProps = {
  label: ReactNode;
  phoneCode: string;
  onPhoneCodeChange: (phoneCode: string) => void;
  phoneCodes: ReadonlyArray<{ phoneCode: string; code: string; flag: string }>;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  optional?: boolean;
  autoFocus?: boolean;
  name?: string;
};

/** Calling-code picker and national number (digits only, spec §5). */
export function PhoneField({
  label,
  phoneCode,
  onPhoneCodeChange,
  phoneCodes,
  value,
  onValueChange,
  onBlur,
  error,
  optional,
  autoFocus,
  name,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} optional={optional}>
      <div className={`acc-phone${error ? ' acc-phone--invalid' : ''}`}>
        <div className="acc-select acc-phone__code">
          <select
            className="acc-select__control"
            aria-label={t('accounts.field.phoneCode')}
            value={phoneCode}
            onChange={(event) => onPhoneCodeChange(event.target.value)}
            autoComplete="tel-country-code"
          >
            {phoneCode === '' ? <option value="">+</option> : null}
            {phoneCodes.map((entry) => (
              <option key={entry.phoneCode} value={entry.phoneCode}>
                {`${entry.phoneCode} ${entry.code}`}
              </option>
            ))}
          </select>
          <AccountsIcon name="chevronDown" size={16} className="acc-select__arrow" />
        </div>
        <div className="acc-input acc-phone__number">
          <input
            id={id}
            name={name}
            className="acc-input__control"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onBlur={onBlur}
            // biome-ignore lint/a11y/noAutofocus: the first field of a dialog's step, where focus belongs
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-required={optional ? undefined : true}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      </div>
    </FieldFrame>
  );
}

type DateOfBirthFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  optional?: boolean;
  today: Date;
};

/** Day, month and year pickers; the years list 100 years (spec §5). */
export function DateOfBirthField({
  value,
  onValueChange,
  onBlur,
  error,
  optional,
  today,
}: DateOfBirthFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const parts = splitIsoDate(value) ?? { year: today.getFullYear() - 18, month: 1, day: 1 };
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [i18n.language]);
  const years = useMemo(() => yearOptions(today), [today]);
  const days = daysInMonth(parts.year, parts.month);
  const change = (next: Partial<typeof parts>) => onValueChange(joinDateParts({ ...parts, ...next }));
  const errorId = `${id}-error`;
  const select = (
    key: 'day' | 'month' | 'year',
    options: Array<{ value: number; label: string }>,
    className: string,
  ) => (
    <div className={`acc-select ${className}`}>
      <select
        className="acc-select__control"
        aria-label={t(`accounts.field.${key}`)}
        value={parts[key]}
        onChange={(event) => change({ [key]: Number(event.target.value) })}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete={key === 'day' ? 'bday-day' : key === 'month' ? 'bday-month' : 'bday-year'}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <AccountsIcon name="chevronDown" size={16} className="acc-select__arrow" />
    </div>
  );
  return (
    <fieldset className={`acc-field acc-dob${error ? ' acc-field--invalid' : ''}`}>
      <legend className="acc-field__label">
        {t('accounts.field.dateOfBirth')}
        {optional ? <span className="acc-field__optional"> ({t('accounts.field.optional')})</span> : null}
      </legend>
      <div className="acc-dob__row">
        {select(
          'day',
          Array.from({ length: days }, (_, index) => ({ value: index + 1, label: String(index + 1) })),
          'acc-dob__day',
        )}
        {select(
          'month',
          monthNames.map((label, index) => ({ value: index + 1, label })),
          'acc-dob__month',
        )}
        {select(
          'year',
          years.map((year) => ({ value: year, label: String(year) })),
          'acc-dob__year',
        )}
      </div>
      {error ? (
        <p id={errorId} className="acc-field__error">
          <AccountsIcon name="alert" size={15} />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

/** "EUR · Euro" options of the currency picker. */
export function currencyOptions(currencies: readonly Currency[]) {
  return currencies.map((currency) => ({
    value: currency.code,
    label: `${currency.code} · ${currency.name}`,
  }));
}
