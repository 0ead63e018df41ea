import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the frame in which the calling component first appeared,
 * then true: for what may wait a frame (content below a page's first screen), so that loading and
 * rendering it does not delay the page's first, largest paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame's callback runs before its paint; a task it posts runs after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
