import type { MoneyAmount, ReferralOverview, ReferralSettings } from '@casino/contracts';
import { minor } from '@casino/money';
import { networkOf } from '../../lib/client-address.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomReadable } from '../../lib/tokens.ts';
import type { Accounts, SignedUp } from '../accounts/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { type ReferralRow, type ReferralsRepository, rewardPaidRecord } from './referrals.repository.ts';

/** How many of a referrer's past sessions are compared with a friend's network. */
const sessionsCompared = 50;

/**
 * Refer-a-friend: a sign-up through a player's link is recorded once (refused when it comes from the
 * referrer's own device or network), qualifies once the friend is a depositor who has wagered the
 * operator's amount (refused when the friend paid with one of the referrer's cards), and pays the
 * referrer's reward once per friend (posting `referral:<friend>`), as soon as the referrer is a
 * depositor themselves (spec §6: the reward needs a first deposit).
 */
export function createReferralsService({
  repository,
  wallet,
  accounts,
  cardTokens,
  names,
  exponentOf,
  clock,
}: {
  repository: ReferralsRepository;
  wallet: Pick<
    Wallet,
    'depositCount' | 'depositCounts' | 'wageredSince' | 'wageredSinceEach' | 'payReferralReward'
  >;
  accounts: Pick<Accounts, 'playerById' | 'playersByIds' | 'recentSessions'>;
  /** The tokens of the cards a player deposited with. */
  cardTokens: (userId: number) => Promise<string[]>;
  /** Players' public names (null in ghost mode). */
  names: (userIds: number[]) => Promise<Map<number, string | null>>;
  exponentOf: (currency: string) => Promise<number>;
  clock: Clock;
}) {
  async function money(amount: bigint, currency: string): Promise<MoneyAmount> {
    return { amount: amount.toString(), currency, exponent: await exponentOf(currency) };
  }

  // players whose own referral is settled or who have none (most players): no read on their every bet
  const settled = new Set<number>();
  const remember = (userId: number) => {
    if (settled.size >= 100_000) settled.delete(settled.values().next().value as number);
    settled.add(userId);
  };

  /** The player's code, made the first time it is asked for. */
  async function codeOf(userId: number): Promise<string> {
    const existing = await repository.codeOf(userId);
    if (existing) return existing;
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = await repository.claimCode(userId, randomReadable(8).toUpperCase(), clock.now());
      if (code) return code;
    }
    throw new Error('no free referral code after 5 attempts');
  }

  /** Records a sign-up through a referral link (an unknown code is ignored). */
  async function recordSignUp(event: SignedUp): Promise<void> {
    if (!event.referralCode) return;
    const referrerId = await repository.ownerOf(event.referralCode);
    if (referrerId === null) return;
    const refusal = await signUpRefusal(referrerId, event);
    await repository.insert({
      friendId: event.userId,
      referrerId,
      code: event.referralCode.toUpperCase(),
      status: refusal ? 'refused' : 'pending',
      refusal,
      friendIp: event.ip,
      friendDevice: event.device,
      createdAt: event.at,
    });
  }

  /** Why a sign-up does not count: the referrer themselves, their device, or their network. */
  async function signUpRefusal(referrerId: number, event: SignedUp): Promise<ReferralRow['refusal']> {
    if (referrerId === event.userId) return 'self';
    const [referrer, sessions] = await Promise.all([
      accounts.playerById(referrerId),
      accounts.recentSessions(referrerId, sessionsCompared),
    ]);
    const meta = referrer?.signUpMeta ?? {};
    const devices = [meta.uniqueKey, meta.userUUID].filter(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (event.device && devices.includes(event.device)) return 'same_device';
    const addresses = [
      typeof meta.ip === 'string' ? meta.ip : null,
      ...sessions.map((session) => session.ip),
    ];
    const network = networkOf(event.ip);
    if (addresses.some((address) => address && networkOf(address) === network)) return 'same_network';
    return null;
  }

  /**
   * Brings the friend's referral up to date: qualified once they deposited and wagered enough (or
   * refused when they paid with one of the referrer's cards), then paid.
   */
  async function check(friendId: number): Promise<void> {
    if (settled.has(friendId)) return;
    const referral = await repository.referralOf(friendId);
    // a referral is made at sign-up only: a player without one (or whose one is settled) never gets one
    if (!referral || referral.status === 'paid' || referral.status === 'refused') {
      remember(friendId);
      return;
    }
    if (referral.status === 'pending') {
      const friend = await accounts.playerById(friendId);
      if (!friend) return;
      const settings = await repository.settings();
      const required = BigInt(settings.wagerRequired[friend.currencyCode] ?? '0');
      const [deposits, wagered] = await Promise.all([
        wallet.depositCount(friendId),
        wallet.wageredSince(friendId, referral.createdAt),
      ]);
      if (deposits === 0 || wagered < required) return;
      const [friendCards, referrerCards] = await Promise.all([
        cardTokens(friendId),
        cardTokens(referral.referrerId),
      ]);
      const sameCard = friendCards.some((token) => referrerCards.includes(token));
      await repository.settle(
        friendId,
        sameCard
          ? { status: 'refused', refusal: 'same_card', at: clock.now() }
          : { status: 'qualified', at: clock.now() },
      );
    }
    const current = await repository.referralOf(friendId);
    if (current?.status === 'qualified') await pay(current);
  }

  /** Pays a qualified referral's reward once the referrer is a depositor (once: keyed by the friend). */
  async function pay(referral: ReferralRow): Promise<void> {
    const settings = await repository.settings();
    if (!settings.enabled) return;
    const referrer = await accounts.playerById(referral.referrerId);
    if (!referrer || referrer.blockedAt) return;
    const reward = BigInt(settings.reward[referrer.currencyCode] ?? '0');
    if (reward <= 0n) return;
    if ((await wallet.depositCount(referrer.id)) === 0) return;
    await wallet.payReferralReward({
      userId: referrer.id,
      currency: referrer.currencyCode,
      amount: minor(reward),
      idempotencyKey: `referral:${referral.friendId}`,
      context: { reason: 'referral_reward', friend: referral.friendId },
      records: [rewardPaidRecord(referral.friendId, referrer.currencyCode, reward, clock.now())],
    });
  }

  return {
    codeOf,
    recordSignUp,
    check,

    /** A deposit or bet by `userId`: their own referral may qualify, and, as a referrer, theirs may be paid. */
    async afterPlay(userId: number, deposited: boolean): Promise<void> {
      await check(userId);
      if (deposited) for (const referral of await repository.qualifiedOf(userId)) await pay(referral);
    },

    /** Every open referral checked again (events a crashed process never handled). */
    async catchUp(): Promise<number> {
      let after = 0;
      let checked = 0;
      for (;;) {
        const batch = await repository.open(after, 200);
        for (const referral of batch) await check(referral.friendId);
        checked += batch.length;
        const last = batch.at(-1);
        if (!last || batch.length < 200) return checked;
        after = last.friendId;
      }
    },

    /** The player's link, the terms in their currency, and their friends. */
    async overview(user: { id: number; currencyCode: string }): Promise<ReferralOverview> {
      const [code, settings, counts, friends, deposits] = await Promise.all([
        codeOf(user.id),
        repository.settings(),
        repository.countsOf(user.id),
        repository.friendsOf(user.id, 100),
        wallet.depositCount(user.id),
      ]);
      // each friend's name, currency, wagering and deposits: four reads for the whole list
      const friendIds = friends.map((friend) => friend.friendId);
      const [friendNames, friendAccounts, wageredBy, depositsBy] = await Promise.all([
        names(friendIds),
        accounts.playersByIds(friendIds),
        wallet.wageredSinceEach(
          friends.map((friend) => ({ userId: friend.friendId, since: friend.createdAt })),
        ),
        wallet.depositCounts(friendIds),
      ]);
      const currencyOf = new Map(friendAccounts.map((account) => [account.id, account.currencyCode]));
      // an amount of "0" is none
      const positive = (value: string | undefined) => (value && BigInt(value) > 0n ? value : undefined);
      const reward = positive(settings.reward[user.currencyCode]);
      const required = positive(settings.wagerRequired[user.currencyCode]);
      return {
        code,
        eligible: deposits > 0,
        enabled: settings.enabled,
        reward: reward && BigInt(reward) > 0n ? await money(BigInt(reward), user.currencyCode) : null,
        wagerRequired:
          required && BigInt(required) > 0n ? await money(BigInt(required), user.currencyCode) : null,
        ...counts,
        earned: await money(counts.earned, user.currencyCode),
        friends: await Promise.all(
          friends.map(async (friend) => {
            const currency = currencyOf.get(friend.friendId) ?? user.currencyCode;
            const wagered = wageredBy.get(friend.friendId) ?? 0n;
            const friendDeposits = depositsBy.get(friend.friendId) ?? 0;
            const friendRequired = positive(settings.wagerRequired[currency]);
            return {
              name: friendNames.get(friend.friendId) ?? null,
              status: friend.status,
              refusal: friend.refusal,
              wagered: await money(wagered, currency),
              required: friendRequired ? await money(BigInt(friendRequired), currency) : null,
              deposited: friendDeposits > 0,
              reward:
                friend.status === 'paid' && friend.currency
                  ? await money(friend.reward, friend.currency)
                  : reward && friend.status !== 'refused'
                    ? await money(BigInt(reward), user.currencyCode)
                    : null,
              joinedAt: friend.createdAt.toISOString(),
              paidAt: friend.paidAt?.toISOString() ?? null,
            };
          }),
        ),
      };
    },

    /** What user details carry (spec §3): the code and how many friends signed up with it. */
    async referralData(userId: number): Promise<{ code: string; referredCount: number } | null> {
      const code = await repository.codeOf(userId);
      if (!code) return null;
      return { code, referredCount: (await repository.countsOf(userId)).invited };
    },

    settingsView(row: Awaited<ReturnType<ReferralsRepository['settings']>>): ReferralSettings {
      return { enabled: row.enabled, reward: row.reward, wagerRequired: row.wagerRequired };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
