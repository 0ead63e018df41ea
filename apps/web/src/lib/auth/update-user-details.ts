import type { messageResponseSchema, UpdateUserDetailsInput } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../api-client';
import { userDetailsQueryOptions } from './user-details';

/** PUT /api/user/update-user-details (spec §4 "Profile update"): profile fields, empty values as null. */
export function putUserDetails(input: UpdateUserDetailsInput): Promise<{ message: string }> {
  return apiRequest<Answer<typeof messageResponseSchema>>('/api/user/update-user-details', {
    method: 'PUT',
    body: input,
  });
}

/** Saves profile fields and refreshes the player's details everywhere they are shown. */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
  });
}
