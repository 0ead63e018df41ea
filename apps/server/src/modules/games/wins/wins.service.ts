import { createHash } from 'node:crypto';
import {
  type FeedWin,
  type GamePulse,
  pulseRounds,
  pulseSampleRounds,
  type WinTable,
  winTableDays,
  winTableSize,
} from '@casino/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Content } from '../../content/index.ts';
import { type Players, type PublicNameFields, publicName } from '../../players/index.ts';
import type { GameRow, GamesRepository } from '../games.repository.ts';
import type { WinRow, WinsRepository } from './wins.repository.ts';

/** How long a process serves a public table or a game's pulse before reading it again. */
const feedCacheMs = 2_000;
/** How long a process trusts the currencies' high-roller stakes. */
const highRollerCacheMs = 60_000;

const dayMs = 86_400_000;

/** Win over cost, floored to two decimals. */
export const multiplierOf = (cost: bigint, win: bigint) =>
  cost > 0n ? Number((win * 100n) / cost) / 100 : 0;

/** A round's id in public feeds: derived from its key, which stays private. */
const feedIdOf = (roundKey: string) => createHash('sha256').update(roundKey).digest('base64url').slice(0, 16);

/** A win as a table lists it: the round, whether its stake was a high roller's, the player's name. */
type ListedWin = Omit<WinRow, 'userId'> & { highRoller: boolean };

