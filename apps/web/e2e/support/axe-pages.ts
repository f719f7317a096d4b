import { test, expect, type Browser, type Locator, type Page } from "@playwright/test";
import { paths } from "../../src/config/paths";
import { headerIcon } from "../pages/account-pages";
import { contextFor, type ApiPlayer } from "../pages/api-players";
import { livedInSiteOfRun, type LivedInSite } from "../pages/lived-in-site";
import { openHubOnDayOf } from "../pages/scrim-page";
import { seriousViolations } from "./axe";
import { watchPageProblems } from "./test";

/**
 * axe on every page of the router (app/router.tsx), and on the dialogs that matter, as a visitor,
 * a newcomer (a player with empty lists), a player whose lists are full, and an admin, on a
 * desktop (1280×800) and a phone (390×844). Any serious or critical violation fails the page's
 * test, with the rule and the elements. Each viewer has one browser context for all its pages.
 * One spec file per device (accessibility-desktop.spec.ts, accessibility-phone.spec.ts), so the
 * two Playwright workers share the checks: in one file they ran 17.7 minutes on one worker.
 */

type Who = "visitor" | "newcomer" | "player" | "admin";
type Check = {
  name: string;
  who: readonly Who[];
  /** Opens the page (and the dialog) and waits until what it shows is there. */
  visit: (page: Page, site: LivedInSite, me: ApiPlayer | undefined) => Promise<void>;
};

const ALL: Who[] = ["visitor", "newcomer", "player", "admin"];
/** Pages anyone may open, in the visitor's shell and in a player's (the header differs). */
const BOTH_SHELLS: Who[] = ["visitor", "player"];
/** Pages with lists: the newcomer's are empty, the player's full. */
const EMPTY_AND_FULL: Who[] = ["newcomer", "player"];
/** Pages where an admin gets more than a player (kick, swap, edit, ban). */
const MEMBERS: Who[] = ["player", "admin"];

async function go(page: Page, path: string, shown: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(shown(page).first()).toBeVisible();
}

const h1 = (name?: string | RegExp) => (page: Page) =>
  page.getByRole("heading", { level: 1, ...(name ? { name } : {}) });

const profileOf = (player: ApiPlayer) => paths.user(player.name, "NA", "NA1");

/** A dialog opened by `open`, once it is up. */
async function dialog(page: Page, title: string | RegExp, open: () => Promise<void>) {
  await open();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
}

/** A header icon's dialog ("Notifications"), on the hub. */
async function headerDialog(page: Page, icon: string, title: string) {
  await go(page, paths.scrims, h1("Scrims Hub"));
  await dialog(page, title, () => headerIcon(page, icon).click());
}

/** The dialog a button of the friend's profile opens ("Report", an admin's "Ban"). */
async function friendProfileDialog(page: Page, site: LivedInSite, button: string) {
  await go(page, profileOf(site.friend), h1(site.friend.name));
  const open = page.getByRole("button", { name: button, exact: true });
  await dialog(page, new RegExp(button), () => open.click());
}

async function scrimPage(page: Page, scrimId: string) {
  await go(page, paths.scrim(scrimId), (p) => p.locator("[data-seat]"));
}

