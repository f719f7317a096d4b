import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("forgets an entry once its time to live has passed", () => {
    const cache = new TtlCache<string>(10);
    cache.set("a", "value", 1000, 0);
    expect(cache.get("a", 999)).toBe("value");
    expect(cache.get("a", 1000)).toBeUndefined();
  });

  it("drops the least recently used entry past its size", () => {
    const cache = new TtlCache<number>(2);
    cache.set("a", 1, 1000, 0);
    cache.set("b", 2, 1000, 0);
    cache.get("a", 1); // a is now more recent than b
    cache.set("c", 3, 1000, 2);
    expect(cache.get("b", 3)).toBeUndefined();
    expect(cache.get("a", 3)).toBe(1);
    expect(cache.get("c", 3)).toBe(3);
    expect(cache.size).toBe(2);
  });
});
