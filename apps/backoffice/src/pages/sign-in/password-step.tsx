import { type OperatorSignInAnswer, operatorSignInSchema } from '@casino/contracts/backoffice';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { FormError } from '../../components/states.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors.ts';

type PasswordStepProps = {
  notice: string | undefined;
  email: string;
  onEmailChange: (email: string) => void;
  onDone: (answer: OperatorSignInAnswer) => void;
};

export function PasswordStep({ notice, email, onEmailChange, onDone }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest<OperatorSignInAnswer>('auth/sign-in', { method: 'POST', body, anonymous: true }),
    onSuccess: onDone,
    onError: (error) => {
      setFieldErrors(serverFieldErrors(error));
      setPassword('');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = operatorSignInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors(parsed.error));
      signIn.reset();
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <FormError error={signIn.error} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={fieldErrors.email}
        required
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        required
      />
      <Button type="submit" variant="primary" loading={signIn.isPending} className="button-block">
        Sign in
      </Button>
    </form>
  );
}
