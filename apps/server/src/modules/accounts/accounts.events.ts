/**
 * A player has signed up (after the account's transaction committed): where from, on what device,
 * and through whose referral link, if any.
 */
export type SignedUp = {
  userId: number;
  ip: string;
  /** The browser's device id (the sign-up's `uniqueKey` or `userUUID`); null when none was sent. */
  device: string | null;
  referralCode: string | null;
  at: Date;
};

declare module '../../platform/events.ts' {
  interface DomainEvents {
    'accounts.signed-up': SignedUp;
  }
}
