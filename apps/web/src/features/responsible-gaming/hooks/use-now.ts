import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`: a break's planned end moves on, a running one ends. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
