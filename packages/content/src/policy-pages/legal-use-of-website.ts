import type { PolicyPageContent } from './types.ts';

export const legalUseOfWebsite: PolicyPageContent = {
  title: 'Legal Use of Website',
  body: `These rules explain how you may and may not use the {{brandName}} website, its mirror domains, the home-screen app and all content on them. They apply to every visitor, whether or not you have an account, and they form part of our Terms and Conditions. By using the website you agree to follow them.

## Is online gambling legal where you are?

The laws on online gambling are different in every country, and sometimes in every region. It is your responsibility to make sure that gambling online is legal for you where you live and where you are when you play. Nothing on this website is an offer or invitation to gamble in a place where it is not allowed, and nothing on it is legal advice.

We do not offer real-money play in some countries. When we detect that you are visiting from one of them, we show a country-block notice and you cannot register or log in. If you believe your location was detected wrongly, you can ask to re-verify your location using your device's location service. We use that information only to confirm your country.

## Age restriction

The website is for adults only. You must be at least 18 years old, or the legal gambling age in your country if it is higher, to create an account or play for real money. We verify the age of every player and close any account that belongs to a minor.

## Permitted use

You may use the website only for your own personal, non-commercial entertainment. You may:

- Browse the games, promotions and information pages.
- Play demo games with play money, where demo play is available.
- Create one account and play for real money in line with our Terms and Conditions.
- Install the website on your home screen and share links to its public pages.

## What is not allowed

You must not:

- Use a VPN, proxy, false location or any other method to hide your real location or to get around a country block.
- Open or use more than one account, use another person's account, or let another person use yours.
- Use bots, scripts, automated play or any software that gives you an unfair advantage or interferes with a game.
- Collude with other players, share information during multiplayer games, or take advantage of a technical fault instead of reporting it.
- Copy, scrape, frame or republish any part of the website, or collect data about other players.
- Reverse-engineer, decompile, test the security of, overload or attack the website, its games or its servers.
- Upload viruses or harmful code, or try to gain access to areas or data you are not authorised to use.
- Post abusive, offensive, discriminatory, threatening or illegal messages in the chat, or advertise or spam other players.
- Use the website to move money that does not belong to you, or for any purpose that breaks the law.

If you break these rules, we may block your access, suspend or close your account, withhold winnings gained by breaking them and report the matter to the authorities.

## Intellectual property

The {{brandName}} name and logo, the design of the website, its texts, graphics and software belong to the operator or its licensors. Games, game names and game artwork belong to the game providers. They are protected by copyright, trademark and other laws. Using the website does not give you any right to use them, except to view and play as these rules allow.

## Game information

Information about games, such as the return to player (RTP), maximum multiplier, minimum and maximum bet and release date, comes from the game providers. Statistics and win tables are for information and entertainment only and do not predict future results. If information on the website is different from the rules inside a game, the game rules apply.

## Chat and public features

The live chat with our support team and any chat between players must be used respectfully. We may read, moderate and remove messages and may block a player from the chat. Your username may appear in public win tables, race leaderboards and chat; you can hide it by turning on ghost mode in your profile.

## Availability and links

We try to keep the website available at all times, but it may be interrupted for maintenance, updates or reasons beyond our control. During maintenance you may be logged out; any bet already placed is settled normally. The website may also be available under other addresses, known as mirror domains, which work in the same way and are subject to the same rules. The website may contain links to other websites, such as those of support organisations or payment providers. We are not responsible for their content or their privacy practices.

## Security of your access

For your safety, we log you out after a period of inactivity and may end a session if the same account logs in elsewhere or if we detect a security risk. Never share your login details, and always log out when you use a shared device.

## Reporting problems

If you find a fault, a security issue or content that breaks these rules, please report it to our support team through the 24/7 live chat. Reporting a fault in good faith will never count against you.

## Changes

We may update these rules from time to time. The version published on this page applies from the moment it is published. If you keep using the website after a change, you accept the updated rules.`,
};
