import { describe, expect, it } from "vitest";
import { formatDateInput, maskDateInput, parseDateInput } from "./date-input";

describe("maskDateInput", () => {
  it("puts the slashes in as digits are typed", () => {
    expect(maskDateInput("0")).toBe("0");
    expect(maskDateInput("051")).toBe("05/1");
    expect(maskDateInput("05102025")).toBe("05/10/2025");
    expect(maskDateInput("05/10/20259")).toBe("05/10/2025");
  });

  it("pads a one-digit month or day closed with a slash, and drops letters", () => {
    expect(maskDateInput("5/3/2025")).toBe("05/03/2025");
    expect(maskDateInput("5/")).toBe("05");
    expect(maskDateInput("ab12")).toBe("12");
  });
});

describe("parseDateInput", () => {
  it("reads a complete MM/DD/YYYY day", () => {
    expect(parseDateInput("05/10/2025")).toBe("2025-05-10");
    expect(parseDateInput("02/29/2024")).toBe("2024-02-29");
  });

  it("refuses days that do not exist and incomplete dates", () => {
    expect(parseDateInput("02/30/2025")).toBe("");
    expect(parseDateInput("02/29/2025")).toBe("");
    expect(parseDateInput("13/01/2025")).toBe("");
    expect(parseDateInput("05/10/202")).toBe("");
    expect(parseDateInput("")).toBe("");
  });
});

describe("formatDateInput", () => {
  it("shows YYYY-MM-DD as MM/DD/YYYY", () => {
    expect(formatDateInput("2025-05-10")).toBe("05/10/2025");
    expect(formatDateInput("")).toBe("");
  });
});
