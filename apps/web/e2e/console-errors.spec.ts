import type { Page } from "@playwright/test";
import { pageFor, signUpAdmin, signUpNamedPlayers, type ApiPlayer } from "./pages/api-players";
import { ScrimPage, createScrimByApi } from "./pages/scrim-page";
import { headerIcon, uniqueSuffix } from "./pages/account-pages";
import { expect as baseExpect, test } from "./support/test";

const expect = baseExpect.configure({ timeout: 30_000 });

const profilePath = (player: ApiPlayer) =>
  `/users/${encodeURIComponent(player.name)}?region=NA&tagline=NA1`;

/** A 1×1 PNG: Riot's CDN (out of reach here) as a browser that reaches it sees it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Every console error of the page and every API answer of 400 or more: the browser logs each
 * failed request as an error, so an answer the app expects (nothing found, already done) must
 * not be one.
 */
async function watchConsole(page: Page): Promise<string[]> {
  await page
    .context()
    .route("https://ddragon.leagueoflegends.com/**", (route) =>
      route.fulfill({ contentType: "image/png", body: PNG }),
    );
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      problems.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("response", (response) => {
    if (response.url().includes("/api/") && response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

test("creating a scrim with the form asks for no scrim called 'new'", async ({
  browser,
  request,
}) => {
  const admin = await signUpAdmin(request);
  const page = await pageFor(browser, admin);
  const problems = await watchConsole(page);
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (/\/api\/scrims\/new\b/.test(sent.url())) {
      asked.push(sent.url());
    }
  });

  await page.goto("/scrims/new");
  await page.getByRole("textbox", { name: "Title" }).fill(`Console ${uniqueSuffix()}`);
  await page.getByRole("button", { name: "Create scrim" }).click();
  await expect(page).toHaveURL(/\/scrims\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a player's main flows log no console error", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [playerA, playerB] = await signUpNamedPlayers(request, ["Akali", "Braum"]);
  const scrim = await createScrimByApi(request, await signUpAdmin(request));
  const aPage = await pageFor(browser, playerA);
  const bPage = await pageFor(browser, playerB);
  const aProblems = await watchConsole(aPage);
  const bProblems = await watchConsole(bPage);

  // The hub, a lobby, a seat.
  await aPage.goto("/scrims");
  await expect(aPage.getByRole("heading", { level: 1, name: "Scrims Hub" })).toBeVisible();
  const lobby = new ScrimPage(aPage);
  await lobby.goto(scrim._id);
  await lobby.join("teamOne", "Mid");
  await expect(lobby.seatedPlayer("teamOne", "Mid", playerA.name)).toBeVisible();
  await aPage.getByRole("button", { name: "Scrim chat" }).click();
  const scrimChat = aPage.getByRole("dialog", { name: `${scrim.title} Chat` });
  const chatInput = scrimChat.getByRole("textbox", { name: "Message" });
  await expect(chatInput).toBeEnabled();
  await chatInput.fill("glhf");
  await chatInput.press("Enter");
  await expect(scrimChat.getByTestId("message-area").getByText("glhf")).toBeVisible();
  await scrimChat.getByRole("button", { name: "Close" }).click();

  // Own profile, then B's: a friend request, accepted by B.
  await aPage.goto(profilePath(playerA));
  await expect(aPage.getByRole("region", { name: new RegExp(playerA.name) })).toBeVisible();
  await aPage.goto(profilePath(playerB));
  const bCard = aPage.getByRole("region", { name: new RegExp(playerB.name) });
  await bCard.getByRole("button", { name: "Add friend" }).click();
  await expect(bCard.getByRole("button", { name: "Request sent" })).toBeVisible();

  await bPage.goto("/scrims");
  await headerIcon(bPage, "Friend requests").click();
  const requests = bPage.getByRole("dialog", { name: "Friend Requests" });
  await requests.getByRole("button", { name: `Accept ${playerA.name}` }).click();
  await expect(requests.getByText("No friend requests found")).toBeVisible();
  await requests.getByRole("button", { name: "Close" }).click();
  await headerIcon(bPage, "Notifications").click();
  await expect(bPage.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await bPage.goto("/settings");
  await expect(bPage.getByRole("heading", { level: 1 })).toBeVisible();

  // A writes to the new friend: nothing to find yet, so a new conversation.
  await aPage.goto(profilePath(playerA));
  const ownCard = aPage.getByRole("region", { name: new RegExp(playerA.name) });
  await expect(ownCard.getByTestId("friends-count")).toHaveText("1");
  await ownCard.getByRole("button", { name: "View" }).click();
  await aPage
    .getByRole("dialog", { name: "My Friends" })
    .getByRole("button", { name: `Message ${playerB.name}` })
    .click();
  const start = aPage.getByRole("dialog", { name: `New conversation with ${playerB.name}` });
  await start.getByRole("textbox", { name: "First message" }).fill("gg, duo later?");
  await start.getByRole("button", { name: "Start conversation" }).click();
  await expect(aPage.getByRole("dialog", { name: `Chat with ${playerB.name}` })).toBeVisible();

  // A reports B, and opening the report again says it is already sent.
  await aPage.goto(profilePath(playerB));
  await bCard.getByRole("button", { name: "Report" }).click();
  const report = aPage.getByRole("dialog", { name: `Report ${playerB.name}` });
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(aPage.getByText("Thanks, the admins will look at your report")).toBeVisible();
  await bCard.getByRole("button", { name: "Report" }).click();
  await expect(report.getByText("You have already reported this player")).toBeVisible();

  expect(aProblems).toEqual([]);
  expect(bProblems).toEqual([]);
  await aPage.context().close();
  await bPage.context().close();
});

test("an admin's pages log no console error", async ({ browser, request }) => {
  const admin = await signUpAdmin(request);
  const scrim = await createScrimByApi(request, admin);
  const page = await pageFor(browser, admin);
  const problems = await watchConsole(page);

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "New User Registrations" })).toBeVisible();
  await page.goto("/admin/bans");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/scrims/${scrim._id}/edit`);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(scrim.title);
  await page.goto("/guide");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/scrims/${scrim._id}`);
  await expect(page.getByRole("heading", { level: 1, name: scrim.title })).toBeVisible();

  expect(problems).toEqual([]);
  await page.context().close();
});

test("a visitor's pages log no console error", async ({ page }) => {
  const problems = await watchConsole(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/guide");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/signup");
  await expect(page.getByRole("button", { name: /Sign in|Continue/ }).first()).toBeVisible();

  expect(problems).toEqual([]);
});
