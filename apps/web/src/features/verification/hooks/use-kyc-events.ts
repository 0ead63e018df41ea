import type { KycEvent } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { playerWindowEvent } from '../../../lib/realtime';
import { readAgain } from '../../../lib/wallet-events';
import { verificationQueryKeyRoot } from '../api/get-verification';
import { kycEventOf } from '../lib/kyc-event';

/**
 * Follows reviewers' decisions while the page is open (the `kyc` socket event, re-broadcast by
 * lib/realtime as `player:kyc`): the page and the player's details, which carry kycStatus, are read
 * again, so statuses change without a reload; `onDecision` hears what was decided.
 */
export function useKycEvents(onDecision?: (event: Pick<KycEvent, 'kind' | 'status'>) => void): void {
  const queryClient = useQueryClient();
  const decided = useEffectEvent((detail: unknown) => {
    void readAgain(queryClient, verificationQueryKeyRoot);
    void readAgain(queryClient, userDetailsQueryOptions.queryKey);
    const event = kycEventOf(detail);
    if (event) onDecision?.(event);
  });
  useEffect(() => {
    const listener = (event: Event) => decided(event instanceof CustomEvent ? event.detail : undefined);
    window.addEventListener(playerWindowEvent('kyc'), listener);
    return () => window.removeEventListener(playerWindowEvent('kyc'), listener);
  }, []);
}
