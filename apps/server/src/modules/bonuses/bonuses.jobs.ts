declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /** At a bonus's expiry: a bonus still active ends as expired and its bonus money is burnt. */
    'bonuses.expire': { bonusId: string };
  }
}

/** The key of a bonus's expiry job: one per bonus. */
export const expireJobKey = (publicId: string) => `bonus:${publicId}`;
