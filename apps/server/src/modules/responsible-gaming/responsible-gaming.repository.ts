import type { BetLimitKind, MonthlyWinningsRule } from '@casino/contracts';
import { and, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf, type Statement } from '../../db/database.ts';
import {
  depositLimits,
  harmMarkers,
  harmSignals,
  playLimitSettings,
  realityChecks,
  responsibleGamingBreaks,
  responsibleGamingPlayers,
} from './responsible-gaming.schema.ts';

export type BreakRow = typeof responsibleGamingBreaks.$inferSelect;
export type BreakKind = BreakRow['kind'];
export type DepositLimitPeriod = (typeof depositLimits.$inferSelect)['period'];
export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type HarmMarkerRow = typeof harmMarkers.$inferSelect;
/** The operator's play limits as stored. */
export type PlayLimitSettingsRow = {
  globalBetLimits: Record<string, string>;
  monthlyWinnings: Record<string, MonthlyWinningsRule>;
  limitChangeMinLevel: number;
};
export type HarmMarkerKind = HarmMarkerRow['kind'];

/** A player's responsible-gaming state as stored: their row (if any) and the break it points to. */
/** Support's raises and removals waiting for their time, per kind (null amount: removal). */
export type PendingBetLimits = Partial<Record<BetLimitKind, { amount: string | null; from: string }>>;

export type StoredState = {
  betLimits: Partial<Record<string, string>>;
  betLimitsPending: PendingBetLimits;
  betLimitsChangedAt: Date | null;
  sessionLimitMinutes: number | null;
  ghostMode: boolean;
  currentBreak: Pick<BreakRow, 'id' | 'kind' | 'endsAt'> | null;
  realityCheckMinutes: number | null;
  realityCheckSetAt: Date | null;
  /** A bonus buy confirmed over the player's own limits, waiting for the next round. */
  betExclusion: { game: string; bet: bigint; until: Date } | null;
};

/** The state of a player who never used a tool: no row yet. */
const untouched: StoredState = {
  betLimits: {},
  betLimitsPending: {},
  betLimitsChangedAt: null,
  sessionLimitMinutes: null,
  ghostMode: false,
  currentBreak: null,
  realityCheckMinutes: null,
  realityCheckSetAt: null,
  betExclusion: null,
};

/** The first key of the advisory locks that serialise a player's deposit-limit changes. */
const depositLimitsLockSpace = 0x0de9;

