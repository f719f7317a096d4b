import { REGION_COLORS } from "@scrims/shared/common/regions.constants";
import { describe, expect, it } from "vitest";
import { UNKNOWN_REGION_COLOR, regionSlices } from "./region-slices";

describe("regionSlices", () => {
  it("gives each region its colour and a rounded percent, a missing one as Unknown", () => {
    expect(
      regionSlices([
        { region: "NA", count: 2 },
        { region: "EUW", count: 1 },
        { region: null, count: 1 },
        { region: "", count: 1 },
        { region: "OCE", count: 1 },
      ]),
    ).toEqual([
      { name: "NA", value: 2, percent: 33, color: REGION_COLORS.NA },
      { name: "EUW", value: 1, percent: 17, color: REGION_COLORS.EUW },
      { name: "Unknown", value: 2, percent: 33, color: UNKNOWN_REGION_COLOR },
      { name: "OCE", value: 1, percent: 17, color: REGION_COLORS.OCE },
    ]);
  });

  it("uses the spec's five colours", () => {
    expect(REGION_COLORS).toEqual({
      NA: "#2196F3",
      EUW: "#4CAF50",
      EUNE: "#FF9800",
      LAN: "#E91E63",
      OCE: "#9C27B0",
    });
  });
});
