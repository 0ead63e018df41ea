declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /**
     * Every 30 s: players whose bets no event counted (a crash, a restart) are counted from the
     * ledger, and level rewards left unpaid are paid.
     */
    'loyalty.catch-up': Record<string, never>;
  }
}

/** How often the catch-up job runs. */
export const catchUpEveryMs = 30_000;
