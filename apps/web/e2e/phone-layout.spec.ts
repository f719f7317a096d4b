import { ROLES } from "@scrims/shared/scrims/scrims.constants";
import type { Locator } from "@playwright/test";
import { uniqueSuffix } from "./pages/account-pages";
import { longRiotName, pageFor, signUpAdmin, signUpByApi } from "./pages/api-players";
import {
  ScrimPage,
  createAdminScrimByApi,
  createScrimByApi,
  seatPlayerByApi,
} from "./pages/scrim-page";
import { expect, test } from "./support/test";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(phone);

test("on a phone the admin's seat controls fit one menu, the drawer holds the account and the footer is one line", async ({
  browser,
  request,
}) => {
  const admin = await signUpAdmin(request);
  const player = await signUpByApi(request, { name: `Longname ${uniqueSuffix()}` });
  const scrim = await createScrimByApi(request, admin, { title: `Phone ${uniqueSuffix()}` });
  await seatPlayerByApi(request, scrim._id, player, "teamOne", "Top");

  const page = await pageFor(browser, admin, phone);
  const scrimPage = new ScrimPage(page);
  await scrimPage.goto(scrim._id);

  // The seat: the whole name, one menu button, no Kick/Swap/drag buttons beside it.
  const row = scrimPage.seat("teamOne", "Top");
  await expect(row.getByRole("link", { name: new RegExp(player.name) })).toHaveText(
    `${player.name}#NA1`,
  );
  await expect(row.getByRole("button", { name: "Kick" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Drag/ })).toHaveCount(0);
  await row.getByRole("button", { name: `Seat actions for ${player.name}` }).click();
  await page.getByRole("menuitem", { name: /Red Side · Mid/ }).click();
  await expect(scrimPage.seat("teamTwo", "Mid")).toContainText(player.name);
  // Red Side Mid was empty: a move, not a swap.
  await expect(page.getByText("Player moved")).toBeVisible();

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
  await page.context().close();
});

type Box = { left: number; right: number; top: number; bottom: number };

/**
 * Where the text of `element` is drawn (one box per line piece) and whether it or a box around it,
 * up to `container`, hides some of it (an overflow that clips, an ellipsis).
 */
function textGeometry(element: Locator, container: string) {
  return element.evaluate((node, selector) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].map(({ left, right, top, bottom }) => ({
      left,
      right,
      top,
      bottom,
    }));
    const outer = node.closest(selector)!;
    const { left, right, top, bottom } = outer.getBoundingClientRect();
    const clipped: string[] = [];
    for (let at: Element | null = node; at && at !== outer.parentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== "visible" && at.scrollWidth > at.clientWidth) {
        clipped.push(`${at.tagName} shows ${at.clientWidth} of ${at.scrollWidth} px`);
      }
    }
    return { lines, container: { left, right, top, bottom }, clipped };
  }, container);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test("on a phone a seated player reads their whole Riot ID in their own seat, Leave under it", async ({
  browser,
  request,
}) => {
  const admin = await signUpAdmin(request);
  const player = await signUpByApi(request, { name: longRiotName(), tagline: "WMW12" });
  const scrim = await createScrimByApi(request, admin, { title: `Own seat ${uniqueSuffix()}` });
  await seatPlayerByApi(request, scrim._id, player, "teamOne", "Top");

  const page = await pageFor(browser, player, phone);
  const scrimPage = new ScrimPage(page);
  await scrimPage.goto(scrim._id);
  const row = scrimPage.seat("teamOne", "Top");
  const name = row.getByRole("link", { name: `${player.name}#WMW12` });
  await expect(name).toHaveText(`${player.name}#WMW12`);
  await expect(row.getByText("(you)")).toBeVisible();
  const leave = row.getByRole("button", { name: "Leave" });
  await expect(leave).toBeVisible();

  // Every character is drawn inside the row, nothing cut off or hidden under an ellipsis…
  const drawn = await textGeometry(name, "li");
  expect(drawn.clipped).toEqual([]);
  for (const line of drawn.lines) {
    expect(line.left).toBeGreaterThanOrEqual(drawn.container.left);
    expect(line.right).toBeLessThanOrEqual(drawn.container.right);
  }
  // …and Leave, inside the row too, sits under it (on the rank line), covering none of it.
  const button = (await leave.boundingBox())!;
  const buttonBox = {
    left: button.x,
    right: button.x + button.width,
    top: button.y,
    bottom: button.y + button.height,
  };
  expect(buttonBox.right).toBeLessThanOrEqual(drawn.container.right);
  expect(buttonBox.bottom).toBeLessThanOrEqual(drawn.container.bottom);
  expect(drawn.lines.filter((line) => overlaps(line, buttonBox))).toEqual([]);
  expect(buttonBox.top).toBeGreaterThanOrEqual(Math.max(...drawn.lines.map((l) => l.bottom)) - 1);
  await page.context().close();
});

test("on a phone the balance dialog's wrapped move lines start under the names, not under the role", async ({
  browser,
  request,
}) => {
  // Eleven players sign up and take seats first: about half a minute on a loaded machine.
  test.setTimeout(180_000);
  const { admin, scrim } = await createAdminScrimByApi(request, {
    title: `Phone balance ${uniqueSuffix()}`,
  });
  for (const role of ROLES) {
    const strong = await signUpByApi(request, { name: longRiotName(), rank: "Diamond 1" });
    const weak = await signUpByApi(request, { name: longRiotName(), rank: "Iron 4" });
    await seatPlayerByApi(request, scrim._id, strong, "teamOne", role);
    await seatPlayerByApi(request, scrim._id, weak, "teamTwo", role);
  }

  const page = await pageFor(browser, admin, phone);
  await new ScrimPage(page).goto(scrim._id);
  await page.getByRole("button", { name: "Balance teams" }).click({ timeout: 60_000 });
  const moves = page
    .getByRole("dialog", { name: "Balance teams" })
    .getByRole("list", { name: "Proposed moves" })
    .getByRole("listitem");
  await expect(moves).toHaveCount(2);

  for (const move of await moves.all()) {
    // Everything drawn after the role: the boxes and text line pieces of the two names and the
    // swap icon between them.
    const drawn = await move.evaluate((item) => {
      const role = item.firstElementChild!;
      const range = document.createRange();
      range.setStartAfter(role);
      range.setEnd(item, item.childNodes.length);
      const { right, height } = role.getBoundingClientRect();
      return {
        roleRight: right,
        roleHeight: height,
        height: range.getBoundingClientRect().height,
        lefts: [...range.getClientRects()].map((rect) => rect.left),
      };
    });
    const textStart = drawn.lefts[0]!;
    expect(textStart).toBeGreaterThan(drawn.roleRight);
    // Long names on a phone: the move does take several lines.
    expect(drawn.height).toBeGreaterThan(1.5 * drawn.roleHeight);
    for (const left of drawn.lefts) {
      expect(left).toBeGreaterThanOrEqual(textStart - 0.5);
    }
  }
  await page.context().close();
});
