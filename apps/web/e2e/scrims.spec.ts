import { ROLES } from "@scrims/shared/scrims/scrims.constants";
import { uniqueSuffix } from "./pages/account-pages";
import {
  pageFor,
  signUpAdmin,
  signUpByApi,
  signUpNamedPlayers,
  type ApiPlayer,
} from "./pages/api-players";
import { ScrimPage, moveScrimStartByApi, seatPlayerByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("an admin creates a scrim, players fill it live, the drawn captain reports the winner", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signUpAdmin(request);
  const [playerA, playerB] = await signUpNamedPlayers(request, ["Ahri", "Brand"]);

  // Player B watches the hub before the scrim exists.
  const bPage = await pageFor(browser, playerB);
  await bPage.goto("/scrims");
  await expect(bPage.getByRole("heading", { name: "Scrims Hub" })).toBeVisible();
  await expect(bPage.getByText("Loading Scrims")).toHaveCount(0);
  // The form's default start is 30 minutes from now: near midnight that is tomorrow's hub.
  if (new Date(Date.now() + 30 * 60_000).getDate() !== new Date().getDate()) {
    await bPage.getByRole("button", { name: "Next day" }).click();
  }

  // The admin creates it with the form.
  const adminPage = await pageFor(browser, admin);
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
  const aPage = await pageFor(browser, playerA);
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
  const current = await moveScrimStartByApi(request, admin, scrimId, new Date(Date.now() - 60_000));

  // The drawn captain sees the manual lobby and reports the winner.
  const captainId = current.lobbyHost?._id;
  expect(captainId).toBeTruthy();
  const everyone = [playerA, ...others];
  const captain = everyone.find((p) => p.id === captainId)!;
  const captainPage = captain === playerA ? aPage : await pageFor(browser, captain);
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

  for (const page of new Set([aPage, bPage, adminPage, captainPage])) {
    await page.context().close();
  }
});
