import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { buildScrimDto } from "@/testing/scrim-data";
import { conflictScrimOf } from "./set-scrim-in-cache";

const conflict = (body: unknown, status = 409) =>
  new ApiError({ status, code: "SEAT_TAKEN", message: "The Top seat is taken", body });

describe("conflictScrimOf", () => {
  it("gives the scrim a 409 carries, checked with the shared schema", async () => {
    const scrim = buildScrimDto();
    await expect(
      conflictScrimOf(conflict({ error: "The Top seat is taken", code: "SEAT_TAKEN", scrim })),
    ).resolves.toEqual(scrim);
  });

  it("gives nothing for a 409 without a scrim, a malformed one, or another error", async () => {
    const body = { error: "The Top seat is taken", code: "SEAT_TAKEN" };
    await expect(conflictScrimOf(conflict(body))).resolves.toBeUndefined();
    await expect(
      conflictScrimOf(conflict({ ...body, scrim: { _id: "s1", teamOne: "nobody" } })),
    ).resolves.toBeUndefined();
    await expect(
      conflictScrimOf(conflict({ ...body, scrim: buildScrimDto() }, 400)),
    ).resolves.toBeUndefined();
    await expect(conflictScrimOf(new Error("offline"))).resolves.toBeUndefined();
  });
});
