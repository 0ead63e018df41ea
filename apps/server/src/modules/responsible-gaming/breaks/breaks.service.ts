import type { BreakPeriod, UserLimit } from '@casino/contracts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus } from '../../../platform/events.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import type { Accounts } from '../../accounts/index.ts';
import { endBreakJobKey } from '../responsible-gaming.jobs.ts';
import {
  type BreakKind,
  createResponsibleGamingRepository,
  type ResponsibleGamingRepository,
} from '../responsible-gaming.repository.ts';
import { requestedEnd, runningBreak, userLimitOf } from './breaks.rules.ts';

/**
 * Breaks a player takes (spec §4): cooling off, self-exclusion (to ten years, a chosen day, or
 * permanent) and an account freeze. One at a time, started with a confirmation and never shortened;
 * a freeze also ends every session of the player, in the same transaction. At a break's end the job
 * runner records it as ended and the player's browsers hear it.
 */
export function createBreaksService({
  db,
  repository,
  accounts,
  events,
  jobs,
  clock,
  onChange,
}: {
  db: Database;
  repository: ResponsibleGamingRepository;
  accounts: Pick<Accounts, 'endAllSessions'>;
  events: EventBus;
  jobs: JobRunner;
  clock: Clock;
  /** A player's state changed in this process. */
  onChange: (userId: number) => void;
}) {
  return {
    async startBreak(
      userId: number,
      kind: BreakKind,
      request: { period: BreakPeriod | 'permanent' | 'custom'; until?: string | undefined },
    ): Promise<UserLimit> {
      const now = clock.now();
      const endsAt = requestedEnd(request, now);
      const started = await db.transaction(async (tx) => {
        const repo = createResponsibleGamingRepository(tx);
        // one break at a time: what runs is read under the player's row lock
        await repo.lockPlayer(userId, now);
        if (runningBreak(await repo.state(userId), now)) return null;
        const row = await repo.startBreak(userId, kind, { startedAt: now, endsAt });
        if (endsAt !== null) {
          await jobs.schedule(
            'responsible-gaming.end-break',
            { breakId: row.id },
            { runAt: endsAt, key: endBreakJobKey(row.id), executor: tx },
          );
        }
        // nothing of a frozen player's stays signed in
        if (kind === 'freeze') await accounts.endAllSessions(userId, 'ACCOUNT_FROZEN', { tx });
        return row;
      });
      if (!started) {
        throw new AppError(
          'LIMIT_ALREADY_ACTIVE',
          'A break is already running on this account; a new one can start once it has ended',
        );
      }
      onChange(userId);
      events.publish('responsible-gaming.break-started', {
        userId,
        breakId: started.id,
        kind,
        endsAt: started.endsAt,
      });
      return userLimitOf({ kind, until: endsAt });
    },

    /** The end job's work: the break is recorded as ended (once) and the player's browsers hear it. */
    async endBreak(breakId: number): Promise<void> {
      // the break and the player's pointer to it change together, or not at all (the job retries)
      const ended = await db.transaction((tx) =>
        createResponsibleGamingRepository(tx).endBreak(breakId, clock.now()),
      );
      if (!ended) {
        // run early (another process's clock ahead of this one's): the runner tries again later
        if (await repository.breakStillRunning(breakId, clock.now()))
          throw new Error('the break has not ended yet');
        return;
      }
      onChange(ended.userId);
      events.publish('responsible-gaming.break-ended', {
        userId: ended.userId,
        breakId: ended.id,
        kind: ended.kind,
      });
    },
  };
}

export type BreaksService = ReturnType<typeof createBreaksService>;
