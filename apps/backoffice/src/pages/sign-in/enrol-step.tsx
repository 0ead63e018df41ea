import { type OperatorSessionAnswer, operatorEnrolSchema } from '@casino/contracts/backoffice';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '../../components/button.tsx';
import { FormError } from '../../components/states.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { copyText } from '../../lib/clipboard.ts';
import { zodFieldErrors } from '../../lib/form-errors.ts';
import { AuthenticationCodeInput, normaliseCode } from './code-input.tsx';
import { isExpiredChallenge, isWrongCode } from './code-step.tsx';

type EnrolStepProps = {
  challenge: string;
  secret: string;
  otpauthUri: string;
  email: string;
  onDone: (session: OperatorSessionAnswer) => void;
  onRestart: (notice?: string) => void;
};

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** First sign-in (or after a 2FA reset): link an authenticator app, prove it with one code. */
export function EnrolStep({ challenge, secret, otpauthUri, email, onDone, onRestart }: EnrolStepProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // an <img> of an SVG data URL: no markup from a string enters the DOM, and the page CSP allows data: images
  const qrSource = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(otpauthUri, { border: 2 }))}`,
    [otpauthUri],
  );

  const enrol = useMutation({
    mutationFn: (body: { challenge: string; code: string }) =>
      apiRequest<OperatorSessionAnswer>('auth/enrol', { method: 'POST', body, anonymous: true }),
    onSuccess: onDone,
    onError: (error) => {
      if (isExpiredChallenge(error)) onRestart(error instanceof Error ? error.message : undefined);
    },
  });
  const wrongCode = isWrongCode(enrol.error) ? enrol.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = operatorEnrolSchema.safeParse({ challenge, code: normaliseCode(code) });
    if (!parsed.success) {
      setFieldError(zodFieldErrors(parsed.error).code ?? 'Check the code');
      enrol.reset();
      return;
    }
    setFieldError(undefined);
    enrol.mutate(parsed.data);
  };

  const copySecret = async () => setCopied((await copyText(secret.replace(/\s+/g, ''))) ? 'yes' : 'failed');

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="enrol-title">
      <h1 id="enrol-title">Set up two-factor authentication</h1>
      <p className="muted">
        Every back-office sign-in needs a code from an authenticator app (such as Google Authenticator,
        1Password or Authy){email ? <> for {email}</> : null}.
      </p>
      <ol className="enrol-steps">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            className="qr"
            src={qrSource}
            width={200}
            height={200}
            alt="QR code to add the back-office to an authenticator app"
          />
        </li>
        <li>
          <p>Or add it by hand with this key:</p>
          <p className="secret-row">
            <span className="visually-hidden">Setup key: </span>
            <code className="secret">{groupSecret(secret)}</code>
            <Button size="sm" onClick={() => void copySecret()}>
              Copy key
            </Button>
          </p>
          <p className="field-hint" role="status">
            {copied === 'yes'
              ? 'Key copied.'
              : copied === 'failed'
                ? 'Copying failed: select the key and copy it.'
                : ''}
          </p>
        </li>
        <li>
          <p>Enter the code the app shows to finish.</p>
          <FormError error={wrongCode ? null : enrol.error} />
          <AuthenticationCodeInput
            value={code}
            onChange={(value) => {
              setCode(value);
              setFieldError(undefined);
              if (enrol.error) enrol.reset();
            }}
            error={fieldError ?? wrongCode?.message}
          />
        </li>
      </ol>
      <Button type="submit" variant="primary" loading={enrol.isPending} className="button-block">
        Verify
      </Button>
      <div className="form-links">
        <Button variant="link" onClick={() => onRestart()}>
          Cancel and sign in again
        </Button>
      </div>
    </form>
  );
}
