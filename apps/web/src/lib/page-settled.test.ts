import { describe, expect, it } from 'vitest';
import { type SettleEnvironment, settleMaxWaitMs, settleQuietMs, whenPageSettled } from './page-settled';

/** A page whose load, downloads, idle moments and clock are moved by hand. */
function fakePage(loaded = false) {
  let now = 0;
  let isLoaded = loaded;
  const onLoad = new Set<() => void>();
  const onResource = new Set<() => void>();
  const idle = new Set<() => void>();
  const timers = new Set<{ at: number; run: () => void }>();
  const env: SettleEnvironment = {
    afterLoad(callback) {
      if (isLoaded) {
        callback();
        return () => undefined;
      }
      onLoad.add(callback);
      return () => onLoad.delete(callback);
    },
    onResource(callback) {
      onResource.add(callback);
      return () => onResource.delete(callback);
    },
    whenIdle(callback) {
      idle.add(callback);
      return () => idle.delete(callback);
    },
    after(callback, ms) {
      const timer = { at: now + ms, run: callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  return {
    env,
    load() {
      isLoaded = true;
      for (const callback of [...onLoad]) callback();
    },
    fetched() {
      for (const callback of [...onResource]) callback();
    },
    idle() {
      for (const callback of [...idle]) {
        idle.delete(callback);
        callback();
      }
    },
    advance(ms: number) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at > now || !timers.has(timer)) continue;
        timers.delete(timer);
        timer.run();
      }
    },
    listening: () => onLoad.size + onResource.size + idle.size + timers.size,
  };
}

function counter() {
  let runs = 0;
  return {
    run: () => {
      runs += 1;
    },
    get runs() {
      return runs;
    },
  };
}

describe('whenPageSettled', () => {
  it('waits for the load, then for the downloads to go quiet, then for an idle moment', () => {
    const page = fakePage();
    const calls = counter();
    whenPageSettled(calls.run, page.env);
    page.advance(settleQuietMs * 2);
    page.idle();
    expect(calls.runs).toBe(0);

    page.load();
    page.advance(settleQuietMs - 100);
    page.fetched(); // the page's code and reads are still arriving
    page.advance(settleQuietMs - 100);
    page.idle();
    expect(calls.runs).toBe(0);

    page.advance(100);
    expect(calls.runs).toBe(0);
    page.idle();
    expect(calls.runs).toBe(1);
    expect(page.listening()).toBe(0);
  });

  it('does not wait for ever on a page that keeps fetching', () => {
    const page = fakePage(true);
    const calls = counter();
    whenPageSettled(calls.run, page.env);
    for (let elapsed = 0; elapsed < settleMaxWaitMs; elapsed += 200) {
      expect(calls.runs).toBe(0);
      page.fetched();
      page.advance(200);
    }
    expect(calls.runs).toBe(1);
    page.idle();
    page.advance(settleMaxWaitMs);
    expect(calls.runs).toBe(1);
  });

  it('never runs once cancelled, and stops listening', () => {
    const page = fakePage();
    const calls = counter();
    const cancel = whenPageSettled(calls.run, page.env);
    page.load();
    page.advance(settleQuietMs);
    cancel();
    page.idle();
    page.advance(settleMaxWaitMs);
    expect(calls.runs).toBe(0);
    expect(page.listening()).toBe(0);
  });
});
