import type { PromotionsResponse } from '@casino/contracts';
import { bonusListPageSize } from '@casino/contracts/bonuses';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Who is looking, for the server's targeting: their place, language, currency and time zone. */
export type PromotionsAudience = {
  countryCode?: string | undefined;
  subdivision?: string | undefined;
  language?: string | undefined;
  currencyCode?: string | undefined;
  timeZone?: string | undefined;
  /** "false": only promotions taken without a deposit (/freemoney). */
  isDeposit?: 'false' | undefined;
  /** A calendar day's moment and weekday (the bonus calendar). */
  calendarDateTime?: string | undefined;
  dayOfWeek?: string | undefined;
};

export { browserTimeZone } from '../../../lib/time-zone';

/** GET /api/admin/get-all-bonus (spec §7): one page of the promotions shown to this audience. */
export async function fetchPromotions(audience: PromotionsAudience, pageNo: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ pageNo: String(pageNo), limit: String(bonusListPageSize) });
  for (const [key, value] of Object.entries(audience)) if (value) search.set(key, value);
  const { data } = await apiGet<PromotionsResponse>(`/api/admin/get-all-bonus?${search}`, { signal });
  return data.bonus;
}

export const promotionsQueryOptions = (audience: PromotionsAudience) =>
  infiniteQueryOptions({
    queryKey: ['bonuses', 'promotions', audience] as const,
    queryFn: ({ pageParam, signal }) => fetchPromotions(audience, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((total, page) => total + page.rows.length, 0);
      return shown < last.count && last.rows.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: 60_000,
  });

/** The promotions, 24 at a time; `enabled` waits until the audience is known. */
export function usePromotions(audience: PromotionsAudience, enabled = true) {
  return useInfiniteQuery({ ...promotionsQueryOptions(audience), enabled });
}
