import type { Permission } from '@casino/contracts/backoffice';
import type { ReactNode } from 'react';
import { LoadingState, PermissionPage } from '../components/states.tsx';
import { useIdentity } from '../lib/use-identity.ts';

type RequirePermissionProps = {
  permission: Permission;
  /** The page's name, for the heading and tab title of the refusal. */
  title: string;
  children: ReactNode;
};

/**
 * Shows a page only to a role that has `permission`; a page opened by URL without it gets the
 * permission state. The server enforces the same rule; this only spares a doomed request.
 */
export function RequirePermission({ permission, title, children }: RequirePermissionProps) {
  const { identity, can } = useIdentity();
  if (!identity) return <LoadingState />;
  if (!can(permission)) return <PermissionPage title={title} />;
  return <>{children}</>;
}
