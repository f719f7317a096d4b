import { screen, waitFor, within } from "@testing-library/react";
import {
  EMPTY_ACTIVITY_DETAILS,
  type ActivityDto,
  type DashboardStatsDto,
  type SystemStatusDto,
} from "@scrims/shared/dashboard/dashboard.schema";
import { describe, expect, it, vi } from "vitest";
import { expectAlert } from "@/testing/alerts";
import { renderRoute } from "@/testing/render-route";
import { fail, ok, type TestApiHandler } from "@/testing/test-api-server";
import { AdminDashboard, DASHBOARD_LOAD_FAILED } from "./admin-dashboard";
import { NO_ACTIVITY_TEXT } from "./recent-activity";
import { STATUS_UNAVAILABLE_TEXT } from "./system-status-panel";

const STATS: DashboardStatsDto = {
  totalUsers: 1234,
  weeklyNewUsers: 17,
  totalScrims: 321,
  weeklyNewScrims: 9,
  activeToday: 42,
  banStatistics: { activeBans: 3, expiredBans: 2, totalBannedUsers: 8, totalBans: 11 },
  monthlyUserGrowth: [
    { year: 2026, month: 9, count: 10 },
    { year: 2026, month: 11, count: 25 },
  ],
  weeklyScrimActivity: [1, 0, 4, 2, 0, 3, 5].map((scrims, index) => ({
    day: `2026-11-${18 + index}`,
    scrims,
  })),
  regionDistribution: [
    { region: "NA", count: 600 },
    { region: "EUW", count: 400 },
    { region: null, count: 34 },
  ],
  rankDistribution: [
    { rank: "Gold", count: 300 },
    { rank: "Unranked", count: 200 },
  ],
};

const none = EMPTY_ACTIVITY_DETAILS;
const ACTIVITY: ActivityDto[] = [
  {
    type: "scrim",
    description: 'New scrim "Friday Night" created by Admin',
    timestamp: "2026-11-24T10:00:00.000Z",
    status: "active",
    details: { ...none, scrimId: "scrim-1", userName: "Admin", region: "EUW" },
  },
  {
    type: "user",
    description: "New player registered: Faker",
    timestamp: "2026-11-24T09:00:00.000Z",
    status: "new",
    details: { ...none, userName: "Faker", userId: "u-1", region: "EUW", rank: "Gold 2" },
  },
  {
    type: "ban",
    description: "Toxic One was banned",
    timestamp: "2026-11-24T08:00:00.000Z",
    status: "banned",
    details: { ...none, userName: "Toxic One", userId: "u-2", region: "NA", reason: "Flaming" },
  },
];

const STATUS: SystemStatusDto = {
  services: {
    database: { status: "operational", latency: 3.5 },
    websocket: { status: "operational", connections: 12 },
    riotApi: { status: "warning" },
    // Anything the four states do not name shows as Unknown.
    emailService: { status: "degraded" as "inactive" },
  },
};

type Answers = {
  stats?: TestApiHandler;
  activity?: TestApiHandler;
  status?: TestApiHandler;
  other?: TestApiHandler;
};

function renderDashboard(answers: Answers = {}) {
  const onClearCache = vi.fn();
  const view = renderRoute({
    path: "/admin/dashboard",
    element: <AdminDashboard adminName="Ada" onClearCache={onClearCache} />,
    viewer: { name: "Ada", isAdmin: true },
    otherPages: {
      "/admin/bans": "Ban history page",
      "/scrims/new": "Create scrim page",
      "/scrims/:id": "Scrim page",
      "/users/:name": "Profile page",
    },
    api: (request) => {
      switch (request.path) {
        case "/api/admin/dashboard/stats":
          return answers.stats ? answers.stats(request) : ok(STATS);
        case "/api/admin/dashboard/activity":
          return answers.activity ? answers.activity(request) : ok(ACTIVITY);
        case "/api/admin/dashboard/system-status":
          return answers.status ? answers.status(request) : ok(STATUS);
        default:
          return answers.other?.(request);
      }
    },
  });
  return view.then((rendered) => ({ ...rendered, onClearCache }));
}

