import type { APIRequestContext, Page, Response } from "@playwright/test";
import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import { uniqueSuffix } from "./pages/account-pages";
import { authHeaders, pageFor, signUpByApi, type ApiPlayer } from "./pages/api-players";
import { saveScreenshot } from "./support/screenshots";
import { ownServerForFile } from "./support/own-server";
import { expect, test } from "./support/test";

// A server of its own: a fresh database, so every figure is exactly what this test seeded, and
// no scheduler, so a ban whose end has passed waits for the admin's Lift All Expired Bans.
const ownPort = Number(process.env.E2E_DASHBOARD_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1);
const ADMIN_EMAIL = "e2e-dashboard-admin@example.test";
const own = ownServerForFile({
  port: ownPort,
  adminEmail: ADMIN_EMAIL,
  env: { SCHEDULER: "off" },
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** A string only recharts' own code holds: where it is, the chart library was loaded. */
const RECHARTS_MARK = "recharts-surface";
const CHARTS = [
  "New User Registrations",
  "Region Distribution",
  "Weekly Scrim Activity",
  "Rank Distribution",
  "Ban Statistics",
];

async function readStats(request: APIRequestContext, admin: ApiPlayer): Promise<DashboardStatsDto> {
  const res = await request.get("/api/admin/dashboard/stats", { headers: authHeaders(admin) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as DashboardStatsDto;
}

/** The bodies of the scripts a page fetches while `visit` runs. */
async function scriptsLoaded(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === "script") {
      bodies.push(response.text().catch(() => ""));
    }
  };
  page.on("response", listener);
  await visit();
  page.off("response", listener);
  return Promise.all(bodies);
}

test("the admin dashboard shows the figures of players, scrims and bans seeded through the API", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const request = own.api;
  const url = (path: string) => `${own.server.baseUrl}${path}`;

  // A visitor's landing page never loads the chart library.
  const landingScripts = await scriptsLoaded(page, async () => {
    await page.goto(url("/"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  });
  expect(landingScripts.length).toBeGreaterThan(0);
  expect(landingScripts.some((body) => body.includes(RECHARTS_MARK))).toBe(false);

  const admin = await signUpByApi(request, { email: ADMIN_EMAIL, name: "E2E Admin" });

  const seeded = [
    { region: "EUW", rank: "Diamond 2" },
    { region: "OCE", rank: "Unranked" },
    { region: "LAN", rank: "Master" },
    { region: "EUNE", rank: "Silver 3" },
  ];
  const players: ApiPlayer[] = [];
  for (const options of seeded) {
    players.push(await signUpByApi(request, { ...options, name: `Dash ${uniqueSuffix()}` }));
  }
  for (const offset of [-2 * HOUR, 3 * HOUR]) {
    const created = await request.post("/api/scrims", {
      headers: authHeaders(admin),
      data: {
        title: `Dashboard scrim ${uniqueSuffix()}`,
        gameStartTime: new Date(Date.now() + offset).toISOString(),
        region: "EUW",
      },
    });
    expect(created.status(), await created.text()).toBe(200);
  }
  const [activeBanned, expiredBanned] = players;
  const ban = (player: ApiPlayer, dateFrom: number, dateTo: number, reason: string) =>
    request.post(`/api/users/${player.id}/ban`, {
      headers: authHeaders(admin),
      data: {
        dateFrom: new Date(Date.now() + dateFrom).toISOString(),
        dateTo: new Date(Date.now() + dateTo).toISOString(),
        reason,
      },
    });
  expect((await ban(activeBanned!, -HOUR, 3 * DAY, "Dashboard e2e: flaming")).status()).toBe(200);
  // A ban whose end has already passed: expired, waiting to be lifted.
  expect((await ban(expiredBanned!, -3 * DAY, -2 * DAY, "Dashboard e2e: old ban")).status()).toBe(
    200,
  );

  const stats = await readStats(request, admin);
  expect(stats).toMatchObject({
    totalUsers: 5,
    weeklyNewUsers: 5,
    totalScrims: 2,
    weeklyNewScrims: 2,
    activeToday: 5,
    banStatistics: { activeBans: 1, expiredBans: 1, totalBannedUsers: 2, totalBans: 2 },
  });
  expect(stats.regionDistribution).toHaveLength(5);

  const adminPage = await pageFor(browser, admin);
  await adminPage.setViewportSize({ width: 1440, height: 900 });
  const dashboardScripts = await scriptsLoaded(adminPage, async () => {
    await adminPage.goto(url("/admin/dashboard"));
    await expect(adminPage.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible(
      { timeout: 30_000 },
    );
    await expect(adminPage.getByRole("group", { name: "Total Users" })).toBeVisible();
  });
  expect(dashboardScripts.some((body) => body.includes(RECHARTS_MARK))).toBe(true);
  await expect(adminPage.getByText("Welcome back, E2E Admin.")).toBeVisible();

  // The cards and quick stats say what the API counted.
  const card = (name: string) => adminPage.getByRole("group", { name, exact: true });
  await expect(card("Total Users")).toContainText(stats.totalUsers.toLocaleString("en-US"));
  await expect(card("Total Users")).toContainText(`+${stats.weeklyNewUsers} this week`);
  await expect(card("Total Scrims")).toContainText(stats.totalScrims.toLocaleString("en-US"));
  await expect(card("Total Scrims")).toContainText(`+${stats.weeklyNewScrims} this week`);
  await expect(card("Active Today")).toContainText(String(stats.activeToday));
  await expect(card("Active Bans")).toContainText(String(stats.banStatistics.activeBans));
  await expect(card("Expired need lifting")).toContainText(String(stats.banStatistics.expiredBans));
  await expect(card("Total")).toContainText(String(stats.banStatistics.totalBans));

  // Every chart is drawn.
  for (const chart of CHARTS) {
    const section = adminPage.getByRole("region", { name: chart });
    await expect(section.locator(`svg.${RECHARTS_MARK}`).first(), chart).toBeVisible();
  }
  await expect(
    adminPage.getByRole("region", { name: "Rank Distribution" }).getByText("Master"),
  ).toBeVisible();
  const regions = adminPage.getByRole("list", { name: "Regions" });
  for (const region of ["NA", "EUW", "EUNE", "LAN", "OCE"]) {
    await expect(regions.getByText(new RegExp(`^${region} \\d+%$`))).toBeVisible();
  }

  // Recent activity and system status.
  const activity = adminPage.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByText(`${expiredBanned!.name} was banned`)).toBeVisible();
  await expect(activity.getByText(`New player registered: ${players[3]!.name}`)).toBeVisible();
  const status = adminPage.getByRole("region", { name: "System Status" });
  await expect(status.getByRole("listitem", { name: "Database" })).toContainText("Operational");
  // The status may have been read before this page's own socket connected: Refresh reads it again.
  await expect(async () => {
    await adminPage.getByRole("button", { name: "Refresh", exact: true }).click();
    await expect(status.getByRole("listitem", { name: "WebSocket Server" })).toContainText(
      /Connections: [1-9]/,
      { timeout: 2_000 },
    );
  }).toPass();
  await expect(status.getByRole("listitem", { name: "Riot API" })).toContainText("Inactive");
  await expect(status.getByRole("listitem", { name: "Email Service" })).toContainText("Inactive");

  // The registrations chart's custom range refuses 'To' before 'From', and Clear resets it.
  const registrations = adminPage.getByRole("region", { name: "New User Registrations" });
  await registrations.getByLabel("From").fill("2026-05");
  await registrations.getByLabel("To").fill("2026-03");
  await expect(registrations.getByText("'To' cannot be earlier than 'From'")).toBeVisible();
  await registrations.getByRole("button", { name: "Clear" }).click();
  await expect(registrations.getByText("'To' cannot be earlier than 'From'")).toBeHidden();
  await expect(registrations.getByRole("button", { name: "6M" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await saveScreenshot(adminPage, "admin-dashboard");
  await adminPage.setViewportSize({ width: 390, height: 844 });
  for (const chart of CHARTS) {
    await expect(
      adminPage.getByRole("region", { name: chart }).locator(`svg.${RECHARTS_MARK}`).first(),
    ).toBeVisible();
  }
  await saveScreenshot(adminPage, "admin-dashboard-phone");
  await adminPage.setViewportSize({ width: 1440, height: 900 });

  // Lift All Expired Bans lifts the one whose end has passed.
  await adminPage.getByRole("button", { name: "Lift All Expired Bans" }).click();
  await expect(
    adminPage.getByRole("alert").filter({ hasText: "Expired bans have been lifted" }),
  ).toBeVisible();
  await expect(card("Expired need lifting")).toContainText("0");
  await expect(adminPage.getByRole("button", { name: "Lift All Expired Bans" })).toBeDisabled();
  await expect(activity.getByText(`${expiredBanned!.name}'s ban was lifted`)).toBeVisible();

  // Activity items lead to the profile.
  await activity.getByText(`New player registered: ${players[3]!.name}`).click();
  await expect(adminPage).toHaveURL(/\/users\//);
  await adminPage.context().close();
});

test("a player is sent away from the dashboard with 'You do not have permission to view this page'", async ({
  playerPage: page,
}) => {
  await page.goto("/admin/dashboard");
  await expect(
    page.getByRole("alert").filter({ hasText: "You do not have permission to view this page" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});
