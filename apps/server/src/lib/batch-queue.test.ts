import { describe, expect, it } from 'vitest';
import { createBatchQueue } from './batch-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('batch queue', () => {
  it('starts a lone item at once and batches what arrives while every lane is busy', async () => {
    const batches: number[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const queue = createBatchQueue<number>({
      maxBatch: 3,
      lanes: 2,
      process: async (batch) => {
        batches.push(batch);
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await tick();
        inFlight--;
      },
      fail: () => undefined,
    });
    for (let item = 1; item <= 9; item++) queue.push(item);
    for (let waited = 0; batches.flat().length < 9 && waited < 100; waited++) await tick();
    await tick();
    // items 1 and 2 take the two free lanes alone; the rest wait and leave in order, three at a time
    expect(batches).toEqual([[1], [2], [3, 4, 5], [6, 7, 8], [9]]);
    expect(mostInFlight).toBe(2);
  });

  it('hands a batch whose processing threw to fail, and keeps serving', async () => {
    const failed: number[][] = [];
    const done: number[] = [];
    const queue = createBatchQueue<number>({
      maxBatch: 10,
      lanes: 1,
      process: async (batch) => {
        if (batch.includes(2)) throw new Error('database gone');
        done.push(...batch);
      },
      fail: (batch) => void failed.push(batch),
    });
    queue.push(1);
    queue.push(2);
    await tick();
    queue.push(3);
    await tick();
    expect(failed).toEqual([[2]]);
    expect(done).toEqual([1, 3]);
  });

  it('refuses items beyond maxWaiting while the lanes are stuck, and takes them again once they move', async () => {
    let unblock: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    const done: number[] = [];
    const queue = createBatchQueue<number>({
      maxBatch: 10,
      lanes: 1,
      maxWaiting: 2,
      process: async (batch) => {
        await blocked;
        done.push(...batch);
      },
      fail: () => undefined,
    });
    // 1 takes the lane, 2 and 3 wait, 4 is refused
    expect([1, 2, 3, 4].map((item) => queue.push(item))).toEqual([true, true, true, false]);
    unblock();
    for (let waited = 0; done.length < 3 && waited < 100; waited++) await tick();
    expect(done).toEqual([1, 2, 3]);
    expect(queue.push(5)).toBe(true);
  });
});