function presentWin(row: ListedWin, player: string | null): FeedWin {
  return {
    id: feedIdOf(row.roundKey),
    game: { slug: row.slug, name: row.name, thumbnailUrl: `/api/games/${row.slug}/thumbnail.svg` },
    player,
    currency: row.currency,
    bet: row.cost.toString(),
    win: row.win.toString(),
    multiplier: multiplierOf(row.cost, row.win),
    highRoller: row.highRoller,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A winner whose account is gone from the names read (never expected): shown as no one in particular. */
const unknownPlayer = (userId: number): PublicNameFields => ({
  nickname: null,
  username: null,
  uniqueId: String(userId),
  ghostMode: true,
});

/** What the rounds service tells the feed about a real round that won. */
export type SettledWin = {
  roundKey: string;
  userId: number;
  player: PublicNameFields;
  game: Pick<GameRow, 'slug' | 'name'>;
  currency: string;
  cost: bigint;
  win: bigint;
  createdAt: Date;
};

/**
 * Where live wins go: everyone's feed (names as public feeds show them) and the winner's own.
 * `reaches` tells whether anyone could hear (so nothing is built for nobody).
 */
export type WinPublisher = {
  reaches: (audience: 'public' | { userId: number }) => boolean;
  publicWin: (win: FeedWin) => void;
  playerWin: (userId: number, win: FeedWin) => void;
};

/**
 * The top-wins tables (My Wins, All Wins, High Rollers, Multiplier Madness) read from the rounds,
 * the live wins pushed as rounds settle, and each game's pulse (its latest results).
 */
export function createWinsService({
  repository,
  games,
  players,
  content,
  clock,
  publisher,
}: {
  repository: WinsRepository;
  games: Pick<GamesRepository, 'findGame'>;
  /** How the winners are named in public. */
  players: Players;
  /** Each currency's high-roller stake. */
  content: Pick<Content, 'highRollerBets'>;
  clock: Clock;
  publisher: WinPublisher;
}) {
  // public tables are the same for everyone: each process reads one at most every two seconds
  const cache = new Map<string, { until: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = clock.now().getTime();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { until: now + feedCacheMs, value });
    // a failed read is not served to the next caller
    value.catch(() => cache.delete(key));
    if (cache.size > 1_000) cache.delete(cache.keys().next().value as string);
    return value;
  }

  let highRollerBets: { until: number; value: Promise<Map<string, bigint>> } | null = null;
  function highRollerStakes(): Promise<Map<string, bigint>> {
    const now = clock.now().getTime();
    if (!highRollerBets || highRollerBets.until <= now) {
      const value = content.highRollerBets();
      highRollerBets = { until: now + highRollerCacheMs, value };
      value.catch(() => {
        highRollerBets = null;
      });
    }
    return highRollerBets.value;
  }

  async function gameId(slug: string | undefined): Promise<number | undefined> {
    if (slug === undefined) return undefined;
    const game = await games.findGame(slug);
    if (!game) throw new AppError('GAME_NOT_FOUND', 'GAME NOT FOUND');
    return game.id;
  }

  return {
    /** One table; `mine` needs the signed-in player. */
    async wins(table: WinTable, options: { userId?: number | undefined; game?: string | undefined }) {
      if (table === 'mine' && options.userId === undefined) {
        throw new AppError('FORBIDDEN', 'Log in to see your wins');
      }
      const load = async () => {
        const stakes = await highRollerStakes();
        const rows = await repository.wins({
          table,
          userId: options.userId,
          gameId: await gameId(options.game),
          since: new Date(clock.now().getTime() - winTableDays * dayMs),
          limit: winTableSize,
          highRollerBets: stakes,
        });
        const names = await players.publicNameFields(rows.map((row) => row.userId));
        return rows.map(({ userId, ...row }) => {
          const stake = stakes.get(row.currency);
          const listed = { ...row, highRoller: stake !== undefined && row.cost >= stake };
          const player = names.get(userId) ?? unknownPlayer(userId);
          // the player's own table shows their own name, even in ghost mode
          return presentWin(listed, publicName(table === 'mine' ? { ...player, ghostMode: false } : player));
        });
      };
      return table === 'mine' ? load() : cached(`wins:${table}:${options.game ?? ''}`, load);
    },

    /** The game's latest results and what they add up to (Game Pulse). */
    async pulse(slug: string): Promise<GamePulse> {
      const id = await gameId(slug.toLowerCase());
      return cached(`pulse:${id}`, async () => {
        const rows = await repository.latestResults(id as number, pulseSampleRounds);
        let counted = 0;
        let returned = 0;
        let hits = 0;
        for (const row of rows) {
          // the mean of win over cost: an unbiased RTP estimate in any mix of currencies and stakes
          returned += Number(row.win) / Number(row.cost);
          counted += 1;
          if (row.win > 0n) hits += 1;
        }
        return {
          rounds: rows
            .slice(0, pulseRounds)
            .reverse()
            .map((row) => ({
              multiplier: multiplierOf(row.cost, row.win),
              createdAt: row.createdAt.toISOString(),
            })),
          sample: {
            rounds: rows.length,
            observedRtp: counted === 0 ? null : Math.round((returned / counted) * 10_000) / 100,
            hitRate: counted === 0 ? null : Math.round((hits / counted) * 10_000) / 100,
          },
        };
      });
    },

    /** Pushes a settled real round's win to the live tables (after its transaction committed). */
    async announce(settled: SettledWin): Promise<void> {
      if (settled.win <= 0n) return;
      const toPublic = publisher.reaches('public');
      const toPlayer = publisher.reaches({ userId: settled.userId });
      if (!toPublic && !toPlayer) return;
      const threshold = (await highRollerStakes()).get(settled.currency);
      const row: ListedWin = {
        roundKey: settled.roundKey,
        currency: settled.currency,
        cost: settled.cost,
        win: settled.win,
        createdAt: settled.createdAt,
        slug: settled.game.slug,
        name: settled.game.name,
        highRoller: threshold !== undefined && settled.cost >= threshold,
      };
      if (toPublic) publisher.publicWin(presentWin(row, publicName(settled.player)));
      if (toPlayer)
        publisher.playerWin(
          settled.userId,
          presentWin(row, publicName({ ...settled.player, ghostMode: false })),
        );
    },
  };
}

export type WinsService = ReturnType<typeof createWinsService>;
