import type { PolicyPageContent } from './types.ts';

export const responsibleGambling: PolicyPageContent = {
  title: 'Responsible Gambling',
  body: `At {{brandName}} we want gambling to stay a form of entertainment. For most people it is, but for some it can become a problem that affects their money, health, work and relationships. This page explains how to keep control, which tools you can use in your account and where to find help.

## Play safely

- Only gamble with money you can afford to lose. Never use money meant for rent, bills or food.
- Decide on a budget and a time limit before you start, and stop when you reach them.
- Do not chase losses. Trying to win back what you lost usually leads to bigger losses.
- Do not gamble when you are upset, stressed, tired or under the influence of alcohol or drugs.
- Take regular breaks and balance gambling with other activities.
- Remember that winning is never guaranteed. Games are designed so that, over time, the casino keeps part of the stakes.

## Is gambling becoming a problem?

Ask yourself these questions honestly:

- Do you spend more money or time gambling than you planned?
- Do you borrow money, sell things or miss payments to gamble?
- Do you gamble to escape problems or to feel better?
- Do you feel restless or irritable when you try to cut down?
- Do you hide your gambling from family or friends?
- Have you tried to stop and not been able to?

If you answered yes to any of these, we encourage you to use the tools below and to talk to one of the support organisations listed at the end of this page.

## Tools in your account

You can set all of these tools yourself under Limits in your profile. Our support team can also help you through the 24/7 live chat.

- Bet and loss limits: set a maximum bet per round, and daily, weekly or monthly limits on the amount you bet or the amount you lose. When you reach a limit, further bets are refused until the period ends. Once you set or change a bet limit, you cannot change it again for at least one hour. To remove a limit, contact support. If a bonus buy in a game would go over your bet limit, you are asked to confirm it first, and the confirmation applies to that one purchase only.
- Monthly winnings limit: set the amount of winnings after which you want to stop playing for the rest of the month.
- Session time limit: choose how long a single session may last, from 10 minutes up to 30 days. When the time is up, you are logged out.
- Account freeze: take a short break by freezing your account for 1, 3, 7 or 10 days.
- Cooling off: take a longer break of your choice. During the cooling-off period you cannot play or deposit.
- Self-exclusion: exclude yourself for a set period, from 1 hour up to several years, or permanently. During self-exclusion you cannot play, deposit or receive marketing from us.
- Ghost mode: hide your username from public win tables, leaderboards and feeds.

## How cooling off and self-exclusion work

- You must confirm your choice before it starts. While a cooling-off or self-exclusion period is active, a second one cannot be added; contact support if you want to extend it.
- Bets already placed are settled normally, and pending withdrawals are processed before the exclusion takes effect.
- While excluded you can still log in to withdraw your remaining balance.
- A cooling-off or self-exclusion period cannot be shortened or cancelled early. It ends automatically on the end date shown in your account.
- Permanent self-exclusion cannot be reversed. Your account stays closed for good and we will not open a new one for you.
- We also try to stop excluded players from opening new accounts, but you must not try to do so.

We recommend that you also exclude yourself from other gambling websites you use, and consider blocking software on your devices.

## Protecting minors

You must be 18 or older to register and play at {{brandName}}. We check the date of birth of every new player and verify identity documents, and we close any account found to belong to a minor. If children use your computer or phone, please:

- Never leave your device unattended while logged in, and do not let the browser save your password.
- Keep your login details private.
- Use parental control software to block gambling websites.

## What we do

We train our staff to recognise signs of problem gambling. We monitor play for warning signs, such as a sudden increase in deposits or very long sessions. If we are concerned, we may contact you, suggest limits, or restrict or close your account. We do not send marketing to players who have self-excluded, and we do not offer bonuses designed to encourage excessive play.

## Where to get help

If you are worried about your gambling or about someone close to you, free and confidential help is available:

- Gamblers Anonymous: meetings and support groups in many countries, at gamblersanonymous.org.
- Gambling Therapy: free online support in several languages, at gamblingtherapy.org.
- GamCare: advice and counselling, at gamcare.org.uk.
- Your local health service or doctor, who can refer you to specialist treatment.

You are not alone, and asking for help is a sign of strength. Our support team is available 24/7 through live chat if you want to set a limit or take a break right now.`,
};
