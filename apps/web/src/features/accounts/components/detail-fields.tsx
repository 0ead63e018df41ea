import type { Country, Currency, RegistrationFields } from '@casino/contracts';
import { genders } from '@casino/contracts/accounts';
import { useTranslation } from 'react-i18next';
import type { CountryLists } from '../../../lib/reference-data';
import type { DetailField, SignUpField, SignUpValues } from '../lib/sign-up-form';
import { currencyOptions, DateOfBirthField, PhoneField, SelectField, TextField } from './fields';

export type DetailFieldsProps = {
  fields: readonly DetailField[];
  flags: RegistrationFields;
  values: Pick<SignUpValues, DetailField | 'phoneCode'>;
  errorOf: (field: SignUpField) => string | undefined;
  onChange: <Field extends DetailField>(field: Field, value: SignUpValues[Field]) => void;
  onCountryChange: (code: string) => void;
  onPhoneCodeChange: (phoneCode: string) => void;
  onPhoneChange: (raw: string) => void;
  onBlur: (field: SignUpField) => void;
  countries: CountryLists;
  currencies: readonly Currency[];
  today: Date;
};

// no emoji flag: Windows and many Linux browsers draw them as letter boxes
const countryLabel = (country: Country) => country.name;

/**
 * The personal fields of the registration (step 2) and the linked sign-up, each shown per its
 * registration-field flag; optional ones say so.
 */
export function DetailFields({
  fields,
  flags,
  values,
  errorOf,
  onChange,
  onCountryChange,
  onPhoneCodeChange,
  onPhoneChange,
  onBlur,
  countries,
  currencies,
  today,
}: DetailFieldsProps) {
  const { t } = useTranslation();
  const optional = (field: DetailField) => flags[field] !== 2;
  const has = (field: DetailField) => fields.includes(field);
  const text = (
    field: 'firstName' | 'lastName' | 'username' | 'address' | 'city' | 'zipCode',
    autoComplete: string,
  ) => (
    <TextField
      label={t(`accounts.field.${field}`)}
      name={field}
      autoComplete={autoComplete}
      maxLength={255}
      value={values[field]}
      onValueChange={(value) => onChange(field, value)}
      onBlur={() => onBlur(field)}
      error={errorOf(field)}
      optional={optional(field)}
    />
  );

  return (
    <div className="acc-details">
      {has('firstName') || has('lastName') ? (
        <div className="acc-form__pair">
          {has('firstName') ? text('firstName', 'given-name') : null}
          {has('lastName') ? text('lastName', 'family-name') : null}
        </div>
      ) : null}
      {has('username') ? text('username', 'username') : null}
      {has('dateOfBirth') ? (
        <DateOfBirthField
          value={values.dateOfBirth}
          onValueChange={(value) => {
            onChange('dateOfBirth', value);
            onBlur('dateOfBirth');
          }}
          onBlur={() => onBlur('dateOfBirth')}
          error={errorOf('dateOfBirth')}
          optional={optional('dateOfBirth')}
          today={today}
        />
      ) : null}
      {has('gender') ? (
        <SelectField
          label={t('accounts.field.gender')}
          name="gender"
          value={values.gender}
          placeholder={t('accounts.field.choose')}
          options={genders.map((gender) => ({ value: gender, label: t(`accounts.field.gender.${gender}`) }))}
          onValueChange={(value) => {
            onChange('gender', value as SignUpValues['gender']);
            onBlur('gender');
          }}
          onBlur={() => onBlur('gender')}
          error={errorOf('gender')}
          optional={optional('gender')}
          autoComplete="sex"
        />
      ) : null}
      {has('countryCode') || has('currencyCode') ? (
        <div className="acc-form__pair acc-form__pair--wide-first">
          {has('countryCode') ? (
            <SelectField
              label={t('accounts.field.country')}
              name="countryCode"
              value={values.countryCode}
              placeholder={t('accounts.field.choose')}
              options={countries.countries.rows.map((country) => ({
                value: country.code,
                label: countryLabel(country),
              }))}
              onValueChange={(code) => {
                onCountryChange(code);
                onBlur('countryCode');
              }}
              onBlur={() => onBlur('countryCode')}
              error={errorOf('countryCode')}
              optional={optional('countryCode')}
              autoComplete="country"
            />
          ) : null}
          {has('currencyCode') ? (
            <SelectField
              label={t('accounts.field.currency')}
              name="currencyCode"
              value={values.currencyCode}
              options={currencyOptions(currencies)}
              onValueChange={(value) => {
                onChange('currencyCode', value);
                onBlur('currencyCode');
              }}
              onBlur={() => onBlur('currencyCode')}
              error={errorOf('currencyCode')}
              optional={optional('currencyCode')}
            />
          ) : null}
        </div>
      ) : null}
      {has('phone') ? (
        <PhoneField
          label={t('accounts.field.phone')}
          name="phone"
          phoneCode={values.phoneCode}
          phoneCodes={countries.phoneCodes}
          onPhoneCodeChange={onPhoneCodeChange}
          value={values.phone}
          onValueChange={onPhoneChange}
          onBlur={() => onBlur('phone')}
          error={errorOf('phone')}
          optional={optional('phone')}
        />
      ) : null}
      {has('address') ? text('address', 'street-address') : null}
      {has('city') || has('zipCode') ? (
        <div className="acc-form__pair">
          {has('city') ? text('city', 'address-level2') : null}
          {has('zipCode') ? text('zipCode', 'postal-code') : null}
        </div>
      ) : null}
    </div>
  );
}
