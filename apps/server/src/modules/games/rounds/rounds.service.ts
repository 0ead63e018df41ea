import {
  type AppSettings,
  betLimitErrorCodes,
  type FairSeeds,
  type Round,
  type RoundStep,
} from '@casino/contracts';
import { minor } from '@casino/money';
import {
  type CompiledGame,
  compileGame,
  createRoundRandom,
  findTitle,
  hashServerSeed,
  playRound,
  type RoundOutcome,
  randomSeed,
} from '@casino/slot-engine';
import { databaseCode, type Statement } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Bonuses } from '../../bonuses/index.ts';
import type { PublicNameFields } from '../../players/index.ts';
import type { BetLimitValues, Wallet } from '../../wallet/index.ts';
import type { GameRow, GamesRepository } from '../games.repository.ts';
import type { SettledWin } from '../wins/wins.service.ts';
import type { FairSeedRow, GameRoundRow, RoundsRepository } from './rounds.repository.ts';

/** Rounds one click from a game (issue 5: at least the last 10). */
export const recallSize = 10;

/** Players whose seed pair a process remembers. */
const seedMemoryLimit = 10_000;

/** The SQLSTATE `bonus_expect` raises: the free spins had none left, or ended, meanwhile. */
const bonusMovedCode = 'BN001';

/** The SQLSTATE `rg_use_bet_exclusion` raises: the confirmed bonus buy was used or lapsed meanwhile. */
const exclusionGoneCode = 'RG002';

/** The codes of a bet refused by one of the player's own limits (what Confirm Bonus Buy may pass). */
const ownLimitCodes = new Set<string>(Object.values(betLimitErrorCodes));

/** The SQLSTATE `fair_seed_expect` raises: the pair was rotated or the nonce used meanwhile. */
const staleSeedCode = 'GS001';
/** How many times a round draws from the stored pair before giving up (rounds of one player at once). */
const staleSeedAttempts = 5;

/** How long a process trusts a catalog row it read (a disabled game stops taking spins within this). */
const gameCacheMs = 10_000;

/** A real round's key: the wallet's idempotency key of its bet, from the player and the click's request id. */
const roundKeyOf = (playerId: number, requestId: string) => `round:${playerId}:${requestId}`;
/** The round's public id: the request id it was played with (unique per player). */
const requestIdOf = (roundKey: string) => roundKey.slice(roundKey.lastIndexOf(':') + 1);

/** The player of a round: who pays, and how public win feeds name them. */
export type Player = {
  id: number;
  currencyCode: string;
  winner?: PublicNameFields;
  /** The player's bet and loss limits and the operator's, checked in the round's transaction. */
  betLimits?: BetLimitValues;
  /** Only the operator's limits: what a bonus buy confirmed over the player's own limits keeps. */
  operatorLimits?: BetLimitValues;
  /** A bonus buy the player confirmed over their own limits (spec §4), waiting for the next round. */
  betExclusion?: { game: string; bet: bigint; until: Date } | null;
};

/** A round's outcome as stored and shown: every step with its win in minor units. */
type StoredOutcome = { capped: boolean; steps: RoundStep[] };

const compiled = new Map<string, CompiledGame>();

/** The studio title behind a catalog game, compiled once. */
function studioGame(game: GameRow): CompiledGame {
  let found = compiled.get(game.slug);
  if (!found) {
    const definition = game.kind === 'slot' ? findTitle(game.slug) : undefined;
    if (!definition) throw new AppError('GAME_NOT_FOUND', 'GAME NOT FOUND');
    found = compileGame(definition);
    compiled.set(game.slug, found);
  }
  return found;
}

/** The round's steps with wins in minor units of this bet (units times bet over the title's bet units). */
function stepsOf(outcome: RoundOutcome, bet: bigint, betUnits: number): RoundStep[] {
  const unitValue = bet / BigInt(betUnits);
  return outcome.steps.map((step) => ({
    kind: step.kind,
    stops: step.stops,
    window: step.window,
    wins: step.wins,
    win: (BigInt(step.units) * unitValue).toString(),
    multiplier: step.multiplier,
    scatters: step.scatters,
    freeSpinsAwarded: step.freeSpinsAwarded,
    freeSpinsLeft: step.freeSpinsLeft,
  }));
}

const seedsOf = (seed: FairSeedRow, nonce: number): FairSeeds => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce,
  serverSeed: seed.revealedAt ? seed.serverSeed : null,
});

/**
 * Real-money and demo rounds of the house studio's slots, and the provably fair seeds behind them.
 * A real round is decided by the player's seed pair and the next nonce (never by the stake or the
 * balance), then settled by the wallet in one transaction: bet, win and the round's record.
 */
