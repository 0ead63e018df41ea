import type { BreakKind } from './responsible-gaming.repository.ts';

/** A break has started (after its transaction committed). */
export type BreakStarted = { userId: number; breakId: number; kind: BreakKind; endsAt: Date | null };
/** A break has come to its end and is recorded as ended (the job at its end). */
export type BreakEnded = { userId: number; breakId: number; kind: BreakKind };

declare module '../../platform/events.ts' {
  interface DomainEvents {
    'responsible-gaming.break-started': BreakStarted;
    'responsible-gaming.break-ended': BreakEnded;
  }
}
