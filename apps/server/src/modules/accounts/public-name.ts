/** What decides how a player is named in public (win feeds, game providers). */
export type PublicNameFields = {
  nickname: string | null;
  username: string | null;
  uniqueId: string;
  ghostMode: boolean;
};

/**
 * The name public feeds show: none in ghost mode; the nickname the player chose; else the
 * username with its middle hidden; else "Player" and the end of their public id.
 */
export function publicName(player: PublicNameFields): string | null {
  if (player.ghostMode) return null;
  const nickname = player.nickname?.trim();
  if (nickname) return nickname;
  const username = player.username?.trim();
  if (username)
    return username.length <= 3 ? `${username[0]}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;
  return `Player ${player.uniqueId.slice(-4).toUpperCase()}`;
}
