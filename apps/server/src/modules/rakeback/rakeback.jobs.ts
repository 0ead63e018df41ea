declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /** Every minute: the running days that have ended (at midnight in each player's time zone) close. */
    'rakeback.close-days': Record<string, never>;
  }
}

/** How often the closing job looks for ended days. */
export const closeDaysEveryMs = 60_000;
