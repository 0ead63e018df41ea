/**
 * Every domain event by name, with its payload. Each module adds the events it publishes to this
 * map in its `<module>.events.ts` (declaration merging), so a subscriber names an event and gets
 * its payload's type without importing the publisher's internals.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging, module by module
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
export type EventHandler<N extends EventName> = (payload: DomainEvents[N]) => void | Promise<void>;

/**
 * The in-process, typed event bus. A publisher calls `publish` once its change has committed; each
 * handler then runs on its own: the publisher never waits for it, a handler that throws or rejects
 * is logged and changes nothing for the publisher or the other handlers. Events stay in the process
 * that committed the change (with several processes, each handles its own); only socket fan-out
 * crosses processes, through Redis.
 */
export type EventBus = {
  publish<N extends EventName>(name: N, payload: DomainEvents[N]): void;
  /** Adds a handler; the returned function removes it. */
  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
  /** Resolves once every handler started so far has finished (tests, and a graceful shutdown). */
  settled(): Promise<void>;
};

export function createEventBus({
  logError,
}: {
  /** Where a failing handler is reported. */
  logError: (error: unknown, message: string, context: Record<string, unknown>) => void;
}): EventBus {
  const handlers = new Map<EventName, Set<EventHandler<never>>>();
  const running = new Set<Promise<void>>();

  const failed = (name: EventName) => (error: unknown) =>
    logError(error, `a handler of the event ${String(name)} failed`, { event: name });

  return {
    publish(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        let outcome: void | Promise<void>;
        try {
          outcome = (handler as EventHandler<typeof name>)(payload);
        } catch (error) {
          failed(name)(error);
          continue;
        }
        if (!outcome) continue;
        const tracked: Promise<void> = outcome.catch(failed(name)).finally(() => running.delete(tracked));
        running.add(tracked);
      }
    },

    subscribe(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      set.add(handler as EventHandler<never>);
      return () => set.delete(handler as EventHandler<never>);
    },

    async settled() {
      // a handler may publish further events: wait until nothing is left running
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
