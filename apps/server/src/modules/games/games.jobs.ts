declare module '../../platform/jobs.ts' {
  interface JobKinds {
    /** Every minute: the catalog's popularity (rounds played over the last week) brought up to date. */
    'games.refresh-popularity': Record<string, never>;
  }
}

export {};
