import { setTimeout as sleep } from "node:timers/promises";

/**
 * Polls `condition` until it holds (or returns a value), up to a generous bound: for work that
 * happens in the background (jobs, effects). Not a timing assertion: the bound only ends a hung run.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  what = "condition",
  boundMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = await condition();
    if (value) {
      return value as NonNullable<T>;
    }
    if (Date.now() > deadline) {
      throw new Error(`waitFor: ${what} did not happen within ${boundMs} ms`);
    }
    await sleep(20);
  }
}
