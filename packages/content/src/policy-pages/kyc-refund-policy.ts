import type { PolicyPageContent } from './types.ts';

export const kycRefundPolicy: PolicyPageContent = {
  title: 'KYC and Refund Policy',
  body: `This policy explains how {{brandName}} verifies the identity of its players (Know Your Customer, or KYC) and when and how deposits can be refunded. Verification protects you and us: it keeps minors out, stops other people from using your money or your account, and lets us meet our legal duties against fraud and money laundering.

## When we ask for verification

Every player must complete verification before their first withdrawal. We may also ask for documents at any other time, for example when your deposits reach certain amounts, when you use a new payment method, when your details change, or when our checks show something unusual. Until the documents are approved, some features, including withdrawals, may be unavailable.

## Documents we need

- Proof of identity: a clear copy of a valid passport, national ID card or driving licence. All four corners must be visible, and the photo, full name, date of birth, document number and expiry date must be readable. For ID cards and driving licences, upload both sides.
- Proof of address: a utility bill, bank statement, tax document or official letter that shows your full name and your current address and is no older than 6 months.
- Proof of payment method: for each card you used, a photo of the front of the card showing the cardholder name and the first and last four digits of the card number. Cover the middle digits, and cover the CVC on the back. For e-wallets, bank accounts and crypto wallets, a screenshot or statement showing that the account is in your name.
- Face verification: in some cases we ask you to take a live photo with your camera so we can compare your face with your identity document. Some documents must also be captured with your camera instead of being uploaded from a file.

The name and address on your documents must match the details in your account. We may ask for additional documents, such as proof of source of funds, as described in our AML Policy.

## How to upload

Go to Verification in your profile and upload each document in the matching section. Please follow these rules:

- Accepted formats are jpg, jpeg, png and pdf.
- Each file must be smaller than 25MB.
- Upload each document only once; duplicate files are rejected.
- Photos must be in colour, sharp, well lit and not edited. Black-and-white copies, cropped images and documents with parts hidden (other than the card digits and CVC described above) will be rejected.

When you use the camera, your browser will ask for permission to use it. If face detection is not available on your device, a basic photo capture is used instead.

## Review and statuses

Our team reviews every document. You can follow the status of each one in your profile:

- Pending Review: we have received the document and are checking it.
- Approved: the document has been accepted.
- Rejected: the document could not be accepted. The reason is shown, and you can upload a new file.
- Additional Info Required: we need another document or a better copy.

When all documents are approved, your account is verified. If all your documents show as approved but your account status has not updated yet, use the refresh status button on the verification page. Once your account is verified, your name, date of birth, country and address are locked and can only be changed by contacting support with new supporting documents.

## If verification fails

If you do not provide the documents we ask for, if they are not genuine, or if they show that the account details are false, we may suspend the account, cancel pending withdrawals and close the account. Where we find fraud, the use of another person's identity or payment method, or a breach of our Terms and Conditions, winnings may be withheld and we may report the matter to the authorities.

## Refunds

Deposits are made to play and are normally not refundable once they have been credited to your account. We consider a refund in these cases:

- A deposit was credited twice or in the wrong amount because of a technical error.
- A deposit was made by someone who was not allowed to play, for example a minor or a person who had self-excluded, and we confirm this after checking.
- A deposit was made without the permission of the owner of the payment method, and this is confirmed by our checks.
- We close your account for a reason other than a breach of our terms, and the remaining balance is returned to you.

To ask for a refund, contact support through the 24/7 live chat or by email as soon as possible after the transaction, with your account details, the date, amount and method of the deposit, and the reason for your request. We may ask for documents to confirm your identity and the ownership of the payment method.

Approved refunds are paid only to the original payment method, or to another method in the name of the same person if that is not possible. Any winnings made with the deposit and any bonus linked to it are removed. {{brandName}} does not charge a fee for refunds, but we cannot control fees charged by your bank or payment provider.

## Cancelling a withdrawal

A withdrawal that is still pending can be cancelled from your profile. The money is returned to your balance straight away and no fee is charged.

## Chargebacks

If you file a chargeback or dispute a payment with your bank instead of contacting us first, we will suspend your account while we investigate. If the chargeback relates to a deposit you made and played with, we may close the account and take steps to recover the amount. Please talk to us first: most payment problems can be solved quickly through support.`,
};
