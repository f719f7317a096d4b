import { screen, waitFor, within } from "@testing-library/react";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { afterEach, describe, expect, it } from "vitest";
import { formatBanEndLocal } from "@/lib/ban-end";
import { ok, startTestApi, type TestApi } from "@/testing/test-api-server";
import { buildUserDto, renderRoutes } from "@/testing/test-utils";
import { ProfileReliability, reliabilityText } from "./profile-reliability";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

function renderReliability(user: UserDto, isAdmin = false) {
  renderRoutes([{ path: "/", element: <ProfileReliability user={user} isAdmin={isAdmin} /> }]);
  return screen.getByRole("region", { name: "Reliability" });
}

describe("profile reliability", () => {
  it("says how many games the player showed up for in the last 30 days", () => {
    expect(reliabilityText({ shown: 9, seated: 10, percent: 90 })).toBe(
      "Showed up 9 of 10 games, 90%",
    );
    expect(reliabilityText({ shown: 0, seated: 0, percent: null })).toBe("No check-in games yet");
    const section = renderReliability(
      buildUserDto({
        reliability: { shown: 9, seated: 10, percent: 90 },
        noShowBlockedUntil: null,
      }),
    );
    expect(section).toHaveTextContent("Showed up 9 of 10 games, 90%");
    expect(section).toHaveTextContent("Last 30 days");
    expect(within(section).getByRole("progressbar", { name: "Reliability 90%" })).toBeVisible();
    expect(within(section).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a block with its end, which only an admin may clear", async () => {
    const until = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const blocked = buildUserDto({
      reliability: { shown: 2, seated: 5, percent: 40 },
      noShowBlockedUntil: until,
    });
    api = await startTestApi((request) =>
      request.path === `/api/users/${blocked._id}/clear-no-show-block`
        ? ok({ ...blocked, noShowBlockedUntil: null })
        : undefined,
    );
    const section = renderReliability(blocked, true);
    const alert = within(section).getByRole("alert");
    expect(alert).toHaveTextContent(
      `blocked from joining scrims until ${formatBanEndLocal(until)}`,
    );
    within(alert).getByRole("button", { name: "Clear block" }).click();
    await waitFor(() =>
      expect(api?.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `POST /api/users/${blocked._id}/clear-no-show-block`,
      ),
    );
  });

  it("has no Clear button for other players", () => {
    const section = renderReliability(
      buildUserDto({
        reliability: { shown: 0, seated: 3, percent: 0 },
        noShowBlockedUntil: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
  });
});
