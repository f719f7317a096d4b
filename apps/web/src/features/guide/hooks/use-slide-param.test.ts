import { describe, expect, it } from "vitest";

import { parseSlideParam } from "./use-slide-param";

describe("parseSlideParam", () => {
  it("turns a 1-based slide number into a 0-based index", () => {
    expect(parseSlideParam("1", 9)).toBe(0);
    expect(parseSlideParam("4", 9)).toBe(3);
  });

  it("falls back to the first slide for missing or invalid values", () => {
    for (const value of [null, "", "abc", "0", "-2", "2.5"]) {
      expect(parseSlideParam(value, 9)).toBe(0);
    }
  });

  it("clamps numbers past the end to the last slide", () => {
    expect(parseSlideParam("42", 9)).toBe(8);
  });
});
