import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { headerIcon, uniqueSuffix } from "./pages/account-pages";
import { authHeaders, contextFor, signUpAdmin, signUpByApi } from "./pages/api-players";
import { openHubOnDayOf } from "./pages/scrim-page";
import { createFullScrim } from "./pages/started-scrim";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

// A substitute: a player waits on a full scrim's waitlist and gets the seat a player leaves, live.

const seat = (team: string, role: string) => `[data-seat="seat:${team}:${role}"]`;

/** Where the screenshots of this feature go, besides test-results (E2E_SHOTS_DIR when set). */
async function shot(page: Page, name: string) {
  await saveScreenshot(page, name);
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: "disabled" });
  }
}

test("a waiting player is seated live and notified when a seated player leaves", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await signUpAdmin(request);
  const title = `Waitlist ${uniqueSuffix()}`;
  const { scrimId, gameStartTime, players } = await createFullScrim(request, admin, { title });
  const substitute = await signUpByApi(request, { name: `Sub ${uniqueSuffix()}` });

  const context = await contextFor(browser, substitute);
  const page = await context.newPage();
  await page.goto(`/scrims/${scrimId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({
    timeout: 60_000,
  });
  const waitlist = page.getByRole("region", { name: "Waitlist" });
  await expect(waitlist).toContainText("Waitlist: nobody yet");

  // Join with the role picker: Top and Support.
  await waitlist.getByRole("button", { name: "Join waitlist" }).click();
  const dialog = page.getByRole("dialog", { name: "Join the waitlist" });
  await dialog.getByRole("checkbox", { name: "Top" }).check();
  await dialog.getByRole("checkbox", { name: "Support" }).check();
  await shot(page, "waitlist-role-picker");
  await dialog.getByRole("button", { name: "Join waitlist" }).click();
  await expect(dialog).toBeHidden();
  await expect(waitlist.getByRole("list", { name: "Waiting players" })).toContainText(
    `${substitute.name} (you) · Top, Support`,
  );
  await expect(waitlist.getByRole("button", { name: "Leave waitlist" })).toBeVisible();
  await shot(page, "waitlist-waiting");

  // Blue Side's Top player leaves (another client): the substitute's page shows them seated.
  const leaver = players[0]!;
  const left = await request.patch(`/api/scrims/${scrimId}/remove-player/${leaver.id}`, {
    headers: authHeaders(leaver),
  });
  expect(left.status(), await left.text()).toBe(200);
  await expect(page.locator(seat("teamOne", "Top"))).toContainText(substitute.name);
  await expect(page.getByRole("region", { name: "Waitlist" })).toBeHidden();
  await expect(headerIcon(page, "Notifications")).toHaveAttribute("data-count", "1");
  await shot(page, "waitlist-promoted");

  // The server agrees (the check-in time of the seat is proven by the server tests).
  const scrim = (await (
    await request.get(`/api/scrims/${scrimId}`, { headers: authHeaders(admin) })
  ).json()) as ScrimDto;
  expect(scrim.teamOne.find((entry) => entry.role === "Top")?._user._id).toBe(substitute.id);
  expect(scrim.waitlistCount).toBe(0);

  // On a phone, with someone waiting again.
  const other = await signUpByApi(request, { name: `Wait ${uniqueSuffix()}` });
  const joined = await request.patch(`/api/scrims/${scrimId}/join-waitlist`, {
    headers: authHeaders(other),
    data: { roles: ["Mid"] },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole("list", { name: "Waiting players" })).toContainText(other.name, {
    timeout: 60_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "waitlist-member-phone");

  // The hub's card shows how many wait.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHubOnDayOf(page, gameStartTime);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByRole("region", { name: "Waitlist" })).toContainText("1 waiting", {
    timeout: 60_000,
  });
  await shot(page, "waitlist-hub-card");
  await context.close();
});
