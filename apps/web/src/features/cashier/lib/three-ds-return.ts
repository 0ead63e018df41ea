/** The 3-D Secure result a card's challenge page hands back on the deposit-3ds-success return (spec §4). */
export const challengeParams = ['PaReq', 'MD'] as const;

/** PaReq and MD from the query when both are there and of a sane length (the server's limits); else null. */
export function readChallengeParams(params: URLSearchParams): { PaReq: string; MD: string } | null {
  const paReq = params.get('PaReq') ?? '';
  const md = params.get('MD') ?? '';
  if (paReq === '' || md === '' || paReq.length > 2000 || md.length > 200) return null;
  return { PaReq: paReq, MD: md };
}

/** The query without PaReq and MD; `modal`, `met` and everything else stay. */
export function withoutChallengeParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of challengeParams) next.delete(name);
  return next;
}
