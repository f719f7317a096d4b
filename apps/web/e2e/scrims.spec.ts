import { ROLES } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { uniqueSuffix } from "./pages/account-pages";
import { authHeaders, contextFor, signUpByApi, type ApiPlayer } from "./pages/api-players";
import { ScrimPage, seatPlayerByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("an admin creates a scrim, players fill it live, the drawn captain reports the winner", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signUpByApi(request, { email: "e2e-admin@example.test", name: "E2E Admin" });
  const playerA = await signUpByApi(request, { name: `Ahri ${uniqueSuffix()}` });
  const playerB = await signUpByApi(request, { name: `Brand ${uniqueSuffix()}` });

  // Player B watches the hub before the scrim exists.
  const bContext = await contextFor(browser, playerB);
  const bPage = await bContext.newPage();
  await bPage.goto("/scrims");
  await expect(bPage.getByRole("heading", { name: "Scrims Hub" })).toBeVisible();
  await expect(bPage.getByText("Loading Scrims")).toHaveCount(0);
  // The form's default start is 30 minutes from now: near midnight that is tomorrow's hub.
  if (new Date(Date.now() + 30 * 60_000).getDate() !== new Date().getDate()) {
    await bPage.getByRole("button", { name: "Next day" }).click();
  }

  // The admin creates it with the form.
  const adminContext = await contextFor(browser, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/scrims/new");
  const title = `Friday Customs ${uniqueSuffix()}`;
  await adminPage.getByRole("textbox", { name: "Title" }).fill(title);
  await saveScreenshot(adminPage, "scrim-create-form");
  await adminPage.getByRole("button", { name: "Create scrim" }).click();
  await expect(adminPage.getByText("scrim created successfully!")).toBeVisible();
  await expect(adminPage).toHaveURL(/\/scrims\/[0-9a-f-]{36}$/);
  const scrimId = adminPage.url().split("/").pop() ?? "";

  // B's hub shows it without a reload, and B opens its roster.
  await expect(bPage.getByText(title)).toBeVisible({ timeout: 15_000 });
  const bHub = await ScrimPage.hubCard(bPage, title);

  // Player A joins Blue Side Top from the card.
  const aContext = await contextFor(browser, playerA);
  const aPage = await aContext.newPage();
  const aScrim = new ScrimPage(aPage);
  await aScrim.goto(scrimId);
  await aScrim.join("teamOne", "Top");
  await expect(aScrim.seat("teamOne", "Top")).toContainText(playerA.name);

  // B sees A in the hub card without a reload.
  await expect(bHub.seat("teamOne", "Top")).toContainText(playerA.name, {
    timeout: 15_000,
  });
  await saveScreenshot(bPage, "scrims-hub");

  // Nine more players take the other seats (through the API), making ten.
  const others: ApiPlayer[] = [];
  const openSeats = (["teamOne", "teamTwo"] as const)
    .flatMap((team) => ROLES.map((role) => ({ team, role })))
    .filter((s) => !(s.team === "teamOne" && s.role === "Top"));
  for (const open of openSeats) {
    const player = await signUpByApi(request);
    others.push(player);
    await seatPlayerByApi(request, scrimId, player, open.team, open.role);
  }
  // Lists cut names at 12 characters: the link's accessible name is the full one.
  const lastName = others.at(-1)!.name;
  await expect(bHub.seatedPlayer("teamTwo", "Support", lastName)).toBeVisible({
    timeout: 15_000,
  });
  await expect(aScrim.banner()).toHaveText(/GAME READY/, { timeout: 15_000 });
  await saveScreenshot(aPage, "scrim-game-ready");

  // The start time passes (the admin moves it into the past with the edit API).
  const current = (await (
    await request.get(`/api/scrims/${scrimId}`, { headers: authHeaders(admin) })
  ).json()) as ScrimDto;
  const edited = await request.put(`/api/scrims/${scrimId}`, {
    headers: authHeaders(admin),
    data: {
      title: current.title,
      gameStartTime: new Date(Date.now() - 60_000).toISOString(),
      // Nobody checked in: with check-in off the start keeps all ten seated.
      checkInMinutes: 0,
      region: current.region,
      lobbyHost: current.lobbyHost?._id ?? null,
      isPrivate: current.isPrivate,
      isWithCasters: current.isWithCasters,
      maxCastersAllowedCount: current.maxCastersAllowedCount,
      lobbyName: current.lobbyName,
      lobbyPassword: current.lobbyPassword,
      useTournamentCode: current.useTournamentCode,
      teamWon: null,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  // The drawn captain sees the manual lobby and reports the winner.
  const captainId = current.lobbyHost?._id;
  expect(captainId).toBeTruthy();
  const everyone = [playerA, ...others];
  const captain = everyone.find((p) => p.id === captainId)!;
  const captainContext = captain === playerA ? aContext : await contextFor(browser, captain);
  const captainPage = captain === playerA ? aPage : await captainContext.newPage();
  const captainScrim = new ScrimPage(captainPage);
  await captainScrim.goto(scrimId);
  await expect(captainPage.getByText("Who won?")).toBeVisible();
  await expect(captainPage.getByText(current.lobbyPassword ?? "missing password")).toBeVisible();
  await saveScreenshot(captainPage, "scrim-lobby-captain");
  await captainScrim.reportWinner("Blue Side");
  await expect(captainScrim.banner()).toHaveText(/BLUE SIDE WON!/);
  await expect(captainPage.getByText("Who won?")).toHaveCount(0);

  // Everyone else's open page changes too, without a reload.
  await expect(aScrim.banner()).toHaveText(/BLUE SIDE WON!/, { timeout: 15_000 });
  await saveScreenshot(aPage, "scrim-won");

  // A's profile now counts the win.
  await aPage.goto(`/users/${encodeURIComponent(playerA.name)}?region=NA&tagline=NA1`);
  await expect(aPage.getByText("100%").first()).toBeVisible();
  await expect(aPage.getByText(title).first()).toBeVisible();
  await saveScreenshot(aPage, "profile-with-scrims");

  for (const context of [aContext, bContext, adminContext, captainContext]) {
    await context.close();
  }
});
