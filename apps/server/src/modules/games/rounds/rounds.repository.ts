import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../../db/database.ts';
import { fairSeeds, gameRounds, games } from '../games.schema.ts';

export type FairSeedRow = typeof fairSeeds.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type NewGameRound = Omit<
  GameRoundRow,
  'id' | 'shownSteps' | 'betTransactionId' | 'freeSpinBonusId' | 'balanceBefore' | 'balanceAfter'
>;

/** Provably fair seed pairs and the rounds played with them. */
export function createRoundsRepository(db: Executor) {
  return {
    /** The player's active seed pair, if any. */
    async activeSeed(userId: number): Promise<FairSeedRow | null> {
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
      return row ?? null;
    },

    /** Starts an active seed pair unless the player has one (two racing callers make one). */
    async openSeed(seed: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }) {
      await db.insert(fairSeeds).values(seed).onConflictDoNothing();
    },

    /**
     * The statement a round writes with its postings to use `nonce` of a seed pair: it moves the
     * pair's next nonce past it, and fails the transaction (GS001) unless the pair is still active
     * and the nonce unused. Its row lock also makes a rotation wait for the round to commit.
     */
    useNonce(seedId: number, nonce: number): Statement {
      return {
        name: 'game-use-nonce',
        text: `with used as (
            update fair_seeds set next_nonce = $2::int + 1
            where id = $1::bigint and revealed_at is null and next_nonce = $2::int
            returning id
          )
          select fair_seed_expect(exists (select 1 from used))`,
        values: [String(seedId), String(nonce)],
      };
    },

    /** Reveals the active pair (its rounds become verifiable); the revealed row. */
    async revealSeed(userId: number, at: Date): Promise<FairSeedRow | null> {
      const [row] = await db
        .update(fairSeeds)
        .set({ revealedAt: at })
        .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)))
        .returning();
      return row ?? null;
    },

    async lastRevealedSeed(userId: number): Promise<FairSeedRow | null> {
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), isNotNull(fairSeeds.revealedAt)))
        .orderBy(desc(fairSeeds.revealedAt), desc(fairSeeds.id))
        .limit(1);
      return row ?? null;
    },

    async seedsById(ids: number[]): Promise<FairSeedRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(fairSeeds).where(inArray(fairSeeds.id, ids));
    },

    /**
     * The statement that records a round; the wallet writes it in the transaction of the round's
     * postings, after them (the bet posting's id is looked up by the round's key).
     */
    roundRecord(round: NewGameRound): Statement {
      return {
        name: 'game-round-record',
        // the bet's id and the balances come from the round's own postings, written just before in
        // this transaction, read through the wallet's ledger_posting (not its tables)
        text: `insert into game_rounds (round_key, user_id, game_id, currency, bet, cost, win, seed_id, nonce,
            bought, outcome, created_at, bet_transaction_id, balance_before, balance_after)
          select $1, $2::bigint, $3::int, $4, $5::bigint, $6::bigint, $7::bigint, $8::bigint, $9::int, $10::boolean,
            $11::jsonb, $12::timestamptz, bet.id, bet.cash_before + bet.bonus_before,
            coalesce(win.cash_after + win.bonus_after, bet.cash_after + bet.bonus_after)
          from ledger_posting($1) bet
          left join ledger_posting($1 || ':win') win on true`,
        values: [
          round.roundKey,
          String(round.userId),
          String(round.gameId),
          round.currency,
          round.bet.toString(),
          round.cost.toString(),
          round.win.toString(),
          String(round.seedId),
          String(round.nonce),
          String(round.bought),
          JSON.stringify(round.outcome),
          round.createdAt.toISOString(),
        ],
      };
    },

    /**
     * A free spin's round: no posting of its own (the player's balance does not move), so the
     * balance is the one read before it; the free-spins bonus it was played from is named.
     */
    freeSpinRoundRecord(round: NewGameRound & { freeSpinBonusId: number; balance: bigint }): Statement {
      return {
        name: 'game-free-spin-record',
        text: `insert into game_rounds (round_key, user_id, game_id, currency, bet, cost, win, seed_id, nonce,
            bought, outcome, created_at, free_spin_bonus_id, balance_before, balance_after)
          values ($1, $2::bigint, $3::int, $4, $5::bigint, $6::bigint, $7::bigint, $8::bigint, $9::int, false,
            $10::jsonb, $11::timestamptz, $12::bigint, $13::bigint, $13::bigint)`,
        values: [
          round.roundKey,
          String(round.userId),
          String(round.gameId),
          round.currency,
          round.bet.toString(),
          round.cost.toString(),
          round.win.toString(),
          String(round.seedId),
          String(round.nonce),
          JSON.stringify(round.outcome),
          round.createdAt.toISOString(),
          String(round.freeSpinBonusId),
          round.balance.toString(),
        ],
      };
    },

    async findRound(roundKey: string): Promise<GameRoundRow | null> {
      const [row] = await db.select().from(gameRounds).where(eq(gameRounds.roundKey, roundKey));
      return row ?? null;
    },

    /** A player's latest rounds of a game, newest first. */
    async recentRounds(userId: number, gameId: number, limit: number): Promise<GameRoundRow[]> {
      return db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), eq(gameRounds.gameId, gameId)))
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit);
    },

    /** A page of the player's rounds of every game, newest first, with their fairness data and the total. */
    async playerRounds(userId: number, { offset, limit }: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: gameRounds.id,
            roundKey: gameRounds.roundKey,
            createdAt: gameRounds.createdAt,
            gameSlug: games.slug,
            gameName: games.name,
            bet: gameRounds.bet,
            win: gameRounds.win,
            currency: gameRounds.currency,
            serverSeedHash: fairSeeds.serverSeedHash,
            clientSeed: fairSeeds.clientSeed,
            nonce: gameRounds.nonce,
          })
          .from(gameRounds)
          .innerJoin(games, eq(games.id, gameRounds.gameId))
          .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
          .where(eq(gameRounds.userId, userId))
          .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.userId, userId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Moves a round's shown-steps mark forward (never back); false when there is no such round. */
    async markShown(roundKey: string, shownSteps: number): Promise<boolean> {
      const rows = await db
        .update(gameRounds)
        .set({ shownSteps: sql`greatest(${gameRounds.shownSteps}, ${shownSteps})` })
        .where(eq(gameRounds.roundKey, roundKey))
        .returning({ id: gameRounds.id });
      return rows.length > 0;
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
