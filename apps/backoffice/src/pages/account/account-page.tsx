import { useState } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { Details, Section } from '../../components/section.tsx';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { roleLabels } from '../operators/role-labels.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The signed-in operator's own account: who they are, what their role allows, their password. */
export function AccountPage() {
  usePageTitle('Your account');
  const { identity } = useIdentity();
  const [status, setStatus] = useState('');
  if (!identity) return null;
  const { operator, permissions } = identity;

  return (
    <section className="page" aria-labelledby="account-title">
      <header className="page-header">
        <h1 id="account-title">Your account</h1>
      </header>
      <Section title="Profile">
        <Details
          items={[
            { label: 'Email', value: operator.email },
            { label: 'Role', value: roleLabels[operator.role] },
            {
              label: 'Two-factor',
              value: operator.twoFactorEnrolled ? 'Authenticator app' : 'Not set up',
            },
            { label: 'Password changed', value: <DateTime value={operator.passwordChangedAt} /> },
            { label: 'Last sign-in', value: <DateTime value={operator.lastSignInAt} /> },
            { label: 'Operator since', value: <DateTime value={operator.createdAt} /> },
          ]}
        />
        <p className="field-hint">Your role allows: {permissions.join(', ')}.</p>
      </Section>
      <Section title="Change password">
        <p className="muted">
          Your other sessions end when you change it; this one stays open. Lost your authenticator? Ask an
          owner to reset your two-factor.
        </p>
        <ChangePasswordForm
          currentLabel="Current password"
          submitLabel="Change password"
          onChanged={() => setStatus('Your password is changed. Any other sessions you had open have ended.')}
        />
        <p className="result" role="status">
          {status}
        </p>
      </Section>
    </section>
  );
}
