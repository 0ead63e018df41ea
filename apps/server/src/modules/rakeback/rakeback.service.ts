import { randomUUID } from 'node:crypto';
import type { CalendarAward, RakebackDay, RakebackStatus } from '@casino/contracts';
import { minor, shareInMajor, shareOf } from '@casino/money';
import { databaseCode } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Wallet } from '../wallet/index.ts';
import type {
  RakebackDayRow,
  RakebackPlayerRow,
  RakebackRepository,
  RakebackSettingsRow,
} from './rakeback.repository.ts';
import { addDays, claimWindow, dayWindow, localDateOf, startOfLocalDay } from './rakeback.rules.ts';

/** Who the calendar is for: the player's id and the currency they play in. */
export type RakebackPlayer = { id: number; currencyCode: string };

/** The code the paid-day record raises when the day was paid already (migration 0038). */
const alreadyPaidCode = 'RB001';
/** The days a calendar shows back from today (spec §9: 28). */
const shownDays = 28;
/** How many days one call closes for a player at most (a long outage is caught up over several). */
const closeLimit = 400;
/**
 * A day closes this long after its end: a bet stamped just before midnight whose transaction
 * commits just after it is counted in its day all the same.
 */
const closeGraceMs = 5_000;
/** Days back a calendar starts for a player who deposited before it existed: every claimable day is counted in full. */
const startDaysBack = 2;
const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/**
 * The rakeback calendar (issue 19): from their first deposit, a player's real-money play is counted
 * per day in their time zone; when the day ends (the closing job, or the player's next call,
 * whichever comes first, exactly once) it becomes an entry worth the operator's share of its net
 * gaming revenue, claimable on the next day and the one after; the claim pays it through the wallet,
 * once.
 */
