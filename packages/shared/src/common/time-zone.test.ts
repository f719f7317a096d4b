import { describe, expect, it } from "vitest";
import { INVALID_TIME_ZONE, timeZoneSchema } from "./time-zone";

const parse = (value: unknown) => timeZoneSchema.safeParse(value);

describe("timeZoneSchema", () => {
  it("takes an IANA zone, the same again, and another spelling of it", () => {
    expect(parse("Europe/Paris")).toEqual({ success: true, data: "Europe/Paris" });
    expect(parse("Europe/Paris")).toEqual({ success: true, data: "Europe/Paris" });
    expect(parse("europe/paris")).toEqual({ success: true, data: "europe/paris" });
  });

  it("is UTC when absent or empty", () => {
    expect(parse(undefined)).toEqual({ success: true, data: "UTC" });
    expect(parse("")).toEqual({ success: true, data: "UTC" });
  });

  it("refuses a name that is no zone, however often it is sent", () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = parse("Europe/Atlantis");
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_TIME_ZONE);
    }
  });
});
