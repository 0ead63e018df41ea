import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '../lib/api-client.ts';

/**
 * One query client for refine's hooks and the app's own. A 4xx answer will not change on a retry
 * (and a retried 401 would only sign out twice); a network blip or a 5xx gets two more tries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 15_000,
      retry: (failureCount, error) => {
        const status = statusOf(error);
        return (status === 0 || status >= 500) && failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});

// refine's auth queries (["auth", "check" | "identity" | ...]) cost nothing (sessionStorage, a /me
// answer kept per token). Always stale, so a newly mounted <Authenticated> re-reads the token right
// after sign-in; but never refetched on reconnect, which would briefly unmount everything inside
// <Authenticated> and lose a half-filled form.
queryClient.setQueryDefaults(['auth'], { staleTime: 0, refetchOnReconnect: false });
