/**
 * Hands queued items to `process` in batches: at most `maxBatch` items each, at most `lanes`
 * batches in flight. An item waits only while every lane is busy, so a lone request is processed
 * at once and batches form by themselves under load (group commit).
 */
export function createBatchQueue<T>({
  maxBatch,
  lanes,
  process,
  fail,
}: {
  maxBatch: number;
  lanes: number;
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
    push(item: T): void {
      queue.push(item);
      pump();
    },
  };
}
