import { pageFor, signUpAdmin } from "./pages/api-players";
import {
  createStartedFullScrim,
  drawPng,
  pngSize,
  serveDataDragonLocally,
} from "./pages/started-scrim";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("the captain uploads a post-game screenshot and another player's open page shows it", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signUpAdmin(request);
  const { scrim, players, captain } = await createStartedFullScrim(request, admin);
  const other = players.find((player) => player.id !== captain.id)!;

  const captainPage = await pageFor(browser, captain);
  const otherPage = await pageFor(browser, other);
  await captainPage.goto("/");
  const icon = await drawPng(captainPage, 64, 64, "29");
  await serveDataDragonLocally(captainPage.context(), icon);
  await serveDataDragonLocally(otherPage.context(), icon);

  // The other player has the scrim open before anything is uploaded: no upload for him.
  await otherPage.goto(`/scrims/${scrim._id}`);
  await expect(otherPage.getByRole("heading", { level: 1, name: scrim.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(otherPage.getByRole("region", { name: "Post-game image" })).toHaveCount(0);

  await captainPage.goto(`/scrims/${scrim._id}`);
  await expect(captainPage.getByRole("heading", { level: 1, name: scrim.title })).toBeVisible({
    timeout: 30_000,
  });
  const section = captainPage.getByRole("region", { name: "Post-game image" });
  await expect(section.getByRole("button", { name: "Upload post-game image" })).toBeVisible();
  await saveScreenshot(captainPage, "post-game-image-offered");

  // A 1600×1000 screenshot is scaled down in the browser to 900 px on its longer side.
  const screenshot = await drawPng(captainPage, 1600, 1000, "VICTORY");
  await captainPage
    .getByLabel("Post-game image file")
    .setInputFiles({ name: "victory.png", mimeType: "image/png", buffer: screenshot });
  const dialog = captainPage.getByRole("dialog", { name: "Upload the post-game image?" });
  await expect(dialog.getByRole("img", { name: "Preview of victory.png" })).toBeVisible();
  await saveScreenshot(captainPage, "post-game-image-confirm");
  const uploadRequest = captainPage.waitForRequest((req) => req.url().endsWith("/add-image"));
  await dialog.getByRole("button", { name: "Upload" }).click();
  const sent = (await uploadRequest).postDataJSON() as { base64: string; fileName: string };
  expect(sent.fileName).toBe("victory.png");
  expect(pngSize(Buffer.from(sent.base64.split(",")[1]!, "base64"))).toEqual({
    width: 900,
    height: 563,
  });

  await expect(captainPage.getByText("image uploaded successfully")).toBeVisible({
    timeout: 20_000,
  });
  await expect(section.getByText("Post-game image uploaded!")).toBeVisible();
  await expect(section.getByRole("button", { name: /upload/i })).toHaveCount(0);

  // The other player's page shows it without a reload, served by our server.
  const otherSection = otherPage.getByRole("region", { name: "Post-game image" });
  await expect(otherSection.getByText("Post-game image uploaded!")).toBeVisible({
    timeout: 15_000,
  });
  const shown = otherSection.getByRole("img", { name: /Post-game scoreboard of/ });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  const href = await otherSection.getByRole("link", { name: /View Image/ }).getAttribute("href");
  expect(href).toBeTruthy();
  const served = await request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  await saveScreenshot(otherPage, "post-game-image-shown");

  await captainPage.context().close();
  await otherPage.context().close();
});
