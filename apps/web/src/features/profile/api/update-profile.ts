import { messageResponseSchema, type UpdateUserDetailsInput } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';

/** PUT /api/user/update-user-details with the changed profile fields (spec §4 "Profile update"). */
export function updateProfile(input: UpdateUserDetailsInput) {
  return apiRequest('/api/user/update-user-details', {
    method: 'PUT',
    body: input,
    schema: messageResponseSchema,
  });
}

/** Saves profile changes and refreshes the player's details everywhere they are shown. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
  });
}
