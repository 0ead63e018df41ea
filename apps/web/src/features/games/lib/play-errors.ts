import { type BetLimitKind, betLimitErrorCodes, betLimitKinds } from '@casino/contracts/responsible-gaming';
import { ApiError } from '../../../lib/api-client';

/** A translation function as these messages need it. */
export type Translate = (key: string, options?: Record<string, string>) => string;

/** Formats an amount in minor units; `currency` defaults to the player's. */
export type FormatAmount = (amount: string, currency?: string) => string;

/**
 * A refused round the play screen answers with a dialog as well as its message: a bonus buy over
 * one of the player's own limits (spec §4: confirm the buy over the limit, or a regular spin at
 * its bet), or a reality check that is due (the reminder).
 */
export type PlayDialog =
  | { kind: 'overLimit'; bet: bigint; limit: BetLimitKind | null }
  | { kind: 'realityCheck' };

const betLimitCodes: ReadonlySet<string> = new Set(Object.values(betLimitErrorCodes));

/** A round refused by one of the player's own bet or loss limits (MAX_BET_LIMIT_REACHED, ...). */
export function isBetLimitRefusal(error: unknown): boolean {
  return error instanceof ApiError && betLimitCodes.has(error.errorCode);
}

/** A refusal whose next step is the player's limits page: their own limits, or the monthly winnings limit. */
export function offersLimitsLink(error: unknown): boolean {
  return (
    isBetLimitRefusal(error) ||
    (error instanceof ApiError && error.errorCode === 'MONTHLY_WINNINGS_LIMIT_REACHED')
  );
}

/** The dialog a refused round `input` opens, or null when its message says it all. */
export function playDialogFor(error: unknown, input: { bet: bigint; buy: boolean }): PlayDialog | null {
  if (!(error instanceof ApiError)) return null;
  if (error.errorCode === 'REALITY_CHECK_DUE') return { kind: 'realityCheck' };
  if (input.buy && betLimitCodes.has(error.errorCode) && error.fields?.excludable === 'true') {
    return { kind: 'overLimit', bet: input.bet, limit: limitKindOf(error.fields.limit) };
  }
  return null;
}

/** The key of a limit's name ("daily loss limit"), for "goes over your …". */
export function limitNameKey(limit: BetLimitKind | null): string {
  return `games.play.overLimit.limit.${limit ?? 'other'}`;
}

function limitKindOf(value: string | undefined): BetLimitKind | null {
  return (betLimitKinds as readonly string[]).includes(value ?? '') ? (value as BetLimitKind) : null;
}

/** Why a round was refused, in words a player understands. */
export function playErrorMessage(error: unknown, t: Translate, money: FormatAmount): string {
  if (!(error instanceof ApiError)) return t('shell.error.somethingWrong');
  const limit = error.fields?.limit;
  switch (error.errorCode) {
    case 'INSUFFICIENT_FUNDS':
      return t('games.play.insufficientFunds');
    // the active bonus's own rules (spec §8): a game it excludes, a bet above its limit
    case 'BONUS_GAME_NOT_ELIGIBLE':
      return t('games.play.bonusGameNotEligible');
    case 'BONUS_BET_LIMIT':
      if (limit) return t('games.play.bonusBetLimit', { amount: money(limit, error.fields?.currency) });
      break;
    // the game's own bet range: fields.limit is its smallest or largest bet
    case 'BET_BELOW_MINIMUM':
      if (isAmount(limit)) return t('games.play.betBelowMinimum', { amount: money(limit) });
      break;
    case 'BET_ABOVE_MAXIMUM':
      if (isAmount(limit)) return t('games.play.betAboveMaximum', { amount: money(limit) });
      break;
    // the operator's rules for every player
    case 'GLOBAL_BET_LIMIT_REACHED':
      return t('games.play.globalBetLimit');
    case 'MONTHLY_WINNINGS_LIMIT_REACHED':
      return t('games.play.monthlyWinningsLimit');
    case 'REALITY_CHECK_DUE':
      return t('games.play.realityCheckDue');
    // a confirmed bonus buy whose confirmation was used by another round or lapsed
    case 'BET_EXCLUSION_NOT_ARMED':
      return t('games.play.betExclusionNotArmed');
    // a break refuses bets: the server's message names which break and until when
    case 'SELF_EXCLUDED':
      return error.message.trim() || t('games.play.selfExcluded');
  }
  // a bet or loss limit the player set: the server's message names which one
  if (isBetLimitRefusal(error)) return error.message.trim() || t('games.play.betLimitReached');
  return error.message;
}

const isAmount = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);
