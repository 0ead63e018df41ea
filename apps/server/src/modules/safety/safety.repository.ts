import type { Executor } from '../../db/database.ts';
import { countryBlockReports } from './safety.schema.ts';

export function createSafetyRepository(db: Executor) {
  return {
    /** Stores a report unless the same ip, country and first URL was reported before; true when stored. */
    async insertCountryBlockReport(report: {
      ip: string;
      country: string;
      firstUrl: string;
      requestIp: string;
    }) {
      const inserted = await db
        .insert(countryBlockReports)
        .values(report)
        .onConflictDoNothing({
          target: [countryBlockReports.ip, countryBlockReports.country, countryBlockReports.firstUrl],
        })
        .returning({ id: countryBlockReports.id });
      return inserted.length > 0;
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
