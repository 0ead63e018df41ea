import type { Operator } from '@casino/contracts/backoffice';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Section } from '../../components/section.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { roleLabels } from './role-labels.ts';

/** An invitation's or a reset's answer: the operator and the password only they should use, once. */
export type IssuedPassword = { data: Operator; temporaryPassword: string };

/** The temporary password of an invited (or reset) operator, shown to the owner once. */
export function TemporaryPassword({
  issued,
  reason,
  onDone,
}: {
  issued: IssuedPassword;
  reason: 'invite' | 'reset';
  onDone: () => void;
}) {
  const [status, setStatus] = useState('');
  const { data: operator, temporaryPassword } = issued;
  return (
    <Section title={reason === 'invite' ? 'Operator invited' : 'Password reset'} className="card-success">
      <p>
        <strong>{operator.email}</strong> can now sign in as {roleLabels[operator.role]} with this temporary
        password. Give it to them through a safe channel: <strong>it is shown only once</strong>.
      </p>
      <p className="secret-row">
        <span className="visually-hidden">Temporary password: </span>
        <code className="secret">{temporaryPassword}</code>
        <Button
          size="sm"
          onClick={async () =>
            setStatus(
              (await copyText(temporaryPassword))
                ? 'Password copied.'
                : 'Copying failed: select the password and copy it.',
            )
          }
        >
          Copy
        </Button>
      </p>
      <p className="field-hint" role="status">
        {status}
      </p>
      <p className="muted">
        {reason === 'invite'
          ? 'At their first sign-in they set up two-factor authentication with an authenticator app, receive their recovery codes, then choose their own password.'
          : 'Their sessions have ended. At their next sign-in they enter this password and their authenticator code, then choose a new password.'}
      </p>
      <div>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </div>
    </Section>
  );
}
