import { useSyncExternalStore } from 'react';

/** What `whenPageSettled` watches; the browser's by default, a stand-in in tests. */
export type SettleEnvironment = {
  /** Calls back once the window's load event has fired (at once if it has); returns a cancel. */
  afterLoad(callback: () => void): () => void;
  /** Calls back whenever the page finishes fetching something (resource timing); returns a stop. */
  onResource(callback: () => void): () => void;
  /** Calls back when the browser is idle, or after `timeoutMs` at the latest; returns a cancel. */
  whenIdle(callback: () => void, timeoutMs: number): () => void;
  /** Calls back after `ms`; returns a cancel. */
  after(callback: () => void, ms: number): () => void;
};

/** How long the page's downloads must have been quiet for it to count as settled. */
export const settleQuietMs = 500;
/**
 * The longest a loaded page is waited for: a page that keeps fetching (a payment's status polled
 * every second) still gets its live updates soon after it shows.
 */
export const settleMaxWaitMs = 2000;
/** The longest a settled page waits for an idle moment. */
const idleWaitMs = 1000;

/**
 * Calls `run` once the page has settled: loaded (the load event comes as soon as the start-up code
 * has run, long before a page has its data), then nothing more fetched for `settleQuietMs` (the
 * page's code, reads and images are in), then an idle moment; `settleMaxWaitMs` after the load at
 * the latest. For what serves what happens next rather than the page itself (a live connection),
 * so it does not compete with the page's own downloads. Returns a cancel.
 */
export function whenPageSettled(run: () => void, env: SettleEnvironment = browserEnvironment()): () => void {
  let finished = false;
  let quiet: (() => void) | undefined;
  let idle: (() => void) | undefined;
  const stops: Array<() => void> = [];
  const stop = () => {
    finished = true;
    quiet?.();
    idle?.();
    for (const each of stops.splice(0)) each();
  };
  const finish = () => {
    if (finished) return;
    stop();
    run();
  };
  // each download that ends starts the quiet period again
  const quietAgain = () => {
    if (finished) return;
    quiet?.();
    idle?.();
    idle = undefined;
    quiet = env.after(() => {
      idle = env.whenIdle(finish, idleWaitMs);
    }, settleQuietMs);
  };
  stops.push(
    env.afterLoad(() => {
      if (finished) return;
      stops.push(env.onResource(quietAgain), env.after(finish, settleMaxWaitMs));
      quietAgain();
    }),
  );
  return stop;
}

/** The browser's load event, resource timing, idle callbacks (a timer where there are none) and timers. */
export function browserEnvironment(target: Window = window): SettleEnvironment {
  return {
    afterLoad(callback) {
      if (target.document.readyState === 'complete') {
        callback();
        return () => undefined;
      }
      target.addEventListener('load', callback, { once: true });
      return () => target.removeEventListener('load', callback);
    },
    onResource(callback) {
      if (typeof PerformanceObserver === 'undefined') return () => undefined;
      if (!PerformanceObserver.supportedEntryTypes?.includes('resource')) return () => undefined;
      const observer = new PerformanceObserver(() => callback());
      observer.observe({ type: 'resource' });
      return () => observer.disconnect();
    },
    whenIdle(callback, timeoutMs) {
      if (typeof target.requestIdleCallback !== 'function') return this.after(callback, 0);
      const handle = target.requestIdleCallback(() => callback(), { timeout: timeoutMs });
      return () => target.cancelIdleCallback(handle);
    },
    after(callback, ms) {
      const handle = setTimeout(callback, ms);
      return () => clearTimeout(handle);
    },
  };
}

let firstPageSettled = false;
let watching = false;
const settledListeners = new Set<() => void>();

function subscribeSettled(onChange: () => void): () => void {
  settledListeners.add(onChange);
  if (!watching && !firstPageSettled) {
    watching = true;
    whenPageSettled(() => {
      firstPageSettled = true;
      // each reader in a task of its own: their renders and first reads together were one task of
      // ~25 ms here (×4 on a phone) while the visitor may already be typing
      for (const listener of settledListeners)
        setTimeout(() => {
          if (settledListeners.has(listener)) listener();
        }, 0);
    });
  }
  return () => settledListeners.delete(onChange);
}

/**
 * Whether the first page the visit opened has settled (`whenPageSettled`); true from then on. For
 * reads that serve the session rather than the page on screen (the session time limit, the reality
 * check, the operator's marketing snippets): asked for once the page is in, they do not share the
 * network with its code and data while it loads.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribeSettled,
    () => firstPageSettled,
    () => false,
  );
}
