import type { PolicyPageContent } from './types.ts';

export const amlPolicy: PolicyPageContent = {
  title: 'AML Policy',
  body: `{{brandName}} is committed to preventing money laundering, the financing of terrorism and other financial crime. This Anti-Money Laundering (AML) Policy explains the checks we carry out on players and payments, and what we expect from you. It forms part of our Terms and Conditions.

## What money laundering is

Money laundering is the process of making money that comes from crime look as if it came from a legal source. Online casinos can be misused for this, for example by depositing illegal funds, playing very little and then withdrawing the money as apparent winnings. Terrorist financing means providing money, from any source, to support terrorism. We take both seriously and follow the anti-money laundering laws of the jurisdiction in which we are licensed.

## Our principles

- We only accept players whose identity we can confirm.
- We only accept money from payment methods that belong to the account holder.
- We pay winnings only to the account holder.
- We monitor accounts and transactions for unusual activity.
- We report suspicious activity to the competent authorities, as the law requires.
- We train our staff to recognise and report the signs of money laundering.

A designated AML compliance officer is responsible for this policy, for our internal controls and for contact with the authorities.

## Know your customer

Every player must give true personal details when registering and must verify their identity before their first withdrawal. We may also ask for verification earlier, for example when deposits reach certain amounts. We ask for:

- A valid identity document with your photo, such as a passport, national ID card or driving licence.
- A proof of address, such as a utility bill or bank statement, that is no older than 6 months.
- A proof of ownership of each payment method. For cards, this is a photo of the card showing the cardholder name and the first and last four digits of the card number, with the middle digits and the CVC covered.
- In some cases, a photo or short video taken with your camera to confirm that you are the person in the documents.

Full details of the verification process are in our KYC and Refund Policy.

## Enhanced checks

In some situations we carry out enhanced due diligence. This can happen when your deposits or withdrawals are high compared with your profile, when your activity changes suddenly, when you are a politically exposed person (PEP) or a close relative or associate of one, or when you are linked to a higher-risk country. We may then ask you to explain and prove your source of funds or source of wealth, for example with payslips, bank statements, tax returns or documents about the sale of property. We check all players against international sanctions and PEP lists, at registration and regularly afterwards.

## Deposits and withdrawals

To stop the casino being used simply to move money, these rules apply:

- Deposits must be made from payment methods, bank accounts, e-wallets or crypto wallets in your own name. Third-party payments are not accepted.
- Each deposit must be wagered before the money can be withdrawn. Withdrawals are blocked until this deposit wagering is complete.
- Withdrawals are paid, where possible, to the same method you used to deposit. When this is not possible, they are paid to another method in your name.
- A withdrawal needs a verified email address, at least one successful deposit and no active bonus.
- We may set limits on deposits and withdrawals and we may delay a payment while we carry out checks.

For crypto payments, we record the wallet address and the network used. We may refuse deposits from, or withdrawals to, wallets linked to illegal activity.

## Monitoring and warning signs

We review accounts and transactions continuously. Signs that lead to further checks include:

- Large or frequent deposits followed by little or no play and a withdrawal request.
- Many deposits just below a reporting or verification threshold.
- Use of many different payment methods, or of payment methods registered to other people.
- Several accounts sharing the same device, address, payment method or IP address.
- Details or documents that do not match, appear altered or belong to someone else.
- Unusual play, such as betting on both sides of a game or playing with another player to pass money between accounts.

## What happens if we have concerns

If we suspect money laundering, terrorist financing or fraud, we may suspend the account, refuse or delay a deposit or withdrawal, ask for more documents, and close the account. Where the law requires it, we report the matter to the financial intelligence unit or other authority without telling the player, and we may be required to freeze the funds. Funds linked to criminal activity will not be paid out. If a player refuses to cooperate with our checks, we may close the account and return any remaining deposits only to their original source, after the checks allowed by law.

## Record keeping

We keep records of identity checks, documents, transactions and reports for at least five years after the end of the business relationship, or longer where the law requires it. These records are stored securely and handled according to our Privacy Policy.

## Your cooperation

By using {{brandName}} you agree to provide accurate information, to answer our requests for documents promptly and to use the casino only for entertainment and not for moving money. If you have a question about this policy, contact our support team through the 24/7 live chat or by email.`,
};
