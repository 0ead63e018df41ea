import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so what depends on it stays true: relative times
 * ("5 minutes ago"), a break's planned end, a limit that lifts.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
