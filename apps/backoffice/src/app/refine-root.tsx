import { Refine, useLogout } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { authProvider, type LogoutParams } from '../lib/auth-provider.ts';
import { dataProvider } from '../lib/data-provider.ts';
import { onForbidden, onSessionEnded } from '../lib/session.ts';
import { resources } from './navigation.ts';
import { queryClient } from './query-client.ts';

/** refine around every route: it needs the router's context, so it lives inside the root route. */
export function RefineRoot() {
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      routerProvider={routerProvider}
      resources={resources}
      options={{
        // no calls home: the CSP would refuse them, and an operators' tool should not make them
        disableTelemetry: true,
        syncWithLocation: false,
        mutationMode: 'pessimistic',
        reactQuery: { clientConfig: queryClient },
      }}
    >
      <SessionEndedWatcher />
      <PermissionsWatcher />
      <Outlet />
    </Refine>
  );
}

/**
 * When any call gets a 401 the API client has already dropped the token; this signs out in refine
 * (its auth state), and <Authenticated>'s SignInRedirect then opens the sign-in page saying why.
 */
function SessionEndedWatcher() {
  const { mutate: logout } = useLogout<LogoutParams>();
  useEffect(() => onSessionEnded(() => logout({ reason: 'ended', redirectPath: false })), [logout]);
  return null;
}

/**
 * A 403 can mean an owner changed this operator's role since sign-in: the identity (and so the menu
 * and page guards) is read again. Only the identity query: refetching refine's auth check would
 * remount everything inside <Authenticated>, re-run the refused request and loop.
 */
function PermissionsWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () => onForbidden(() => void queryClient.invalidateQueries({ queryKey: ['auth', 'identity'] })),
    [queryClient],
  );
  return null;
}
