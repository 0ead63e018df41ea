import type { RakebackDay } from '@casino/contracts/rakeback';
import { minor, toMajorString } from '@casino/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { useClaimRakeback, useRakebackDays } from '../api/rakeback';
import { buildTiles, demoEntries, type RakebackTile } from '../lib/calendar';
import { useCalendarWallet } from '../lib/use-calendar-wallet';
import type { ClaimResult } from './claim-result-modal';

/** Names a tile's day and month in the player's language (dates are calendar dates: read at noon UTC). */
function useDayNames(locale: string) {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const at = (tile: RakebackTile) => new Date(`${tile.dayDate}T12:00:00Z`);
  return {
    monthName: (tile: RakebackTile) => month.format(at(tile)),
    fullDate: (tile: RakebackTile) => full.format(at(tile)),
  };
}

const localToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: browserTimeZone() ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * The calendar's tiles for whoever looks: a signed-in player's own days (read every 10 s), or a demo
 * for a visitor (spec §9); and the claim of a tile, with its result for the modal.
 */
export function useCalendarTiles() {
  const { t } = useTranslation();
  const wallet = useCalendarWallet();
  const signedIn = wallet.userId !== undefined;
  const days = useRakebackDays(wallet.userId);
  const [demo] = useState<{ today: string; entries: RakebackDay[] }>(() => {
    const today = localToday();
    return { today, entries: demoEntries(today) };
  });
  const names = useDayNames(wallet.locale);
  const claim = useClaimRakeback();
  const [result, setResult] = useState<ClaimResult | null>(null);

  const today = signedIn ? days.data?.today : demo.today;
  const entries = signedIn ? days.data?.days : demo.entries;
  const tiles = useMemo(
    () => (today && entries ? buildTiles(today, entries, { signedIn }) : null),
    [today, entries, signedIn],
  );

  function claimTile(tile: RakebackTile) {
    if (!tile.bonusId || tile.amount === null || BigInt(tile.amount) <= 0n) {
      setResult({ kind: 'failed' });
      return;
    }
    claim.mutate(
      { bonusId: tile.bonusId, claimDate: tile.dayDate },
      {
        onSuccess: (paid) =>
          setResult({
            kind: 'paid',
            amount: `${toMajorString(minor(paid.amount), wallet.exponent)} ${paid.currency}`,
          }),
        onError: (error) =>
          setResult({
            kind: 'failed',
            reason:
              error instanceof ApiError && error.errorCode
                ? t(`rakeback.errors.${error.errorCode}`, { defaultValue: error.message })
                : undefined,
          }),
      },
    );
  }

  return {
    wallet,
    signedIn,
    today,
    tiles,
    status: signedIn ? days.data?.status : undefined,
    loading: signedIn && days.isPending,
    failed: signedIn && days.isError && !days.data,
    retry: () => void days.refetch(),
    claiming: claim.isPending,
    claimTile,
    /** What a day's tile is given: its day, names, money and the claim. */
    tileProps: (tile: RakebackTile) => ({
      tile,
      monthName: names.monthName(tile),
      fullDate: names.fullDate(tile),
      money: wallet.money,
      claiming: claim.isPending,
      onClaim: claimTile,
    }),
    result,
    closeResult: () => setResult(null),
  };
}
