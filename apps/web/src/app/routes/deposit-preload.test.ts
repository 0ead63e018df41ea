import { describe, expect, it } from 'vitest';
import { firstAnswer } from './deposit-preload';

describe('the deposit preload’s early answers', () => {
  it('hands the answer already on its way to the first read only; later reads ask again', async () => {
    const asked: Array<AbortSignal | undefined> = [];
    const read = async (signal?: AbortSignal) => {
      asked.push(signal);
      return `fresh ${asked.length}`;
    };
    const queryFn = firstAnswer(Promise.resolve('early'), read);
    const signal = new AbortController().signal;

    expect(await queryFn({ signal })).toBe('early');
    expect(asked).toEqual([]);
    expect(await queryFn({ signal })).toBe('fresh 1');
    expect(await queryFn({ signal })).toBe('fresh 2');
    expect(asked).toEqual([signal, signal]);
  });
});
