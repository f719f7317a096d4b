import { describe, expect, it } from "vitest";
import { noShowBlockEnd, reliabilityOf } from "./users.rules";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date("2026-03-10T12:00:00Z");
const at = (msAgo: number) => new Date(now.getTime() - msAgo);
const noShow = (msAgo: number) => ({ shown: false, recordedAt: at(msAgo) });
const shown = (msAgo: number) => ({ shown: true, recordedAt: at(msAgo) });

describe("reliabilityOf", () => {
  it("rounds the share shown and has no percent without games", () => {
    expect(reliabilityOf([])).toEqual({ shown: 0, seated: 0, percent: null });
    expect(reliabilityOf([shown(1), shown(2), noShow(3)])).toEqual({
      shown: 2,
      seated: 3,
      percent: 67,
    });
  });
});

describe("noShowBlockEnd", () => {
  it("blocks 24 hours from the third no-show within 30 days", () => {
    expect(noShowBlockEnd([noShow(30 * DAY), noShow(2 * DAY), noShow(HOUR)], null, now)).toEqual(
      at(HOUR - DAY),
    );
    // 30 days and an hour from the first to the third: no block.
    expect(
      noShowBlockEnd([noShow(30 * DAY + 2 * HOUR), noShow(DAY), noShow(HOUR)], null, now),
    ).toBeNull();
  });

  it("extends with a fourth no-show, ignores shown games, and ends after 24 hours", () => {
    const records = [noShow(3 * DAY), shown(2 * DAY), noShow(30 * HOUR), noShow(10 * HOUR)];
    expect(noShowBlockEnd(records, null, now)).toEqual(at(10 * HOUR - DAY));
    expect(noShowBlockEnd([...records, noShow(HOUR)], null, now)).toEqual(at(HOUR - DAY));
    expect(
      noShowBlockEnd([noShow(3 * DAY), noShow(2 * DAY), noShow(DAY + 1)], null, now),
    ).toBeNull();
  });

  it("counts only no-shows after the last clearing", () => {
    const records = [noShow(3 * HOUR), noShow(2 * HOUR), noShow(HOUR)];
    expect(noShowBlockEnd(records, at(90 * 60 * 1000), now)).toBeNull();
    expect(noShowBlockEnd(records, at(4 * HOUR), now)).toEqual(at(HOUR - DAY));
  });
});
