import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` (for countdowns and time states), and also at the
 * moment `boundary` (an ISO time, e.g. the start) when it is still ahead, so a slow clock never lags
 * behind a change of state.
 */
export function useNow(intervalMs: number, boundary?: string): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  useEffect(() => {
    if (!boundary) {
      return undefined;
    }
    const msLeft = new Date(boundary).getTime() - Date.now();
    // Past boundaries need no tick; ones beyond a timer's 24-day range are left to the interval.
    if (!(msLeft >= 0) || msLeft > 2 ** 31 - 1) {
      return undefined;
    }
    const timer = setTimeout(() => setNow(new Date()), msLeft + 1);
    return () => clearTimeout(timer);
  }, [boundary]);
  return now;
}
