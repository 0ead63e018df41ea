declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /** At a bonus's expiry: a bonus still active ends as expired and its bonus money is burnt. */
    'bonuses.expire': { bonusId: string; phase?: 'wagering' };
  }
}

/**
 * The key of a bonus's expiry job: one per bonus and phase (free spins expire, then their winnings'
 * wagering does; the second is scheduled while the first may still be running).
 */
export const expireJobKey = (publicId: string, phase?: 'wagering') =>
  phase ? `bonus:${publicId}:${phase}` : `bonus:${publicId}`;
