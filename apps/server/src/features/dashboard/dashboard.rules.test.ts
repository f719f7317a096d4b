import { describe, expect, it } from "vitest";
import { SLOW_DATABASE_MS, databaseStatus, fillChartDays, statsMoments } from "./dashboard.rules";

describe("statsMoments", () => {
  it("counts days from midnight UTC, whatever the server's time zone", () => {
    const moments = statsMoments(new Date("2026-03-10T01:30:00.000Z"));
    expect(moments.today.toISOString()).toBe("2026-03-10T00:00:00.000Z");
    expect(moments.weekAgo.toISOString()).toBe("2026-03-03T01:30:00.000Z");
    expect(moments.firstChartDay.toISOString()).toBe("2026-03-04T00:00:00.000Z");
  });
});

describe("fillChartDays", () => {
  it("gives the seven days from the first, zero where no scrim was played (across a month end)", () => {
    const days = fillChartDays(
      [
        { day: "2026-02-27", scrims: 3 },
        { day: "2026-03-02", scrims: 1 },
      ],
      new Date("2026-02-26T00:00:00.000Z"),
    );
    expect(days.map((entry) => `${entry.day} ${entry.scrims}`)).toEqual([
      "2026-02-26 0",
      "2026-02-27 3",
      "2026-02-28 0",
      "2026-03-01 0",
      "2026-03-02 1",
      "2026-03-03 0",
      "2026-03-04 0",
    ]);
  });
});

describe("databaseStatus", () => {
  it("is operational when quick, a warning when slow, an error without an answer", () => {
    expect(databaseStatus(3)).toBe("operational");
    expect(databaseStatus(SLOW_DATABASE_MS + 1)).toBe("warning");
    expect(databaseStatus(null)).toBe("error");
  });
});
