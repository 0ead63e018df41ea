import type { Permission } from '@casino/contracts/backoffice';
import { useGetIdentity } from '@refinedev/core';
import { useCallback } from 'react';
import type { Identity } from './auth-provider.ts';

/** The signed-in operator and a `can(permission)` check that mirrors the server's matrix. */
export function useIdentity() {
  const query = useGetIdentity<Identity>();
  const permissions = query.data?.permissions;
  const can = useCallback(
    (permission: Permission) => permissions?.includes(permission) ?? false,
    [permissions],
  );
  return { ...query, identity: query.data, can };
}
