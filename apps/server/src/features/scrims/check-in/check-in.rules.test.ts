import { describe, expect, it } from "vitest";
import { planSweep } from "./check-in.rules";

const HOUR = 60 * 60 * 1000;
const now = new Date("2026-03-10T12:00:00Z");

describe("planSweep", () => {
  const start = new Date(now.getTime() + HOUR);
  const seat = (userId: string, checkedInAt: Date | null, seatedAt = now) => ({
    team: "teamOne" as const,
    role: "Top" as const,
    userId,
    checkedInAt,
    seatedAt,
  });

  it("keeps the checked-in seats and frees the others", () => {
    const plan = planSweep([seat("a", now), seat("b", null)], start);
    expect(plan.shown.map((s) => s.userId)).toEqual(["a"]);
    expect(plan.noShows.map((s) => s.userId)).toEqual(["b"]);
  });

  it("leaves out every seat taken at or after the start, checked in or not", () => {
    const justBefore = new Date(start.getTime() - 1);
    const plan = planSweep(
      [
        seat("before", null, justBefore),
        seat("at", null, start),
        seat("after", null, new Date(start.getTime() + 1)),
        seat("after-in", start, new Date(start.getTime() + 1)),
      ],
      start,
    );
    expect(plan.noShows.map((s) => s.userId)).toEqual(["before"]);
    expect(plan.shown).toEqual([]);
  });
});
