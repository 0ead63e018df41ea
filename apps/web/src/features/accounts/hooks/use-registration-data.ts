import type { Currency, Location, RegistrationFields } from '@casino/contracts';
import { type CountryLists, useCountries, useVisitorLocation } from '../../../lib/reference-data';
import { useCurrencies } from '../api/get-currencies';
import { useRegistrationFields } from '../api/get-registration-fields';

export type RegistrationData = {
  fields: RegistrationFields;
  countries: CountryLists;
  currencies: Currency[];
  /** The visitor's location; null when it could not be found (the pickers then start empty). */
  location: Location | null;
};

/** What the registration forms need before they render: field flags, countries, currencies, location. */
export function useRegistrationData(
  enabled = true,
):
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: RegistrationData } {
  const fields = useRegistrationFields(enabled);
  const countries = useCountries(enabled);
  const currencies = useCurrencies(enabled);
  const location = useVisitorLocation(enabled);
  const required = [fields, countries, currencies];
  if (required.some((query) => query.isError && !query.data)) {
    return {
      status: 'error',
      retry: () => {
        for (const query of required) if (query.isError) void query.refetch();
      },
    };
  }
  if (!fields.data || !countries.data || !currencies.data || location.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    data: {
      fields: fields.data,
      countries: countries.data,
      currencies: currencies.data,
      location: location.data ?? null,
    },
  };
}

/** The calling code of a country ("+356" for MT), as the phone picker lists it. */
export function callingCodeOf(countries: CountryLists, countryCode: string): string | null {
  const country = countries.countries.rows.find((row) => row.code === countryCode);
  return (
    country?.phoneCode ?? countries.phoneCodes.find((entry) => entry.code === countryCode)?.phoneCode ?? null
  );
}

/** The pickers' starting values: the visitor's country (and its calling code) and the default currency. */
export function registrationDefaults(data: RegistrationData, defaultCurrency: string) {
  const country = data.countries.countries.rows.find((row) => row.code === data.location?.country.code);
  const phoneCode = country ? (callingCodeOf(data.countries, country.code) ?? '') : '';
  const currency =
    data.currencies.find((entry) => entry.code === defaultCurrency) ??
    data.currencies.find((entry) => entry.isDefault) ??
    data.currencies[0];
  return { countryCode: country?.code ?? '', phoneCode, currencyCode: currency?.code ?? '' };
}
