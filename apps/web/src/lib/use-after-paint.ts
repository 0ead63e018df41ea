import { useEffect, useState } from 'react';

/**
 * The longest the hook waits for the browser to report the page's largest paint (none comes when
 * the largest element was on screen before the caller appeared, or in a browser without the API).
 */
const largestPaintWaitMs = 1000;

/**
 * False until the browser has shown the frame in which the calling component first appeared, then
 * true: for what may wait (content below a page's first screen), so that loading and rendering it
 * does not delay the page's first, largest paint.
 *
 * A frame painted is not yet a frame shown: on a busy phone the screen can get it ~100 ms later.
 * So where the browser reports largest paints, the hook waits for the first one reported after the
 * caller appeared (its time is when the frame was shown), else for `largestPaintWaitMs`; without
 * the API, for the task after the frame's paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      const since = performance.now();
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      const timer = setTimeout(done, largestPaintWaitMs);
      return () => {
        observer.disconnect();
        clearTimeout(timer);
      };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame's callback runs before its paint; a task it posts runs after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
