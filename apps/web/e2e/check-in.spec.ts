import { contextFor, signUpAdmin, signUpNamedPlayers } from "./pages/api-players";
import {
  ScrimPage,
  createScrimByApi,
  moveScrimStartByApi,
  seatPlayerByApi,
} from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("a player checks in and the mark appears live on another player's page", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signUpAdmin(request);
  const [ahri, brand, cait] = await signUpNamedPlayers(request, ["Ahri", "Brand", "Cait"]);
  // Two hours ahead: the two take their seats before the 15-minute check-in window.
  const scrim = await createScrimByApi(request, admin, { checkInMinutes: 15 });
  await seatPlayerByApi(request, scrim._id, ahri, "teamOne", "Mid");
  await seatPlayerByApi(request, scrim._id, brand, "teamTwo", "Mid");
  // The admin brings the game forward to ten minutes from now: the window is open.
  await moveScrimStartByApi(request, admin, scrim._id, new Date(Date.now() + 10 * 60_000), {
    keepCheckIn: true,
  });

  // Brand watches the lobby: nobody has checked in yet.
  const brandPage = await (await contextFor(browser, brand)).newPage();
  const brandView = new ScrimPage(brandPage);
  await brandView.goto(scrim._id);
  await expect(brandView.heading(scrim.title)).toBeVisible({ timeout: 30_000 });
  await expect(brandView.checkInPanel()).toContainText("0/2 players checked in");
  await expect(brandView.checkInPanel().getByRole("button", { name: "Check in" })).toBeVisible();

  // Ahri checks in from his own page.
  const ahriPage = await (await contextFor(browser, ahri)).newPage();
  const ahriView = new ScrimPage(ahriPage);
  await ahriView.goto(scrim._id);
  await expect(ahriView.heading(scrim.title)).toBeVisible({ timeout: 30_000 });
  await ahriView.checkIn();
  await expect(ahriView.checkInPanel()).toContainText("You're checked in");

  // Brand's page shows Ahri's mark without a reload; Brand himself is still to check in.
  await expect(brandView.checkedInMark("teamOne", "Mid", ahri.name)).toBeVisible({
    timeout: 15_000,
  });
  await expect(brandView.checkInPanel()).toContainText("1/2 players checked in");
  await expect(brandView.checkedInMark("teamTwo", "Mid", brand.name)).toHaveCount(0);
  await saveScreenshot(brandPage, "check-in-live");

  // A player who takes a seat while the window is open is there: checked in with the seat.
  await seatPlayerByApi(request, scrim._id, cait, "teamOne", "ADC");
  await expect(brandView.checkedInMark("teamOne", "ADC", cait.name)).toBeVisible({
    timeout: 15_000,
  });
  await expect(brandView.checkInPanel()).toContainText("2/3 players checked in");
});
