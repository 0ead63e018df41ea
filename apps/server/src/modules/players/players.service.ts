import type { MoneyAmount, PublicPlayerStatistic, UserDetails, VipClub } from '@casino/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type Accounts, type PublicNameFields, publicName, type UserRow } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Content } from '../content/index.ts';
import { type Loyalty, loyaltyHistoryView } from '../loyalty/index.ts';
import type { Rakeback } from '../rakeback/index.ts';
import type { Referrals } from '../referrals/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';

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
  loyalty,
  rakeback,
  referrals,
  clock,
}: {
  accounts: Pick<Accounts, 'profile' | 'publicNameFields' | 'findPlayer'>;
  wallet: Pick<Wallet, 'balances' | 'depositCount' | 'activitySince'>;
  bonuses: Pick<Bonuses, 'activeBonus'>;
  responsibleGaming: Pick<ResponsibleGaming, 'userLimit' | 'ghostModes' | 'monthlyWinnings'>;
  content: Pick<Content, 'getCurrencies'>;
  loyalty: Pick<Loyalty, 'standing' | 'ladder' | 'history'>;
  rakeback: Pick<Rakeback, 'settings'>;
  referrals: Pick<Referrals, 'referralData'>;
  clock: { now(): Date };
}) {
  async function publicNameFields(userIds: number[]): Promise<Map<number, PublicNameFields>> {
    const ids = [...new Set(userIds)];
    const [fields, ghosts] = await Promise.all([
      accounts.publicNameFields(ids),
      responsibleGaming.ghostModes(ids),
    ]);
    return new Map(fields.map(({ id, ...rest }) => [id, { ...rest, ghostMode: ghosts.has(id) }]));
  }

  return {
    async userDetails(user: UserRow): Promise<UserDetails> {
      // the bonus first: bringing it up to date may move bonus money to cash
      const bonus = await bonuses.activeBonus(user.id);
      const [currencies, balances, depositCount, limits, standing, referralData, monthly] = await Promise.all(
        [
          content.getCurrencies(),
          wallet.balances(user.id, user.currencyCode),
          wallet.depositCount(user.id),
          responsibleGaming.userLimit(user.id),
          loyalty.standing(user.id),
          referrals.referralData(user.id),
          responsibleGaming.monthlyWinnings(user),
        ],
      );
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
        userLoyaltyLevel: {
          level: standing.level,
          loyaltyPoints: standing.loyaltyPoints,
          pointsTillLevelUp: standing.pointsTillLevelUp,
          xp: standing.xp,
        },
        referralData,
        activeBonus: bonus,
        currencySymbol: currency?.symbol ?? user.currencyCode,
        userMonthlyLimit: monthly
          ? { amount: monthly.amount, used: monthly.used, resetsAt: monthly.resetsAt }
          : null,
        isSelfExcluded: limits.isSelfExcluded,
      };
    },

    /**
     * The VIP club (GET /api/user/vip-club): the ladder with each level's perks priced in the
     * viewer's currency (a guest's is the casino's default), and for a player their standing and
     * history.
     */
    async vipClub(user: UserRow | null): Promise<VipClub> {
      const [currencies, { levels, settings }, terms] = await Promise.all([
        content.getCurrencies(),
        loyalty.ladder(),
        rakeback.settings(),
      ]);
      const currency =
        currencies.find((entry) => entry.code === user?.currencyCode) ??
        currencies.find((entry) => entry.isDefault) ??
        currencies[0];
      const code = currency?.code ?? 'EUR';
      const exponent = currency?.exponent ?? 2;
      const money = (amount: string | undefined): MoneyAmount | null =>
        amount && BigInt(amount) > 0n ? { amount, currency: code, exponent } : null;
      const [standing, history] = user
        ? await Promise.all([loyalty.standing(user.id), loyalty.history(user.id)])
        : [null, []];
      return {
        levels: levels.map((rung) => ({
          level: rung.level,
          name: rung.name,
          xpThreshold: rung.xpThreshold,
          reward: money(rung.reward[code]),
          rakebackPercentBp: terms.levelPercentBp[String(rung.level)] ?? terms.percentBp,
          withdrawalLimit: money(rung.withdrawalLimit[code]),
          personalManager: rung.personalManager,
        })),
        rate: money(settings.rates[code]),
        player: standing,
        history: history.map((row) => loyaltyHistoryView(row, exponentsOf(currencies))),
      };
    },

    /** What public names are made of, for the players given (unknown ids are left out). */
    publicNameFields,

    /**
     * A player's public statistic (spec §3, §7): deposits and bets of the last 30 days, with the
     * name public feeds show (none in ghost mode). 404 for an unknown id.
     */
    async publicStatistic(uniqueId: string): Promise<PublicPlayerStatistic> {
      const found = await accounts.findPlayer(uniqueId);
      if (!found) throw new AppError('NOT_FOUND', 'There is no such player');
      const since = new Date(clock.now().getTime() - 30 * 24 * 60 * 60_000);
      const [names, activity, currencies] = await Promise.all([
        publicNameFields([found.userId]),
        wallet.activitySince(found.userId, since),
        content.getCurrencies(),
      ]);
      const fields = names.get(found.userId);
      return {
        uniqueId: found.uniqueId,
        name: fields ? publicName(fields) : null,
        currency: found.currencyCode,
        exponent: currencies.find((entry) => entry.code === found.currencyCode)?.exponent ?? 2,
        depositAmountLast30Days: activity.deposited.toString(),
        totalBetsLast30Days: activity.bets,
      };
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;

const exponentsOf = (currencies: Array<{ code: string; exponent: number }>) =>
  new Map(currencies.map((entry) => [entry.code, entry.exponent]));
