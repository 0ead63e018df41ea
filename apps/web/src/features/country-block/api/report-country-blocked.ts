import type { CountryBlockedInput } from '@casino/contracts';
import { countryBlockedInputSchema } from '@casino/contracts/content';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/country-blocked: tells the operator a visitor saw the country-block notice. */
export function reportCountryBlocked(input: CountryBlockedInput): Promise<unknown> {
  return apiPost('/api/user/country-blocked', countryBlockedInputSchema.parse(input));
}

export function useReportCountryBlocked() {
  return useMutation({ mutationFn: reportCountryBlocked });
}