export function createRakebackService({
  repository,
  transaction,
  wallet,
  clock,
  exponentOf,
  levelOf,
}: {
  repository: RakebackRepository;
  transaction: <T>(work: (repository: RakebackRepository) => Promise<T>) => Promise<T>;
  wallet: Pick<Wallet, 'settledNetLoss' | 'firstDepositAt' | 'payRakeback'>;
  clock: Clock;
  /** The minor-unit exponent of a currency (2 for EUR, 8 for BTC). */
  exponentOf: (currency: string) => Promise<number>;
  /** The player's loyalty level (a level's share overrides the flat one). */
  levelOf: (userId: number) => Promise<number>;
}) {
  /** The share the player earns: their loyalty level's as it is now, or the flat rate. */
  const percentFor = async (settings: RakebackSettingsRow, userId: number) =>
    settings.levelPercentBp[String(await levelOf(userId))] ?? settings.percentBp;

  /** Net gaming revenue of the rounds settled for the running day up to `until` (exclusive). */
  async function runningNgr(row: RakebackPlayerRow, until: Date, includeBonus: boolean): Promise<bigint> {
    if (!row.countingFrom || until <= row.countingFrom) return row.carriedNgr;
    return (
      row.carriedNgr +
      (await wallet.settledNetLoss(row.userId, row.currency, row.countingFrom, until, includeBonus))
    );
  }

  /** Up to and including the present millisecond, but never past the running day's end. */
  const untilNow = (row: RakebackPlayerRow) => earlier(new Date(clock.now().getTime() + 1), row.dayEndsAt);

  /**
   * The player's calendar row, started at their first deposit (or, for a deposit made long before,
   * two days back: every day still claimable is counted whole) if it has not been; null for a player
   * who never deposited. The first time zone the player's browser names applies to the running day
   * at once; a later change applies from the next day, so a day's end never moves once the player
   * has named their zone.
   */
  async function ensurePlayer(player: RakebackPlayer, timeZone?: string): Promise<RakebackPlayerRow | null> {
    let row = await repository.findPlayer(player.id);
    if (!row) {
      const first = await wallet.firstDepositAt(player.id);
      if (!first) return null;
      const zone = timeZone ?? 'UTC';
      const earliest = startOfLocalDay(addDays(localDateOf(clock.now(), zone), -startDaysBack), zone);
      const start = later(first, earliest);
      const { dayDate, endsAt } = dayWindow(start, zone, null);
      await repository.insertPlayer({
        userId: player.id,
        currency: player.currencyCode,
        timeZone: zone,
        zoneFromPlayer: timeZone !== undefined,
        openDayId: randomUUID(),
        dayDate,
        dayStart: start,
        dayEndsAt: endsAt,
        countingFrom: start,
      });
      row = await repository.findPlayer(player.id);
      if (!row) return null;
    }
    for (let attempt = 0; timeZone && attempt < 5; attempt++) {
      let changes: Parameters<RakebackRepository['updatePlayer']>[2] | null = null;
      if (!row.zoneFromPlayer) {
        const { dayDate, endsAt } = dayWindow(row.dayStart, timeZone, row.lastDayDate);
        changes = { timeZone, nextTimeZone: null, zoneFromPlayer: true, dayDate, dayEndsAt: endsAt };
      } else if ((row.nextTimeZone ?? row.timeZone) !== timeZone) {
        changes = { nextTimeZone: timeZone === row.timeZone ? null : timeZone };
      }
      if (!changes) break;
      await repository.updatePlayer(row.userId, row.version, changes);
      row = (await repository.findPlayer(player.id)) as RakebackPlayerRow;
    }
    return row;
  }

  /**
   * Closes the player's running day if it has ended, and every later one that has too: each
   * becomes an entry (when there was play) and the next day starts where it ended. A day is closed
   * by the one writer that still holds the row's version; another (the job in a second process)
   * finds it moved on. Answers the row as it is now.
   */
  async function closeDue(userId: number): Promise<RakebackPlayerRow | undefined> {
    for (let closed = 0; closed < closeLimit; closed++) {
      const row = await repository.findPlayer(userId);
      const now = clock.now();
      if (!row || row.dayEndsAt.getTime() + closeGraceMs > now.getTime()) return row;
      const settings = await repository.settings();
      const ngr = await runningNgr(row, row.dayEndsAt, settings.includeBonusMoney);
      const percentBp = await percentFor(settings, userId);
      const zone = row.nextTimeZone ?? row.timeZone;
      const next = dayWindow(row.dayEndsAt, zone, row.dayDate);
      await transaction(async (repo) => {
        const moved = await repo.updatePlayer(userId, row.version, {
          openDayId: randomUUID(),
          timeZone: zone,
          nextTimeZone: null,
          dayDate: next.dayDate,
          dayStart: row.dayEndsAt,
          dayEndsAt: next.endsAt,
          // counting goes on from the end of the day, or from a later opt-in
          countingFrom: row.countingFrom ? later(row.countingFrom, row.dayEndsAt) : null,
          carriedNgr: 0n,
          lastDayDate: row.dayDate,
        });
        if (!moved || ngr === 0n) return;
        const window = claimWindow(row.dayDate, row.timeZone);
        await repo.insertDay({
          publicId: row.openDayId,
          userId,
          dayDate: row.dayDate,
          canClaimDate: window.canClaimDate,
          currency: row.currency,
          ngr,
          percentBp,
          amount: ngr > 0n ? shareOf(minor(ngr), percentBp) : 0n,
          claimFrom: row.dayEndsAt,
          claimUntil: window.until,
          closedAt: now,
        });
      });
    }
    return repository.findPlayer(userId);
  }

  const statusOf = (row: RakebackPlayerRow | null | undefined): RakebackStatus =>
    !row ? 'not-depositor' : row.countingFrom ? 'active' : 'opted-out';

  const dayView = (row: RakebackDayRow): RakebackDay => ({
    bonusId: row.publicId,
    dayDate: row.dayDate,
    canClaimDate: row.canClaimDate,
    amount: row.amount.toString(),
    ngr: row.ngr.toString(),
    percentBp: row.percentBp,
    currency: row.currency,
    paidAt: row.paidAt?.toISOString() ?? null,
    claimUntil: row.claimUntil.toISOString(),
    open: false,
  });

  /** The running day as an entry: what it has earned so far; claimable once it has ended. */
  async function openDay(row: RakebackPlayerRow, settings: RakebackSettingsRow) {
    const ngr = await runningNgr(row, untilNow(row), settings.includeBonusMoney);
    const percentBp = await percentFor(settings, row.userId);
    return {
      ngr,
      percentBp,
      view: {
        bonusId: row.openDayId,
        dayDate: row.dayDate,
        canClaimDate: addDays(row.dayDate, 1),
        amount: (ngr > 0n ? shareOf(minor(ngr), percentBp) : 0n).toString(),
        ngr: ngr.toString(),
        percentBp,
        currency: row.currency,
        paidAt: null,
        claimUntil: null,
        open: true,
      } satisfies RakebackDay,
    };
  }

  /** The player's calendar row brought up to now: started if need be, ended days closed. */
  async function current(player: RakebackPlayer, timeZone?: string) {
    const started = await ensurePlayer(player, timeZone);
    return started ? ((await closeDue(player.id)) ?? null) : null;
  }

  return {
    ensurePlayer,
    closeDue,

    /** Closes the ended days of every player whose day has ended (the job); answers how many players. */
    async closeAllDue(batch = 500): Promise<number> {
      let players = 0;
      for (let round = 0; round < 50; round++) {
        const due = await repository.duePlayers(clock.now(), batch);
        for (const userId of due) await closeDue(userId);
        players += due.length;
        if (due.length < batch) break;
      }
      return players;
    },

    /**
     * The calendar's entries (GET /api/admin/get-rakeback-days): the closed days of the last 28
     * days and the running one, oldest first; with `bonusId`, only that entry.
     */
    async days(
      player: RakebackPlayer,
      options: { timeZone?: string | undefined; bonusId?: string | undefined },
    ) {
      const row = await current(player, options.timeZone);
      const timeZone = row?.timeZone ?? options.timeZone ?? 'UTC';
      const today = localDateOf(clock.now(), timeZone);
      if (!row) return { days: [], status: statusOf(row), today, timeZone };
      const [settings, closed] = await Promise.all([
        repository.settings(),
        repository.daysSince(player.id, addDays(today, -shownDays)),
      ]);
      const days = [...closed.map(dayView), (await openDay(row, settings)).view];
      return {
        days: options.bonusId ? days.filter((day) => day.bonusId === options.bonusId) : days,
        status: statusOf(row),
        today,
        timeZone,
      };
    },

    /** Today's accumulator (GET /api/user/calendar-award): net gaming revenue so far, its share. */
    async award(player: RakebackPlayer, timeZone?: string): Promise<CalendarAward> {
      const row = await current(player, timeZone);
      const settings = await repository.settings();
      const exponent = await exponentOf(player.currencyCode);
      const { ngr, percentBp } = row
        ? await openDay(row, settings)
        : { ngr: 0n, percentBp: await percentFor(settings, player.id) };
      return {
        ngr: ngr.toString(),
        payout: ngr > 0n ? shareInMajor(minor(ngr), percentBp, exponent) : '0.00',
        percent: percentBp / 100,
        percentBp,
        currency: player.currencyCode,
        exponent,
        includesBonusMoney: settings.includeBonusMoney,
        status: statusOf(row),
        hiddenThemes: settings.hiddenThemes,
      };
    },

    /**
     * Pays a closed day (POST /api/user/rakeback-claim): only the player's own, on its claim date
     * or the day after (today and yesterday), with something to pay, once. One ledger posting keyed
     * by the day, whose transaction marks the day paid: concurrent and repeated claims of it pay
     * once and answer alike.
     */
    async claim(
      player: RakebackPlayer,
      input: { bonusId: string; claimDate: string },
      timeZone?: string,
    ): Promise<{ amount: string; bonusId: string; currency: string }> {
      const row = await current(player, timeZone);
      if (!row)
        throw new AppError('RAKEBACK_NEED_DEPOSIT', 'The rakeback calendar is available only for depositors');
      const day = await repository.findDay(input.bonusId);
      if (!day || day.userId !== player.id) {
        if (input.bonusId === row.openDayId)
          throw new AppError(
            'RAKEBACK_NOT_YET',
            'Today’s rakeback can be claimed tomorrow, once the day is over',
          );
        throw new AppError('NOT_FOUND', 'There is no such rakeback day');
      }
      if (input.claimDate !== day.canClaimDate)
        throw new AppError('VALIDATION_ERROR', `This day is claimed on ${day.canClaimDate}`, {
          fields: { claimDate: `This day is claimed on ${day.canClaimDate}` },
        });
      const paid = { amount: day.amount.toString(), bonusId: day.publicId, currency: day.currency };
      // a claim of a day paid already (a retry whose answer was lost, a second tab) answers the payment
      if (day.paidAt) return paid;
      const now = clock.now();
      if (now < day.claimFrom)
        throw new AppError('RAKEBACK_NOT_YET', 'This day’s rakeback can be claimed once the day is over');
      if (now >= day.claimUntil)
        throw new AppError(
          'RAKEBACK_CLAIM_CLOSED',
          'A day’s rakeback can be claimed only today and yesterday',
        );
      if (day.amount <= 0n)
        throw new AppError('RAKEBACK_NOTHING_TO_CLAIM', 'There is nothing to claim for this day');
      try {
        await wallet.payRakeback({
          userId: player.id,
          currency: day.currency,
          amount: minor(day.amount),
          idempotencyKey: `rakeback:${day.publicId}`,
          context: { reason: 'rakeback', day: day.dayDate, bonusId: day.publicId },
          records: [repository.paidRecord(day.id, player.id, now)],
        });
      } catch (error) {
        // paid meanwhile by a claim of another process: that payment is this one's answer
        if (databaseCode(error) !== alreadyPaidCode) throw error;
      }
      return paid;
    },

    /**
     * The player leaves the calendar (nothing counts from now on; what the running day counted so
     * far stays) or joins it again (counting from now). Closed days stay claimable either way.
     */
    async optOut(player: RakebackPlayer, optOut: boolean, timeZone?: string): Promise<RakebackStatus> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await current(player, timeZone);
        if (!row)
          throw new AppError(
            'RAKEBACK_NEED_DEPOSIT',
            'The rakeback calendar is available only for depositors',
          );
        if (optOut === !row.countingFrom) return statusOf(row);
        const now = clock.now();
        // what was counted up to now (this millisecond included) stays; counting resumes after the
        // opt-out's millisecond at the earliest. (In the seconds between midnight and the day's
        // close, an opt-out leaves what was played after midnight uncounted.)
        const changed = optOut
          ? await repository.updatePlayer(row.userId, row.version, {
              carriedNgr: await runningNgr(
                row,
                untilNow(row),
                (await repository.settings()).includeBonusMoney,
              ),
              countingFrom: null,
              optedOutAt: now,
            })
          : await repository.updatePlayer(row.userId, row.version, {
              countingFrom: row.optedOutAt ? later(now, new Date(row.optedOutAt.getTime() + 1)) : now,
              optedOutAt: null,
            });
        if (changed) return optOut ? 'opted-out' : 'active';
      }
      throw new AppError('SERVICE_UNAVAILABLE', 'The calendar is busy: please try again');
    },

    /**
     * The player's calendar for the back-office: status, time zone, the running day with what it
     * has earned so far, and the latest days. A depositor whose calendar has not started yet (they
     * deposited before it existed and never opened it) has it started here.
     */
    async playerOverview(player: RakebackPlayer) {
      const row = await current(player);
      const [settings, days] = await Promise.all([
        repository.settings(),
        repository.latestDays(player.id, 60),
      ]);
      const running = row ? (await openDay(row, settings)).view : null;
      return { row, status: statusOf(row), running, days: days.map(dayView) };
    },

    settings: () => repository.settings(),
  };
}

export type RakebackService = ReturnType<typeof createRakebackService>;
