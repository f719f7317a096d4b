import { describe, expect, it } from "vitest";
import {
  formatUtc,
  reminderMoment,
  reminderStillUseful,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from "./mail.rules";

const HOUR = 60 * 60 * 1000;
const start = new Date("2026-11-26T18:00:00.000Z");
const at = (msBeforeStart: number) => new Date(start.getTime() - msBeforeStart);

describe("reminder moments", () => {
  it("are 24 hours and 1 hour before the start", () => {
    expect(reminderMoment(start, "24h").toISOString()).toBe("2026-11-25T18:00:00.000Z");
    expect(reminderMoment(start, "1h").toISOString()).toBe("2026-11-26T17:00:00.000Z");
  });

  it("are never early, never after the start, and the day-before one gives way to the hour-before one", () => {
    expect(reminderStillUseful(start, "24h", at(24 * HOUR + 1))).toBe(false);
    expect(reminderStillUseful(start, "24h", at(24 * HOUR))).toBe(true);
    expect(reminderStillUseful(start, "24h", at(HOUR + 1))).toBe(true);
    expect(reminderStillUseful(start, "24h", at(HOUR))).toBe(false);
    expect(reminderStillUseful(start, "1h", at(HOUR + 1))).toBe(false);
    expect(reminderStillUseful(start, "1h", at(1))).toBe(true);
    expect(reminderStillUseful(start, "1h", at(0))).toBe(false);
  });

  it("shows the start in UTC whatever the server's zone", () => {
    expect(formatUtc(start)).toBe("Thu, 26 Nov 2026 18:00 UTC");
  });
});

describe("unsubscribe token", () => {
  const userId = "0b6f0c7e-3f7a-4c59-9d43-3c1f1f3f9a10";

  it("names the user it was signed for, and only with the same secret", () => {
    const token = signUnsubscribeToken("secret-one", userId);
    expect(verifyUnsubscribeToken("secret-one", token)).toBe(userId);
    expect(verifyUnsubscribeToken("secret-two", token)).toBeNull();
    expect(verifyUnsubscribeToken("secret-one", token.slice(0, -2))).toBeNull();
    expect(verifyUnsubscribeToken("secret-one", `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken("secret-one", "")).toBeNull();
  });
});
