import { useCallback, useEffect, useRef, useState } from "react";

/** After each refresh the button rests for 5 s, then 10 s, then 5 s again, and so on. */
const REFRESH_LOCK_SECONDS = [5, 10] as const;

/**
 * `lock()` starts the next rest period; `secondsLeft` counts it down (0 = free). Alternating
 * lengths keep a clicking player from hammering the server without punishing one refresh.
 */
export function useRefreshLock() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const clicks = useRef(0);
  const timers = useRef<{
    end?: ReturnType<typeof setTimeout>;
    tick?: ReturnType<typeof setInterval>;
  }>({});

  const clear = useCallback(() => {
    clearTimeout(timers.current.end);
    clearInterval(timers.current.tick);
  }, []);

  useEffect(() => clear, [clear]);

  const lock = useCallback(() => {
    const seconds = REFRESH_LOCK_SECONDS[clicks.current % REFRESH_LOCK_SECONDS.length] ?? 5;
    clicks.current += 1;
    clear();
    setSecondsLeft(seconds);
    // One timer ends the rest exactly; the interval only updates the number shown.
    timers.current.tick = setInterval(() => setSecondsLeft((left) => Math.max(1, left - 1)), 1000);
    timers.current.end = setTimeout(() => {
      clear();
      setSecondsLeft(0);
    }, seconds * 1000);
  }, [clear]);

  return { locked: secondsLeft > 0, secondsLeft, lock };
}
