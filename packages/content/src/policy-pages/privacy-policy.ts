import type { PolicyPageContent } from './types.ts';

export const privacyPolicy: PolicyPageContent = {
  title: 'Privacy Policy',
  body: `This Privacy Policy explains what personal data {{brandName}} collects when you visit our website or play with us, why, how long we keep it, who we share it with, how we use cookies and what rights you have. It applies to the website, its mirror domains and the live chat.

## Who is responsible for your data

{{brandName}} is the controller of the personal data described in this policy. The company that operates {{brandName}}, its licence and its registered address are shown in the footer of the website. If you have any question about this policy or about your data, contact our support team through the 24/7 live chat or by email and ask for the data protection officer.

## What data we collect

Depending on how you use {{brandName}}, we collect:

- Account data: email address, password (stored only in encrypted form), username, first and last name, date of birth, gender if you choose to give it, country, currency, preferred language, phone number, address, city and postcode.
- Verification data: your identity document, proof of address, proof of payment method and camera photos taken for face verification.
- Payment data: deposits and withdrawals, masked card number (never the full number or the CVC), bank account, UPI ID, e-wallet email and crypto wallet addresses.
- Gaming data: bets, wins, bonuses, loyalty level and points, tournament results and the limits and exclusions you set.
- Technical data: IP address and the approximate location based on it, device type, browser, screen resolution and the pages you visit.
- Location from your device, only if you choose to re-verify your location after a country-block notice. We use it once to confirm your country.
- Communications: live chat messages, emails and complaints.
- Marketing data: your newsletter choice and the affiliate or campaign link that brought you to us.

## Why we use your data

We use your personal data to:

- Create and manage your account, process deposits and withdrawals, and run games, bonuses, the loyalty programme and tournaments. This is necessary to perform our contract with you.
- Confirm that you are at least 18 years old, verify your identity and prevent fraud, money laundering and the financing of terrorism. This is a legal obligation.
- Apply responsible gambling tools, spot signs of problem gambling and contact you about them. This is a legal obligation and in your vital interest.
- Block access from countries where we may not offer our services. This is a legal obligation.
- Keep the website secure, improve our services, pay our affiliate partners and measure our advertising. This is our legitimate interest and, where the law requires it, based on your consent.
- Send you news and offers, only if you agreed to it. You can withdraw consent at any time in your profile or with the unsubscribe link in every message.

We use automated checks to detect duplicate accounts, unusual payments and bonus abuse. If such a check affects you significantly, you can ask for a person to review it.

## Public information and ghost mode

Some features show your username in public, such as win tables, race leaderboards and chat. We never show your real name, email or balance there. If you prefer not to appear at all, switch on ghost mode in your profile and your username will be hidden in public feeds.

## Who we share data with

We do not sell your personal data. We share it only when necessary with:

- Payment providers, banks and crypto payment processors, to process your transactions.
- Identity verification and fraud prevention services.
- Game providers, who receive a player ID and the data needed to run the game, but not your name or contact details.
- Hosting, live chat, email and analytics providers who work on our instructions.
- Affiliates, who receive only pseudonymous data about the players they refer.
- Regulators, law enforcement, courts and auditors, when the law requires it.

When data is transferred outside your country, we use safeguards required by law, such as standard contractual clauses.

## Cookies

We use cookies to keep you logged in, remember your choices and understand how the website is used. The main cookies are:

- A login cookie that keeps you signed in, kept for up to 30 days.
- A cookie that records that you accepted our cookie notice, kept for one year.
- A cookie that remembers that you have registered, kept for one year, and a cookie that remembers your currency, kept for 30 days.
- Campaign and affiliate cookies that record which link brought you to us, kept for up to 365 days.
- Advertising and analytics scripts from our partners, which may set their own cookies.

Strictly necessary cookies cannot be switched off, because the website does not work without them. You can delete or block other cookies in your browser settings at any time.

## How long we keep your data

We keep your data while your account is open. After it is closed, we keep the data we need for anti-money laundering, tax and licensing purposes for at least five years, or longer if the law or an ongoing dispute requires it. Data of players who self-excluded is kept for as long as needed to enforce the exclusion. Marketing data is deleted when you withdraw consent.

## Your rights

You have the right to access your data, correct it, ask us to delete it, restrict or object to its use, receive it in a portable format and withdraw any consent you gave. Some data cannot be deleted while we must keep it by law. To use your rights, contact support. We will answer within one month and may ask you to confirm your identity first. You can also complain to the data protection authority in your country.

## Security

We protect your data with encrypted connections, encrypted passwords, access controls and regular security reviews. For your safety, we sign you out automatically after a period of inactivity.

## Children

{{brandName}} is only for adults. We do not knowingly collect data from anyone under 18. If we learn that a minor has registered, we close the account and delete the data we do not need to keep by law.

## Changes to this policy

We may update this policy when our services or the law change, and we will tell you about important changes before they take effect.`,
};
