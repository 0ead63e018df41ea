import { Navigate } from 'react-router';
import { EmptyState, LoadingState } from '../components/states.tsx';
import { useIdentity } from '../lib/use-identity.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { navItems } from './navigation.ts';

/** "/" opens the first page the operator's role may use. */
export function LandingRedirect() {
  const { identity, can } = useIdentity();
  usePageTitle('Home');
  if (!identity) return <LoadingState />;
  const first = navItems.find((item) => can(item.permission));
  if (first) return <Navigate to={first.to} replace />;
  return (
    <section className="page">
      <h1>Welcome</h1>
      <EmptyState title="No pages yet for your role">
        The back-office pages for the {identity.operator.role} role are not available yet.
      </EmptyState>
    </section>
  );
}
