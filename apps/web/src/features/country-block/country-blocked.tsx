import type { Location } from '@casino/contracts';
import { countryBlockedInputSchema } from '@casino/contracts/content';
import { limits } from '@casino/contracts/validations';
import { useEffect } from 'react';
import { browserStorage } from '../../lib/storage';
import { useReportCountryBlocked } from './api/report-country-blocked';
import { claimReport, releaseReport } from './block-rules';
import { CountryBlockNotice, type CountryBlockNoticeProps } from './country-block-notice';

/** What a blocked visitor gets (loaded only then): the notice, and the block reported once. */
export function CountryBlocked({ landingUrl, ...notice }: CountryBlockNoticeProps & { landingUrl: string }) {
  useBlockReport(notice.location, landingUrl);
  return <CountryBlockNotice {...notice} />;
}

/** Reports a shown block once per IP, country and first URL (spec §4). */
function useBlockReport(location: Location, landingUrl: string): void {
  const { mutate: report } = useReportCountryBlocked();
  useEffect(() => {
    const input = {
      ip: location.ipInfo.ip,
      country: location.country.code.toUpperCase(),
      firstUrl: landingUrl.slice(0, limits.urlMaxLength),
    };
    // An address the contract would refuse (e.g. no IP known) is not worth a failing request.
    if (!countryBlockedInputSchema.safeParse(input).success) return;
    const store = browserStorage();
    if (!claimReport(store, input)) return;
    report(input, { onError: () => releaseReport(store, input) });
  }, [location, landingUrl, report]);
}
