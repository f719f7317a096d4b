import { alpha as muiAlpha } from "@mui/system/colorManipulator";
import { describe, expect, it } from "vitest";
import { alpha } from "./alpha";

describe("alpha", () => {
  it("tints a colour exactly as MUI's alpha() did", () => {
    for (const [color, opacity] of [
      ["#2196F3", 0.14],
      ["#ffb74d", 0.55],
      ["#b0bec5", 0.08],
      ["#fff", 0.4],
    ] as const) {
      expect(alpha(color, opacity)).toBe(muiAlpha(color, opacity));
    }
  });
});
