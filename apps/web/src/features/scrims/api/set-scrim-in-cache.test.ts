import { QueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { buildScrimDto } from "@/testing/scrim-data";
import { scrimKeys } from "./scrim-keys";
import { conflictScrimOf, setScrimInCache } from "./set-scrim-in-cache";

describe("setScrimInCache", () => {
  const filters = {
    region: "NA",
    startDate: "2025-01-01T00:00:00.000Z",
    endDate: "2025-01-02T00:00:00.000Z",
  };

  it("keeps the newer version of a scrim when an older push arrives after it", () => {
    const queryClient = new QueryClient();
    const newer = buildScrimDto({ version: 5, title: "Newer" });
    queryClient.setQueryData(scrimKeys.detail(newer._id), newer);
    queryClient.setQueryData(scrimKeys.list(filters), [newer]);
    setScrimInCache(queryClient, { ...newer, version: 4, title: "Older" });
    expect(queryClient.getQueryData<ScrimDto>(scrimKeys.detail(newer._id))?.title).toBe("Newer");
    expect(queryClient.getQueryData<ScrimDto[]>(scrimKeys.list(filters))?.[0]?.title).toBe("Newer");
  });

  it("takes the same or a higher version", () => {
    const queryClient = new QueryClient();
    const shown = buildScrimDto({ version: 5, title: "Shown" });
    queryClient.setQueryData(scrimKeys.detail(shown._id), shown);
    setScrimInCache(queryClient, { ...shown, version: 5, title: "Same version" });
    expect(queryClient.getQueryData<ScrimDto>(scrimKeys.detail(shown._id))?.title).toBe(
      "Same version",
    );
    setScrimInCache(queryClient, { ...shown, version: 6, title: "Next" });
    expect(queryClient.getQueryData<ScrimDto>(scrimKeys.detail(shown._id))?.title).toBe("Next");
  });
});

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
