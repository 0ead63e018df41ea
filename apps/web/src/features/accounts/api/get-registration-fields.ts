import type { RegistrationFields } from '@casino/contracts';
import { registrationFieldsResponseSchema } from '@casino/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/get-registration-fields: which sign-up fields are hidden (0), optional (1) or required (2). */
export const registrationFieldsQueryOptions = queryOptions({
  queryKey: ['registration-fields'],
  queryFn: async ({ signal }): Promise<RegistrationFields> =>
    (await apiGet('/api/admin/get-registration-fields', { schema: registrationFieldsResponseSchema, signal }))
      .data as RegistrationFields,
  staleTime: 10 * 60_000,
});

export function useRegistrationFields(enabled = true) {
  return useQuery({ ...registrationFieldsQueryOptions, enabled });
}
