import type { Locator, Page } from "@playwright/test";
import { pageFor, signUpByApi } from "./pages/api-players";
import { ScrimPage, createAdminScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
import { expect, test } from "./support/test";

/** Drags by the pointer, in steps: the lobby starts a drag after 6 px of movement. */
async function drag(page: Page, handle: Locator, target: Locator) {
  // The handle shows at once and becomes draggable once drag and drop has loaded.
  await expect(handle).toHaveAttribute("aria-roledescription", "draggable");
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) {
    throw new Error("handle or target not on screen");
  }
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

// Drag and drop is loaded only where it is offered: these prove it still works there.
test("an admin drags a player to an empty seat; a seated player drags himself; a spectator has no handle", async ({
  browser,
  request,
}) => {
  const { admin, scrim } = await createAdminScrimByApi(request);
  const moved = await signUpByApi(request);
  const seated = await signUpByApi(request);
  const spectator = await signUpByApi(request);
  await seatPlayerByApi(request, scrim._id, moved, "teamOne", "Jungle");
  await seatPlayerByApi(request, scrim._id, seated, "teamTwo", "Mid");

  const adminPage = await pageFor(browser, admin);
  const adminLobby = new ScrimPage(adminPage);
  await adminLobby.goto(scrim._id);
  await drag(
    adminPage,
    adminLobby.seat("teamOne", "Jungle").getByRole("button", { name: `Drag ${moved.name}` }),
    adminLobby.seat("teamTwo", "Top"),
  );
  await expect(adminLobby.seatedPlayer("teamTwo", "Top", moved.name)).toBeVisible();
  await expect(
    adminLobby.seat("teamOne", "Jungle").getByRole("button", { name: "Join: Jungle" }),
  ).toBeVisible();

  const playerPage = await pageFor(browser, seated);
  const playerLobby = new ScrimPage(playerPage);
  await playerLobby.goto(scrim._id);
  await expect(playerPage.getByRole("button", { name: /^Drag/ })).toHaveCount(1);
  await drag(
    playerPage,
    playerLobby.seat("teamTwo", "Mid").getByRole("button", { name: `Drag ${seated.name}` }),
    playerLobby.seat("teamOne", "Top"),
  );
  await expect(playerLobby.seatedPlayer("teamOne", "Top", seated.name)).toBeVisible();
  await expect(adminLobby.seatedPlayer("teamOne", "Top", seated.name)).toBeVisible();

  const spectatorPage = await pageFor(browser, spectator);
  const spectatorLobby = new ScrimPage(spectatorPage);
  await spectatorLobby.goto(scrim._id);
  await expect(spectatorLobby.seatedPlayer("teamOne", "Top", seated.name)).toBeVisible();
  await expect(spectatorPage.getByRole("button", { name: /^Drag/ })).toHaveCount(0);
  for (const page of [adminPage, playerPage, spectatorPage]) {
    await page.context().close();
  }
});
