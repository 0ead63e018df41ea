import type { UserDetails } from '@casino/contracts';
import type { Accounts, UserRow } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Content } from '../content/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';

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

/**
 * The player as the casino shows them: the "me" read model of user details (spec §3), assembled
 * from the other modules' public reads, and the names public feeds show of players.
 */
export function createPlayersService({
  accounts,
  wallet,
  bonuses,
  responsibleGaming,
  content,
}: {
  accounts: Pick<Accounts, 'profile' | 'publicNameFields'>;
  wallet: Pick<Wallet, 'balances' | 'depositCount'>;
  bonuses: Pick<Bonuses, 'activeBonus'>;
  responsibleGaming: Pick<ResponsibleGaming, 'userLimit' | 'ghostModes'>;
  content: Pick<Content, 'getCurrencies'>;
}) {
  return {
    async userDetails(user: UserRow): Promise<UserDetails> {
      // the bonus first: bringing it up to date may move bonus money to cash
      const bonus = await bonuses.activeBonus(user.id);
      const [currencies, balances, depositCount, limits] = await Promise.all([
        content.getCurrencies(),
        wallet.balances(user.id, user.currencyCode),
        wallet.depositCount(user.id),
        responsibleGaming.userLimit(user.id),
      ]);
      const currency = currencies.find((entry) => entry.code === user.currencyCode);
      return {
        getUser: { ...accounts.profile(user), ghostMode: limits.ghostMode, userLimit: limits.userLimit },
        userWallet: {
          amount: balances.cash.toString(),
          nonCashAmount: balances.bonus.toString(),
          totalAmount: balances.total.toString(),
          currencyCode: user.currencyCode,
          exponent: currency?.exponent ?? 2,
        },
        depositCount,
        isCrypto: currency?.isCrypto ?? false,
        userLoyaltyLevel: { level: 1, loyaltyPoints: 0, pointsTillLevelUp: null, xp: 0 },
        referralData: null,
        activeBonus: bonus,
        currencySymbol: currency?.symbol ?? user.currencyCode,
        userMonthlyLimit: null,
        isSelfExcluded: limits.isSelfExcluded,
      };
    },

    /** What public names are made of, for the players given (unknown ids are left out). */
    async publicNameFields(userIds: number[]): Promise<Map<number, PublicNameFields>> {
      const ids = [...new Set(userIds)];
      const [fields, ghosts] = await Promise.all([
        accounts.publicNameFields(ids),
        responsibleGaming.ghostModes(ids),
      ]);
      return new Map(fields.map(({ id, ...rest }) => [id, { ...rest, ghostMode: ghosts.has(id) }]));
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;