export function createRoundsService({
  repository,
  games,
  walletService,
  clock,
  getSettings,
  bonusRules,
  runStatements,
  betExclusionStatement,
  onWin,
}: {
  repository: RoundsRepository;
  /** The catalog: which games may be played. */
  games: Pick<GamesRepository, 'findGame'>;
  walletService: Wallet;
  clock: Clock;
  getSettings: () => Promise<AppSettings>;
  /** The active bonus's rules a real stake must keep (excluded games, its largest bet), and free spins. */
  bonusRules?: Pick<Bonuses, 'assertBetAllowed' | 'freeSpinFor' | 'freeSpinRecord' | 'afterFreeSpin'>;
  /** Runs statements in one transaction (a free spin has no wallet posting to carry its records). */
  runStatements?: (statements: Statement[]) => Promise<void>;
  /**
   * The statement a real round runs when the player armed a bonus buy over their own limits: `use`
   * for that buy, drop for any other round (responsible gaming's).
   */
  betExclusionStatement?: (userId: number, use: { game: string; bet: bigint } | null) => Statement;
  /** Told of every real round that won, after it committed (the live top-wins tables). */
  onWin?: (win: SettledWin) => void;
}) {
  // catalog rows change rarely (an operator disabling a game): a spin need not read one each time
  const gameCache = new Map<string, { game: GameRow | null; until: number }>();
  async function playableGame(slug: string) {
    const key = slug.toLowerCase();
    const now = clock.now().getTime();
    let cached = gameCache.get(key);
    if (!cached || cached.until <= now) {
      cached = { game: await games.findGame(key), until: now + gameCacheMs };
      gameCache.set(key, cached);
    }
    const { game } = cached;
    if (!game) throw new AppError('GAME_NOT_FOUND', 'GAME NOT FOUND');
    return { game, engine: studioGame(game) };
  }

  /** A bet the game takes: within its limits and a whole number of its bet units (exact wins). */
  function checkBet(game: GameRow, engine: CompiledGame, text: string, buy: boolean): bigint {
    const bet = BigInt(text);
    if (bet < game.minBet) {
      throw new AppError('BET_BELOW_MINIMUM', `The smallest bet on this game is ${game.minBet}`, {
        fields: { limit: game.minBet.toString() },
      });
    }
    if (bet > game.maxBet) {
      throw new AppError('BET_ABOVE_MAXIMUM', `The largest bet on this game is ${game.maxBet}`, {
        fields: { limit: game.maxBet.toString() },
      });
    }
    if (bet % BigInt(engine.definition.betUnits) !== 0n) {
      throw new AppError('INVALID_AMOUNT', `The bet must be a multiple of ${engine.definition.betUnits}`);
    }
    if (buy && !engine.definition.bonusBuy)
      throw new AppError('VALIDATION_ERROR', 'This game has no bonus buy');
    return bet;
  }

  /**
   * Plays a round, drawing again from the pair as stored while its transaction finds the pair
   * rotated or the nonce taken meanwhile (GS001: another process, or the player's other round at
   * the same moment). A nonce is used only by a round that settles, in order.
   */
  async function drawing<T>(userId: number, play: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await play();
      } catch (error) {
        if (databaseCode(error) !== staleSeedCode || attempt >= staleSeedAttempts) throw error;
        seedMemory.delete(userId);
      }
    }
  }

  /**
   * A refused round as the player's error: a bonus buy refused by one of the player's own limits
   * says it may be confirmed over them (spec §4, `fields.excludable`); a confirmed buy whose
   * exclusion went meanwhile asks again.
   */
  function refusalOf(error: unknown, buy: boolean): unknown {
    if (databaseCode(error) === exclusionGoneCode) {
      return new AppError(
        'BET_EXCLUSION_NOT_ARMED',
        'Your confirmation of this bonus buy was used or has lapsed. Confirm the bonus buy again.',
      );
    }
    if (buy && error instanceof AppError && ownLimitCodes.has(error.code)) {
      return new AppError(error.code, error.message, {
        fields: { ...error.fields, excludable: 'true' },
        cause: error,
      });
    }
    return error;
  }

  /** The player's free spin on this game (BONUS_NOT_FOUND when none is left). */
  async function requireFreeSpin(userId: number, game: string) {
    if (!bonusRules) throw new AppError('BONUS_NOT_FOUND', 'Free spins are not available');
    return bonusRules.freeSpinFor(userId, game);
  }

  async function activeSeed(userId: number): Promise<FairSeedRow> {
    const found = await repository.activeSeed(userId);
    if (found) return found;
    const serverSeed = randomSeed();
    await repository.openSeed({
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: randomSeed(8),
    });
    return (await repository.activeSeed(userId)) as FairSeedRow;
  }

  /**
   * The player's active pair and the next nonce this process will use, remembered so a round needs
   * no read of its own: the round's transaction checks both (`useNonce`), and a stale memory only
   * costs that round one more draw. Bounded; the oldest players go first.
   */
  const seedMemory = new Map<number, FairSeedRow>();
  async function seedForRound(userId: number): Promise<{ seed: FairSeedRow; nonce: number }> {
    let seed = seedMemory.get(userId);
    if (!seed) {
      seed = await activeSeed(userId);
      seedMemory.set(userId, seed);
      if (seedMemory.size > seedMemoryLimit) seedMemory.delete(seedMemory.keys().next().value as number);
    }
    // taken now, synchronously: concurrent rounds of one player get consecutive nonces, in order
    const nonce = seed.nextNonce;
    seed.nextNonce += 1;
    return { seed, nonce };
  }

  /** Draws and settles one real round; throws GS001 (from the database) when the pair was stale. */
  async function playReal(
    player: Player,
    game: GameRow,
    engine: CompiledGame,
    bet: bigint,
    input: { requestId: string; buy: boolean },
  ): Promise<Round> {
    const roundKey = roundKeyOf(player.id, input.requestId);
    // a repeated request id draws with a nonce of its own, and the wallet then answers the first round
    const { seed, nonce } = await seedForRound(player.id);
    const outcome = playRound(
      engine,
      createRoundRandom({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }),
      { buy: input.buy },
    );
    const betUnits = engine.definition.betUnits;
    const win = (BigInt(outcome.units) * bet) / BigInt(betUnits);
    const cost = input.buy ? bet * BigInt(engine.definition.bonusBuy?.cost ?? 1) : bet;
    const stored: StoredOutcome = { capped: outcome.capped, steps: stepsOf(outcome, bet, betUnits) };
    const createdAt = clock.now();
    // an armed bonus buy over the player's own limits: this round uses it up, whatever it is
    const armed = player.betExclusion && player.betExclusion.until > createdAt ? player.betExclusion : null;
    const excluded = armed !== null && input.buy && armed.game === game.slug && armed.bet === bet;
    const limits = excluded ? player.operatorLimits : player.betLimits;
    const exclusionRecords =
      armed && betExclusionStatement
        ? [betExclusionStatement(player.id, excluded ? { game: game.slug, bet } : null)]
        : [];
    const result = await walletService.settleRound({
      userId: player.id,
      currency: player.currencyCode,
      idempotencyKey: roundKey,
      bet: minor(cost),
      win: minor(win),
      ...(limits ? { limits } : {}),
      context: { gameName: game.name, provider: game.provider, game: game.slug },
      records: [
        ...exclusionRecords,
        repository.useNonce(seed.id, nonce),
        repository.roundRecord({
          roundKey,
          userId: player.id,
          gameId: game.id,
          currency: player.currencyCode,
          bet,
          cost,
          win,
          seedId: seed.id,
          nonce,
          bought: input.buy,
          outcome: stored,
          createdAt,
        }),
      ],
    });
    if (result.replayed) {
      // the first round used its own nonce; this draw's was never settled
      seedMemory.delete(player.id);
      const row = await repository.findRound(roundKey);
      if (!row) throw new Error(`round ${roundKey} was settled but not recorded`);
      return present(row, game.slug);
    }
    if (win > 0n && onWin && player.winner) {
      onWin({
        roundKey,
        userId: player.id,
        player: player.winner,
        game,
        currency: player.currencyCode,
        cost,
        win,
        createdAt,
      });
    }
    // written just now, with what this call holds: nothing to read back
    return {
      id: input.requestId,
      game: game.slug,
      demo: false,
      bet: bet.toString(),
      cost: cost.toString(),
      win: win.toString(),
      currency: player.currencyCode,
      bought: input.buy,
      capped: stored.capped,
      steps: stored.steps,
      shownSteps: 1,
      seeds: seedsOf(seed, nonce),
      balanceBefore: (result.balanceAfter + cost - win).toString(),
      balanceAfter: result.balanceAfter.toString(),
      createdAt: createdAt.toISOString(),
    };
  }

  /**
   * Draws and records one free spin: the player's seed pair and next nonce as for any round, at
   * the free spins' stake, paid by no one (no posting): its win goes to the free-spins bonus, in
   * the transaction that records the round and counts the spin. GS001 when the pair was stale,
   * BN001 when no spin was left.
   */
  async function playFree(
    player: Player,
    game: GameRow,
    engine: CompiledGame,
    free: { id: number; stake: bigint },
    requestId: string,
  ): Promise<Round> {
    if (!bonusRules || !runStatements) throw new AppError('BONUS_NOT_FOUND', 'Free spins are not available');
    const roundKey = roundKeyOf(player.id, requestId);
    const { seed, nonce } = await seedForRound(player.id);
    const outcome = playRound(
      engine,
      createRoundRandom({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }),
      { buy: false },
    );
    const bet = free.stake;
    const betUnits = engine.definition.betUnits;
    const win = (BigInt(outcome.units) * bet) / BigInt(betUnits);
    const stored: StoredOutcome = { capped: outcome.capped, steps: stepsOf(outcome, bet, betUnits) };
    const createdAt = clock.now();
    const balance = (await walletService.balances(player.id, player.currencyCode)).total;
    await runStatements([
      repository.useNonce(seed.id, nonce),
      bonusRules.freeSpinRecord(free.id, win),
      repository.freeSpinRoundRecord({
        roundKey,
        userId: player.id,
        gameId: game.id,
        currency: player.currencyCode,
        bet,
        cost: bet,
        win,
        seedId: seed.id,
        nonce,
        bought: false,
        outcome: stored,
        createdAt,
        freeSpinBonusId: free.id,
        balance,
      }),
    ]);
    const bonus = await bonusRules.afterFreeSpin(player.id, free.id);
    if (win > 0n && onWin && player.winner) {
      onWin({
        roundKey,
        userId: player.id,
        player: player.winner,
        game,
        currency: player.currencyCode,
        cost: bet,
        win,
        createdAt,
      });
    }
    return {
      id: requestId,
      game: game.slug,
      demo: false,
      bet: bet.toString(),
      cost: bet.toString(),
      win: win.toString(),
      currency: player.currencyCode,
      bought: false,
      capped: stored.capped,
      steps: stored.steps,
      shownSteps: 1,
      seeds: seedsOf(seed, nonce),
      // the balance moves only when the winnings become bonus money (after the last spin)
      balanceBefore: balance.toString(),
      balanceAfter: (bonus?.kind === 'money'
        ? (await walletService.balances(player.id, player.currencyCode)).total
        : balance
      ).toString(),
      createdAt: createdAt.toISOString(),
      ...(bonus?.freeSpins
        ? {
            freeSpins: {
              bonusId: bonus.id,
              total: bonus.freeSpins.total,
              left: bonus.freeSpins.left,
              won: bonus.freeSpins.won,
              stake: bonus.freeSpins.stake,
              done: bonus.freeSpins.left === 0 || bonus.status !== 'active',
            },
          }
        : {}),
    };
  }

  /** A stored round as the API shows it; `seeds` when the caller read them for several rounds at once. */
  async function present(row: GameRoundRow, slug: string, seeds?: Map<number, FairSeedRow>) {
    const seed = seeds?.get(row.seedId) ?? (await repository.seedsById([row.seedId]))[0];
    const outcome = row.outcome as StoredOutcome;
    return {
      id: requestIdOf(row.roundKey),
      game: slug,
      demo: false,
      bet: row.bet.toString(),
      cost: row.cost.toString(),
      win: row.win.toString(),
      currency: row.currency,
      bought: row.bought,
      capped: outcome.capped,
      steps: outcome.steps,
      shownSteps: row.shownSteps,
      seeds: seedsOf(seed as FairSeedRow, row.nonce),
      balanceBefore: row.balanceBefore.toString(),
      balanceAfter: row.balanceAfter.toString(),
      createdAt: row.createdAt.toISOString(),
    } satisfies Round;
  }

  return {
    /** The active pair (server seed hidden: only its hash) and the last revealed one. */
    async seeds(userId: number): Promise<{ active: FairSeeds; revealed: FairSeeds | null }> {
      const active = await activeSeed(userId);
      const revealed = await repository.lastRevealedSeed(userId);
      return {
        active: seedsOf(active, active.nextNonce),
        revealed: revealed ? seedsOf(revealed, revealed.nextNonce) : null,
      };
    },

    /** Reveals the active server seed and starts a new pair (with the player's client seed, if given). */
    async rotateSeeds(userId: number, clientSeed?: string) {
      seedMemory.delete(userId);
      await activeSeed(userId);
      await repository.revealSeed(userId, clock.now());
      const serverSeed = randomSeed();
      await repository.openSeed({
        userId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: clientSeed ?? randomSeed(8),
      });
      return this.seeds(userId);
    },

    /**
     * Plays a real-money round. The same `requestId` twice (a double click, a retried request)
     * plays once: the second call answers the first round.
     */
    async spin(
      player: Player,
      slug: string,
      input: { bet: string; requestId: string; buy: boolean; freeSpin?: boolean },
    ): Promise<Round> {
      const { game, engine } = await playableGame(slug);
      if (input.freeSpin) {
        if (input.buy) throw new AppError('VALIDATION_ERROR', 'A free spin cannot buy the feature');
        // a repeated request id (a double click, a retry) answers the round it played
        const played = await repository.findRound(roundKeyOf(player.id, input.requestId));
        if (played) return present(played, game.slug);
        try {
          return await drawing(player.id, async () =>
            playFree(player, game, engine, await requireFreeSpin(player.id, game.slug), input.requestId),
          );
        } catch (error) {
          seedMemory.delete(player.id);
          if (databaseCode(error) === bonusMovedCode)
            throw new AppError('BONUS_NOT_FOUND', 'You have no free spins left on this game');
          throw error;
        }
      }
      const bet = checkBet(game, engine, input.bet, input.buy);
      const cost = input.buy ? bet * BigInt(engine.definition.bonusBuy?.cost ?? 1) : bet;
      await bonusRules?.assertBetAllowed(player.id, { game: game.slug, amount: cost });
      try {
        return await drawing(player.id, () => playReal(player, game, engine, bet, input));
      } catch (error) {
        // nothing was settled: the nonce this round drew with stays the pair's next (no silent gap)
        seedMemory.delete(player.id);
        throw refusalOf(error, input.buy);
      }
    },

    /**
     * A demo round: the same maths with seeds made for it and shown at once, fun money only,
     * nothing written. Guests may play when the operator's settings allow.
     */
    async demoSpin(
      player: Player | null,
      slug: string,
      input: { bet: string; buy: boolean },
    ): Promise<Round> {
      const { game, engine } = await playableGame(slug);
      if (!player && !(await getSettings()).guestDemoPlay) {
        throw new AppError('FORBIDDEN', 'Demo not available: please log in to play');
      }
      const bet = checkBet(game, engine, input.bet, input.buy);
      const serverSeed = randomSeed();
      const clientSeed = randomSeed(8);
      const outcome = playRound(engine, createRoundRandom({ serverSeed, clientSeed, nonce: 0 }), {
        buy: input.buy,
      });
      const betUnits = engine.definition.betUnits;
      const cost = input.buy ? bet * BigInt(engine.definition.bonusBuy?.cost ?? 1) : bet;
      const steps = stepsOf(outcome, bet, betUnits);
      return {
        id: `demo-${clientSeed}`,
        game: game.slug,
        demo: true,
        bet: bet.toString(),
        cost: cost.toString(),
        win: ((BigInt(outcome.units) * bet) / BigInt(betUnits)).toString(),
        currency: null,
        bought: input.buy,
        capped: outcome.capped,
        steps,
        shownSteps: steps.length,
        seeds: { serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0, serverSeed },
        balanceBefore: null,
        balanceAfter: null,
        createdAt: clock.now().toISOString(),
      };
    },

    /** The player's last rounds of a game, newest first (game recall). */
    async recentRounds(playerId: number, slug: string): Promise<Round[]> {
      const { game } = await playableGame(slug);
      const rows = await repository.recentRounds(playerId, game.id, recallSize);
      const seeds = await repository.seedsById([...new Set(rows.map((row) => row.seedId))]);
      const byId = new Map(seeds.map((seed) => [seed.id, seed]));
      return Promise.all(rows.map((row) => present(row, game.slug, byId)));
    },

    /** The player's latest round of a game if the player has not seen all of it (a feature to resume). */
    async unfinishedRound(playerId: number, slug: string): Promise<Round | null> {
      const { game } = await playableGame(slug);
      const [latest] = await repository.recentRounds(playerId, game.id, 1);
      if (!latest) return null;
      const steps = (latest.outcome as StoredOutcome).steps.length;
      return latest.shownSteps < steps ? present(latest, game.slug) : null;
    },

    /** Records how many steps of a round the player has seen. */
    async markShown(playerId: number, roundId: string, shownSteps: number): Promise<void> {
      if (!(await repository.markShown(roundKeyOf(playerId, roundId), shownSteps))) {
        throw new AppError('NOT_FOUND', 'No such round');
      }
    },
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
