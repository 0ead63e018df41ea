import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putUserDetails } from '../../../lib/auth';
import { type PasswordFormValues, passwordChangePayload } from '../lib/password-form';
import { sessionsQueryOptions } from './get-sessions';

/**
 * Changes the password through PUT /api/user/update-user-details; the server checks the current
 * password and ends the player's other sessions.
 */
export function changePassword(values: PasswordFormValues) {
  return putUserDetails(passwordChangePayload(values));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // the other devices were signed out: the session list is out of date
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
