/** The query parameter that carries an access token into the app (spec §2 Modals). */
export const accessTokenParam = 'at';

/**
 * Splits the token off a query. Null when the query has no `at` parameter; otherwise the token
 * (null when blank) and the query without it, every other parameter kept in order.
 */
export function takeAccessToken(
  params: URLSearchParams,
): { token: string | null; rest: URLSearchParams } | null {
  if (!params.has(accessTokenParam)) return null;
  const token = params.get(accessTokenParam)?.trim() ?? '';
  const rest = new URLSearchParams(params);
  rest.delete(accessTokenParam);
  return { token: token === '' ? null : token, rest };
}
