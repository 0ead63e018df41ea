import { Field } from '../../components/field.tsx';

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/** The 6-digit authenticator code: numeric keypad, and the OS may fill it from an SMS/app. */
export function AuthenticationCodeInput({ value, onChange, error }: CodeInputProps) {
  return (
    <Field
      label="Authentication code"
      name="code"
      className="field-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      autoFocus
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="The 6-digit code from your authenticator app."
      error={error}
      required
    />
  );
}

/** Digits only: people paste "123 456" or "123-456". */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}
