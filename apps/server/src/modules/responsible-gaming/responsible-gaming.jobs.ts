declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /** At a break's end: record it as ended and tell the player's browsers. */
    'responsible-gaming.end-break': { breakId: number };
    /** Every hour: markers of harm (harm-markers.service.ts) brought up to date. */
    'responsible-gaming.harm-markers': Record<string, never>;
  }
}

/** The key of a break's end job: one per break. */
export const endBreakJobKey = (breakId: number) => `break:${breakId}`;
