import { pageFor, signUpAdmin, signUpNamedPlayers } from "./pages/api-players";
import { createScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect as baseExpect, test } from "./support/test";

const expect = baseExpect.configure({ timeout: 30_000 });

test("a profile shows the player's games of the last months as a chart", async ({
  browser,
  request,
}) => {
  const admin = await signUpAdmin(request);
  const [player, viewer] = await signUpNamedPlayers(request, ["Jinx", "Vi"]);
  // Two games that started an hour and two hours ago (check-in off: nobody is swept).
  for (const hours of [1, 2]) {
    const scrim = await createScrimByApi(request, admin, {
      gameStartTime: new Date(Date.now() - hours * 60 * 60_000).toISOString(),
      checkInMinutes: 0,
    });
    await seatPlayerByApi(request, scrim._id, player, "teamOne", hours === 1 ? "Top" : "Mid");
  }

  for (const width of [1280, 390]) {
    const page = await pageFor(browser, viewer, { viewport: { width, height: 900 } });
    await page.goto(`/users/${encodeURIComponent(player.name)}?region=NA&tagline=NA1`);
    const activity = page.getByRole("region", { name: "Activity" });
    await expect(activity.getByText("2 games in the last 6 months")).toBeVisible();
    // Six months of bars, this month's drawn: recharts draws a bar only where there are games.
    const chart = activity.getByRole("img", { name: /^Games per month/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator(".recharts-bar-rectangle path")).toHaveCount(1);
    await expect(chart.locator(".recharts-xAxis .recharts-cartesian-axis-tick")).not.toHaveCount(0);
    const bar = await chart.locator(".recharts-bar-rectangle path").boundingBox();
    expect(bar?.height ?? 0).toBeGreaterThan(20);
    await activity.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `profile-activity-${width}`);

    await activity.getByRole("button", { name: "Casted" }).click();
    await expect(activity.getByText("No games in the last 6 months")).toBeVisible();
    await page.context().close();
  }
});
