import type { PolicyPageContent } from './types.ts';

export const termsAndConditions: PolicyPageContent = {
  title: 'Terms and Conditions',
  body: `These Terms and Conditions are the agreement between you and {{brandName}}. They apply whenever you open an account, deposit, play or withdraw on our website or its mirror domains. By registering you accept them, together with our Privacy Policy, Bonus Terms, AML Policy, KYC and Refund Policy, Responsible Gambling policy and Legal Use of Website rules.

## Who can play

- You must be at least 18 years old, or older if the law of your country sets a higher age for gambling.
- Online gambling must be legal where you live and where you are when you play. It is your responsibility to check this.
- We do not accept players from some countries. If you visit from one of them, you will see a country-block notice and you cannot register or log in. Using a VPN, proxy or false details to get around this is not allowed.
- You may not play if you have self-excluded with us or with any other gambling operator, or if you are an employee of {{brandName}} or of one of its suppliers.

## Your account

You may hold only one account. The details you give when you register, such as your name, date of birth, address and phone number, must be true and must belong to you. Some details, such as your name, date of birth and country, cannot be changed once they are confirmed, and your address is locked once your account is verified. Keep your password secret: you are responsible for everything done with your login. If you think someone else has accessed your account, tell support straight away.

## Verification

We must verify your identity before your first withdrawal and may ask for documents at any other time. The documents are described in our KYC and Refund Policy. If you do not provide them, or they show that your details are not correct, we may suspend your account until the matter is resolved.

## Deposits

- You may only use payment methods that are registered in your own name.
- The minimum and maximum amounts of each payment method are shown in the cashier before you pay. Methods on offer depend on your country and currency.
- {{brandName}} does not charge any fee for deposits. Your bank, card issuer or wallet provider may charge its own fees, which we do not control.
- Deposits must be made for the purpose of playing. Your deposit must be wagered before it can be withdrawn, as explained in our AML Policy.
- Chargebacks or reversals of deposits that you made yourself are treated as a breach of these terms.

## Withdrawals

You can request a withdrawal from your real-money balance when all of these conditions are met:

- Your email address is verified.
- You have made at least one successful deposit.
- The wagering requirement on your deposits is complete.
- You have no active bonus.
- Your account is verified.

Withdrawals are paid to a bank account, UPI ID or crypto wallet in your name, where possible through the method you used to deposit. {{brandName}} does not charge any fee for withdrawals. For crypto withdrawals, the blockchain network fee is shown before you confirm. While a withdrawal is pending you can cancel it, and the money returns to your balance without any fee.

## Games

Each game shows its rules, and in many cases its return to player (RTP), minimum and maximum bet. Game outcomes are decided by the game provider's certified random number generator. If a game malfunctions, all pays and plays on the affected rounds are void and any stakes are returned. Demo games use play money only and cannot be turned into real money. Some games are not available in certain countries or while a bonus is active.

## Bonuses

Bonuses, free spins, cashback, rakeback and other promotions are subject to our Bonus Terms and to the rules of each offer. We may refuse or remove a bonus and the winnings from it if the Bonus Terms are broken.

## Responsible gambling

Bet and loss limits, a monthly winnings limit, session time limits, cooling off, self-exclusion and account freeze are available in your profile, as described in our Responsible Gambling policy. While you are self-excluded or cooling off you cannot play or deposit, but you can still withdraw your balance.

## Suspension and closure

You may close your account at any time by contacting support. We may suspend or close your account if you break these terms, if we suspect fraud, money laundering, collusion, use of automated software or multiple accounts, or if the law requires it. When we close an account for reasons other than a breach, we pay out the remaining real-money balance after any required checks. Winnings gained by breaking these terms may be withheld.

## Errors

If a game, payment or balance is affected by an obvious technical or human error, we may correct it. This includes wrongly credited funds, bonuses or winnings, which we may remove from your account.

## Complaints

If you are unhappy with our service, contact support through the 24/7 live chat or by email and explain the issue. We will investigate and reply to you in writing. If you are not satisfied with our final answer, you can refer the complaint to the authority or dispute resolution body named in the footer of the website.

## Our liability

We cannot promise that the website will always be available or free of errors, and we are not liable for losses caused by events outside our reasonable control. Nothing in these terms limits any liability that cannot be limited by law.

## Changes and governing law

We may change these terms, for example to reflect new features or legal requirements. We will tell you about important changes before they take effect, and we may ask you to accept them before you play again. These terms are governed by the law of the jurisdiction where the operator of {{brandName}} is licensed, as shown in the footer of the website.`,
};
