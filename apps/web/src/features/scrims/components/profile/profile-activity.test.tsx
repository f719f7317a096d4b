import { screen, waitFor, within } from "@testing-library/react";
import { lastMonths, monthsFromTo } from "@scrims/shared/scrims/activity.rules";
import type { ActivityDto } from "@scrims/shared/scrims/activity.schema";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/testing/render-route";
import { fail, ok, type TestApiHandler, type TestApiRequest } from "@/testing/test-api-server";
import { viewerTimeZone } from "@/utils/time-zone";
import { ProfileActivity } from "./profile-activity";

const PLAYER_ID = "3f9c1a52-7d4e-4a4b-9a57-2f3b9e0c1d11";
const PATH = `/api/users/${PLAYER_ID}/activity`;

/** The server's answer for what was asked: `games` per month where given, else 0. */
function answerFor(request: TestApiRequest, games: Record<string, number> = {}): ActivityDto {
  const query = Object.fromEntries(request.query);
  const months = monthsFromTo(query.from ?? "", query.to ?? "").map((month) => ({
    month,
    games: games[month] ?? 0,
  }));
  return {
    from: query.from ?? "",
    to: query.to ?? "",
    filter: (query.filter ?? "all") as ActivityDto["filter"],
    tz: query.tz ?? "UTC",
    months,
    total: months.reduce((sum, month) => sum + month.games, 0),
  };
}

const activityApi =
  (games: Record<string, number> = {}): TestApiHandler =>
  (request) =>
    request.path === PATH ? ok(answerFor(request, games)) : undefined;

const activityQueries = (requests: TestApiRequest[]) =>
  requests
    .filter((request) => request.path === PATH)
    .map((request) => Object.fromEntries(request.query));

async function renderActivity(api: TestApiHandler) {
  return renderRoute({
    path: "/users/:name",
    url: "/users/Faker",
    element: <ProfileActivity userId={PLAYER_ID} isOwner={false} />,
    viewer: {},
    api,
  });
}

const region = () => screen.getByRole("region", { name: "Activity" });

describe("ProfileActivity", { timeout: 15_000 }, () => {
  it("asks for the last 6 months of every game in the viewer's zone and draws them", async () => {
    const { from, to } = lastMonths(6, new Date(), viewerTimeZone());
    const { api } = await renderActivity(activityApi({ [from]: 2, [to]: 3 }));

    expect(within(region()).getByRole("status", { name: "Loading activity" })).toBeInTheDocument();
    expect(await within(region()).findByText("5 games in the last 6 months")).toBeInTheDocument();
    // The chart's code arrives on its own; its figures are the label screen readers get.
    const chart = await within(region()).findByRole("img", { name: /^Games per month/ });
    expect(chart.getAttribute("aria-label")).toMatch(/: 2 games, .*: 0 games, .*: 3 games$/);
    // Run with TZ=Asia/Kathmandu: the months asked for are that zone's.
    expect(activityQueries(api.requests)).toEqual([
      { from, to, filter: "all", tz: viewerTimeZone() },
    ]);
    expect(viewerTimeZone()).toMatch(/^Asia\/Kath?mandu$/);
  });

  it("shows played or casted games and 3 months or a year as asked", async () => {
    const { api, user } = await renderActivity(activityApi());
    await within(region()).findByText("0 games in the last 6 months");

    await user.click(screen.getByRole("button", { name: "Casted" }));
    await waitFor(() => expect(activityQueries(api.requests).at(-1)?.filter).toBe("casted"));
    await user.click(screen.getByRole("button", { name: "3M" }));
    await within(region()).findByText("0 games in the last 3 months");
    await user.click(screen.getByRole("button", { name: "1Y" }));
    await within(region()).findByText("0 games in the last 12 months");

    const tz = viewerTimeZone();
    expect(activityQueries(api.requests).slice(1)).toEqual([
      { ...lastMonths(6, new Date(), tz), filter: "casted", tz },
      { ...lastMonths(3, new Date(), tz), filter: "casted", tz },
      { ...lastMonths(12, new Date(), tz), filter: "casted", tz },
    ]);
    expect(screen.getByRole("button", { name: "Casted" })).toHaveAttribute("aria-pressed", "true");
  });

  it("asks for a custom range once both ends are set and fine, and says what is wrong", async () => {
    const { api, user } = await renderActivity(activityApi({ "2024-02": 4 }));
    await within(region()).findByText("0 games in the last 6 months");
    const asked = () => activityQueries(api.requests).length;

    await user.type(screen.getByLabelText("From"), "2024-01");
    await user.type(screen.getByLabelText("To"), "2023-12");
    expect(screen.getByText("'To' cannot be earlier than 'From'")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2020-11");
    expect(screen.getByText("Pick at most 36 months")).toBeInTheDocument();
    expect(asked()).toBe(1);

    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2023-11");
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2024-03");

    expect(await within(region()).findByText("4 games in Nov 2023 – Mar 2024")).toBeInTheDocument();
    expect(activityQueries(api.requests).at(-1)).toMatchObject({ from: "2023-11", to: "2024-03" });
    // Clear goes back to the preset.
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(await within(region()).findByText("0 games in the last 6 months")).toBeInTheDocument();
  });

  it("says when there were no games", async () => {
    await renderActivity(activityApi());

    expect(await within(region()).findByText("No games in the last 6 months")).toBeInTheDocument();
    expect(within(region()).queryByRole("img", { name: /per month/ })).not.toBeInTheDocument();
  });

  it("says it could not load, and Retry asks again", async () => {
    let failing = true;
    const { user } = await renderActivity((request) => {
      if (request.path !== PATH) {
        return undefined;
      }
      return failing ? fail(500, "INTERNAL", "Something broke") : ok(answerFor(request));
    });

    expect(await within(region()).findByText("Could not load the activity.")).toBeInTheDocument();
    failing = false;
    await user.click(within(region()).getByRole("button", { name: "Retry" }));
    expect(await within(region()).findByText("No games in the last 6 months")).toBeInTheDocument();
  });
});
