import type { CryptoNetwork, WithdrawalMethod } from '@casino/contracts';
import { minor } from '@casino/money';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Field, SelectInput, TextInput } from '../../../components/ui/field';
import { formatAmount, type WalletCurrency } from '../lib/format';
import type { WithdrawField, WithdrawFormValues } from '../lib/withdraw';

export type WithdrawDestinationFieldsProps = {
  /** Prefix of the fields' ids, so the form can move focus to the first one with a problem. */
  idPrefix: string;
  method: WithdrawalMethod;
  values: WithdrawFormValues;
  onChange: <K extends keyof WithdrawFormValues>(field: K, value: WithdrawFormValues[K]) => void;
  onBlur: (field: WithdrawField) => void;
  errors: Partial<Record<WithdrawField, string>>;
  wallet: WalletCurrency;
  locale: string;
};

/** The id of a destination field's control. */
export const withdrawFieldId = (prefix: string, field: WithdrawField) => `${prefix}-${field}`;

/** What an address on each network starts like, as the field's placeholder. */
const addressPlaceholders: Record<CryptoNetwork, string> = {
  BTC: 'bc1q…',
  ETH: '0x…',
  'USDT-TRC20': 'T…',
  'USDT-ERC20': '0x…',
};

/**
 * Where the money goes (spec §3 Withdrawal): a bank account (beneficiary, email, account number,
 * IFSC, net banking with its bank name, optional branch and address), a UPI id, or a network and a
 * wallet address on it.
 */
export function WithdrawDestinationFields(props: WithdrawDestinationFieldsProps) {
  const { t } = useTranslation();
  const { method } = props;
  return (
    <fieldset className="withdraw-destination">
      <legend className="withdraw-destination__legend">
        {t(`cashier.withdraw.destination.${method.kind}`)}
      </legend>
      {method.kind === 'bank' ? <BankFields {...props} /> : null}
      {method.kind === 'upi' ? <UpiFields {...props} /> : null}
      {method.kind === 'crypto' ? <CryptoFields {...props} /> : null}
    </fieldset>
  );
}

/** A text field of the destination, tied to its label, hint and error. */
function TextField({
  field,
  label,
  hint,
  required,
  optional,
  props,
  input,
}: {
  field: WithdrawField;
  label: string;
  hint?: string;
  required?: boolean;
  optional?: boolean;
  props: WithdrawDestinationFieldsProps;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id'>;
}) {
  const { t } = useTranslation();
  const value = props.values[field];
  return (
    <Field
      id={withdrawFieldId(props.idPrefix, field)}
      label={label}
      hint={hint}
      error={props.errors[field]}
      required={required}
      optionalLabel={optional ? t('cashier.profile.optional') : undefined}
      className={`withdraw-destination__${field}`}
    >
      {(control) => (
        <TextInput
          {...control}
          {...input}
          name={field}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => props.onChange(field, event.target.value)}
          onBlur={() => props.onBlur(field)}
        />
      )}
    </Field>
  );
}

function BankFields(props: WithdrawDestinationFieldsProps) {
  const { t } = useTranslation();
  const { values, onChange, idPrefix } = props;
  return (
    <div className="withdraw-destination__grid">
      <TextField
        field="beneficiary"
        label={t('cashier.withdraw.bank.beneficiary')}
        hint={t('cashier.withdraw.bank.beneficiaryHint')}
        required
        props={props}
        input={{ type: 'text', autoComplete: 'name', maxLength: 100, spellCheck: false }}
      />
      <TextField
        field="email"
        label={t('cashier.withdraw.bank.email')}
        required
        props={props}
        input={{ type: 'email', autoComplete: 'email', maxLength: 255, spellCheck: false }}
      />
      <TextField
        field="accountNumber"
        label={t('cashier.withdraw.bank.accountNumber')}
        required
        props={props}
        input={{ type: 'text', autoComplete: 'off', maxLength: 34, spellCheck: false }}
      />
      <TextField
        field="ifsc"
        label={t('cashier.withdraw.bank.ifsc')}
        hint={t('cashier.withdraw.bank.ifscHint')}
        required
        props={props}
        input={{
          type: 'text',
          autoComplete: 'off',
          autoCapitalize: 'characters',
          maxLength: 15,
          spellCheck: false,
        }}
      />
      <Checkbox
        id={`${idPrefix}-netBanking`}
        className="withdraw-destination__wide"
        label={t('cashier.withdraw.bank.netBanking')}
        checked={values.netBanking}
        onChange={(event) => onChange('netBanking', event.target.checked)}
      />
      <TextField
        field="bankName"
        label={t('cashier.withdraw.bank.bankName')}
        hint={values.netBanking ? t('cashier.withdraw.bank.bankNameHint') : undefined}
        required={values.netBanking}
        optional={!values.netBanking}
        props={props}
        input={{ type: 'text', autoComplete: 'off', maxLength: 100 }}
      />
      <TextField
        field="branch"
        label={t('cashier.withdraw.bank.branch')}
        optional
        props={props}
        input={{ type: 'text', autoComplete: 'off', maxLength: 100 }}
      />
      <TextField
        field="bankAddress"
        label={t('cashier.withdraw.bank.address')}
        optional
        props={props}
        input={{ type: 'text', autoComplete: 'street-address', maxLength: 255 }}
      />
    </div>
  );
}

function UpiFields(props: WithdrawDestinationFieldsProps) {
  const { t } = useTranslation();
  return (
    <TextField
      field="vpa"
      label={t('cashier.withdraw.upi.vpa')}
      hint={t('cashier.withdraw.upi.vpaHint')}
      required
      props={props}
      input={{
        type: 'text',
        inputMode: 'email',
        autoComplete: 'off',
        autoCapitalize: 'none',
        placeholder: 'name@bank',
        maxLength: 320,
        spellCheck: false,
      }}
    />
  );
}

function CryptoFields(props: WithdrawDestinationFieldsProps) {
  const { t } = useTranslation();
  const { method, values, onChange, onBlur, errors, idPrefix, wallet, locale } = props;
  const network = values.network;
  return (
    <>
      <Field
        id={withdrawFieldId(idPrefix, 'network')}
        label={t('cashier.withdraw.crypto.network')}
        error={errors.network}
        required
      >
        {(control) => (
          <SelectInput
            {...control}
            name="network"
            value={network}
            onChange={(event) => onChange('network', event.target.value as CryptoNetwork)}
            onBlur={() => onBlur('network')}
          >
            {network === '' ? (
              <option value="" disabled>
                {t('cashier.withdraw.crypto.choose')}
              </option>
            ) : null}
            {method.networks.map((choice) => (
              <option key={choice.network} value={choice.network}>
                {t('cashier.withdraw.crypto.option', {
                  network: choice.network,
                  fee: formatAmount(minor(choice.fee), wallet, locale),
                })}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <TextField
        field="walletAddress"
        label={t('cashier.withdraw.crypto.address')}
        hint={network ? t('cashier.withdraw.crypto.addressHint', { network }) : undefined}
        required
        props={props}
        input={{
          type: 'text',
          autoComplete: 'off',
          autoCapitalize: 'none',
          placeholder: network ? addressPlaceholders[network] : undefined,
          maxLength: 100,
          spellCheck: false,
          className: 'withdraw-destination__address',
        }}
      />
    </>
  );
}
