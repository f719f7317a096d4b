import { describe, expect, it } from "vitest";
import { hasVisibleText, isEmptyOrVisible } from "./text";

describe("hasVisibleText", () => {
  it("is false for text that shows nothing: spaces, zero-width characters, fillers, marks", () => {
    for (const blank of [
      "",
      " \n\t",
      "\u00a0\u2003\u3000",
      "\u200b\u200c\u200d\u2060\ufeff",
      "\u3164\u115f\u1160\uffa0",
      "\u2800",
      "\u00ad\u034f",
      "\u200e\u200f\u202a\u202e\u2066",
      "\ufe0f\u{e0020}\u{e007f}",
    ]) {
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false);
    }
  });

  it("is true once one character shows, whatever surrounds it", () => {
    for (const text of ["a", " gg ", "\u200bhi\u200b", "😀", "é", "ㄱ", "\u0301"]) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe("isEmptyOrVisible", () => {
  it("takes an empty optional field, never one of blanks only", () => {
    expect(isEmptyOrVisible("")).toBe(true);
    expect(isEmptyOrVisible("what happened")).toBe(true);
    expect(isEmptyOrVisible("  ")).toBe(false);
    expect(isEmptyOrVisible("\u200b")).toBe(false);
  });
});
