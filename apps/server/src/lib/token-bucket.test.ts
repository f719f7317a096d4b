import { describe, expect, it } from "vitest";
import { MemoryTokenBuckets, TokenBucket } from "./token-bucket";

/** A clock the test moves by hand (milliseconds). */
function manualClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("token buckets", () => {
  it("allow a burst of `capacity`, then refuse until tokens come back at `perSecond`", () => {
    const clock = manualClock();
    const bucket = new TokenBucket({ capacity: 3, perSecond: 2 }, clock.now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    clock.advance(499);
    expect(bucket.take()).toBe(false);
    clock.advance(1);
    expect(bucket.take()).toBe(true);
    // Never more than the capacity, however long it rested.
    clock.advance(60_000);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("keep one bucket per key", async () => {
    const clock = manualClock();
    const buckets = new MemoryTokenBuckets({ capacity: 1, perSecond: 1 }, clock.now);
    expect(await buckets.take("a")).toBe(true);
    expect(await buckets.take("a")).toBe(false);
    expect(await buckets.take("b")).toBe(true);
  });
});
