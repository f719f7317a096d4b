import { describe, expect, it } from "vitest";
import { apiErrorSchema, errorCodeSchema } from "./errors";

describe("apiErrorSchema", () => {
  it("accepts {error, code}", () => {
    expect(apiErrorSchema.parse({ error: "Nope", code: "NOT_FOUND" })).toEqual({
      error: "Nope",
      code: "NOT_FOUND",
    });
  });

  it("refuses a body without a code", () => {
    expect(apiErrorSchema.safeParse({ error: "Nope" }).success).toBe(false);
  });
});

describe("errorCodeSchema", () => {
  it("knows the codes of the HTTP statuses the API uses", () => {
    for (const code of [
      "VALIDATION_FAILED",
      "UNAUTHORIZED",
      "FORBIDDEN",
      "NOT_FOUND",
      "CONFLICT",
    ]) {
      expect(errorCodeSchema.safeParse(code).success).toBe(true);
    }
  });
});
