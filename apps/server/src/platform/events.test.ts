import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.ts';

declare module './events.ts' {
  interface DomainEvents {
    'test.happened': { n: number };
    'test.followed': { n: number };
  }
}

function bus() {
  const errors: Array<{ message: string; context: Record<string, unknown> }> = [];
  return {
    errors,
    events: createEventBus({ logError: (_error, message, context) => errors.push({ message, context }) }),
  };
}

describe('the event bus', () => {
  it('hands each event to every handler of its name, and none of another', async () => {
    const { events } = bus();
    const seen: string[] = [];
    events.subscribe('test.happened', ({ n }) => void seen.push(`a${n}`));
    events.subscribe('test.happened', async ({ n }) => void seen.push(`b${n}`));
    events.subscribe('test.followed', ({ n }) => void seen.push(`other${n}`));
    events.publish('test.happened', { n: 1 });
    await events.settled();
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('does not make the publisher wait for a slow handler', async () => {
    const { events } = bus();
    let finished = false;
    events.subscribe('test.happened', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      finished = true;
    });
    events.publish('test.happened', { n: 1 });
    expect(finished).toBe(false);
    await events.settled();
    expect(finished).toBe(true);
  });

  it('logs a failing handler, and the publisher and the other handlers go on', async () => {
    const { events, errors } = bus();
    const seen: number[] = [];
    events.subscribe('test.happened', () => {
      throw new Error('sync failure');
    });
    events.subscribe('test.happened', async () => {
      throw new Error('async failure');
    });
    events.subscribe('test.happened', ({ n }) => void seen.push(n));
    expect(() => events.publish('test.happened', { n: 7 })).not.toThrow();
    await events.settled();
    expect(seen).toEqual([7]);
    expect(errors).toHaveLength(2);
    expect(errors[0]?.context).toEqual({ event: 'test.happened' });
  });

  it('stops calling a handler once it unsubscribed', async () => {
    const { events } = bus();
    const seen: number[] = [];
    const unsubscribe = events.subscribe('test.happened', ({ n }) => void seen.push(n));
    events.publish('test.happened', { n: 1 });
    unsubscribe();
    events.publish('test.happened', { n: 2 });
    await events.settled();
    expect(seen).toEqual([1]);
  });

  it('waits in settled() for events that handlers published in turn', async () => {
    const { events } = bus();
    const seen: string[] = [];
    events.subscribe('test.happened', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.publish('test.followed', { n });
    });
    events.subscribe('test.followed', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`followed ${n}`);
    });
    events.publish('test.happened', { n: 3 });
    await events.settled();
    expect(seen).toEqual(['followed 3']);
  });
});
