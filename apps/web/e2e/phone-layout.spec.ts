import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { uniqueSuffix } from "./pages/account-pages";
import { authHeaders, signUpByApi } from "./pages/api-players";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const seat = (team: string, role: string) => `[data-seat="seat:${team}:${role}"]`;

test("on a phone the admin's seat controls fit one menu, the drawer holds the account and the footer is one line", async ({
  browser,
  request,
}) => {
  const admin = await signUpByApi(request, { email: "e2e-admin@example.test", name: "E2E Admin" });
  const player = await signUpByApi(request, { name: `Longname ${uniqueSuffix()}` });
  const created = await request.post("/api/scrims", {
    headers: authHeaders(admin),
    data: {
      title: `Phone ${uniqueSuffix()}`,
      gameStartTime: new Date(Date.now() + 2 * 60 * 60_000).toISOString(),
      region: "NA",
    },
  });
  const scrim = (await created.json()) as ScrimDto;
  await request.patch(`/api/scrims/${scrim._id}/insert-player/${player.id}`, {
    headers: authHeaders(player),
    data: { playerData: { role: "Top", team: { name: "teamOne" } } },
  });

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((token) => {
    window.localStorage.setItem("scrims.session", token);
  }, admin.token);
  const page = await context.newPage();
  await page.goto(`/scrims/${scrim._id}`);

  // The seat: the whole name, one menu button, no Kick/Swap/drag buttons beside it.
  const row = page.locator(seat("teamOne", "Top"));
  await expect(row.getByRole("link", { name: new RegExp(player.name) })).toHaveText(
    `${player.name}#NA1`,
  );
  await expect(row.getByRole("button", { name: "Kick" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Drag/ })).toHaveCount(0);
  await row.getByRole("button", { name: `Seat actions for ${player.name}` }).click();
  await page.getByRole("menuitem", { name: /Red Side · Mid/ }).click();
  await expect(page.locator(seat("teamTwo", "Mid"))).toContainText(player.name);
  await expect(page.getByText("Players swapped!")).toBeVisible();

  // The footer is one compact line.
  const footer = await page.getByRole("contentinfo").boundingBox();
  expect(footer?.height).toBeLessThanOrEqual(40);

  // The drawer holds the account too.
  await page.getByRole("button", { name: "Open navigation" }).click();
  const account = page.getByRole("navigation", { name: "Account" });
  for (const link of ["My Profile", "Settings", "Admin Dashboard"]) {
    await expect(account.getByRole("link", { name: link })).toBeVisible();
  }
  await expect(account.getByRole("button", { name: "Logout" })).toBeVisible();
  await context.close();
});
