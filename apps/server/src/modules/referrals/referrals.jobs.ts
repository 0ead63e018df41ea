declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /** Every 5 minutes: open referrals checked again (a deposit or bet whose event was lost). */
    'referrals.catch-up': Record<string, never>;
  }
}

/** How often the catch-up runs. */
export const catchUpEveryMs = 5 * 60_000;
