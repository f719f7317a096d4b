import { describe, expect, it } from "vitest";
import { registrationSeries } from "./registrations-range";

const growth = [
  { year: 2025, month: 11, count: 4 },
  { year: 2026, month: 1, count: 7 },
  { year: 2026, month: 3, count: 2 },
];

describe("registrationSeries", () => {
  it("shows the latest N months ending at the latest month in the data, zero where none", () => {
    expect(registrationSeries(growth, 6)).toEqual([
      { key: "2025-10", label: "Oct 2025", count: 0 },
      { key: "2025-11", label: "Nov 2025", count: 4 },
      { key: "2025-12", label: "Dec 2025", count: 0 },
      { key: "2026-01", label: "Jan 2026", count: 7 },
      { key: "2026-02", label: "Feb 2026", count: 0 },
      { key: "2026-03", label: "Mar 2026", count: 2 },
    ]);
    expect(registrationSeries(growth, 3).map((p) => p.key)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(registrationSeries(growth, 12)).toHaveLength(12);
  });

  it("has no points without registrations", () => {
    expect(registrationSeries([], 6)).toEqual([]);
  });

  it("shows a custom range from 'From' to 'To' once both are set", () => {
    expect(registrationSeries(growth, 6, { from: "2025-12", to: "2026-02" })).toEqual([
      { key: "2025-12", label: "Dec 2025", count: 0 },
      { key: "2026-01", label: "Jan 2026", count: 7 },
      { key: "2026-02", label: "Feb 2026", count: 0 },
    ]);
  });

  it("keeps the preset while only one end is set, or 'To' is before 'From'", () => {
    const preset = registrationSeries(growth, 3);
    expect(registrationSeries(growth, 3, { from: "2025-12", to: "" })).toEqual(preset);
    expect(registrationSeries(growth, 3, { from: "", to: "2026-02" })).toEqual(preset);
    expect(registrationSeries(growth, 3, { from: "2026-02", to: "2025-12" })).toEqual(preset);
  });
});
