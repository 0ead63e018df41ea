import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../components/ui/field';
import { formatCpf, type PayerField as PayerFieldName } from '../lib/payer';

export type PayerFieldProps = {
  id: string;
  field: PayerFieldName;
  value: string;
  onChange: (value: string) => void;
  /** The account's email, offered again when the player typed another one for Skrill. */
  accountEmail: string | null;
  error?: string;
  disabled?: boolean;
};

/**
 * The payer's detail a method needs before its page opens: the Skrill wallet's email (the account
 * email unless the player changes it) or the CPF for PIX, written with its dots and dash.
 */
export function PayerField({ id, field, value, onChange, accountEmail, error, disabled }: PayerFieldProps) {
  const { t } = useTranslation();
  if (field === 'cpf') {
    return (
      <Field id={id} label={t('cashier.payer.cpf')} hint={t('cashier.payer.cpfHint')} error={error} required>
        {(control) => (
          <TextInput
            {...control}
            name="cpf"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={14}
            spellCheck={false}
            disabled={disabled}
            value={value}
            onChange={(event) => onChange(formatCpf(event.target.value))}
          />
        )}
      </Field>
    );
  }
  const reusable = accountEmail !== null && accountEmail !== '' && value.trim() !== accountEmail;
  return (
    <div className="cashier-payer">
      <Field
        id={id}
        label={t('cashier.payer.skrillEmail')}
        hint={t('cashier.payer.skrillHint')}
        error={error}
        required
      >
        {(control) => (
          <TextInput
            {...control}
            name="skrillEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={255}
            spellCheck={false}
            disabled={disabled}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      {reusable ? (
        <button
          type="button"
          className="cashier-payer__reuse"
          disabled={disabled}
          onClick={() => onChange(accountEmail)}
        >
          {t('cashier.payer.useAccountEmail', { email: accountEmail })}
        </button>
      ) : null}
    </div>
  );
}
