import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Executor, rowsOf, type Statement } from '../../../db/database.ts';
import { fairSeeds, gameRounds, games } from '../games.schema.ts';

export type FairSeedRow = typeof fairSeeds.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type NewGameRound = Omit<
  GameRoundRow,
  'id' | 'shownSteps' | 'betTransactionId' | 'freeSpinBonusId' | 'balanceBefore' | 'balanceAfter'
>;

/**
 * The distinct sealing keys of stored seeds, walked along the two sealing-key indexes (a loose
 * index scan: each step asks the index for the next key after the last one).
 */
export const sealingKeyIdsQuery = sql`
  with recursive
    sealed(key_id) as (
      (select split_part(server_seed_sealed, '.', 2) from fair_seeds
        where server_seed_sealed is not null order by 1 limit 1)
      union all
      select (select split_part(server_seed_sealed, '.', 2) from fair_seeds
               where server_seed_sealed is not null and split_part(server_seed_sealed, '.', 2) > sealed.key_id
               order by 1 limit 1)
      from sealed where sealed.key_id is not null
    ),
    next_sealed(key_id) as (
      (select split_part(next_server_seed_sealed, '.', 2) from fair_seeds
        where next_server_seed_sealed is not null order by 1 limit 1)
      union all
      select (select split_part(next_server_seed_sealed, '.', 2) from fair_seeds
               where next_server_seed_sealed is not null
                 and split_part(next_server_seed_sealed, '.', 2) > next_sealed.key_id
               order by 1 limit 1)
      from next_sealed where next_sealed.key_id is not null
    )
  select key_id from sealed where key_id is not null
  union
  select key_id from next_sealed where key_id is not null`;

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
    async openSeed(seed: {
      userId: number;
      serverSeedSealed: string;
      serverSeedHash: string;
      nextServerSeedSealed: string;
      nextServerSeedHash: string;
    }) {
      await db.insert(fairSeeds).values(seed).onConflictDoNothing();
    },

    /** Commits a next server seed for an active pair made before pairs held one. */
    async commitNextSeed(seedId: number, next: { sealed: string; hash: string }) {
      await db
        .update(fairSeeds)
        .set({ nextServerSeedSealed: next.sealed, nextServerSeedHash: next.hash })
        .where(
          and(eq(fairSeeds.id, seedId), isNull(fairSeeds.revealedAt), isNull(fairSeeds.nextServerSeedSealed)),
        );
    },

    /**
     * Sets the active pair's client seed while no round has used the pair, provided its server
     * seed's hash is `serverSeedHash` (the one the player saw); `onlyUnset`: only when none was
     * chosen yet. The row when it was set.
     */
    async chooseClientSeed(
      userId: number,
      clientSeed: string,
      { serverSeedHash, onlyUnset = false }: { serverSeedHash?: string; onlyUnset?: boolean } = {},
    ) {
      const [row] = await db
        .update(fairSeeds)
        .set({ clientSeed })
        .where(
          and(
            eq(fairSeeds.userId, userId),
            isNull(fairSeeds.revealedAt),
            eq(fairSeeds.nextNonce, 0),
            serverSeedHash === undefined ? undefined : eq(fairSeeds.serverSeedHash, serverSeedHash),
            onlyUnset ? isNull(fairSeeds.clientSeed) : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Rotates in one statement: reveals the active pair and starts the next one with the server
     * seed the revealed pair committed (provided its hash is `nextHash`, the one the player saw),
     * the player's client seed (or none yet) and a new committed next seed. A revealed pair that
     * never got a client seed (no rounds) gets `fallbackClientSeed`, so every revealed pair
     * verifies. Null when there was no such active pair (rotated meanwhile).
     */
    async rotateSeed(rotation: {
      userId: number;
      at: Date;
      nextHash: string | null;
      clientSeed: string | null;
      fallbackClientSeed: string;
      next: { sealed: string; hash: string };
    }): Promise<FairSeedRow | null> {
      const { userId, at, nextHash, clientSeed, fallbackClientSeed, next } = rotation;
      const result = await db.execute(sql`
        with active as (
          select id, next_server_seed_sealed, next_server_seed_hash from fair_seeds
          where user_id = ${userId} and revealed_at is null and next_server_seed_sealed is not null
            and (${nextHash}::text is null or next_server_seed_hash = ${nextHash}::text)
          for update
        ), revealed as (
          -- the committed seed moves to the new pair: the revealed one keeps no copy
          update fair_seeds set revealed_at = ${at.toISOString()}::timestamptz,
            client_seed = coalesce(fair_seeds.client_seed, ${fallbackClientSeed}),
            next_server_seed_sealed = null, next_server_seed_hash = null
          from active where fair_seeds.id = active.id
          returning active.next_server_seed_sealed, active.next_server_seed_hash
        )
        insert into fair_seeds (user_id, server_seed_sealed, server_seed_hash, client_seed,
          next_server_seed_sealed, next_server_seed_hash)
        select ${userId}, next_server_seed_sealed, next_server_seed_hash, ${clientSeed}, ${next.sealed}, ${next.hash}
        from revealed
        returning id`);
      const [inserted] = rowsOf(result) as Array<{
        id: string | number;
      }>;
      if (!inserted) return null;
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(eq(fairSeeds.id, Number(inserted.id)));
      return row ?? null;
    },

    /**
     * The statement a round writes with its postings to use `nonce` of a seed pair: it moves the
     * pair's next nonce past it, and fails the transaction (GS001) unless the pair is still active,
     * the nonce unused and the client seed the one the round drew with. Its row lock also makes a
     * rotation wait for the round to commit.
     */
    useNonce(seedId: number, nonce: number, clientSeed: string): Statement {
      return {
        name: 'game-use-nonce',
        text: `with used as (
            update fair_seeds set next_nonce = $2::int + 1
            where id = $1::bigint and revealed_at is null and next_nonce = $2::int and client_seed = $3
            returning id
          )
          select fair_seed_expect(exists (select 1 from used))`,
        values: [String(seedId), String(nonce), clientSeed],
      };
    },

    /** Seeds stored in plain text (from before sealing) after `afterId`, a batch at a time. */
    async plainSeeds(
      afterId: number,
      limit: number,
    ): Promise<Array<{ id: number; userId: number; seed: string }>> {
      const rows = await db
        .select({ id: fairSeeds.id, userId: fairSeeds.userId, seed: fairSeeds.plainServerSeed })
        .from(fairSeeds)
        .where(and(isNotNull(fairSeeds.plainServerSeed), sql`${fairSeeds.id} > ${afterId}`))
        .orderBy(fairSeeds.id)
        .limit(limit);
      return rows.map((row) => ({ ...row, seed: row.seed as string }));
    },

    /** Stores a plain seed sealed instead (unless another process did meanwhile). */
    async sealPlainSeed(id: number, sealed: string): Promise<void> {
      await db
        .update(fairSeeds)
        .set({ serverSeedSealed: sealed, plainServerSeed: null })
        .where(and(eq(fairSeeds.id, id), isNotNull(fairSeeds.plainServerSeed)));
    },

    /** Seed rows after `afterId`, in id order: what the key rotation re-seals. */
    async sealedSeeds(afterId: number, limit: number) {
      return db
        .select({
          id: fairSeeds.id,
          userId: fairSeeds.userId,
          serverSeedSealed: fairSeeds.serverSeedSealed,
          nextServerSeedSealed: fairSeeds.nextServerSeedSealed,
        })
        .from(fairSeeds)
        .where(and(isNull(fairSeeds.plainServerSeed), sql`${fairSeeds.id} > ${afterId}`))
        .orderBy(fairSeeds.id)
        .limit(limit);
    },

    /**
     * Stores a row's seeds sealed anew, provided they are still what was read (`expected`), so a
     * rotation meanwhile is not undone; false when the row changed (the caller reads it again).
     */
    async resealSeed(
      id: number,
      sealed: { serverSeedSealed: string; nextServerSeedSealed: string | null },
      expected: { serverSeedSealed: string | null; nextServerSeedSealed: string | null },
    ): Promise<boolean> {
      const same = (
        column: typeof fairSeeds.serverSeedSealed | typeof fairSeeds.nextServerSeedSealed,
        value: string | null,
      ) => (value === null ? isNull(column) : eq(column, value));
      const rows = await db
        .update(fairSeeds)
        .set(sealed)
        .where(
          and(
            eq(fairSeeds.id, id),
            same(fairSeeds.serverSeedSealed, expected.serverSeedSealed),
            same(fairSeeds.nextServerSeedSealed, expected.nextServerSeedSealed),
          ),
        )
        .returning({ id: fairSeeds.id });
      return rows.length > 0;
    },

    /**
     * The ids of the keys stored seeds are sealed with (the second part of a sealed seed). Read at
     * every start-up, so it walks the two sealing-key indexes from one key to the next (a loose
     * index scan: one step per key) instead of reading every player's seeds.
     */
    async sealingKeyIds(): Promise<string[]> {
      const result = await db.execute(sealingKeyIdsQuery);
      const rows = rowsOf(result) as Array<{
        key_id: string;
      }>;
      return rows.map((row) => row.key_id);
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
            // a round's pair always has its client seed (useNonce compares it)
            clientSeed: sql<string>`${fairSeeds.clientSeed}`,
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
