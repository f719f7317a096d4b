import { readFile } from "node:fs/promises";
import { choose, uniqueSuffix } from "./pages/account-pages";
import { contextFor, signUpAdmin, signUpByApi, signUpNamedPlayers } from "./pages/api-players";
import { createScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("Add to calendar downloads the scrim; the settings' private link serves a feed with it", async ({
  browser,
  request,
}) => {
  // Two browsers and the admin dashboard on a shared machine.
  test.setTimeout(240_000);
  const admin = await signUpAdmin(request);
  const player = await signUpByApi(request, { name: `Planner ${uniqueSuffix()}` });
  const scrim = await createScrimByApi(request, admin, { title: `Calendar ${uniqueSuffix()}` });
  await seatPlayerByApi(request, scrim._id, player, "teamOne", "Mid");

  const context = await contextFor(browser, player);
  const page = await context.newPage();
  await page.goto(`/scrims/${scrim._id}`);
  await expect(page.getByRole("heading", { level: 1, name: scrim.title })).toBeVisible({
    timeout: 30_000,
  });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to calendar" }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`scrim-${scrim._id}.ics`);
  const event = await readFile((await download.path())!, "utf8");
  expect(event).toContain("BEGIN:VEVENT");
  expect(event).toContain(`UID:${scrim._id}@`);
  expect(event).toContain(`SUMMARY:${scrim.title}`);

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Calendar" });
  const linkField = section.getByLabel("Your calendar link");
  await expect(linkField).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/, { timeout: 30_000 });
  await saveScreenshot(page, "settings-calendar");
  const feedUrl = new URL(await linkField.inputValue());
  // A calendar app holds only the link: no session.
  const feed = await request.get(feedUrl.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const body = await feed.text();
  expect(body).toContain(`UID:${scrim._id}@`);
  expect(body).toContain(`SUMMARY:${scrim.title}`);

  // A new link: the old one answers 404.
  await section.getByRole("button", { name: "New link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Make new link" }).click();
  await expect(linkField).not.toHaveValue(feedUrl.toString());
  expect((await request.get(feedUrl.pathname)).status()).toBe(404);

  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, "settings-calendar-phone");
  await page.goto(`/scrims/${scrim._id}`);
  await expect(page.getByRole("heading", { level: 1, name: scrim.title })).toBeVisible();
  await saveScreenshot(page, "scrim-add-to-calendar-phone");
  await context.close();
});

test("a report filed on a profile shows in the admin queue with its text, and is dismissed", async ({
  browser,
  request,
}) => {
  // Two browsers and the admin dashboard on a shared machine.
  test.setTimeout(240_000);
  const admin = await signUpAdmin(request);
  const [reporter, target] = await signUpNamedPlayers(request, ["Reporter", "Target"]);

  const reporterContext = await contextFor(browser, reporter);
  const page = await reporterContext.newPage();
  await page.goto(`/users/${encodeURIComponent(target.name)}?region=NA`);
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Report ${target.name}` });
  await choose(page, "Reason", "Offensive name");
  await dialog.getByLabel("What happened? (optional)").fill("The name insults another player");
  await saveScreenshot(page, "report-dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks, the admins will look at your report")).toBeVisible();
  await expect(dialog).toBeHidden();
  await reporterContext.close();

  const adminContext = await contextFor(browser, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/dashboard");
  const queue = adminPage.getByRole("region", { name: "Reports" });
  const card = queue.getByRole("article", { name: `Report of ${target.name}` });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText("Offensive name");
  await expect(card).toContainText("The name insults another player");
  await expect(card.getByRole("link", { name: reporter.name })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(adminPage, "admin-reports-queue");
  await card.getByRole("button", { name: "Dismiss" }).click();
  await expect(card).toBeHidden();
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(adminPage, "admin-reports-queue-phone");
  await adminContext.close();
});