const checks: Check[] = [
  { name: "landing", who: ["visitor"], visit: (page) => go(page, paths.home, h1()) },
  { name: "sign up", who: ["visitor"], visit: (page) => go(page, paths.signup, h1()) },
  {
    name: "sign in",
    who: ["visitor"],
    visit: (page) => go(page, paths.login, (p) => p.getByLabel("Email")),
  },
  {
    name: "guide",
    who: BOTH_SHELLS,
    visit: (page) => go(page, paths.guide, (p) => p.getByText(/Slide 1 of/)),
  },
  {
    name: "privacy policy",
    who: BOTH_SHELLS,
    visit: (page) => go(page, paths.privacyPolicy, (p) => p.getByRole("heading", { level: 2 })),
  },
  {
    name: "terms of service",
    who: BOTH_SHELLS,
    visit: (page) => go(page, paths.termsOfService, (p) => p.getByRole("heading", { level: 2 })),
  },
  {
    name: "unsubscribe from reminder emails",
    who: BOTH_SHELLS,
    visit: (page) =>
      go(page, `${paths.unsubscribed}?token=abc.def`, (p) => p.getByText("Stop reminder emails?")),
  },
  {
    name: "not found",
    who: BOTH_SHELLS,
    visit: (page) => go(page, "/no/such/page", (p) => p.getByText(/doesn't exist/)),
  },
  {
    name: "hub, a day with lobbies",
    who: ["player"],
    visit: async (page, site) => {
      await openHubOnDayOf(page, site.openScrimStart);
      await expect(page.getByRole("article").first()).toBeVisible();
    },
  },
  {
    name: "hub, a lobby opened",
    who: MEMBERS,
    visit: async (page, site) => {
      await openHubOnDayOf(page, site.openScrimStart);
      const card = page.getByRole("article").first();
      await card.getByRole("button", { name: "Show More" }).click();
      await expect(card.locator("[data-seat]").first()).toBeVisible();
    },
  },
  {
    name: "hub, a day without lobbies",
    who: ["newcomer"],
    visit: async (page) => {
      await go(page, paths.scrims, h1("Scrims Hub"));
      await page.getByRole("textbox", { name: "Scrims Date" }).fill("2036-02-29");
      await expect(page.getByText(/No scrims found/)).toBeVisible();
    },
  },
  {
    name: "open lobby",
    who: ["newcomer", "player", "admin"],
    visit: (page, site) => scrimPage(page, site.openScrimId),
  },
  {
    name: "a lobby in another region",
    who: ["player"],
    visit: (page, site) => scrimPage(page, site.oceScrimId),
  },
  { name: "full lobby", who: MEMBERS, visit: (page, site) => scrimPage(page, site.fullScrimId) },
  {
    name: "finished lobby",
    who: MEMBERS,
    visit: (page, site) => scrimPage(page, site.finishedScrimId),
  },
  {
    name: "scrim chat",
    who: ["player"],
    visit: async (page, site) => {
      await scrimPage(page, site.openScrimId);
      await dialog(page, /chat/i, () => page.getByRole("button", { name: "Scrim chat" }).click());
    },
  },
  {
    name: "leave confirmation",
    who: ["player"],
    visit: async (page, site) => {
      await scrimPage(page, site.openScrimId);
      const leave = page.locator("[data-seat]").getByRole("button", { name: /^Leave/ });
      await dialog(page, /Leave/, () => leave.first().click());
    },
  },
  {
    name: "join waitlist",
    who: ["player"],
    visit: async (page, site) => {
      await scrimPage(page, site.fullScrimId);
      const join = page.getByRole("button", { name: "Join waitlist" });
      await dialog(page, "Join the waitlist", () => join.click());
    },
  },
  {
    name: "kick confirmation",
    who: ["admin"],
    visit: async (page, site) => {
      await scrimPage(page, site.openScrimId);
      await dialog(page, /^Kick/, async () => {
        // A phone holds an admin's Kick in each seat's menu.
        if ((page.viewportSize()?.width ?? 1280) < 600) {
          await page.getByRole("button", { name: `Seat actions for ${site.friend.name}` }).click();
          await page.getByRole("menuitem", { name: /^Kick/ }).click();
        } else {
          await page.locator("[data-seat]").getByRole("button", { name: "Kick" }).first().click();
        }
      });
    },
  },
  {
    name: "own profile",
    who: EMPTY_AND_FULL,
    visit: (page, _site, me) => go(page, profileOf(me!), h1(me!.name)),
  },
  {
    name: "another player's profile",
    who: MEMBERS,
    visit: (page, site) => go(page, profileOf(site.friend), h1(site.friend.name)),
  },
  {
    name: "report dialog",
    who: ["player"],
    visit: (page, site) => friendProfileDialog(page, site, "Report"),
  },
  {
    name: "friends list",
    who: ["player"],
    visit: async (page, _site, me) => {
      await go(page, profileOf(me!), h1(me!.name));
      const view = page.getByRole("button", { name: "View", exact: true });
      await dialog(page, "My Friends", () => view.click());
    },
  },
  { name: "settings", who: ["player"], visit: (page) => go(page, paths.settings, h1()) },
  {
    name: "notifications",
    who: EMPTY_AND_FULL,
    visit: (page) => headerDialog(page, "Notifications", "Notifications"),
  },
  {
    name: "friend requests",
    who: EMPTY_AND_FULL,
    visit: (page) => headerDialog(page, "Friend requests", "Friend Requests"),
  },
  {
    name: "messenger",
    who: EMPTY_AND_FULL,
    visit: (page) => headerDialog(page, "Messenger", "Messenger"),
  },
  {
    name: "a conversation",
    who: ["player"],
    visit: async (page, site) => {
      await headerDialog(page, "Messenger", "Messenger");
      const messenger = page.getByRole("dialog", { name: "Messenger" });
      await messenger.getByText(site.friend.name).click();
      await expect(page.getByText("gg, duo tonight?")).toBeVisible();
    },
  },
  {
    name: "admin dashboard",
    who: ["admin"],
    visit: (page) => go(page, paths.adminDashboard, h1()),
  },
  {
    name: "ban history",
    who: ["admin"],
    // A table on a desktop, a list of cards on a phone.
    visit: (page) => go(page, paths.adminBans, (p) => p.locator('[aria-label="Ban history"]')),
  },
  {
    name: "new scrim form",
    who: ["admin"],
    visit: (page) => go(page, paths.newScrim, (p) => p.getByRole("textbox", { name: "Title" })),
  },
  {
    name: "edit scrim form",
    who: ["admin"],
    visit: (page, site) =>
      go(page, paths.editScrim(site.openScrimId), (p) => p.getByLabel(/Lobby password/)),
  },
  {
    name: "ban dialog",
    who: ["admin"],
    visit: (page, site) => friendProfileDialog(page, site, "Ban"),
  },
];

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** Registers the checks of every viewer on one device, in the spec file that calls it. */
export function describeAxeChecks(device: keyof typeof viewports): void {
  const options = viewports[device];
  let site: LivedInSite;
  test.beforeAll(async ({ playwright }, info) => {
    info.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    site = await livedInSiteOfRun(request);
    await request.dispose();
  });

  for (const who of ALL) {
    test.describe(`${who} on a ${device}`, () => {
      let page: Page;
      let problems: string[];
      let me: ApiPlayer | undefined;
      test.beforeAll(async ({ browser }: { browser: Browser }) => {
        me = who === "visitor" ? undefined : site[who];
        const context = me
          ? await contextFor(browser, me, options)
          : await browser.newContext(options);
        page = await context.newPage();
        problems = watchPageProblems(page);
      });
      test.afterAll(async () => {
        await page.context().close();
      });

      for (const check of checks.filter((entry) => entry.who.includes(who))) {
        test(check.name, async () => {
          await check.visit(page, site, me);
          expect(await seriousViolations(page)).toEqual([]);
          expect(problems.splice(0)).toEqual([]);
        });
      }
    });
  }
}
