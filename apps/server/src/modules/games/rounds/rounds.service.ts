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
import type { SeedVault } from './seed-vault.ts';

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

/** The seeds the player chose for changed meanwhile (a rotation, another tab): nothing was set. */
const seedsChanged = () =>
  new AppError('SEED_PAIR_CHANGED', 'Your seeds changed meanwhile: check the hashes shown and choose again');

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

/** A seed pair with its server seed opened: what this process draws rounds with, never stored so. */
type DrawingSeed = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
};

/** The active pair as the player sees it: the server seed's hash, and the next pair's committed one. */
export type ActiveSeeds = {
  serverSeedHash: string;
  clientSeed: string | null;
  nonce: number;
  nextServerSeedHash: string;
};

/** Seeds a start-up or a key rotation re-seals per read. */
const resealBatch = 200;
/** Passes a key rotation makes over the seeds before it gives up on rows rotating under it. */
const resealPasses = 5;

/** Seals the server seeds still stored in plain text by an earlier release; how many. */
export async function sealPlainSeeds(repository: RoundsRepository, vault: SeedVault): Promise<number> {
  let sealed = 0;
  for (let afterId = 0; ; ) {
    const batch = await repository.plainSeeds(afterId, resealBatch);
    for (const row of batch) {
      afterId = row.id;
      await repository.sealPlainSeed(row.id, vault.seal(row.seed, row.userId));
      sealed += 1;
    }
    if (batch.length < resealBatch) return sealed;
  }
}

/**
 * Fails when stored seeds are sealed with a key neither SEED_ENCRYPTION_KEY nor one of the
 * previous keys: a server started with the wrong key must not seal new seeds beside them.
 */
export async function assertSeedKeysKnown(repository: RoundsRepository, vault: SeedVault): Promise<void> {
  const unknown = (await repository.sealingKeyIds()).filter((keyId) => !vault.knows(keyId));
  if (unknown.length > 0) {
    throw new Error(
      `server seeds are sealed with key${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')}, which ` +
        'SEED_ENCRYPTION_KEY and SEED_ENCRYPTION_PREVIOUS_KEYS do not hold: set the key the casino used',
    );
  }
}

/**
 * The key rotation: seals plain seeds, then re-seals every seed not sealed with the current key,
 * pass after pass (a row a player rotated meanwhile is read again by the next pass) until none is
 * left; throws when rows are still under an old key after the last pass. How many it re-sealed.
 */
export async function resealServerSeeds(repository: RoundsRepository, vault: SeedVault): Promise<number> {
  let resealed = await sealPlainSeeds(repository, vault);
  const reseal = (sealed: string | null, userId: number) =>
    sealed === null || vault.isCurrent(sealed) ? sealed : vault.seal(vault.open(sealed, userId), userId);
  for (let pass = 1; pass <= resealPasses; pass++) {
    let stale = 0;
    for (let afterId = 0; ; ) {
      const batch = await repository.sealedSeeds(afterId, resealBatch);
      for (const row of batch) {
        afterId = row.id;
        const sealed = {
          serverSeedSealed: reseal(row.serverSeedSealed, row.userId) as string,
          nextServerSeedSealed: reseal(row.nextServerSeedSealed, row.userId),
        };
        if (
          sealed.serverSeedSealed === row.serverSeedSealed &&
          sealed.nextServerSeedSealed === row.nextServerSeedSealed
        )
          continue;
        if (await repository.resealSeed(row.id, sealed, row)) resealed += 1;
        else stale += 1;
      }
      if (batch.length < resealBatch) break;
    }
    if (stale === 0) {
      const old = (await repository.sealingKeyIds()).filter((keyId) => keyId !== vault.currentKeyId);
      if (old.length === 0) return resealed;
    }
  }
  throw new Error('server seeds kept changing during the key rotation: run it again');
}

/**
 * Real-money and demo rounds of the house studio's slots, and the provably fair seeds behind them.
 * A real round is decided by the player's seed pair and the next nonce (never by the stake or the
 * balance), then settled by the wallet in one transaction: bet, win and the round's record.
 */
