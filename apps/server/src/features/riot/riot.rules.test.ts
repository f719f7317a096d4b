import { describe, expect, it } from "vitest";
import { RIOT_STATUS_WINDOW_MS, RiotCallLog, outcomeOfStatus, riotApiStatus } from "./riot.rules";

describe("riotApiStatus", () => {
  it("is inactive without a key, whatever the calls", () => {
    expect(riotApiStatus(false, [])).toBe("inactive");
    expect(riotApiStatus(false, ["failed"])).toBe("inactive");
  });

  it("is operational with no calls lately or only good ones", () => {
    expect(riotApiStatus(true, [])).toBe("operational");
    expect(riotApiStatus(true, ["ok", "ok"])).toBe("operational");
  });

  it("warns after a 429 or a failure that a later call got past", () => {
    expect(riotApiStatus(true, ["ok", "rate-limited", "ok"])).toBe("warning");
    expect(riotApiStatus(true, ["rate-limited"])).toBe("warning");
    expect(riotApiStatus(true, ["failed", "ok"])).toBe("warning");
  });

  it("is an error when the latest attempt failed", () => {
    expect(riotApiStatus(true, ["ok", "failed"])).toBe("error");
  });
});

describe("outcomeOfStatus", () => {
  it("reads 429 as rate limited, 5xx and a refused key as failures, other answers as Riot working", () => {
    expect(outcomeOfStatus(429)).toBe("rate-limited");
    for (const status of [500, 502, 503, 504, 401, 403]) {
      expect(outcomeOfStatus(status), String(status)).toBe("failed");
    }
    for (const status of [200, 204, 400, 404]) {
      expect(outcomeOfStatus(status), String(status)).toBe("ok");
    }
  });
});

describe("RiotCallLog", () => {
  it("forgets attempts older than the window", () => {
    const log = new RiotCallLog();
    const now = 10 * RIOT_STATUS_WINDOW_MS;
    log.record("failed", now - RIOT_STATUS_WINDOW_MS - 1);
    log.record("rate-limited", now - 1000);
    log.record("ok", now);

    expect(log.recent(now)).toEqual(["rate-limited", "ok"]);
    expect(log.recent(now + RIOT_STATUS_WINDOW_MS - 1)).toEqual(["ok"]);
  });

  it("keeps the newest hundred", () => {
    const log = new RiotCallLog();
    log.record("failed", 1);
    for (let i = 0; i < 100; i += 1) {
      log.record("ok", 2);
    }
    expect(log.recent(3)).toHaveLength(100);
    expect(log.recent(3)).not.toContain("failed");
  });
});
