import type { Currency, PasswordRules } from '@casino/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Field,
  type FieldControlProps,
  SelectInput,
  type SelectInputProps,
  TextInput,
  type TextInputProps,
} from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { daysInMonth, joinDateParts, splitIsoDate, yearOptions } from '../lib/dates';
import { acceptEmailInput } from '../lib/inputs';
import { type PasswordRuleCheck, passwordRuleChecks } from '../lib/password-rules';
import './accounts.css';

type AccountsFieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The accounts forms mark the fields that may stay empty; the others are required. */
  optional?: boolean | undefined;
  group?: boolean;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/** A components/ui Field the accounts way: "(optional)" after the label, the hint kept under errors. */
function AccountsField({ optional, children, ...field }: AccountsFieldProps) {
  const { t } = useTranslation();
  return (
    <Field {...field} keepHint optionalLabel={optional ? t('accounts.field.optional') : undefined}>
      {(control) => children({ ...control, 'aria-required': optional ? undefined : true })}
    </Field>
  );
}

type TextFieldProps = Omit<TextInputProps, 'id' | 'onChange' | 'value'> & {
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
  return (
    <AccountsField label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => {
        const field = (
          <TextInput
            {...control}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            {...input}
          />
        );
        return trailing ? (
          <div className="acc-trailing">
            {field}
            {trailing}
          </div>
        ) : (
          field
        );
      }}
    </AccountsField>
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
            <Icon name={rule.met ? 'check' : 'info'} size={14} />
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
          className="acc-trailing__toggle"
          aria-label={visible ? t('accounts.field.hidePassword') : t('accounts.field.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}

/** The email of a sign-up or reset form; it takes only the characters an address may hold. */
export function EmailField({
  onValueChange,
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('accounts.field.email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      onValueChange={(value) => onValueChange(acceptEmailInput(value))}
      {...props}
    />
  );
}

/** A new password with the rules hint and the live checklist of the operator's rules. */
export function NewPasswordField({
  rules,
  ...props
}: Omit<PasswordFieldProps, 'rules' | 'hint' | 'autoComplete'> & { rules: PasswordRules }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      autoComplete="new-password"
      hint={t('accounts.field.passwordHint')}
      rules={passwordRuleChecks(t, rules, props.value)}
      {...props}
    />
  );
}

type SelectFieldProps = Omit<SelectInputProps, 'id' | 'onChange' | 'value'> & {
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
  return (
    <AccountsField label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <SelectInput
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
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
        </SelectInput>
      )}
    </AccountsField>
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
  return (
    <AccountsField label={label} error={error} optional={optional}>
      {(control) => (
        <div className="acc-phone">
          <SelectInput
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
          </SelectInput>
          <TextInput
            {...control}
            name={name}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onBlur={onBlur}
            // autofocus: the first field of a dialog's step, where focus belongs
            autoFocus={autoFocus}
          />
        </div>
      )}
    </AccountsField>
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
  const parts = splitIsoDate(value) ?? { year: today.getFullYear() - 18, month: 1, day: 1 };
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [i18n.language]);
  const years = useMemo(() => yearOptions(today), [today]);
  const days = daysInMonth(parts.year, parts.month);
  const change = (next: Partial<typeof parts>) => onValueChange(joinDateParts({ ...parts, ...next }));
  const select = (
    key: 'day' | 'month' | 'year',
    options: Array<{ value: number; label: string }>,
    control: FieldControlProps,
  ) => (
    <SelectInput
      aria-label={t(`accounts.field.${key}`)}
      value={parts[key]}
      onChange={(event) => change({ [key]: Number(event.target.value) })}
      onBlur={onBlur}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      autoComplete={key === 'day' ? 'bday-day' : key === 'month' ? 'bday-month' : 'bday-year'}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectInput>
  );
  return (
    <AccountsField group label={t('accounts.field.dateOfBirth')} error={error} optional={optional}>
      {(control) => (
        <div className="acc-dob">
          {select(
            'day',
            Array.from({ length: days }, (_, index) => ({ value: index + 1, label: String(index + 1) })),
            control,
          )}
          {select(
            'month',
            monthNames.map((label, index) => ({ value: index + 1, label })),
            control,
          )}
          {select(
            'year',
            years.map((year) => ({ value: year, label: String(year) })),
            control,
          )}
        </div>
      )}
    </AccountsField>
  );
}

/** "EUR · Euro" options of the currency picker. */
export function currencyOptions(currencies: readonly Currency[]) {
  return currencies.map((currency) => ({
    value: currency.code,
    label: `${currency.code} · ${currency.name}`,
  }));
}
