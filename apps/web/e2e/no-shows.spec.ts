import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { headerIcon, uniqueSuffix } from "./pages/account-pages";
import { authHeaders, pageFor, signUpAdmin, signUpByApi } from "./pages/api-players";
import { ScrimPage, moveScrimStartByApi } from "./pages/scrim-page";
import { createFullScrim } from "./pages/started-scrim";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

// The game starts with ten players who are there: at the start the player who did not check in
// loses the seat (a no-show) and the waiting substitute takes it, live on the substitute's page.

test("at the start an absent player's seat goes to the waitlisted substitute, live", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await signUpAdmin(request);
  const title = `No-show ${uniqueSuffix()}`;
  // Ten seated two hours ahead, before the 5-minute check-in window; then the admin brings the
  // game forward to a little over a minute from now: the window is open at once.
  const { scrimId, players } = await createFullScrim(request, admin, { title, checkInMinutes: 5 });
  const startsAt = new Date(Date.now() + 75_000);
  await moveScrimStartByApi(request, admin, scrimId, startsAt, { keepCheckIn: true });

  // Nine of the ten check in; Blue Side's Top player never shows up.
  const [absent, ...present] = players;
  for (const player of present) {
    const res = await request.patch(`/api/scrims/${scrimId}/check-in`, {
      headers: authHeaders(player),
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  // A substitute waits for a Top or Jungle seat.
  const substitute = await signUpByApi(request, { name: `Sub ${uniqueSuffix()}` });
  const joined = await request.patch(`/api/scrims/${scrimId}/join-waitlist`, {
    headers: authHeaders(substitute),
    data: { roles: ["Top", "Jungle"] },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  // The substitute watches the lobby: still waiting, Top taken by the absent player.
  const page = await pageFor(browser, substitute);
  const view = new ScrimPage(page);
  await view.goto(scrimId);
  await expect(view.heading(title)).toBeVisible({ timeout: 60_000 });
  await expect(view.seatedPlayer("teamOne", "Top", absent!.name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Waitlist" })).toContainText(substitute.name);
  await expect(view.checkedInMark("teamOne", "Jungle", present[0]!.name)).toBeVisible();

  // The start comes (the scheduler runs due work within 30 s): the seat changes hands without a
  // reload, and the substitute is told.
  await expect(view.seatedPlayer("teamOne", "Top", substitute.name)).toBeVisible({
    timeout: Math.max(0, startsAt.getTime() - Date.now()) + 90_000,
  });
  await expect(view.checkedInMark("teamOne", "Top", substitute.name)).toBeVisible();
  await expect(headerIcon(page, "Notifications")).toHaveAttribute("data-count", /[1-9]/);
  await saveScreenshot(page, "no-show-substitute-seated");

  // The server agrees: ten seated, the substitute checked in, the absent player out, and a
  // no-show on the absent player's record.
  const scrim = (await (
    await request.get(`/api/scrims/${scrimId}`, { headers: authHeaders(admin) })
  ).json()) as ScrimDto;
  const seated = [...scrim.teamOne, ...scrim.teamTwo];
  expect(seated).toHaveLength(10);
  expect(seated.some((entry) => entry._user._id === absent!.id)).toBe(false);
  expect(seated.find((entry) => entry._user._id === substitute.id)?.checkedIn).toBe(true);
  const profile = (await (
    await request.get(`/api/users/by-id/${absent!.id}`, { headers: authHeaders(admin) })
  ).json()) as { reliability: { shown: number; seated: number } };
  expect(profile.reliability).toMatchObject({ shown: 0, seated: 1 });
});
