import type { UserDetails } from '@casino/contracts';
import { depositBonusesQueryOptions } from '../../features/bonuses/preload';
import { paymentMethodsQueryOptions } from '../../features/cashier/preload';
import { getAccessToken } from '../../lib/api-client';
import { userDetailsQueryOptions } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';

/** How long the preload waits for start-up's check of the session before leaving it to the page. */
const detailsWaitMs = 5000;

/**
 * /deposit's first reads, started with the app rather than once the cashier's code has loaded and
 * rendered: as soon as start-up's session check has the player's details (the auth provider puts
 * them in the cache; asking for them here would ask twice), the payment methods and the bonus
 * offers, which are keyed by the player. The page renders from the same queries.
 */
export function preloadDeposit(): void {
  if (!getAccessToken()) return;
  void whenDetailsCached().then((details) => {
    if (!details) return;
    const player = details.getUser.uniqueId;
    void queryClient.prefetchQuery(paymentMethodsQueryOptions(player));
    void queryClient.prefetchQuery(depositBonusesQueryOptions(player));
  });
}

function whenDetailsCached(): Promise<UserDetails | undefined> {
  const cached = queryClient.getQueryData(userDetailsQueryOptions.queryKey);
  if (cached) return Promise.resolve(cached);
  return new Promise((resolve) => {
    const done = (details: UserDetails | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(details);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const details = queryClient.getQueryData(userDetailsQueryOptions.queryKey);
      if (details) done(details);
    });
    const timer = setTimeout(() => done(undefined), detailsWaitMs);
  });
}
