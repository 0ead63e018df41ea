import type { UserDetails } from '@casino/contracts';
import { depositBonusesQueryOptions, fetchDepositBonuses } from '../../features/bonuses/preload';
import { fetchPaymentMethods, paymentMethodsQueryOptions } from '../../features/cashier/preload';
import { getAccessToken } from '../../lib/api-client';
import { userDetailsQueryOptions } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';

/** How long the preload waits for start-up's check of the session before leaving it to the page. */
const detailsWaitMs = 5000;

/** The reads started before the player was known, until the cache has them under the player's key. */
let early: Promise<void> | null = null;

/**
 * /deposit's first reads, started with the app rather than once the cashier's code has loaded and
 * rendered: the payment methods and the bonus offers. The page renders from the same queries,
 * which are keyed by player. Before start-up's session check has the player's details (the auth
 * provider puts them in the cache; asking for them here would ask twice), both reads leave anyway,
 * beside it: what they answer depends on the token they carry, not on the details, which only name
 * their place in the cache. Waiting for the details cost the page a round trip.
 */
export function preloadDeposit(): void {
  if (!getAccessToken()) return;
  const cached = queryClient.getQueryData(userDetailsQueryOptions.queryKey);
  if (cached) {
    prefetchFor(cached.getUser.uniqueId);
    return;
  }
  if (early) return;
  const methods = fetchPaymentMethods();
  const offers = fetchDepositBonuses();
  // a failed read is the page's to ask again; a read nobody takes must not be an unhandled rejection
  methods.catch(() => undefined);
  offers.catch(() => undefined);
  early = whenDetailsCached()
    .then((details) => {
      if (details) prefetchFor(details.getUser.uniqueId, { methods, offers });
    })
    .finally(() => {
      early = null;
    });
}

function prefetchFor(
  player: string,
  answers?: {
    methods: ReturnType<typeof fetchPaymentMethods>;
    offers: ReturnType<typeof fetchDepositBonuses>;
  },
): void {
  const methods = paymentMethodsQueryOptions(player);
  const offers = depositBonusesQueryOptions(player);
  void queryClient.prefetchQuery(
    answers ? { ...methods, queryFn: firstAnswer(answers.methods, fetchPaymentMethods) } : methods,
  );
  void queryClient.prefetchQuery(
    answers ? { ...offers, queryFn: firstAnswer(answers.offers, fetchDepositBonuses) } : offers,
  );
}

/**
 * A query function whose first call takes the answer already on its way, and every later one asks
 * again: the query keeps the function of its last fetch, so a refetch (a wallet event's read
 * again) before the page's own query has fetched must not be handed the old answer.
 */
export function firstAnswer<T>(answer: Promise<T>, read: (signal?: AbortSignal) => Promise<T>) {
  let taken = false;
  return ({ signal }: { signal?: AbortSignal }): Promise<T> => {
    if (taken) return read(signal);
    taken = true;
    return answer;
  };
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
