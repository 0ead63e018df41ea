import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { liveSearchParams } from '../../../lib/search-params';
import { useWalletEvents } from '../../../lib/wallet-events';
import { failedDepositMethod, isDepositResultName, withDepositResultModal } from '../lib/deposit-results';

/** How long after a deposit result modal a failedDeposit event is taken as the same news. */
const depositResultQuietMs = 15_000;

/**
 * A `failedDeposit` socket event opens the failed-deposit modal like `?modal=deposit-failed` (spec §4),
 * with the event's payment method. Mounted once by the app, inside the router.
 */
export function useFailedDepositModal(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  // a deposit result shown from the provider's return already said it: the socket's word that
  // follows within moments (its webhook) adds nothing
  const lastDepositResultAt = useRef(0);
  if (isDepositResultName(searchParams.get('modal'))) lastDepositResultAt.current = Date.now();

  useWalletEvents({
    events: ['failedDeposit'],
    onEvent: (_event, detail) => {
      if (Date.now() - lastDepositResultAt.current < depositResultQuietMs) return;
      // from the address as it is now, not as this render saw it
      setSearchParams(
        () => withDepositResultModal(liveSearchParams(), 'deposit-failed', failedDepositMethod(detail)),
        { preventScrollReset: true },
      );
    },
  });
}
