/**
 * Hands queued items to `process` in batches: at most `maxBatch` items each, at most `lanes`
 * batches in flight. An item waits only while every lane is busy, so a lone request is processed
 * at once and batches form by themselves under load (group commit).
 */
export function createBatchQueue<T>({
  maxBatch,
  lanes,
  maxWaiting = Number.POSITIVE_INFINITY,
  process,
  fail,
}: {
  maxBatch: number;
  lanes: number;
  /** Items allowed to wait at once; `push` refuses more (the consumer is stuck or far behind). */
  maxWaiting?: number;
  /** Settles every item of the batch; a rejection is handed to `fail`. */
  process: (batch: T[]) => Promise<void>;
  /** Settles the items of a batch whose `process` threw. */
  fail: (batch: T[], error: unknown) => void;
}) {
  const queue: T[] = [];
  let busy = 0;

  function pump() {
    while (busy < lanes && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      busy++;
      Promise.resolve()
        .then(() => process(batch))
        .catch((error: unknown) => fail(batch, error))
        .finally(() => {
          busy--;
          pump();
        });
    }
  }

  return {
    /** Queues an item; false, and nothing queued, when `maxWaiting` items are waiting already. */
    push(item: T): boolean {
      if (queue.length >= maxWaiting) return false;
      queue.push(item);
      pump();
      return true;
    },
  };
}
