import { describe, expect, it } from "vitest";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";

function runFailingMutation(
  client: ReturnType<typeof createQueryClient>,
  meta?: { skipErrorAlert?: boolean },
) {
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () =>
      Promise.reject(
        new ApiError({
          status: 409,
          code: "CONFLICT",
          message: "Cannot join cast: You're already a player in this game!",
        }),
      ),
    meta,
  });
  return mutation.execute(undefined).catch(() => undefined);
}

describe("query client", () => {
  it("shows the server's message as an error alert when a mutation fails", async () => {
    const alerts = createAlertsStore();
    const client = createQueryClient({ alerts });

    await runFailingMutation(client);

    expect(alerts.getSnapshot()).toMatchObject({
      open: true,
      alert: { type: "error", message: "Cannot join cast: You're already a player in this game!" },
    });
  });

  it("stays quiet for a mutation that handles its own errors", async () => {
    const alerts = createAlertsStore();
    const client = createQueryClient({ alerts });

    await runFailingMutation(client, { skipErrorAlert: true });

    expect(alerts.getSnapshot().alert).toBeNull();
  });

  it("does not retry a query the server refused with a 4xx", () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== "function") {
      throw new Error("expected a retry function");
    }

    expect(retry(0, new ApiError({ status: 404, code: "NOT_FOUND", message: "nope" }))).toBe(false);
    expect(retry(0, new ApiError({ status: 0, code: "NETWORK_ERROR", message: "down" }))).toBe(
      true,
    );
    expect(
      retry(2, new ApiError({ status: 503, code: "SERVICE_UNAVAILABLE", message: "down" })),
    ).toBe(false);
  });
});
