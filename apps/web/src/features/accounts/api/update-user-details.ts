import { messageResponseSchema, type UpdateUserDetailsInput } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';

/** PUT /api/user/update-user-details: profile fields (empty values as null). */
export function putUserDetails(input: UpdateUserDetailsInput): Promise<{ message: string }> {
  return apiRequest('/api/user/update-user-details', {
    method: 'PUT',
    body: input,
    schema: messageResponseSchema,
  });
}

/** The linked sign-up's profile completion; the player's details are refreshed afterwards. */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
  });
}
