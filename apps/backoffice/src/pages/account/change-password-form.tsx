import { operatorPasswordChangeSchema, operatorPasswordMinLength } from '@casino/contracts/backoffice';
import { useInvalidateAuthStore } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { FormError } from '../../components/states.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { type Identity, rememberIdentity } from '../../lib/auth-provider.ts';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';

type ChangePasswordFormProps = {
  /** "Temporary password" when the current one is the one an owner gave. */
  currentLabel: string;
  submitLabel: string;
  onChanged: () => void;
  autoFocus?: boolean;
};

/**
 * The operator's own password change (POST /auth/password): the current password, the new one
 * twice. On success the signed-in identity is replaced by the server's answer.
 */
export function ChangePasswordForm({
  currentLabel,
  submitLabel,
  onChanged,
  autoFocus,
}: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const invalidateAuth = useInvalidateAuthStore();
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest<{ data: Identity }>('auth/password', { method: 'POST', body }),
    onSuccess: async ({ data }) => {
      rememberIdentity(data);
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
      await invalidateAuth();
      onChanged();
    },
    onError: (error) => setFieldErrors(serverFieldErrors(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.reset();
    const parsed = operatorPasswordChangeSchema.safeParse({ currentPassword, newPassword });
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!errors.newPassword && confirmation !== newPassword)
      errors.confirmation = 'The two new passwords are not the same';
    setFieldErrors(errors);
    if (parsed.success && Object.keys(errors).length === 0) change.mutate(parsed.data);
  };

  const fieldLevel = Object.keys(serverFieldErrors(change.error)).length > 0;
  return (
    <form className="stack password-form" onSubmit={submit} noValidate>
      {fieldLevel ? null : <FormError error={change.error} />}
      <Field
        label={currentLabel}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={fieldErrors.currentPassword}
        required
      />
      <Field
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={`At least ${operatorPasswordMinLength} characters. A few unrelated words are easy to remember and hard to guess.`}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={fieldErrors.newPassword}
        required
      />
      <Field
        label="New password again"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={fieldErrors.confirmation}
        required
      />
      <div>
        <Button type="submit" variant="primary" loading={change.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
