import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { useVisitorLocation } from '../../../lib/reference-data';
import { useIsSignedIn } from '../../../lib/session';
import { browserTimeZone, type PromotionsAudience } from '../api/get-promotions';

/**
 * Who is looking at the promotions, for the server's targeting: a player by their profile (country,
 * currency), a guest by their address; both by their language and time zone. `ready` once known (a
 * failed location lists for everyone rather than nothing).
 */
export function usePromotionsAudience() {
  const { i18n } = useTranslation();
  const signedIn = useIsSignedIn();
  const details = useQuery({ ...userDetailsQueryOptions, enabled: signedIn });
  const player = signedIn ? details.data : undefined;
  const location = useVisitorLocation(!signedIn);
  const audience = useMemo<PromotionsAudience>(
    () => ({
      countryCode: player ? (player.getUser.countryCode ?? undefined) : location.data?.country.code,
      subdivision: player ? undefined : location.data?.ipInfo.subdivisions[0]?.isoCode,
      language: i18n.language,
      currencyCode: player?.userWallet.currencyCode,
      timeZone: browserTimeZone(),
    }),
    [player, location.data, i18n.language],
  );
  const ready = signedIn ? details.data !== undefined || details.isError : !location.isPending;
  return { audience, ready, player, signedIn };
}