/** The responsible-gaming tables: players' state, their breaks, their deposit limits. */
export function createResponsibleGamingRepository(db: Executor) {
  // read by every bet and deposit: built once and prepared by name (see accounts' session read)
  let stateQuery: ReturnType<ReturnType<typeof buildStateQuery>['prepare']> | undefined;
  function buildStateQuery() {
    return db
      .select({
        betLimits: responsibleGamingPlayers.betLimits,
        betLimitsPending: responsibleGamingPlayers.betLimitsPending,
        betLimitsChangedAt: responsibleGamingPlayers.betLimitsChangedAt,
        sessionLimitMinutes: responsibleGamingPlayers.sessionLimitMinutes,
        ghostMode: responsibleGamingPlayers.ghostMode,
        realityCheckMinutes: responsibleGamingPlayers.realityCheckMinutes,
        realityCheckSetAt: responsibleGamingPlayers.realityCheckSetAt,
        betExclusionGame: responsibleGamingPlayers.betExclusionGame,
        betExclusionBet: responsibleGamingPlayers.betExclusionBet,
        betExclusionUntil: responsibleGamingPlayers.betExclusionUntil,
        breakId: responsibleGamingBreaks.id,
        breakKind: responsibleGamingBreaks.kind,
        breakEndsAt: responsibleGamingBreaks.endsAt,
      })
      .from(responsibleGamingPlayers)
      .leftJoin(
        responsibleGamingBreaks,
        eq(responsibleGamingBreaks.id, responsibleGamingPlayers.currentBreakId),
      )
      .where(eq(responsibleGamingPlayers.userId, sql.placeholder('user')));
  }

  /** Creates the player's row when they have none (their first use of a tool). */
  async function ensurePlayer(userId: number, now: Date): Promise<void> {
    await db
      .insert(responsibleGamingPlayers)
      .values({ userId, updatedAt: now })
      .onConflictDoNothing({ target: responsibleGamingPlayers.userId });
  }

  return {
    ensurePlayer,

    async state(userId: number): Promise<StoredState> {
      stateQuery ??= buildStateQuery().prepare('responsible_gaming_state');
      const [row] = await stateQuery.execute({ user: userId });
      if (!row) return untouched;
      return {
        betLimits: row.betLimits,
        betLimitsPending: row.betLimitsPending,
        betLimitsChangedAt: row.betLimitsChangedAt,
        sessionLimitMinutes: row.sessionLimitMinutes,
        ghostMode: row.ghostMode,
        currentBreak:
          row.breakId === null || row.breakKind === null
            ? null
            : { id: row.breakId, kind: row.breakKind, endsAt: row.breakEndsAt },
        realityCheckMinutes: row.realityCheckMinutes,
        realityCheckSetAt: row.realityCheckSetAt,
        betExclusion:
          row.betExclusionGame === null || row.betExclusionBet === null || row.betExclusionUntil === null
            ? null
            : { game: row.betExclusionGame, bet: row.betExclusionBet, until: row.betExclusionUntil },
      };
    },

    /** Holds the player's row (created if need be) until the transaction ends. */
    async lockPlayer(userId: number, now: Date): Promise<void> {
      await ensurePlayer(userId, now);
      await db
        .select({ userId: responsibleGamingPlayers.userId })
        .from(responsibleGamingPlayers)
        .where(eq(responsibleGamingPlayers.userId, userId))
        .for('update');
    },

    /** Records a new break and makes it the player's current one. */
    async startBreak(
      userId: number,
      kind: BreakKind,
      { startedAt, endsAt }: { startedAt: Date; endsAt: Date | null },
    ): Promise<BreakRow> {
      const [row] = await db
        .insert(responsibleGamingBreaks)
        .values({ userId, kind, startedAt, endsAt })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await db
        .update(responsibleGamingPlayers)
        .set({ currentBreakId: row.id, updatedAt: startedAt })
        .where(eq(responsibleGamingPlayers.userId, userId));
      return row;
    },

    /**
     * Ends a break whose end has come (`at` or later): marked ended at its end, and no longer the
     * player's current one. False when it had ended already or has not run its course.
     */
    async endBreak(breakId: number, at: Date): Promise<BreakRow | null> {
      const [ended] = await db
        .update(responsibleGamingBreaks)
        .set({ status: 'ended', endedAt: sql`${responsibleGamingBreaks.endsAt}` })
        .where(
          and(
            eq(responsibleGamingBreaks.id, breakId),
            eq(responsibleGamingBreaks.status, 'active'),
            lte(responsibleGamingBreaks.endsAt, at),
          ),
        )
        .returning();
      if (!ended) return null;
      await db
        .update(responsibleGamingPlayers)
        .set({ currentBreakId: null, updatedAt: at })
        .where(
          and(
            eq(responsibleGamingPlayers.userId, ended.userId),
            eq(responsibleGamingPlayers.currentBreakId, breakId),
          ),
        );
      return ended;
    },

    /** Whether a break is still recorded active with its end after `at`. */
    async breakStillRunning(breakId: number, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: responsibleGamingBreaks.id })
        .from(responsibleGamingBreaks)
        .where(
          and(
            eq(responsibleGamingBreaks.id, breakId),
            eq(responsibleGamingBreaks.status, 'active'),
            gt(responsibleGamingBreaks.endsAt, at),
          ),
        );
      return row !== undefined;
    },

    /** The player's bet limits and support's waiting changes, the row locked (in a transaction). */
    async lockedBetLimits(userId: number, now: Date) {
      await ensurePlayer(userId, now);
      const [row] = await db
        .select({
          betLimits: responsibleGamingPlayers.betLimits,
          betLimitsPending: responsibleGamingPlayers.betLimitsPending,
          betLimitsChangedAt: responsibleGamingPlayers.betLimitsChangedAt,
        })
        .from(responsibleGamingPlayers)
        .where(eq(responsibleGamingPlayers.userId, userId))
        .for('update');
      return {
        betLimits: row?.betLimits ?? {},
        betLimitsPending: row?.betLimitsPending ?? {},
        betLimitsChangedAt: row?.betLimitsChangedAt ?? null,
      };
    },

    async writeBetLimits(
      userId: number,
      values: {
        betLimits: Partial<Record<BetLimitKind, string>>;
        betLimitsPending: PendingBetLimits;
        /** Set when the player changed them (their once-an-hour rule); support's changes leave it. */
        betLimitsChangedAt?: Date;
      },
      now: Date,
    ): Promise<void> {
      await db
        .update(responsibleGamingPlayers)
        .set({ ...values, updatedAt: now })
        .where(eq(responsibleGamingPlayers.userId, userId));
    },

    async setSessionLimit(userId: number, minutes: number | null, now: Date): Promise<void> {
      await ensurePlayer(userId, now);
      await db
        .update(responsibleGamingPlayers)
        .set({ sessionLimitMinutes: minutes, updatedAt: now })
        .where(eq(responsibleGamingPlayers.userId, userId));
    },

    async setGhostMode(userId: number, enabled: boolean, now: Date): Promise<boolean> {
      await ensurePlayer(userId, now);
      const [row] = await db
        .update(responsibleGamingPlayers)
        .set({ ghostMode: enabled, updatedAt: now })
        .where(eq(responsibleGamingPlayers.userId, userId))
        .returning({ ghostMode: responsibleGamingPlayers.ghostMode });
      return row?.ghostMode ?? enabled;
    },

    async setRealityCheck(userId: number, minutes: number | null, now: Date): Promise<void> {
      await ensurePlayer(userId, now);
      await db
        .update(responsibleGamingPlayers)
        .set({ realityCheckMinutes: minutes, realityCheckSetAt: now, updatedAt: now })
        .where(eq(responsibleGamingPlayers.userId, userId));
    },

    /** When the player last chose to continue in this session; null before the first reminder. */
    async realityCheckContinuedAt(sessionId: number): Promise<Date | null> {
      const [row] = await db
        .select({ continuedAt: realityChecks.continuedAt })
        .from(realityChecks)
        .where(eq(realityChecks.sessionId, sessionId));
      return row?.continuedAt ?? null;
    },

    async continueRealityCheck(sessionId: number, userId: number, at: Date): Promise<void> {
      await db
        .insert(realityChecks)
        .values({ sessionId, userId, continuedAt: at })
        .onConflictDoUpdate({ target: realityChecks.sessionId, set: { continuedAt: at } });
    },

    /** Arms the one bonus buy the player confirmed over their own limits (replacing any other). */
    async armBetExclusion(userId: number, exclusion: { game: string; bet: bigint; until: Date }, now: Date) {
      await ensurePlayer(userId, now);
      await db
        .update(responsibleGamingPlayers)
        .set({
          betExclusionGame: exclusion.game,
          betExclusionBet: exclusion.bet,
          betExclusionUntil: exclusion.until,
          updatedAt: now,
        })
        .where(eq(responsibleGamingPlayers.userId, userId));
    },

    /** The statement that uses the armed exclusion up in the buy's own transaction (RG002 when gone). */
    useBetExclusion(userId: number, game: string, bet: bigint, now: Date): Statement {
      return {
        name: 'rg-use-bet-exclusion',
        text: 'select rg_use_bet_exclusion($1::bigint, $2::text, $3::bigint, $4::timestamptz)',
        values: [String(userId), game, bet.toString(), now.toISOString()],
      };
    },

    /** The statement that drops an armed exclusion in another round's transaction. */
    dropBetExclusion(userId: number): Statement {
      return {
        name: 'rg-drop-bet-exclusion',
        text: `update responsible_gaming_players set bet_exclusion_game = null, bet_exclusion_bet = null,
            bet_exclusion_until = null where user_id = $1::bigint and bet_exclusion_game is not null`,
        values: [String(userId)],
      };
    },

    async playLimitSettings(): Promise<PlayLimitSettingsRow> {
      const [row] = await db
        .select({
          globalBetLimits: playLimitSettings.globalBetLimits,
          monthlyWinnings: playLimitSettings.monthlyWinnings,
          limitChangeMinLevel: playLimitSettings.limitChangeMinLevel,
        })
        .from(playLimitSettings)
        .where(eq(playLimitSettings.id, 1));
      return row ?? { globalBetLimits: {}, monthlyWinnings: {}, limitChangeMinLevel: 3 };
    },

    /** Replaces the operator's play limits (in the caller's transaction, the row locked first). */
    async writePlayLimitSettings(settings: PlayLimitSettingsRow, now: Date) {
      await db
        .insert(playLimitSettings)
        .values({ id: 1, ...settings, updatedAt: now })
        .onConflictDoUpdate({ target: playLimitSettings.id, set: { ...settings, updatedAt: now } });
    },

    async lockPlayLimitSettings(): Promise<void> {
      await db
        .select({ id: playLimitSettings.id })
        .from(playLimitSettings)
        .where(eq(playLimitSettings.id, 1))
        .for('update');
    },

    /**
     * Players with bet or loss limits (or support's waiting changes), for the markers of harm: a
     * page of `limit` after the player id `after`, in id order.
     */
    async playersWithBetLimits(after: number, limit: number) {
      return db
        .select({
          userId: responsibleGamingPlayers.userId,
          betLimits: responsibleGamingPlayers.betLimits,
          betLimitsPending: responsibleGamingPlayers.betLimitsPending,
        })
        .from(responsibleGamingPlayers)
        .where(
          and(
            gt(responsibleGamingPlayers.userId, after),
            or(
              sql`${responsibleGamingPlayers.betLimits} <> '{}'::jsonb`,
              sql`${responsibleGamingPlayers.betLimitsPending} <> '{}'::jsonb`,
            ),
          ),
        )
        .orderBy(responsibleGamingPlayers.userId)
        .limit(limit);
    },

    /** Players with a deposit limit: a page of `limit` after the player id `after`, in id order. */
    async playersWithDepositLimits(after: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: depositLimits.userId })
        .from(depositLimits)
        .where(gt(depositLimits.userId, after))
        .orderBy(depositLimits.userId)
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** Records what the job saw of a player on a day (the day's latest detail wins). */
    async recordSignals(
      signals: Array<{ userId: number; kind: HarmMarkerKind; day: string; detail: Record<string, unknown> }>,
    ): Promise<void> {
      // in chunks: a statement takes at most 65,535 parameters
      for (let start = 0; start < signals.length; start += 1_000) {
        await db
          .insert(harmSignals)
          .values(signals.slice(start, start + 1_000))
          .onConflictDoUpdate({
            target: [harmSignals.userId, harmSignals.kind, harmSignals.day],
            set: { detail: sql`excluded.detail` },
          });
      }
    },

    /**
     * Raises (or brings up to date) the open marker of each player whose signals of `kind` on or
     * after `sinceDay`, and after their last reviewed marker of that kind, number `days` or more.
     * Answers how many markers were raised or updated.
     */
    async raiseMarkers(kind: HarmMarkerKind, sinceDay: string, days: number, now: Date): Promise<number> {
      const result = await db.execute(sql`
        insert into harm_markers (user_id, kind, detail, raised_at, updated_at)
        select s.user_id, s.kind,
          jsonb_build_object('days', count(*), 'latest', (array_agg(s.detail order by s.day desc))[1],
            'lastDay', max(s.day)::text),
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from harm_signals s
        where s.kind = ${kind} and s.day >= ${sinceDay}::date
          and s.day > coalesce((select max(m.reviewed_at at time zone 'UTC')::date from harm_markers m
            where m.user_id = s.user_id and m.kind = s.kind and m.status = 'reviewed'), '-infinity'::date)
        group by s.user_id, s.kind
        having count(*) >= ${days}
        on conflict (user_id, kind) where status = 'open'
        do update set detail = excluded.detail, updated_at = excluded.updated_at
        returning id`);
      return rowsOf(result).length;
    },

    async markers(
      filter: {
        status: 'open' | 'reviewed' | 'all';
        kind?: HarmMarkerKind | undefined;
        userId?: number | undefined;
      },
      window: { offset: number; limit: number },
    ) {
      const where = and(
        filter.status === 'all' ? undefined : eq(harmMarkers.status, filter.status),
        filter.kind ? eq(harmMarkers.kind, filter.kind) : undefined,
        filter.userId ? eq(harmMarkers.userId, filter.userId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(harmMarkers)
          .where(where)
          .orderBy(desc(harmMarkers.raisedAt), desc(harmMarkers.id))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ count: count() }).from(harmMarkers).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** Marks an open marker reviewed; null when it is not open (reviewed meanwhile, or no such id). */
    async reviewMarker(
      id: number,
      review: { by: string; note: string; at: Date },
    ): Promise<HarmMarkerRow | null> {
      const [row] = await db
        .update(harmMarkers)
        .set({ status: 'reviewed', reviewedAt: review.at, reviewedBy: review.by, note: review.note })
        .where(and(eq(harmMarkers.id, id), eq(harmMarkers.status, 'open')))
        .returning();
      return row ?? null;
    },

    /** Which of the players given are in ghost mode. */
    async ghostModes(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: responsibleGamingPlayers.userId })
        .from(responsibleGamingPlayers)
        .where(
          and(
            inArray(responsibleGamingPlayers.userId, userIds),
            eq(responsibleGamingPlayers.ghostMode, true),
          ),
        );
      return new Set(rows.map((row) => row.userId));
    },

    async depositLimits(userId: number): Promise<DepositLimitRow[]> {
      return db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
    },

    /** Serialises changes to one player's deposit limits until the transaction ends. */
    async lockDepositLimits(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${depositLimitsLockSpace}, ${userId}::int)`);
    },

    /**
     * Writes a player's limit for a period: `amount` in force now (null: the row goes) and a
     * change waiting for its time (or none). The caller decides which, under `lockDepositLimits`.
     */
    async writeDepositLimit(
      userId: number,
      period: DepositLimitPeriod,
      change: { amount: bigint | null; pending: { amount: bigint | null; from: Date } | null },
      now: Date,
    ): Promise<void> {
      if (change.amount === null) {
        await db
          .delete(depositLimits)
          .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)));
        return;
      }
      const values = {
        amount: change.amount,
        pendingAmount: change.pending?.amount ?? null,
        pendingFrom: change.pending?.from ?? null,
        updatedAt: now,
      };
      await db
        .insert(depositLimits)
        .values({ userId, period, createdAt: now, ...values })
        .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: values });
    },
  };
}

export type ResponsibleGamingRepository = ReturnType<typeof createResponsibleGamingRepository>;
