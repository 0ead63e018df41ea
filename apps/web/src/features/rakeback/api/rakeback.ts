import type {
  calendarAwardResponseSchema,
  rakebackClaimResponseSchema,
  rakebackDaysResponseSchema,
  rakebackOptOutResponseSchema,
} from '@casino/contracts/rakeback';
import { timing } from '@casino/contracts/validations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiGet, apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { browserTimeZone } from '../../../lib/time-zone';

export type RakebackDays = Answer<typeof rakebackDaysResponseSchema>['data'];
export type CalendarAward = Answer<typeof calendarAwardResponseSchema>['data']['userCalendarData'];
export type RakebackClaim = Answer<typeof rakebackClaimResponseSchema>['data'];

/** Every read of the calendar, per player: claims and opting out read them all again. */
export const rakebackQueryKeyRoot = ['rakeback'] as const;

/** GET /api/admin/get-rakeback-days (spec §7), read every 10 s while shown. */
export function useRakebackDays(userId: number | undefined) {
  return useQuery({
    queryKey: [...rakebackQueryKeyRoot, 'days', userId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet<Answer<typeof rakebackDaysResponseSchema>>('/api/admin/get-rakeback-days', {
          query: { user: userId, timeZone: browserTimeZone() },
          signal,
        })
      ).data,
    enabled: userId !== undefined,
    refetchInterval: timing.rakebackDaysPollMs,
  });
}

/** GET /api/user/calendar-award?user={userId} (spec §7): today's accumulator, read every 15 s. */
export function useCalendarAward(userId: number | undefined) {
  return useQuery({
    queryKey: [...rakebackQueryKeyRoot, 'award', userId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet<Answer<typeof calendarAwardResponseSchema>>('/api/user/calendar-award', {
          query: { user: userId, timeZone: browserTimeZone() },
          signal,
        })
      ).data.userCalendarData,
    enabled: userId !== undefined,
    refetchInterval: timing.calendarAwardPollMs,
  });
}

/**
 * POST /api/user/rakeback-claim (spec §7): pays a day; the days and the player's details are read
 * again afterwards, whatever the answer (spec: "then rakeback days and user details refetched").
 */
export function useClaimRakeback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bonusId, claimDate }: { bonusId: string; claimDate: string }) => {
      const customerDate = new Date().toISOString();
      const { data } = await apiPost<Answer<typeof rakebackClaimResponseSchema>>(
        '/api/user/rakeback-claim',
        { bonusId, claimDate, customerDate },
        { query: { timeZone: browserTimeZone(), customerDate, bonusId } },
      );
      return data;
    },
    onSettled: () =>
      Promise.all(
        [rakebackQueryKeyRoot, userDetailsQueryOptions.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /api/user/rakeback-opt-out: the player leaves the calendar (true) or joins it again. */
export function useRakebackOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (optOut: boolean) =>
      (await apiPost<Answer<typeof rakebackOptOutResponseSchema>>('/api/user/rakeback-opt-out', { optOut }))
        .data.status,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rakebackQueryKeyRoot }),
  });
}
