import { useTranslation } from 'react-i18next';
import type { CountryLists } from '../../../lib/reference-data';
import { acceptPhoneInput } from '../lib/inputs';
import type { FieldErrors, SignUpField, SignUpValues } from '../lib/sign-up-form';
import { translateMessage } from '../lib/validation-messages';
import { useFormState, useServerErrors } from './use-form-state';
import { callingCodeOf } from './use-registration-data';

/**
 * A sign-up form's values with the server's field messages: `set` clears the server's message of
 * the field it changes; `errorOf` shows that message, or the validation one once the field was left.
 * `setCountry` and `setPhone` keep the phone in step with the country.
 */
export function useSignUpForm(initial: SignUpValues | (() => SignUpValues)) {
  const { t } = useTranslation();
  const form = useFormState<SignUpValues>(initial);
  const server = useServerErrors();
  const set = <Field extends SignUpField>(field: Field, value: SignUpValues[Field]) => {
    form.setValue(field, value);
    server.clear(field);
  };
  const errorOf = (errors: FieldErrors<string>, field: SignUpField): string | undefined => {
    // server messages arrive translated (apiFieldErrors)
    const fromServer = server.errors[field];
    if (fromServer) return fromServer;
    const message = form.touched.has(field) ? errors[field] : undefined;
    return message ? translateMessage(t, message) : undefined;
  };
  // the server checks the number against the country, so a country brings its calling code
  const setCountry = (countries: CountryLists, code: string) => {
    set('countryCode', code);
    const phoneCode = callingCodeOf(countries, code);
    if (phoneCode) set('phoneCode', phoneCode);
  };
  const setPhone = (raw: string) =>
    set('phone', acceptPhoneInput(form.values.phone, raw, form.values.countryCode));
  return { ...form, set, setCountry, setPhone, errorOf, setServerErrors: server.setErrors };
}
