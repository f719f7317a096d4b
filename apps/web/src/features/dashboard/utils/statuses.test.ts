import { describe, expect, it } from "vitest";
import { ACTIVITY_CHIP_COLORS, serviceChip } from "./statuses";

describe("status chips", () => {
  it("colours activities: active success, completed info, banned error, lifted warning, new primary", () => {
    expect(ACTIVITY_CHIP_COLORS).toEqual({
      active: "success",
      completed: "info",
      banned: "error",
      lifted: "warning",
      new: "primary",
    });
  });

  it("names the four service states and shows anything else as Unknown", () => {
    expect(serviceChip("operational")).toEqual({ label: "Operational", color: "success" });
    expect(serviceChip("warning")).toEqual({ label: "Warning", color: "warning" });
    expect(serviceChip("error")).toEqual({ label: "Error", color: "error" });
    expect(serviceChip("inactive")).toEqual({ label: "Inactive", color: "default" });
    for (const other of ["degraded", "constructor", undefined]) {
      expect(serviceChip(other)).toEqual({ label: "Unknown", color: "default" });
    }
  });
});
