declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /** At a race's end (and settling time): its final result from the ledger, and its prizes paid. */
    'races.finish': { raceId: number };
    /**
     * Every minute: any race left unfinished (a process that died while paying) is finished, and
     * this month's win of the month race is made when the rule is on.
     */
    'races.sweep': Record<string, never>;
  }
}

/** How often the sweep runs. */
export const sweepEveryMs = 60_000;
