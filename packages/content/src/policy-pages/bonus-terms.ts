import type { PolicyPageContent } from './types.ts';

export const bonusTerms: PolicyPageContent = {
  title: 'Bonus Terms',
  body: `These Bonus Terms apply to every bonus, free spin, cashback, rakeback and other promotion offered by {{brandName}}, and form part of our Terms and Conditions. Each offer also has its own details, shown before you activate it. If the offer details and these terms differ, the offer details apply.

## Who can take part

- Bonuses are available only to registered players aged 18 or over, with one account per person, household, device and payment method.
- Some offers are open only to players from certain countries, in certain currencies, or to players who have made a set number of deposits.
- Some offers require a verified email address. Cashback, the rakeback calendar and refer-a-friend rewards are available only to players who have made at least one deposit.
- Players who have self-excluded, are in a cooling-off period, or have been excluded from promotions cannot receive bonuses.
- Bonuses are optional. You can always deposit without one.

## Types of offers

- Deposit bonus: bonus money credited when you make a qualifying deposit, usually a percentage of the deposit up to a maximum amount.
- No-deposit bonus: bonus money or spins given without a deposit, for example on registration.
- Free spins: a number of spins on selected slots at a fixed bet value.
- Instant cashback: a share of your losses returned to you.
- Coupon codes: codes that unlock an offer, each redeemable once per player.
- Bonus and rakeback calendars: daily rewards. A rakeback reward can be claimed on its day and on the following day; after that it expires.

## Welcome package

New players can claim a welcome package of up to 1000 EUR plus 100 free spins, with a welcome deposit from 100 EUR (or the equivalent in your account currency). The bonus percentage, wagering requirement, maximum win, eligible games and validity period are shown in the offer before you activate it. The welcome package can be claimed only once per player.

## What each offer shows

Before you activate an offer, check its details. They can include:

- The minimum deposit, the bonus percentage and the maximum bonus amount.
- The wagering multiplier and the wagering type.
- The maximum win and the maximum bet allowed while the bonus is active.
- The games on which the bonus can be used.
- The deadline by which the bonus must be activated and wagered.

## One bonus at a time

You can have only one active bonus and one active free-spins bonus at the same time. If you activate a new deposit bonus while another bonus is active, we will warn you first. If you continue, the active bonus is cancelled, its bonus money is removed and the wagering progress is lost. You can also cancel an active bonus yourself; this removes the remaining bonus money and any winnings that have not yet been converted.

## Wagering requirements

Bonus money cannot be withdrawn straight away. You must first place bets with a total value equal to the wagering requirement. The requirement is the bonus amount, or the amount stated in the offer, multiplied by the wagering multiplier. For example, a bonus of 50 EUR with a 30x multiplier needs 1,500 EUR of bets. Your progress and the amount left to wager are shown in My Bonuses.

Each bonus has one of two wagering types:

- Real money, then bonus money: your bets are paid from your real-money balance first and from your bonus balance once your real money has run out. Bets from both balances count towards the requirement.
- Real money only: only bets paid from your real-money balance count towards the requirement. Bets paid with bonus money do not reduce it.

When the requirement is met, the bonus balance, up to the maximum win stated in the offer, is moved to your real-money balance and can be withdrawn. Any amount above the maximum win is removed.

Separately, each deposit must be wagered before it can be withdrawn, as explained in our AML Policy.

## Free spins

Free spins are played on the games named in the offer at a fixed bet value. Their winnings are credited as bonus money and are subject to the offer's wagering requirement and maximum win. Unused free spins are lost when they expire.

## Bets and games while a bonus is active

- The maximum bet allowed with an active bonus is shown in the offer. Bets above it are refused.
- Some games cannot be played, or do not count towards wagering, while a bonus is active. These games are marked or listed in the offer.
- Withdrawals are not possible while a bonus is active. If you want to withdraw, you must complete the wagering or cancel the bonus, which removes the bonus money and its winnings.
- If your balance falls below the minimum balance stated in the offer, the bonus may end and the remaining bonus money is removed.

## Expiry

If the wagering is not complete by the bonus deadline, the bonus expires and the bonus money and its winnings are removed. Your real money is not affected.

## Why an activation can be refused

An offer may not activate if, for example, it is only for new registrations, it is full, you took it too recently, it is valid only on certain days or times, you have not made the required number of deposits, your email is not verified, or you already have an active bonus of the same kind. The message shown explains the reason.

## Bonus abuse

If we find bonus abuse, such as multiple accounts, acting with other players, low-risk betting patterns that cover all outcomes, bots, or payment methods that are not your own, we may cancel bonuses, remove bonus winnings, exclude the player from future promotions and close the account.

## Changes

We may change, suspend or end a promotion at any time, for example in case of an error or suspected fraud. Bonuses you have already activated keep the terms that applied when you activated them, unless the law or a clear error requires otherwise.`,
};
