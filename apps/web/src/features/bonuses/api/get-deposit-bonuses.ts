import type { DepositBonusOffer } from '@casino/contracts';
import type { depositBonusesResponseSchema } from '@casino/contracts/bonuses';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Answer, apiGet } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { browserTimeZone } from '../../../lib/time-zone';
import { readAgain } from '../../../lib/wallet-events';

/** GET /api/bonuses/deposit-offers: the bonuses the player's next deposit may take, and the active one. */
export async function fetchDepositBonuses(signal?: AbortSignal) {
  // read by type (the server answers through the schema): /deposit starts this read at start-up
  // the offers' days are the player's own
  const timeZone = browserTimeZone();
  const { data } = await apiGet<Answer<typeof depositBonusesResponseSchema>>(
    `/api/bonuses/deposit-offers${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`,
    { signal },
  );
  return data;
}

/** The key shared by every player's offers, to refresh them after a deposit, a refusal or a cancel. */
export const depositBonusesQueryKeyRoot = ['bonuses', 'deposit-offers'] as const;

/** The signed-in player's offers; keyed by player, since they depend on their deposits so far. */
export const depositBonusesQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: [...depositBonusesQueryKeyRoot, playerId] as const,
    queryFn: ({ signal }) => fetchDepositBonuses(signal),
    staleTime: 30_000,
    // the choice is optional: a failed load hides it rather than holding the deposit up with retries
    retry: 1,
  });

export function useDepositBonuses(playerId: string | undefined) {
  return useQuery({ ...depositBonusesQueryOptions(playerId ?? ''), enabled: playerId !== undefined });
}

const noOffers: readonly DepositBonusOffer[] = [];

/**
 * The offers alone, for the deposit form: none while they load or when they fail (the choice is
 * optional); nothing is fetched until the player is known.
 */
export function useDepositBonusOffers(playerId: string | undefined): readonly DepositBonusOffer[] {
  const answered = useDepositBonuses(playerId).data;
  const queryClient = useQueryClient();
  // the offers' answer carries the active bonus too: when it disagrees with the player's details
  // (a deposit granted one while the details were read), the details are read again, so the page
  // does not show the new offers beside the old bonus state
  useEffect(() => {
    if (!answered) return;
    const details = queryClient.getQueryData(userDetailsQueryOptions.queryKey);
    if (details && (details.activeBonus?.id ?? null) !== (answered.activeBonus?.id ?? null))
      void readAgain(queryClient, userDetailsQueryOptions.queryKey);
  }, [answered, queryClient]);
  return answered?.offers ?? noOffers;
}
