import { messageResponseSchema } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PasswordFormValues, passwordChangePayload } from '../lib/password-form';
import { sessionsQueryOptions } from './get-sessions';

/**
 * Changes the password through PUT /api/user/update-user-details; the server checks the current
 * password and ends the player's other sessions.
 */
export function changePassword(values: PasswordFormValues) {
  return apiRequest('/api/user/update-user-details', {
    method: 'PUT',
    body: passwordChangePayload(values),
    schema: messageResponseSchema,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // the other devices were signed out: the session list is out of date
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
