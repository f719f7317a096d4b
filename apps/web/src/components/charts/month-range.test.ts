import { describe, expect, it } from "vitest";
import { CUSTOM_RANGE_ERROR, customRangeError, isCustomRangeActive } from "./month-range";

describe("the custom range's rule", () => {
  it("refuses 'To' before 'From' and allows the same month", () => {
    expect(customRangeError({ from: "2026-02", to: "2025-12" })).toBe(CUSTOM_RANGE_ERROR);
    expect(customRangeError({ from: "2026-02", to: "2026-02" })).toBeUndefined();
    expect(customRangeError({ from: "2026-02", to: "" })).toBeUndefined();
    expect(isCustomRangeActive({ from: "2026-02", to: "2026-02" })).toBe(true);
    expect(isCustomRangeActive({ from: "2026-02", to: "" })).toBe(false);
    expect(isCustomRangeActive({ from: "2026-03", to: "2026-02" })).toBe(false);
  });

  it("refuses a range longer than the chart allows, when it sets a limit", () => {
    expect(customRangeError({ from: "2023-01", to: "2025-12" }, 36)).toBeUndefined();
    expect(customRangeError({ from: "2023-01", to: "2026-01" }, 36)).toBe("Pick at most 36 months");
    expect(isCustomRangeActive({ from: "2023-01", to: "2026-01" }, 36)).toBe(false);
    expect(isCustomRangeActive({ from: "2023-01", to: "2026-01" })).toBe(true);
    expect(isCustomRangeActive({ from: "2026-13", to: "2026-12" })).toBe(false);
  });
});