export function createRoundsService({
  repository,
  vault,
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
  /** Seals server seeds at rest and opens them to draw and to reveal. */
  vault: SeedVault;
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

  /** A new server seed, sealed, and its hash (what the player is shown before it is used). */
  function newServerSeed(userId: number) {
    const seed = randomSeed();
    return { sealed: vault.seal(seed, userId), hash: hashServerSeed(seed) };
  }

  /**
   * A pair's server seed in plain text (sealed, or plain from before sealing), checked against the
   * hash the player was shown: a sealed value moved between rows never decides or reveals a round.
   */
  function serverSeedOf(seed: FairSeedRow): string {
    const opened = seed.serverSeedSealed
      ? vault.open(seed.serverSeedSealed, seed.userId)
      : (seed.plainServerSeed as string);
    if (hashServerSeed(opened) !== seed.serverSeedHash)
      throw new Error(`seed pair ${seed.id} does not open to the server seed its hash commits to`);
    return opened;
  }

  /** The seeds shown with a round: the server seed once its pair is revealed. */
  const seedsOf = (seed: FairSeedRow, nonce: number): FairSeeds => ({
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed as string,
    nonce,
    serverSeed: seed.revealedAt ? serverSeedOf(seed) : null,
  });

  /**
   * The player's active pair, started when there is none: its server seed and the next pair's are
   * both committed now, before the player chooses a client seed for either.
   */
  async function activeSeed(userId: number): Promise<FairSeedRow & { nextServerSeedHash: string }> {
    let found = await repository.activeSeed(userId);
    if (!found) {
      const current = newServerSeed(userId);
      const next = newServerSeed(userId);
      await repository.openSeed({
        userId,
        serverSeedSealed: current.sealed,
        serverSeedHash: current.hash,
        nextServerSeedSealed: next.sealed,
        nextServerSeedHash: next.hash,
      });
      found = await repository.activeSeed(userId);
    } else if (!found.nextServerSeedHash) {
      // a pair started before pairs committed their successor
      await repository.commitNextSeed(found.id, newServerSeed(userId));
      found = await repository.activeSeed(userId);
    }
    return found as FairSeedRow & { nextServerSeedHash: string };
  }

  /**
   * The player's active pair and the next nonce this process will use, remembered so a round needs
   * no read of its own: the round's transaction checks both (`useNonce`), and a stale memory only
   * costs that round one more draw. Bounded; the oldest players go first.
   */
  const seedMemory = new Map<number, DrawingSeed>();
  async function seedForRound(userId: number): Promise<{ seed: DrawingSeed; nonce: number }> {
    let seed = seedMemory.get(userId);
    if (!seed) {
      let row = await activeSeed(userId);
      if (row.clientSeed === null) {
        // a player (an API client) who never chose one: the casino picks it, as late as it can
        await repository.chooseClientSeed(userId, randomSeed(8), { onlyUnset: true });
        row = await activeSeed(userId);
      }
      seed = {
        id: row.id,
        serverSeed: serverSeedOf(row),
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed as string,
        nextNonce: row.nextNonce,
      };
      seedMemory.set(userId, seed);
      if (seedMemory.size > seedMemoryLimit) seedMemory.delete(seedMemory.keys().next().value as number);
    }
    // taken now, synchronously: concurrent rounds of one player get consecutive nonces, in order
    const nonce = seed.nextNonce;
    seed.nextNonce += 1;
    return { seed, nonce };
  }

  /** The seeds of a round just drawn with the active pair: the server seed stays hidden. */
  const drawnSeeds = (seed: DrawingSeed, nonce: number): FairSeeds => ({
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce,
    serverSeed: null,
  });

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
        repository.useNonce(seed.id, nonce, seed.clientSeed),
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
      seeds: drawnSeeds(seed, nonce),
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
      repository.useNonce(seed.id, nonce, seed.clientSeed),
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
      seeds: drawnSeeds(seed, nonce),
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
    /**
     * The active pair (server seed as its hash only), the hash of the server seed the next pair
     * will use (committed before the player chooses its client seed), and the last revealed pair.
     */
    async seeds(userId: number): Promise<{ active: ActiveSeeds; revealed: FairSeeds | null }> {
      const active = await activeSeed(userId);
      const revealed = await repository.lastRevealedSeed(userId);
      return {
        active: {
          serverSeedHash: active.serverSeedHash,
          clientSeed: active.clientSeed,
          nonce: active.nextNonce,
          nextServerSeedHash: active.nextServerSeedHash,
        },
        revealed: revealed ? seedsOf(revealed, revealed.nextNonce) : null,
      };
    },

    /**
     * Sets the active pair's client seed (a new player's browser picks a random one): only before
     * the pair's first round, and only for the pair whose server seed hash the player saw
     * (`serverSeedHash`), committed before they chose.
     */
    async chooseClientSeed(userId: number, input: { clientSeed: string; serverSeedHash: string }) {
      seedMemory.delete(userId);
      const chosen = await repository.chooseClientSeed(userId, input.clientSeed, {
        serverSeedHash: input.serverSeedHash,
      });
      if (!chosen) {
        const active = await repository.activeSeed(userId);
        if (active?.serverSeedHash === input.serverSeedHash && active.nextNonce > 0) {
          throw new AppError(
            'SEED_PAIR_IN_USE',
            'Rounds were played with this seed pair: rotate it to choose a new client seed',
          );
        }
        throw seedsChanged();
      }
      return this.seeds(userId);
    },

    /**
     * Reveals the active server seed and moves to the pair whose server seed was committed before,
     * with the client seed the player chose after seeing that seed's hash (`nextServerSeedHash`,
     * required with a client seed); without one the browser chooses later. A new next server seed
     * is committed.
     */
    async rotateSeeds(userId: number, input: { clientSeed?: string; nextServerSeedHash?: string } = {}) {
      seedMemory.delete(userId);
      await activeSeed(userId);
      const rotated = await repository.rotateSeed({
        userId,
        at: clock.now(),
        nextHash: input.nextServerSeedHash ?? null,
        clientSeed: input.clientSeed ?? null,
        fallbackClientSeed: randomSeed(8),
        next: newServerSeed(userId),
      });
      seedMemory.delete(userId);
      if (!rotated) throw seedsChanged();
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
