import { useLogout } from '@refinedev/core';
import { Button } from '../../components/button.tsx';
import type { LogoutParams } from '../../lib/auth-provider.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * What an operator who signed in with a temporary password (an invitation or a reset) sees instead
 * of the app: the server opens nothing else until they choose their own.
 */
export function ChoosePasswordPage({ email }: { email: string }) {
  usePageTitle('Choose your password');
  const { mutate: logout, isPending: signingOut } = useLogout<LogoutParams>();
  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <p className="sign-in-brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          Casino back-office
        </p>
        <div className="stack">
          <h1>Choose your own password</h1>
          <p className="muted">
            You signed in as <strong>{email}</strong> with a temporary password someone gave you. Choose a
            password only you know before you continue.
          </p>
        </div>
        <ChangePasswordForm
          currentLabel="Temporary password"
          submitLabel="Save and continue"
          autoFocus
          // the app opens as soon as the new identity (no change required) arrives
          onChanged={() => undefined}
        />
        <Button
          variant="ghost"
          loading={signingOut}
          onClick={() => logout({ reason: 'signed-out', redirectPath: false })}
        >
          Sign out
        </Button>
      </div>
    </main>
  );
}