/** The page once the stats are in (the panels render with them). */
async function renderLoaded(answers: Answers = {}) {
  const view = await renderDashboard(answers);
  await screen.findByRole("group", { name: "Total Users" }, { timeout: 5_000 });
  return view;
}

const card = (name: string) => screen.getByRole("group", { name });
const region = (name: string) => screen.getByRole("region", { name });
const calls = (requests: { path: string }[], path: string) =>
  requests.filter((request) => request.path === path).length;

// Nine panels with their charts: slow to render in jsdom on a loaded machine.
describe("AdminDashboard", { timeout: 20_000 }, () => {
  it("shows the header, the four stat cards and every panel", async () => {
    await renderDashboard();

    expect(screen.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Ada\./)).toBeInTheDocument();
    await screen.findByRole("group", { name: "Total Users" });
    expect(card("Total Users")).toHaveTextContent("1,234");
    expect(card("Total Users")).toHaveTextContent("+17 this week");
    expect(card("Total Scrims")).toHaveTextContent("321");
    expect(card("Total Scrims")).toHaveTextContent("+9 this week");
    expect(card("Active Today")).toHaveTextContent("42");
    expect(card("Active Bans")).toHaveTextContent("3");
    expect(card("Active Bans")).toHaveTextContent("2 expired · 8 banned users in all");
    for (const title of [
      "New User Registrations",
      "Region Distribution",
      "Weekly Scrim Activity",
      "Rank Distribution",
      "Ban Statistics",
      "Ban Management",
      "Recent Activity",
      "System Status",
      "Quick Actions",
    ]) {
      expect(region(title)).toBeInTheDocument();
    }
    // A player without a region is counted as Unknown, each share rounded.
    const regions = within(screen.getByRole("list", { name: "Regions" }));
    expect(regions.getByText("NA 58%")).toBeInTheDocument();
    expect(regions.getByText("EUW 39%")).toBeInTheDocument();
    expect(regions.getByText("Unknown 3%")).toBeInTheDocument();
    expect(within(region("Ban Statistics")).getByText("Total bans in history:")).toHaveTextContent(
      "11",
    );
    expect(
      within(region("Ban Statistics")).getByText("2 expired bans are waiting to be lifted."),
    ).toBeInTheDocument();
  });

  it("runs its three loaders in parallel: activity and status do not wait for the stats", async () => {
    let releaseStats: () => void = () => {};
    const statsHeld = new Promise<void>((resolve) => {
      releaseStats = resolve;
    });
    const { api } = await renderDashboard({
      stats: async () => {
        await statsHeld;
        return ok(STATS);
      },
    });

    await waitFor(() => {
      expect(calls(api.requests, "/api/admin/dashboard/activity")).toBe(1);
      expect(calls(api.requests, "/api/admin/dashboard/system-status")).toBe(1);
    });
    expect(calls(api.requests, "/api/admin/dashboard/stats")).toBe(1);
    expect(screen.queryByRole("group", { name: "Total Users" })).not.toBeInTheDocument();

    releaseStats();
    expect(await screen.findByRole("group", { name: "Total Users" })).toBeInTheDocument();
  });

  it("says 'Failed to load dashboard data' without the stats, and Retry loads them", async () => {
    let failing = true;
    const { alerts, user } = await renderDashboard({
      stats: () => (failing ? fail(500, "INTERNAL", "Something went wrong") : ok(STATS)),
    });

    // Said on the page (with Retry) and in the snackbar.
    expect((await screen.findAllByText(DASHBOARD_LOAD_FAILED)).length).toBeGreaterThan(0);
    expect(DASHBOARD_LOAD_FAILED).toBe("Failed to load dashboard data");
    await expectAlert(alerts, "error", "Failed to load dashboard data");
    expect(screen.queryByRole("region", { name: "Recent Activity" })).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("group", { name: "Total Users" })).toBeInTheDocument();
  });

  it("shows the page when the activity and the status fail: an empty list, 'Unable to fetch server status'", async () => {
    await renderLoaded({
      activity: () => fail(500, "INTERNAL", "Something went wrong"),
      status: () => fail(503, "SERVICE_UNAVAILABLE", "Down"),
    });

    expect(
      await within(region("Recent Activity")).findByText(NO_ACTIVITY_TEXT),
    ).toBeInTheDocument();
    expect(NO_ACTIVITY_TEXT).toBe("No recent activities found");
    expect(
      await within(region("System Status")).findByText(STATUS_UNAVAILABLE_TEXT),
    ).toBeInTheDocument();
    expect(STATUS_UNAVAILABLE_TEXT).toBe("Unable to fetch server status");
    expect(card("Total Users")).toHaveTextContent("1,234");
  });

  it("says 'No recent activities found' when nothing happened", async () => {
    await renderLoaded({ activity: () => ok([]) });
    expect(
      await within(region("Recent Activity")).findByText(NO_ACTIVITY_TEXT),
    ).toBeInTheDocument();
  });

  it("lists each activity with its icon, time, region and rank, and status chip", async () => {
    await renderLoaded();
    const list = within(region("Recent Activity"));
    const item = (await list.findByText("New player registered: Faker")).closest(
      "[role=button]",
    ) as HTMLElement;

    expect(within(item).getByLabelText("user")).toBeInTheDocument();
    expect(item).toHaveTextContent(/11\/24\/2026 \d\d:\d\d (AM|PM) · EUW · Gold 2/);
    const chip = (within: HTMLElement, label: string) =>
      within.querySelector(".MuiChip-root")?.textContent === label
        ? within.querySelector(".MuiChip-root")
        : null;
    expect(chip(item, "new")).toHaveClass("MuiChip-colorPrimary");
    const scrim = list.getByText(/Friday Night/).closest("[role=button]") as HTMLElement;
    expect(within(scrim).getByLabelText("scrim")).toBeInTheDocument();
    expect(chip(scrim, "active")).toHaveClass("MuiChip-colorSuccess");
    const ban = list.getByText("Toxic One was banned").closest("[role=button]") as HTMLElement;
    expect(within(ban).getByLabelText("ban")).toBeInTheDocument();
    expect(chip(ban, "banned")).toHaveClass("MuiChip-colorError");
  });

  it.each([
    [/Friday Night/, "/scrims/scrim-1", ""],
    ["New player registered: Faker", "/users/Faker", "?region=EUW"],
    ["Toxic One was banned", "/users/Toxic%20One", "?region=NA"],
  ])("goes from the activity %s to %s", async (text, pathname, search) => {
    const { router, user } = await renderLoaded();
    await user.click(await within(region("Recent Activity")).findByText(text));
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
  });

  it("shows each service with its figure and chip, anything unknown as Unknown", async () => {
    await renderLoaded();
    const panel = within(region("System Status"));
    const service = async (name: string) => panel.findByRole("listitem", { name });

    expect(await service("Database")).toHaveTextContent("Latency: 3.5 ms");
    expect(await service("Database")).toHaveTextContent("Operational");
    expect(await service("WebSocket Server")).toHaveTextContent("Connections: 12");
    expect(await service("Riot API")).toHaveTextContent("Warning");
    expect(await service("Email Service")).toHaveTextContent("Unknown");
  });

  it("lifts the expired bans, says the server's message and reads the figures again", async () => {
    let lifted = false;
    const { api, alerts, user } = await renderLoaded({
      stats: () =>
        ok(
          lifted ? { ...STATS, banStatistics: { ...STATS.banStatistics, expiredBans: 0 } } : STATS,
        ),
      other: (request) => {
        if (request.method === "POST" && request.path === "/api/admin/lift-expired-bans") {
          lifted = true;
          return ok({ success: true, message: "Expired bans have been lifted", lifted: 2 });
        }
        return undefined;
      },
    });
    const manage = within(await screen.findByRole("region", { name: "Ban Management" }));
    expect(manage.getByRole("group", { name: "Active" })).toHaveTextContent("3");
    expect(manage.getByRole("group", { name: "Expired need lifting" })).toHaveTextContent("2");
    expect(manage.getByRole("group", { name: "Lifted" })).toHaveTextContent("6");
    expect(manage.getByRole("group", { name: "Total" })).toHaveTextContent("11");

    await user.click(manage.getByRole("button", { name: "Lift All Expired Bans" }));

    await expectAlert(alerts, "success", "Expired bans have been lifted");
    expect(calls(api.requests, "/api/admin/lift-expired-bans")).toBe(1);
    await waitFor(() =>
      expect(manage.getByRole("group", { name: "Expired need lifting" })).toHaveTextContent("0"),
    );
    await waitFor(() =>
      expect(manage.getByRole("button", { name: "Lift All Expired Bans" })).toBeDisabled(),
    );
  });

  it("says 'Failed to lift expired bans' when lifting fails", async () => {
    const { alerts, user } = await renderDashboard({
      other: (request) =>
        request.path === "/api/admin/lift-expired-bans"
          ? {
              status: 500,
              body: { success: false, message: "Failed to lift expired bans", lifted: 0 },
            }
          : undefined,
    });
    const manage = within(await screen.findByRole("region", { name: "Ban Management" }));
    await user.click(manage.getByRole("button", { name: "Lift All Expired Bans" }));
    await expectAlert(alerts, "error", "Failed to lift expired bans");
  });

  it("keeps Lift All Expired Bans disabled while no ban has expired", async () => {
    await renderDashboard({
      stats: () => ok({ ...STATS, banStatistics: { ...STATS.banStatistics, expiredBans: 0 } }),
    });
    const manage = within(await screen.findByRole("region", { name: "Ban Management" }));
    expect(manage.getByRole("button", { name: "Lift All Expired Bans" })).toBeDisabled();
    expect(
      within(region("Ban Statistics")).queryByText(/waiting to be lifted/),
    ).not.toBeInTheDocument();
  });

  it.each(["View Ban History", "Manage Bans"])("%s opens the ban history", async (name) => {
    const { router, user } = await renderDashboard();
    await user.click(await screen.findByRole("link", { name }));
    expect(router.state.location.pathname).toBe("/admin/bans");
  });

  it("has quick actions: Create Scrim, Ban History and Clear Cache", async () => {
    const { router, user, onClearCache } = await renderDashboard();
    const actions = within(await screen.findByRole("region", { name: "Quick Actions" }));

    await user.click(actions.getByRole("button", { name: "Clear Cache" }));
    expect(onClearCache).toHaveBeenCalledTimes(1);
    expect(actions.getByRole("link", { name: "Ban History" })).toHaveAttribute(
      "href",
      "/admin/bans",
    );
    await user.click(actions.getByRole("link", { name: "Create Scrim" }));
    expect(router.state.location.pathname).toBe("/scrims/new");
  });

  it("reads all three again on Refresh", async () => {
    const { api, user } = await renderLoaded();
    await screen.findByRole("button", { name: "Refresh" }, { timeout: 5_000 });

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    await waitFor(() => {
      for (const path of ["stats", "activity", "system-status"]) {
        expect(calls(api.requests, `/api/admin/dashboard/${path}`)).toBe(2);
      }
    });
  });

  it("checks the custom month range as it is picked, and Clear goes back to the preset", async () => {
    const { user } = await renderDashboard();
    const chart = within(await screen.findByRole("region", { name: "New User Registrations" }));
    const from = chart.getByLabelText("From");
    const to = chart.getByLabelText("To");

    await user.type(from, "2026-05");
    await user.type(to, "2026-03");
    expect(chart.getByText("'To' cannot be earlier than 'From'")).toBeInTheDocument();
    expect(chart.getByRole("button", { name: "6M" })).toHaveAttribute("aria-pressed", "true");

    await user.clear(to);
    await user.type(to, "2026-08");
    expect(chart.queryByText("'To' cannot be earlier than 'From'")).not.toBeInTheDocument();
    // Both set and in order: the custom range applies instead of the preset.
    expect(chart.getByRole("button", { name: "6M" })).toHaveAttribute("aria-pressed", "false");

    await user.click(chart.getByRole("button", { name: "Clear" }));
    expect(from).toHaveValue("");
    expect(to).toHaveValue("");
    expect(chart.getByRole("button", { name: "6M" })).toHaveAttribute("aria-pressed", "true");
  });
});
