import { bigWinMultiplier, type WinTable } from '@casino/contracts';
import { and, desc, eq, gt, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { gameRounds, games } from '../games.schema.ts';

/** A winning round as the top-wins tables read it: who won is the player's id (names come later). */
export type WinRow = {
  roundKey: string;
  userId: number;
  currency: string;
  cost: bigint;
  win: bigint;
  createdAt: Date;
  slug: string;
  name: string;
};

/** The top-wins tables and each game's latest results, read from the rounds. */
export function createWinsRepository(db: Executor) {
  return {
    /**
     * One top-wins table (see `winTables`), newest first, or biggest multiplier first for
     * `multipliers`; `userId` for the player's own, `gameId` for one game's.
     */
    async wins({
      table,
      userId,
      gameId,
      since,
      limit,
      highRollerBets,
    }: {
      table: WinTable;
      userId?: number | undefined;
      gameId?: number | undefined;
      since: Date;
      limit: number;
      /** Each currency's high-roller stake (minor units); a currency not listed has none. */
      highRollerBets: Map<string, bigint>;
    }): Promise<WinRow[]> {
      const filters: SQL[] = [gt(gameRounds.win, 0n)];
      if (table === 'mine') filters.push(eq(gameRounds.userId, userId ?? 0));
      if (gameId !== undefined) filters.push(eq(gameRounds.gameId, gameId));
      if (table === 'high-rollers') {
        const stakes = [...highRollerBets].map(([currency, bet]) =>
          and(eq(gameRounds.currency, currency), gte(gameRounds.cost, bet)),
        );
        filters.push(
          stakes.length > 0 ? (or(...stakes) as SQL) : sql`false`,
          gt(gameRounds.createdAt, since),
        );
      }
      if (table === 'multipliers') {
        // the partial indexes' predicate, written the same way so the planner can use them
        filters.push(sql`${gameRounds.win} >= ${gameRounds.cost} * ${sql.raw(String(bigWinMultiplier))}`);
        filters.push(gt(gameRounds.createdAt, since));
      }
      const order =
        table === 'multipliers'
          ? [desc(sql`${gameRounds.win}::numeric / ${gameRounds.cost}`), desc(gameRounds.createdAt)]
          : [desc(gameRounds.createdAt)];
      return db
        .select({
          roundKey: gameRounds.roundKey,
          userId: gameRounds.userId,
          currency: gameRounds.currency,
          cost: gameRounds.cost,
          win: gameRounds.win,
          createdAt: gameRounds.createdAt,
          slug: games.slug,
          name: games.name,
        })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .where(and(...filters))
        .orderBy(...order, desc(gameRounds.id))
        .limit(limit);
    },

    /** A game's latest real-money rounds (cost and win), newest first: the Game Pulse. */
    async latestResults(gameId: number, limit: number) {
      return db
        .select({ cost: gameRounds.cost, win: gameRounds.win, createdAt: gameRounds.createdAt })
        .from(gameRounds)
        .where(eq(gameRounds.gameId, gameId))
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit);
    },
  };
}

export type WinsRepository = ReturnType<typeof createWinsRepository>;
