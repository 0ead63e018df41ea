import {
  type OperatorSessionAnswer,
  operatorCodeSchema,
  operatorEnrolSchema,
} from '@casino/contracts/backoffice';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { FormError } from '../../components/states.tsx';
import { apiRequest, isApiError } from '../../lib/api-client.ts';
import { zodFieldErrors } from '../../lib/form-errors.ts';
import { AuthenticationCodeInput, normaliseCode } from './code-input.tsx';

type CodeStepProps = {
  challenge: string;
  email: string;
  onDone: (session: OperatorSessionAnswer) => void;
  /** Back to the password, with why (an expired step). */
  onRestart: (notice?: string) => void;
};

type Body = { challenge: string; code: string } | { challenge: string; recoveryCode: string };

const recoveryCodeSchema = operatorCodeSchema.options[1];

/** An expired challenge (401 UNAUTHORIZED) means the password step has to be done again. */
export function isWrongCode(error: unknown): error is Error {
  return isApiError(error) && error.errorCode === 'INVALID_CREDENTIALS';
}

export function isExpiredChallenge(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 401 && error.errorCode !== 'INVALID_CREDENTIALS';
}

export function CodeStep({ challenge, email, onDone, onRestart }: CodeStepProps) {
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const verify = useMutation({
    mutationFn: (body: Body) =>
      apiRequest<OperatorSessionAnswer>('auth/code', { method: 'POST', body, anonymous: true }),
    onSuccess: onDone,
    onError: (error) => {
      if (isExpiredChallenge(error)) onRestart(isApiError(error) ? error.message : undefined);
    },
  });
  // a wrong code is a fact about the field: it is said there, the rest (429, network) above the form
  const wrongCode = isWrongCode(verify.error) ? verify.error : null;
  const shownFieldError = fieldError ?? wrongCode?.message;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setFieldError(undefined);
    if (verify.error) verify.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed =
      mode === 'app'
        ? operatorEnrolSchema.safeParse({ challenge, code: normaliseCode(code) })
        : recoveryCodeSchema.safeParse({ challenge, recoveryCode });
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error);
      setFieldError(errors.code ?? errors.recoveryCode ?? 'Check the code');
      verify.reset();
      return;
    }
    setFieldError(undefined);
    verify.mutate(parsed.data);
  };

  const switchMode = () => {
    setMode(mode === 'app' ? 'recovery' : 'app');
    setFieldError(undefined);
    verify.reset();
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="code-title">
      <h1 id="code-title">Two-factor authentication</h1>
      <p className="muted">
        {mode === 'app'
          ? 'Open your authenticator app and enter the code it shows for the back-office.'
          : 'Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.'}
        {email ? (
          <>
            {' '}
            Signing in as <strong>{email}</strong>.
          </>
        ) : null}
      </p>
      <FormError error={wrongCode ? null : verify.error} />
      {mode === 'app' ? (
        <AuthenticationCodeInput value={code} onChange={edit(setCode)} error={shownFieldError} />
      ) : (
        <Field
          label="Recovery code"
          name="recoveryCode"
          className="field-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          placeholder="abcde-12345"
          value={recoveryCode}
          onChange={(event) => edit(setRecoveryCode)(event.target.value)}
          error={shownFieldError}
          required
        />
      )}
      <Button type="submit" variant="primary" loading={verify.isPending} className="button-block">
        Verify
      </Button>
      <div className="form-links">
        <Button variant="link" onClick={switchMode}>
          {mode === 'app' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </Button>
        <Button variant="link" onClick={() => onRestart()}>
          Sign in as someone else
        </Button>
      </div>
    </form>
  );
}
