import type { Round } from '@casino/contracts';
import type { roundResponseSchema } from '@casino/contracts/games';
import { type Answer, apiPost } from '../../../lib/api-client';

/** A new id per click: the server plays a repeated id once (a double click, a retried request). */
export const newRequestId = () => crypto.randomUUID();

/** POST /api/games/{game}/spin: a real-money round, or one of the player's free spins on the game. */
export async function playRealRound(
  slug: string,
  input: { bet: bigint; buy: boolean; requestId: string; freeSpin?: boolean },
): Promise<Round> {
  const { data } = await apiPost<Answer<typeof roundResponseSchema>>(
    `/api/games/${encodeURIComponent(slug)}/spin`,
    {
      bet: input.bet.toString(),
      buy: input.buy,
      requestId: input.requestId,
      ...(input.freeSpin ? { freeSpin: true } : {}),
    },
  );
  return data.round;
}

/** POST /api/games/{game}/demo-spin: the same maths with fun money; nothing is stored. */
export async function playDemoRound(slug: string, input: { bet: bigint; buy: boolean }): Promise<Round> {
  const { data } = await apiPost<Answer<typeof roundResponseSchema>>(
    `/api/games/${encodeURIComponent(slug)}/demo-spin`,
    { bet: input.bet.toString(), buy: input.buy },
  );
  return data.round;
}
