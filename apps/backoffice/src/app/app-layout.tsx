import { useLogout } from '@refinedev/core';
import { NavLink, Outlet } from 'react-router';
import { Button } from '../components/button.tsx';
import { ErrorState, LoadingState } from '../components/states.tsx';
import type { LogoutParams } from '../lib/auth-provider.ts';
import { useIdentity } from '../lib/use-identity.ts';
import { ChoosePasswordPage } from '../pages/account/choose-password-page.tsx';
import { roleLabels } from '../pages/operators/role-labels.ts';
import { navItems } from './navigation.ts';

/** The signed-in shell: a sidebar (a top bar on narrow screens) with the operator's pages. */
export function AppLayout() {
  const { identity, can, isError, error, refetch, isRefetching } = useIdentity();
  const { mutate: logout, isPending: signingOut } = useLogout<LogoutParams>();
  const allowed = navItems.filter((item) => can(item.permission));

  // a temporary password opens nothing on the server until it is replaced
  if (identity?.operator.passwordChangeRequired)
    return <ChoosePasswordPage email={identity.operator.email} />;

  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="sidebar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          <span className="brand-name">Back-office</span>
        </div>
        <nav className="nav" aria-label="Main">
          <ul>
            {allowed.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account">
          {identity ? (
            <NavLink to="/account" className="account-who" title="Your account">
              <span className="visually-hidden">Your account: </span>
              <span className="account-email" title={identity.operator.email}>
                {identity.operator.email}
              </span>
              <span className="account-role">{roleLabels[identity.operator.role]}</span>
            </NavLink>
          ) : null}
          <Button
            size="sm"
            onClick={() => logout({ reason: 'signed-out', redirectPath: false })}
            loading={signingOut}
          >
            Sign out
          </Button>
        </div>
      </header>
      <main id="content" className="main" tabIndex={-1}>
        {identity ? (
          <Outlet />
        ) : isError ? (
          <ErrorState
            error={error}
            title="Your account could not be loaded"
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          <LoadingState />
        )}
      </main>
    </div>
  );
}
