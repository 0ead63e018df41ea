import { QueryClient } from '@tanstack/react-query';
import { refusedByServer } from './api-client';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the error screen. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (refusedByServer(error)) return false;
  return failureCount < 2;
}

/** The one QueryClient of the app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetryQuery,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
